import { boardCells } from './boardDiagram.ts';
import { CARD_WIDTH, cardFrame, TEXT_WIDTH } from './cardFrame.ts';
import { ellipsize, fitText, svgLine } from './fitText.ts';
import { modelTitle } from './modelTitle.ts';
import type { PieceDocument } from './pieceDocument.ts';

/**
 * A printable card of the piece: name, Element, the six stats with their base
 * values, Movement and Range drawn on 5 x 5 boards, the weapons, and a
 * thumbnail of the model (a PNG data URL) when one is given.
 */
export function cardSvg(doc: PieceDocument, thumbnail?: string): string {
  const p = doc.piece;
  const out: string[] = [];
  const stats = [['H', 'Health'], ['V', 'Value'], ['A', 'Attack'], ['D', 'Defense'], ['M', 'Movement'], ['R', 'Range']] as const;
  stats.forEach(([k, name], i) => {
    const s = p.stats[k];
    const y = 104 + i * 34;
    out.push(`<text x="270" y="${y}" font-size="16" fill="#555">${name}</text>`);
    out.push(`<text x="410" y="${y}" font-size="24" font-weight="bold" text-anchor="end">${s.value}</text>`);
    out.push(`<text x="420" y="${y}" font-size="12" fill="#888">base ${s.base}</text>`);
  });
  (['M', 'R'] as const).forEach((k, n) => {
    const s = p.stats[k];
    const x0 = 500;
    const y0 = 90 + n * 110;
    // Over its board, from x0 to the margin: a long direction ("diagonal-cross") shrinks to stay on the card.
    const room = CARD_WIDTH - 24 - x0;
    const caption = fitText(`${k === 'M' ? 'Movement' : 'Range'}: ${s.direction ?? ''}`, { width: room, size: 12, minSize: 9, maxLines: 1 });
    out.push(svgLine(ellipsize(caption.lines[0] ?? '', room, caption.size), { x: x0, y: y0 - 6, size: caption.size, width: room, fill: '#555' }));
    boardCells(s.direction ?? 'cross', s.value).forEach((cell, i) => {
      const fill = cell === 'piece' ? '#333' : cell === 'reach' ? (k === 'M' ? '#5b9bd5' : '#e0604f') : (Math.floor(i / 5) + i) % 2 ? '#ddd' : '#f4f4f4';
      out.push(`<rect x="${x0 + (i % 5) * 18}" y="${y0 + Math.floor(i / 5) * 18}" width="17" height="17" fill="${fill}"/>`);
    });
  });
  const weapons = p.weapons.map((w) => `${w.kind} L${w.level}`).join(', ') || 'none';
  // Each line stays on the card: shrunk, then cut short with "…".
  const line = (text: string, y: number, size: number, fill: string) => {
    const fitted = fitText(text, { width: TEXT_WIDTH, size, minSize: size - 3, maxLines: 1 });
    out.push(svgLine(ellipsize(fitted.lines[0] ?? '', TEXT_WIDTH, fitted.size), { x: 24, y, size: fitted.size, width: TEXT_WIDTH, fill }));
  };
  line(`Weapons: ${weapons}`, 330, 13, '#333');
  const m = p.measurements;
  line(`Pip Height ${m.pipHeight} p · Side Width ${m.pipSideWidth} p · Width ${m.width} p · Core Comp ${m.coreComp} · Base ${m.baseType}`, 352, 13, '#333');
  if (p.warnings.length > 0) line(`${p.warnings[0]!}${p.warnings.length > 1 ? ` (+${p.warnings.length - 1})` : ''}`, 374, 11, '#b00');
  return cardFrame({ title: modelTitle(doc.file), subtitle: `Element: ${p.element} · Block Duel Chess`, thumbnail }, out);
}
