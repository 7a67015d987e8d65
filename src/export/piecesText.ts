import type { PiecesDocument } from './piecesDocument.ts';

/** `brickstats pieces`: a row per piece (number, name, parts, height x width x depth in p), then what is no piece. */
export function piecesText(doc: PiecesDocument): string {
  const nameWidth = Math.max(4, ...doc.pieces.map((p) => p.name.length));
  const row = (number: string | number, name: string, parts: string | number, size: string) => `  ${String(number).padStart(5)}  ${name.padEnd(nameWidth)}  ${String(parts).padStart(5)}  ${size}`;
  const out = [`${doc.file}: ${doc.pieces.length} ${doc.pieces.length === 1 ? 'piece' : 'pieces'}`, row('piece', 'name', 'parts', 'size in p (height x width x depth)')];
  for (const p of doc.pieces) out.push(row(p.number, p.name, p.parts, `${p.size.height} x ${p.size.width} x ${p.size.depth}`));
  out.push(`  not pieces: ${doc.scenery} part(s) of ground or buildings, ${doc.loose} loose part(s)`);
  return out.join('\n');
}
