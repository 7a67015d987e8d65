import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { MAX_DIAGNOSTICS_PER_FILE, parseLdraw } from '../../src/ldraw/parseLdraw.ts';

const messages = (text: string) => parseLdraw(text, 'm.ldr').diagnostics.map((d) => `${d.line}: ${d.message}`);

describe('parseLdraw numbers and messages', () => {
  it('quotes the offending number, not the one after it', () => {
    expect(messages('1 16 1e400 0 0 1 0 0 0 1 0 0 0 1 3001.dat')).toEqual(['1: line type 1 number 1 "1e400" is not a usable number; line skipped']);
    expect(messages('1 16 0 0 0 1 0 0 0 1 0 0 0 99999999 3001.dat')).toEqual(['1: line type 1 number 12 "99999999" is not a usable number; line skipped']);
    expect(messages('2 24 0 0 0 0 0 1e9')).toEqual(['1: line type 2 number 6 "1e9" is not a usable number; line skipped']);
  });

  it('quotes the whole bad colour token', () => {
    expect(messages('1 16abc 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat')).toEqual(['1: line type 1: bad colour "16abc"; line skipped']);
  });

  it('reads leading zeros and zero with a huge exponent exactly', () => {
    const file = parseLdraw('1 16 00000000000000001234 0e400 -0.000001500 1 0 0 0 1 0 0 0 1 3001.dat', 'm.ldr');
    expect(file.diagnostics).toEqual([]);
    expect([...file.refs[0]!.matrix.slice(0, 3)]).toEqual([1234, 0, -0.0000015]);
  });

  it('keeps at most MAX_DIAGNOSTICS_PER_FILE problems and counts the rest', () => {
    const file = parseLdraw('7 junk\n'.repeat(MAX_DIAGNOSTICS_PER_FILE + 25), 'junk.ldr');
    expect(file.diagnostics).toHaveLength(MAX_DIAGNOSTICS_PER_FILE + 1);
    expect(file.diagnostics.at(-1)!.message).toBe('25 more problems in this file not listed');
  });
});

describe('part geometry reference bombs', () => {
  it('stops expanding a part whose subparts multiply tenfold per level', async () => {
    const levels = 9; // 10^9 references if nothing stopped it
    let text = '0 FILE main.ldr\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 p.dat\n0 FILE p.dat\n0 Bomb\n0 !LDRAW_ORG Part\n3 16 0 0 0 1 0 0 0 0 1\n';
    text += '1 16 0 0 0 1 0 0 0 1 0 0 0 1 s0.dat\n'.repeat(10);
    for (let i = 0; i < levels; i++) {
      text += `0 FILE s${i}.dat\n0 Level ${i}\n0 !LDRAW_ORG Subpart\n`;
      if (i < levels - 1) text += `1 16 0 0 0 1 0 0 0 1 0 0 0 1 s${i + 1}.dat\n`.repeat(10);
    }
    const model = buildModel(await loadModel(text, 'bomb.mpd'));
    expect(model.parts).toHaveLength(1);
    expect(model.diagnostics.some((d) => d.file === 'p.dat' && /reference bomb/.test(d.message))).toBe(true);
  });
});

describe('parseLdraw title', () => {
  it("takes the title from the line after a tool's own meta line written above it (Brickhub's inlined parts), not after the library's", () => {
    const inlined = parseLdraw('0 !BRICKHUB_INLINED OFFICIAL\n0 Tyre 12.7/ 51 x 30\n0 Name: 2696.dat\n0 !LDRAW_ORG Part UPDATE 2004-03\n', '2696.dat');
    expect(inlined.description).toBe('Tyre 12.7/ 51 x 30');
    expect(inlined.category).toBe('Tyre');
    // The library's own meta first: the file has no title, and the next comment is not taken for one.
    expect(parseLdraw('0 !LDRAW_ORG Part\n0 some comment\n', 'x.dat').description).toBe('');
    expect(parseLdraw('0 Brick  2 x  4\n0 !BRICKHUB_INLINED\n', '3001.dat').description).toBe('Brick  2 x  4');
  });
});
