import { percentText, type DuelView } from '../../../export/duelView.ts';
import { RateChart } from './RateChart.tsx';

/**
 * A duel's result: the conditions and teams in words, the outcomes as a table
 * (count, share, 95% Wilson interval) and as bars, the other figures, and the
 * report as `brickstats duel` prints it, folded away.
 */
export function DuelResult({ view, text }: { view: DuelView; text: string }) {
  return (
    <section className="duel-result results" aria-labelledby="duel-result-heading" data-testid="duel-view">
      <h3 id="duel-result-heading">Result</h3>
      <p className="wrap" data-testid="duel-conditions">{view.conditions}</p>
      <table className="result-table">
        <caption>Teams</caption>
        <tbody>
          <tr>
            <th scope="row">Team A</th>
            <td>{view.teamA}</td>
          </tr>
          <tr>
            <th scope="row">Team B</th>
            <td>{view.teamB}</td>
          </tr>
        </tbody>
      </table>
      <table className="result-table numbers" id="duel-rates" data-testid="duel-rates">
        <caption>
          Outcomes of {view.runs} runs (seed {view.seed})
        </caption>
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Count</th>
            <th scope="col">Share</th>
            <th scope="col">95% interval (Wilson)</th>
          </tr>
        </thead>
        <tbody>
          {view.rates.map((r) => (
            <tr key={r.outcome}>
              <th scope="row">{r.outcome}</th>
              <td>{r.count}</td>
              <td>{percentText(r.share)}</td>
              <td>
                {percentText(r.low)} – {percentText(r.high)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RateChart rates={view.rates} tableId="duel-rates" />
      <dl className="result-facts">
        <dt>First turn won</dt>
        <dd>
          {percentText(view.firstMover.share)} ({percentText(view.firstMover.low)} – {percentText(view.firstMover.high)})
        </dd>
        <dt>Mean length</dt>
        <dd>{view.meanTurns.toFixed(2)} turns</dd>
        <dt>Endings</dt>
        <dd>{view.endings}</dd>
        <dt>Policy</dt>
        <dd>{view.policy}</dd>
      </dl>
      <details className="cli-text">
        <summary>As brickstats duel prints it</summary>
        <pre data-testid="duel-result">{text}</pre>
      </details>
    </section>
  );
}
