import type { Direction } from '../../rules/block-duel-chess/computeStats.ts';
import { boardCells } from '../../export/boardDiagram.ts';

/** Where the piece can move or strike on a 5 x 5 board around it. */
export function BoardDiagram({ direction, reach, kind }: { direction: Direction; reach: number; kind: 'move' | 'range' }) {
  return (
    <div className={`board ${kind}`} role="img" aria-label={`${kind === 'move' ? 'Movement' : 'Range'}: ${reach} squares, ${direction}`}>
      {boardCells(direction, reach).map((cell, i) => (
        <span key={i} className={`cell ${cell} ${(Math.floor(i / 5) + i) % 2 ? 'dark' : ''}`} />
      ))}
    </div>
  );
}
