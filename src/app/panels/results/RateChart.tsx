import { percentText, type DuelRate } from '../../../export/duelView.ts';

/** Bar colours, each at least 3:1 against the white track and the panel (WCAG 1.4.11). */
const BAR_CLASS: Record<DuelRate['outcome'], string> = { 'A wins': 'bar-a', 'B wins': 'bar-b', draws: 'bar-draw' };

/**
 * The outcomes' shares as bars on a 0-100% scale, each with its 95% interval
 * drawn as a whisker. Drawn with boxes sized in percent, so it narrows with
 * the panel and its labels wrap as text does. The table beside it holds the
 * same figures: the chart itself is hidden from screen readers, which read the
 * table instead (described by `tableId`).
 */
export function RateChart({ rates, tableId }: { rates: readonly DuelRate[]; tableId: string }) {
  return (
    <figure className="rate-chart" data-testid="rate-chart" aria-describedby={tableId}>
      <figcaption>Share of the runs, with the 95% interval (the whisker)</figcaption>
      <div aria-hidden="true">
        {rates.map((r) => (
          <div key={r.outcome} className="rate-row" data-testid={`rate-bar-${r.outcome.replace(' ', '-')}`}>
            <span className="rate-label">{r.outcome}</span>
            <span className="rate-track">
              <span className={`rate-bar ${BAR_CLASS[r.outcome]}`} style={{ width: `${100 * r.share}%` }} />
              <span className="rate-whisker" style={{ left: `${100 * r.low}%`, width: `${100 * (r.high - r.low)}%` }} />
            </span>
            <span className="rate-value">
              {percentText(r.share)} <small>({percentText(r.low)} – {percentText(r.high)})</small>
            </span>
          </div>
        ))}
        <div className="rate-row rate-axis">
          <span className="rate-label" />
          <span className="rate-track">
            <span style={{ left: '0%' }}>0%</span>
            <span style={{ left: '50%' }}>50%</span>
            <span style={{ left: '100%' }}>100%</span>
          </span>
          <span className="rate-value" />
        </div>
      </div>
    </figure>
  );
}
