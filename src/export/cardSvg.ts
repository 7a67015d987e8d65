import { boardCells } from './boardDiagram.ts';
import { escapeXml } from './escapeXml.ts';
import type { PieceDocument } from './pieceDocument.ts';


/**
 * A printable card of the piece: name, Element, the six stats with their base
 * values, Movement and Range drawn on 5 x 5 boards, the weapons, and a
 * thumbnail of the model (a PNG data URL) when one is given.
 */
export function cardSvg(doc: PieceDocument, thumbnail?: string): string {
  const p = doc.piece;
  const W = 640;
  const H = 400;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica, Arial, sans-serif">`);
  out.push(`<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="14" fill="#fffdf6" stroke="#333" stroke-width="2"/>`);
  out.push(`<text x="24" y="42" font-size="24" font-weight="bold">${escapeXml(doc.file.replace(/\.(ldr|mpd|io|dat)$/i, ''))}</text>`);
  out.push(`<text x="24" y="66" font-size="15" fill="#555">Element: ${escapeXml(p.element)} · Block Duel Chess</text>`);
  if (thumbnail) out.push(`<image x="24" y="84" width="220" height="220" href="${escapeXml(thumbnail)}" preserveAspectRatio="xMidYMid meet"/>`);
  else out.push(`<rect x="24" y="84" width="220" height="220" fill="#eee"/>`);
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
    out.push(`<text x="${x0}" y="${y0 - 6}" font-size="12" fill="#555">${k === 'M' ? 'Movement' : 'Range'}: ${escapeXml(s.direction ?? '')}</text>`);
    boardCells(s.direction ?? 'cross', s.value).forEach((cell, i) => {
      const fill = cell === 'piece' ? '#333' : cell === 'reach' ? (k === 'M' ? '#5b9bd5' : '#e0604f') : (Math.floor(i / 5) + i) % 2 ? '#ddd' : '#f4f4f4';
      out.push(`<rect x="${x0 + (i % 5) * 18}" y="${y0 + Math.floor(i / 5) * 18}" width="17" height="17" fill="${fill}"/>`);
    });
  });
  const weapons = p.weapons.map((w) => `${w.kind} L${w.level}`).join(', ') || 'none';
  out.push(`<text x="24" y="330" font-size="13" fill="#333">Weapons: ${escapeXml(weapons)}</text>`);
  const m = p.measurements;
  out.push(`<text x="24" y="352" font-size="13" fill="#333">Pip Height ${m.pipHeight} p · Side Width ${m.pipSideWidth} p · Width ${m.width} p · Core Comp ${m.coreComp} · Base ${escapeXml(m.baseType)}</text>`);
  if (p.warnings.length > 0) out.push(`<text x="24" y="374" font-size="11" fill="#b00">${escapeXml(p.warnings[0]!)}${p.warnings.length > 1 ? ` (+${p.warnings.length - 1})` : ''}</text>`);
  out.push(`<text x="${W - 24}" y="${H - 14}" font-size="10" fill="#999" text-anchor="end">brickstats</text>`);
  out.push('</svg>');
  return out.join('\n');
}
