import { useState } from 'react';
import { type FrontCorrection } from '../../analysis/corrections.ts';
import { ELEMENTS, type ElementName } from '../../rules/block-duel-chess/elements.ts';
import type { Stat, StatName } from '../../rules/block-duel-chess/computeStats.ts';
import { setElement, setFront } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import { BoardDiagram } from './BoardDiagram.tsx';
import { CommitSelect } from './CommitSelect.tsx';

const STATS: { readonly key: StatName; readonly name: string }[] = [
  { key: 'H', name: 'Health' },
  { key: 'V', name: 'Value' },
  { key: 'A', name: 'Attack' },
  { key: 'D', name: 'Defense' },
  { key: 'M', name: 'Movement' },
  { key: 'R', name: 'Range' },
];

/** H V A D M R with base and final values, each expandable into its formula and the numbers behind it. */
export function DataSheet() {
  const doc = useViewer((s) => s.doc);
  const chosenElement = useViewer((s) => s.corrections.piece?.element ?? '');
  const chosenFront = useViewer((s) => s.corrections.piece?.front ?? '');
  const team = useViewer((s) => s.team);
  const elements = useViewer((s) => s.elements);
  const elementsPending = useViewer((s) => s.elementsPending);
  // The piece the data sheet is of (the picker may already name the next one, still being analyzed).
  const shownPiece = useViewer((s) => (s.frame?.piece != null ? s.team?.pieces.find((p) => p.number === s.frame?.piece) : undefined));
  const [open, setOpen] = useState<StatName | null>(null);
  if (!doc) return <section className="data-sheet" data-testid="data-sheet" />;
  const p = doc.piece;
  const m = p.measurements;
  return (
    <section className="data-sheet" data-testid="data-sheet">
      <h2>{doc.file}</h2>
      {team && (
        <p className="piece-name" data-testid="piece-name">
          {shownPiece ? `Piece ${shownPiece.number}: ${shownPiece.name}, ${doc.parts.length} parts` : `All pieces: the whole file as one build, ${doc.parts.length} parts`}
        </p>
      )}
      <div className="element">
        <label>
          Element
          <CommitSelect data-testid="element-select" value={chosenElement} onCommit={(v) => setElement((v || null) as ElementName | null)}>
            <option value="">best: {p.elementChoices[0]?.element}</option>
            {ELEMENTS.map((row) => {
              const choice = p.elementChoices.find((c) => c.element === row.name);
              return (
                <option key={row.name} value={row.name}>
                  {row.name} {choice ? `(+${choice.colourBonus})` : '(no colour matches)'}
                </option>
              );
            })}
          </CommitSelect>
        </label>
        <span data-testid="element">{p.element}</span>
        {team && <small>The Element and the front are set for the file: they apply to every piece in it.</small>}
        <small>{p.elementReason}</small>
        <small data-testid="advantage">
          Strong against {p.advantage.against.join(', ') || 'none'}; weak against {p.advantage.weakAgainst.join(', ') || 'none'}.
        </small>
      </div>
      {elements.length > 1 && (
        <table className={`element-costs ${elementsPending ? 'pending' : ''}`} data-testid="element-costs" aria-busy={elementsPending} aria-label="Final values under each Element">
          <caption>Final values under every Element the colours allow (+ its Colour Bonus); click one to choose it</caption>
          <thead>
            <tr>
              <th scope="col">Element</th>
              {STATS.map(({ key, name }) => (
                <th key={key} scope="col" title={name}>{key}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {elements.map((row) => {
              const chosen = row.element === p.element;
              return (
                <tr key={row.element} data-testid={`element-row-${row.element}`} aria-current={chosen ? 'true' : undefined} className={chosen ? 'chosen' : ''}>
                  <th scope="row">
                    <button
                      aria-pressed={chosen}
                      title={`Choose ${row.element} (Colour Bonus +${row.colourBonus})`}
                      onClick={() => !chosen && setElement(row.element)}
                    >
                      {chosen ? '● ' : ''}{row.element} <small>+{row.colourBonus}</small>
                    </button>
                  </th>
                  {STATS.map(({ key }) => (
                    <td key={key} data-testid={`element-${row.element}-${key}`}>{row.stats[key]}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <table className="stats">
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">Stat</span></th>
            <th>value</th>
            <th>base</th>
          </tr>
        </thead>
        <tbody>
          {STATS.map(({ key, name }) => {
            const s = p.stats[key];
            return (
              <tr key={key} className={open === key ? 'open' : ''}>
                <th>
                  <button aria-expanded={open === key} data-testid={`explain-${key}`} onClick={() => setOpen(open === key ? null : key)}>
                    {key} <small>{name}</small>
                  </button>
                </th>
                <td data-testid={`stat-${key}`} className="value">{s.value}</td>
                <td data-testid={`stat-${key}-base`}>{s.base}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open && <Explanation stat={p.stats[open]} />}
      <div className="boards">
        <figure>
          <BoardDiagram direction={p.stats.M.direction ?? 'cross'} reach={p.stats.M.value} kind="move" />
          <figcaption>Movement {p.stats.M.value}, {p.stats.M.direction}</figcaption>
        </figure>
        <figure>
          <BoardDiagram direction={p.stats.R.direction ?? 'cross'} reach={p.stats.R.value} kind="range" />
          <figcaption>Range {p.stats.R.value}, {p.stats.R.direction}</figcaption>
        </figure>
      </div>
      <dl className="measurements">
        <dt>Pip Height</dt>
        <dd>{m.pipHeight} p ({m.pipHeightLdu} LDU)</dd>
        <dt>Side Width</dt>
        <dd>{m.pipSideWidth} p</dd>
        <dt>Width</dt>
        <dd>{m.width} p</dd>
        <dt>Core</dt>
        <dd>Comp {m.coreComp}, Value {m.coreValue}</dd>
        <dt>Base</dt>
        <dd>{m.baseType}</dd>
        <dt>Front</dt>
        <dd>
          <CommitSelect data-testid="front-select" aria-label="Front" value={chosenFront} onCommit={(v) => setFront((v || null) as FrontCorrection | null)}>
            <option value="">auto: {m.frontReason}</option>
            <option value="-z">-Z</option>
            <option value="+z">+Z</option>
            <option value="-x">-X</option>
            <option value="+x">+X</option>
          </CommitSelect>
        </dd>
      </dl>
      {p.warnings.length > 0 && (
        <ul className="warnings" data-testid="warnings">
          {p.warnings.map((w) => <li key={w}>{w}</li>)}
        </ul>
      )}
    </section>
  );
}

function Explanation({ stat }: { stat: Stat }) {
  return (
    <div className="explanation" data-testid="explanation">
      <p className="formula">{stat.formula}</p>
      <p>
        base <b>{stat.base}</b>, final <b>{stat.value}</b> = {stat.worked}
      </p>
      <ul>
        {stat.terms.map((t, i) => (
          <li key={i}>
            <b>{t.name} = {t.value}</b>: {t.detail}
          </li>
        ))}
      </ul>
      {stat.directionReason && <p>Direction: {stat.directionReason}</p>}
      <details>
        <summary>Interpretations used</summary>
        <ul>{stat.interpretations.map((x) => <li key={x}>{x}</li>)}</ul>
      </details>
    </div>
  );
}
