import { CARD_HEIGHT, CARD_WIDTH, cardFrame, TEXT_WIDTH } from './cardFrame.ts';
import { ellipsize, fitText, svgLine, textWidth, wrapToWidth } from './fitText.ts';
import type { GameCard } from './gameCard.ts';

/** The figures' columns: label from x 270, value right-aligned at 450, note from 460 to the margin. */
const LABEL_X = 270;
const VALUE_X = 450;
const NOTE_X = 460;
const RIGHT = CARD_WIDTH - 24;

/**
 * A game's printable card, the size and look of the Block Duel Chess card:
 * title and game, the thumbnail (a PNG data URL) when given, the figures,
 * then the text and, in red, any broken rule. No text leaves the card: long
 * names shrink and wrap, text that does not fit ends in "…".
 */
export function gameCardSvg(card: GameCard, thumbnail?: string): string {
  const out: string[] = [];
  // Up to seven figures beside the thumbnail.
  card.rows.slice(0, 7).forEach((r, i) => {
    const y = 104 + i * 32;
    const value = fitText(r.value, { width: VALUE_X - LABEL_X - 60, size: 24, minSize: 12, maxLines: 1, bold: true });
    const valueWidth = Math.min(textWidth(value.lines[0] ?? '', value.size, true), VALUE_X - LABEL_X - 60);
    const labelRoom = VALUE_X - LABEL_X - valueWidth - 8;
    const label = fitText(r.label, { width: labelRoom, size: 16, minSize: 10, maxLines: 1 });
    out.push(svgLine(label.lines[0] ?? '', { x: LABEL_X, y, size: label.size, width: labelRoom, fill: '#555' }));
    out.push(svgLine(value.lines[0] ?? '', { x: VALUE_X, y, size: value.size, width: VALUE_X - LABEL_X - 60, bold: true, anchor: 'end' }));
    if (r.note) {
      // A long note takes a second, smaller line under the first.
      const note = fitText(r.note, { width: RIGHT - NOTE_X, size: 12, minSize: 9, maxLines: 2 });
      note.lines.forEach((line, k) => out.push(svgLine(line, { x: NOTE_X, y: y + k * (note.size + 1) - (note.lines.length - 1) * 5, size: note.size, width: RIGHT - NOTE_X, fill: '#888' })));
    }
  });
  const text = [
    ...card.lines.flatMap((l) => wrapToWidth(l, TEXT_WIDTH, 12)).map((t) => ({ t, alert: false })),
    ...card.alerts.flatMap((l) => wrapToWidth(l, TEXT_WIDTH, 12)).map((t) => ({ t, alert: true })),
  ];
  const room = 5;
  const shown = text.length > room ? [...text.slice(0, room - 1), { t: ellipsize(`${text[room - 1]!.t} …`, TEXT_WIDTH, 12), alert: text[room - 1]!.alert }] : text;
  shown.forEach((l, i) => out.push(svgLine(l.t, { x: 24, y: 330 + i * 15, size: 12, width: TEXT_WIDTH, fill: l.alert ? '#b00' : '#333' })));
  // Five lines of text reach lower than the Block Duel Chess card's: the mark goes lower too.
  return cardFrame({ title: card.title, subtitle: card.subtitle, thumbnail }, out, CARD_HEIGHT - 8);
}
