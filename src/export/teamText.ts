import { pieceText } from './pieceText.ts';
import type { MemberDocument, TeamDocument } from './teamDocument.ts';

const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;

/** One piece's data sheet, headed with its number and name. */
export function memberText(doc: MemberDocument): string {
  return `Piece ${doc.number}: ${doc.name}\n${pieceText(doc)}`;
}

/** The team sheet: every piece's data sheet, then a table of them all with their final stats. */
export function teamText(team: TeamDocument): string {
  return [...team.pieces.map(memberText), teamSummary(team)].join('\n\n');
}

/** The table: a row per piece (number, name, parts, Element, the six final stats), then what is not a piece. */
export function teamSummary(team: TeamDocument): string {
  const nameWidth = Math.max(4, ...team.pieces.map((p) => p.name.length));
  const row = (cells: readonly (string | number)[]) =>
    `  ${String(cells[0]).padStart(5)}  ${String(cells[1]).padEnd(nameWidth)}  ${String(cells[2]).padStart(5)}  ${String(cells[3]).padEnd(7)}${cells.slice(4).map((c) => String(c).padStart(5)).join('')}`;
  const out = [`${team.file}: ${team.pieces.length} pieces`, row(['piece', 'name', 'parts', 'Element', ...STATS])];
  for (const p of team.pieces) out.push(row([p.number, p.name, p.parts.length, p.piece.element, ...STATS.map((k) => p.piece.stats[k].value)]));
  return out.join('\n');
}
