import { escapeXml } from './escapeXml.ts';
import { ellipsize, fitText, svgLine } from './fitText.ts';

/** Every printable card's size: 640 x 400 SVG px (a PNG doubles it). */
export const CARD_WIDTH = 640;
export const CARD_HEIGHT = 400;

/**
 * A printable card around its `body` (SVG elements): the border, the title and
 * subtitle, the model's thumbnail (a PNG data URL; a grey square without one) at
 * the left, and the brickstats mark at `footerY`.
 */
export function cardFrame(head: { title: string; subtitle: string; thumbnail?: string | undefined }, body: readonly string[], footerY = CARD_HEIGHT - 14): string {
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="14" fill="#fffdf6" stroke="#333" stroke-width="2"/>`,
    ...titleLines(head.title),
    subtitleLine(head.subtitle),
    head.thumbnail
      ? `<image x="24" y="84" width="220" height="220" href="${escapeXml(head.thumbnail)}" preserveAspectRatio="xMidYMid meet"/>`
      : `<rect x="24" y="84" width="220" height="220" fill="#eee"/>`,
    ...body,
    `<text x="${W - 24}" y="${footerY}" font-size="10" fill="#999" text-anchor="end">brickstats</text>`,
    '</svg>',
  ].join('\n');
}

/** The room across the card for text: 24 px margins. */
export const TEXT_WIDTH = CARD_WIDTH - 48;

/** The title at 24 px on one line; a long one shrinks, then takes two lines (the second ending in "…" if need be). */
function titleLines(title: string): string[] {
  const one = fitText(title, { width: TEXT_WIDTH, size: 24, minSize: 18, maxLines: 1, bold: true });
  if (one.lines.length === 1 && !one.lines[0]!.endsWith('…')) return [svgLine(one.lines[0]!, { x: 24, y: 42, size: one.size, width: TEXT_WIDTH, bold: true })];
  const two = fitText(title, { width: TEXT_WIDTH, size: 17, minSize: 14, maxLines: 2, bold: true });
  return two.lines.map((line, i) => svgLine(line, { x: 24, y: 32 + i * (two.size + 2), size: two.size, width: TEXT_WIDTH, bold: true }));
}

/** The subtitle on one line, shrunk and cut short as it must be. */
function subtitleLine(subtitle: string): string {
  const fitted = fitText(subtitle, { width: TEXT_WIDTH, size: 15, minSize: 11, maxLines: 1 });
  return svgLine(ellipsize(fitted.lines[0] ?? '', TEXT_WIDTH, fitted.size), { x: 24, y: 66, size: fitted.size, width: TEXT_WIDTH, fill: '#555' });
}
