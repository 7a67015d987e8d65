import { choosePiece } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';

const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;
const STAT_NAMES = { H: 'Health', V: 'Value', A: 'Attack', D: 'Defense', M: 'Movement', R: 'Range' } as const;

/**
 * The team a file holds: every piece with its Element and final values, each
 * analyzed alone with the file's corrections. A row (its name button, for the
 * keyboard) chooses that piece. Nothing is shown for a file that is one piece.
 */
export function TeamSummary() {
  const team = useViewer((s) => s.team);
  const chosen = useViewer((s) => s.piece);
  if (!team) return null;
  return (
    <section className="team" aria-labelledby="team-heading">
      <h3 id="team-heading">
        Team <small>({team.pieces.length} {team.pieces.length === 1 ? 'piece' : 'pieces'}, final values)</small>
      </h3>
      <table data-testid="team-summary">
        <thead>
          <tr>
            <th scope="col" title="Piece number">#</th>
            <th scope="col">Name</th>
            <th scope="col" title="Parts">Pts</th>
            <th scope="col">Element</th>
            {STATS.map((k) => (
              <th key={k} scope="col" title={STAT_NAMES[k]}>
                {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {team.pieces.map((p) => {
            const current = chosen === p.number;
            return (
              <tr key={p.number} data-testid={`team-row-${p.number}`} className={current ? 'chosen' : ''} aria-current={current ? 'true' : undefined} onClick={() => choosePiece(p.number)}>
                <td>{p.number}</td>
                <th scope="row">
                  <button aria-pressed={current} title={`${p.name}: ${p.reason}`} onClick={(e) => {
                    e.stopPropagation();
                    choosePiece(p.number);
                  }}>
                    {p.name}
                  </button>
                </th>
                <td>{p.parts.length}</td>
                <td>{p.element}</td>
                {STATS.map((k) => (
                  <td key={k} className="stat">
                    {p.stats[k]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {chosen !== null && (
        <button className="all-pieces" onClick={() => choosePiece(null)}>
          Show all pieces
        </button>
      )}
    </section>
  );
}
