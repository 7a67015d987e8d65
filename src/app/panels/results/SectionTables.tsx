import type { ViewSection } from '../../../export/gameView.ts';
import type { BloxLevel } from '../../../rules/blox/bloxLevels.ts';

const LINE_CLASS = { verdict: 'line-verdict', note: 'line-note', warning: 'line-warning', violation: 'line-violation' } as const;

/** One build or side of a game's export: its heading, its tables, its Blox levels, its verdicts and notes. */
export function SectionTables({ section, index }: { section: ViewSection; index: number }) {
  const id = `game-section-${index}`;
  return (
    <section className="results" aria-labelledby={id} data-testid="game-section">
      <h3 id={id}>{section.heading}</h3>
      {section.tables.map((t, i) => (
        <table key={i} className="result-table">
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              {t.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {t.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {section.boards.length > 0 && (
        <div className="blox-levels">
          {section.boards.map((b) => (
            <BloxBoard key={b.level} level={b} />
          ))}
        </div>
      )}
      {section.lines.length > 0 && (
        <ul className="result-lines">
          {section.lines.map((l, i) => (
            <li key={i} className={LINE_CLASS[l.kind]}>
              {l.kind === 'violation' ? <strong>Broken rule: </strong> : l.kind === 'warning' ? <strong>Warning: </strong> : l.kind === 'note' ? <strong>Note: </strong> : null}
              {l.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A level of a Blox board as a grid of dots, a cell a dot, north at the top; a wide board scrolls
 * inside its own box (focusable, so the keyboard can scroll it). Read out as its rows of letters.
 */
function BloxBoard({ level }: { level: BloxLevel }) {
  const columns = level.rows[0]?.length ?? 0;
  return (
    <figure className="blox-board-box" tabIndex={0} aria-labelledby={`blox-level-${level.level}`}>
      <figcaption id={`blox-level-${level.level}`}>
        {level.caption} <small>(north at the top)</small>
      </figcaption>
      <div className="blox-board" role="img" aria-label={`${level.caption}, rows from north to south: ${level.rows.map((r) => r.replaceAll(' ', '_')).join(', ')}`} style={{ gridTemplateColumns: `repeat(${columns}, 1.3em)` }}>
        {level.rows.flatMap((row, r) =>
          [...row].map((ch, c) => (
            <span key={`${r}:${c}`} className={ch === '.' ? 'dot' : ch === ' ' ? 'off' : ch === '#' ? 'support' : `player player-${ch}`}>
              {ch === '.' || ch === ' ' ? '' : ch}
            </span>
          )),
        )}
      </div>
    </figure>
  );
}
