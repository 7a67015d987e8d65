import { CARD_HEIGHT, cardFrame } from './cardFrame.ts';
import { escapeXml } from './escapeXml.ts';
import type { GameCard } from './gameCard.ts';

/** Characters per line of the text under the figures (13 px Helvetica across the card). */
const LINE_CHARS = 92;

/** Words into lines of at most `width` characters (a longer word stands alone). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A game's printable card, the size and look of the Block Duel Chess card:
 * title and game, the thumbnail (a PNG data URL) when given, the figures,
 * then the text and, in red, any broken rule. Text that does not fit ends in "…".
 */
export function gameCardSvg(card: GameCard, thumbnail?: string): string {
  const out: string[] = [];
  // Up to seven figures beside the thumbnail.
  card.rows.slice(0, 7).forEach((r, i) => {
    const y = 104 + i * 32;
    out.push(`<text x="270" y="${y}" font-size="16" fill="#555">${escapeXml(r.label)}</text>`);
    out.push(`<text x="450" y="${y}" font-size="24" font-weight="bold" text-anchor="end">${escapeXml(r.value)}</text>`);
    if (r.note) out.push(`<text x="460" y="${y}" font-size="12" fill="#888">${escapeXml(r.note)}</text>`);
  });
  const text = [
    ...card.lines.flatMap((l) => wrapText(l, LINE_CHARS)).map((t) => ({ t, alert: false })),
    ...card.alerts.flatMap((l) => wrapText(l, LINE_CHARS)).map((t) => ({ t, alert: true })),
  ];
  const room = 5;
  const shown = text.length > room ? [...text.slice(0, room - 1), { t: `${text[room - 1]!.t} …`, alert: text[room - 1]!.alert }] : text;
  shown.forEach((l, i) => out.push(`<text x="24" y="${330 + i * 15}" font-size="12" fill="${l.alert ? '#b00' : '#333'}">${escapeXml(l.t)}</text>`));
  // Five lines of text reach lower than the Block Duel Chess card's: the mark goes lower too.
  return cardFrame({ title: card.title, subtitle: card.subtitle, thumbnail }, out, CARD_HEIGHT - 8);
}
