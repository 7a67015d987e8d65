import { escapeXml } from './escapeXml.ts';

/**
 * Advance widths (em) of Helvetica/Arial, grouped and rounded up: a card is
 * drawn by whatever font the reader has, so the estimate errs wide.
 */
function charEm(ch: string): number {
  if (ch === ' ') return 0.28;
  if ("il.,:;|!'`".includes(ch)) return 0.3;
  if ('fjrtI()[]{}-/\\'.includes(ch)) return 0.36;
  if ('mwMW@%'.includes(ch)) return 0.95;
  if (ch >= 'A' && ch <= 'Z') return 0.74;
  if (ch >= '0' && ch <= '9') return 0.57;
  if (ch >= 'a' && ch <= 'z') return 0.57;
  // Other scripts, symbols: wide, as CJK and emoji are.
  return ch.charCodeAt(0) < 0x2000 ? 0.66 : 1;
}

/** The estimated width of `text` in px at `size` px, bold a little wider. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * size * (bold ? 1.08 : 1);
}

export interface FitOptions {
  /** The room across, px. */
  readonly width: number;
  /** The size to use when the text fits at it, and the smallest to shrink to. */
  readonly size: number;
  readonly minSize: number;
  readonly maxLines: number;
  readonly bold?: boolean;
}

/** Words into lines no wider than `width` (px at `size`); a word too long for a line is cut where it must be. */
export function wrapToWidth(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => textWidth(s, size, bold) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line: as much as fits, then the rest on the next lines.
    let rest = word;
    while (!fits(rest)) {
      let cut = 1;
      while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
      // Rather after a hyphen, dot or underscore in the second half of the line than inside a word.
      const soft = Math.max(rest.lastIndexOf('-', cut - 1), rest.lastIndexOf('.', cut - 1), rest.lastIndexOf('_', cut - 1));
      if (soft >= cut / 2) cut = soft + 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** `line` cut short with "…" so that it is no wider than `width`. */
export function ellipsize(line: string, width: number, size: number, bold = false): string {
  if (textWidth(line, size, bold) <= width) return line;
  let cut = line.length;
  while (cut > 0 && textWidth(`${line.slice(0, cut).trimEnd()}…`, size, bold) > width) cut--;
  return `${line.slice(0, cut).trimEnd()}…`;
}

/**
 * Text fitted into a box: at `size` if it fits in `maxLines` lines, else at a
 * smaller size down to `minSize`, else at `minSize` with the last line ended
 * by "…". Every line's estimated width is at most `width`.
 */
export function fitText(text: string, o: FitOptions): { size: number; lines: string[] } {
  for (let size = o.size; size >= o.minSize; size--) {
    const lines = wrapToWidth(text, o.width, size, o.bold);
    if (lines.length <= o.maxLines) return { size, lines };
  }
  const lines = wrapToWidth(text, o.width, o.minSize, o.bold);
  const kept = lines.slice(0, o.maxLines);
  kept[kept.length - 1] = ellipsize(`${kept[kept.length - 1]} ${lines[o.maxLines] ?? ''}`, o.width, o.minSize, o.bold);
  return { size: o.minSize, lines: kept };
}

/**
 * A line of SVG text that cannot leave its `width`: when the estimate comes near
 * it, textLength pins the drawn width to the estimate, whatever font draws it.
 * `anchor` end: x is the right edge.
 */
export function svgLine(line: string, at: { x: number; y: number; size: number; width: number; bold?: boolean; fill?: string; anchor?: 'start' | 'end' }): string {
  const w = textWidth(line, at.size, at.bold);
  const pinned = w > 0.75 * at.width ? ` textLength="${Math.min(w, at.width).toFixed(1)}" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<text x="${at.x}" y="${at.y}" font-size="${at.size}"${at.bold ? ' font-weight="bold"' : ''}${at.anchor === 'end' ? ' text-anchor="end"' : ''}` +
    `${at.fill ? ` fill="${at.fill}"` : ''}${pinned}>${escapeXml(line)}</text>`
  );
}
