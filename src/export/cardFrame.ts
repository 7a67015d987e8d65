import { escapeXml } from './escapeXml.ts';

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
    `<text x="24" y="42" font-size="24" font-weight="bold">${escapeXml(head.title)}</text>`,
    `<text x="24" y="66" font-size="15" fill="#555">${escapeXml(head.subtitle)}</text>`,
    head.thumbnail
      ? `<image x="24" y="84" width="220" height="220" href="${escapeXml(head.thumbnail)}" preserveAspectRatio="xMidYMid meet"/>`
      : `<rect x="24" y="84" width="220" height="220" fill="#eee"/>`,
    ...body,
    `<text x="${W - 24}" y="${footerY}" font-size="10" fill="#999" text-anchor="end">brickstats</text>`,
    '</svg>',
  ].join('\n');
}
