import { describe, expect, it } from 'vitest';
import { CARD_WIDTH } from '../../src/export/cardFrame.ts';
import { ellipsize, fitText, textWidth, wrapToWidth } from '../../src/export/fitText.ts';
import { gameCardSvg } from '../../src/export/gameCardSvg.ts';

/** Every <text> of an SVG with where it starts, its size, its estimated width and the width it is pinned to. */
function texts(svg: string) {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[1]!)?.[1];
    const text = m[2]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&').replaceAll('&quot;', '"');
    const size = Number(attr('font-size'));
    const pinned = attr('textLength');
    const width = pinned !== undefined ? Number(pinned) : textWidth(text, size, attr('font-weight') === 'bold');
    const x = Number(attr('x'));
    const end = attr('text-anchor') === 'end';
    return { text, left: end ? x - width : x, right: end ? x : x + width, size };
  });
}

describe('fitText', () => {
  it('wraps words into lines no wider than the room, and cuts a word too long for any line', () => {
    expect(wrapToWidth('aa bb cc', textWidth('aa bb', 10), 10)).toEqual(['aa bb', 'cc']);
    const lines = wrapToWidth(`x${'y'.repeat(300)} z`, 200, 12);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(textWidth(l, 12)).toBeLessThanOrEqual(200);
    expect(lines.join('').replaceAll(' ', '')).toBe(`x${'y'.repeat(300)}z`);
  });

  it('shrinks before it wraps, and ends what does not fit at the smallest size with "…"', () => {
    const name = 'Sir Lancelot of the Lake';
    const fitted = fitText(name, { width: textWidth(name, 20), size: 24, minSize: 12, maxLines: 1 });
    expect(fitted).toEqual({ size: 20, lines: [name] });
    const long = fitText('word '.repeat(100), { width: 300, size: 16, minSize: 12, maxLines: 2 });
    expect(long.size).toBe(12);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1]).toMatch(/…$/);
    for (const l of long.lines) expect(textWidth(l, 12)).toBeLessThanOrEqual(300);
    expect(ellipsize('abcdefghij', textWidth('abc…', 10), 10)).toBe('abc…');
  });
});

describe('a card with very long names', () => {
  const huge = `the-${'very-'.repeat(40)}long-build-name.ldr#12 ${'Supercalifragilistic'.repeat(6)}`;
  const card = {
    title: huge,
    source: huge,
    subtitle: `Lunch Chess side of ${huge}`,
    rows: [
      { label: 'King', value: '15', note: `hit points · ${huge}` },
      { label: 'AVeryLongFigureNameIndeed', value: '12345678901234567890', note: 'dice' },
    ],
    lines: [`King: ${huge} ${huge}`],
    alerts: [huge],
  };

  it('keeps every line of text inside the card, whatever the lengths of the names', () => {
    const svg = gameCardSvg(card);
    const drawn = texts(svg);
    // Title, subtitle, two figures with their notes, the text lines, the mark.
    expect(drawn.length).toBeGreaterThan(8);
    for (const t of drawn) {
      expect(t.left, t.text).toBeGreaterThanOrEqual(0);
      expect(t.right, t.text).toBeLessThanOrEqual(CARD_WIDTH - 20);
    }
    // The long title shrank to two lines; the rest of it was cut with "…".
    const title = drawn.filter((t) => t.size >= 14 && t.size <= 17 && t.left === 24);
    expect(title.length).toBe(2);
    expect(svg).toContain('…');
  });

  it('leaves a short title as it was: one line at 24 px, no pinned width', () => {
    const svg = gameCardSvg({ ...card, title: 'knight', subtitle: 'Lego Castle War unit' });
    expect(svg).toContain('<text x="24" y="42" font-size="24" font-weight="bold">knight</text>');
    expect(svg).toContain('<text x="24" y="66" font-size="15" fill="#555">Lego Castle War unit</text>');
  });
});
