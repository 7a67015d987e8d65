import { describe, expect, it } from 'vitest';
import { ColourTable } from '../../src/ldraw/colours/ColourTable.ts';
import { decodeModelBytes } from '../../src/ldraw/decodeModelBytes.ts';
import { LineBreaks } from '../../src/ldraw/LineBreaks.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { parseLdraw } from '../../src/ldraw/parseLdraw.ts';
import { splitMpd } from '../../src/ldraw/splitMpd.ts';

/** An MPD with a submodel, a colour, a bad line (for its line number) and a triangle. */
const LINES = [
  '0 FILE main.ldr',
  '0 Main model',
  '0 !COLOUR Test_Red CODE 300 VALUE #C91A09 EDGE #333333',
  '1 300 0 0 0 1 0 0 0 1 0 0 0 1 sub.ldr',
  '7 not a line type',
  '0 FILE sub.ldr',
  '0 Sub model',
  '3 16 0 0 0 10 0 0 0 10 0',
  '',
];
const ENDINGS = { LF: '\n', CRLF: '\r\n', 'CR (classic Mac OS)': '\r' };

const lines = (text: string) => {
  const out: string[] = [];
  const breaks = new LineBreaks(text);
  for (let at = 0; at < text.length; at = breaks.next) {
    breaks.find(at);
    out.push(text.slice(at, breaks.end));
  }
  return out;
};

describe('line endings', () => {
  it('LineBreaks ends lines at LF, CRLF and a lone CR, mixed too', () => {
    expect(lines('a\nb\r\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    expect(lines('a\r\rb\n\nc\r\n')).toEqual(['a', '', 'b', '', 'c']);
    expect(lines('\r\n\r\n')).toEqual(['', '']);
    expect(lines('')).toEqual([]);
  });

  it.each(Object.entries(ENDINGS))('%s: an MPD reads the same, line numbers and all', async (_name, eol) => {
    const text = LINES.join(eol);
    const split = splitMpd(text);
    expect(split.blocks.map((b) => [b.rawName, b.firstLine])).toEqual([['main.ldr', 2], ['sub.ldr', 7]]);
    const main = parseLdraw(text, 'main.ldr', { start: split.blocks[0]!.start, end: split.blocks[0]!.end, firstLine: 2 });
    expect(main.description).toBe('Main model');
    expect(main.refs.map((r) => r.name)).toEqual(['sub.ldr']);
    expect(main.colours.map((c) => c.code)).toEqual([300]);
    expect(main.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual(['5: unknown line type "7"; line skipped']);
    const loaded = await loadModel(text, 'test.mpd');
    expect(loaded.blockNames).toEqual(['main.ldr', 'sub.ldr']);
    expect(loaded.files.get('sub.ldr')?.file.triangles.length).toBeGreaterThan(0);
    expect(loaded.colours.get(300)?.name).toBe('Test Red');
  });

  it('a CR-only file is an LDraw file, not one line of garbage', () => {
    const decoded = decodeModelBytes(new TextEncoder().encode('\r0 old Mac model\r1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\r'), 'mac.ldr');
    expect('error' in decoded).toBe(false);
    const bad = decodeModelBytes(new TextEncoder().encode('\r\rhello\r0 x\r'), 'mac.ldr');
    expect(bad).toEqual({ error: 'mac.ldr:3: not an LDraw file: a line must start with a line type 0-5, found "hello"' });
  });

  it('LDConfig colours are read from CR-only text', () => {
    const table = new ColourTable();
    table.addLines('0 !COLOUR A CODE 301 VALUE #010101 EDGE #000000\r0 !COLOUR B CODE 302 VALUE #020202 EDGE #000000\r');
    expect([table.get(301)?.name, table.get(302)?.name]).toEqual(['A', 'B']);
  });
});
