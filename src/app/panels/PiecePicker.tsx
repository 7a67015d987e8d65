import { useId } from 'react';
import { choosePiece } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import { CommitSelect } from './CommitSelect.tsx';

/**
 * The piece picker of a file that holds several pieces: "All pieces" analyzes
 * the whole file, a piece is analyzed alone (data sheet, tints, measurements
 * and corrections apply to it) and framed, the rest dimmed. A native select:
 * labelled, and usable with the keyboard and a screen reader as it is.
 * Nothing is shown for a file that is one piece.
 */
export function PiecePicker() {
  const id = useId();
  const team = useViewer((s) => s.team);
  const piece = useViewer((s) => s.piece);
  const partCount = useViewer((s) => s.scene?.instances.length ?? 0);
  if (!team) return null;
  const rest = [team.scenery > 0 ? `${team.scenery} scenery` : '', team.loose > 0 ? `${team.loose} loose` : ''].filter(Boolean).join(' and ');
  return (
    <div className="piece-picker">
      <label htmlFor={id}>Piece</label>
      <CommitSelect id={id} data-testid="piece-select" value={piece === null ? '' : String(piece)} aria-describedby={`${id}-about`} onCommit={(v) => choosePiece(v === '' ? null : Number(v))}>
        <option value="">All pieces ({partCount} parts)</option>
        {team.pieces.map((p) => (
          <option key={p.number} value={p.number}>
            {p.number}. {p.name} ({p.parts.length} {p.parts.length === 1 ? 'part' : 'parts'})
          </option>
        ))}
      </CommitSelect>
      <small id={`${id}-about`}>
        {team.pieces.length} {team.pieces.length === 1 ? 'piece' : 'pieces'}{rest ? ` and ${rest} parts` : ''}. A chosen piece is analyzed alone, the rest dimmed.
      </small>
    </div>
  );
}
