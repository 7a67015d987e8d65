import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';

/**
 * The Lunar Limo's (6926) open cockpit as that file places its parts, trimmed to the cab round it: the curved 3 x 6
 * windscreen over the seat slope, and two control sticks on their bases two plates above the floor, under the glass.
 * Nobody is aboard.
 */
const CAB = [
  '1 0 -200 0 -100 0 0 1 0 1 0 -1 0 0 3033.dat',
  '1 4 -200 -24 -10 -1 0 0 0 1 0 0 0 -1 3048b.dat',
  '1 7 -230 -8 -70 1 0 0 0 1 0 0 0 1 4592.dat',
  '1 0 -230 -8 -70 1 0 0 0 0.966 0.259 0 -0.259 0.966 4593.dat',
  '1 7 -170 -8 -70 1 0 0 0 1 0 0 0 1 4592.dat',
  '1 0 -170 -8 -70 1 0 0 0 0.966 0.259 0 -0.259 0.966 4593.dat',
  '1 14 -200 -8 -100 0 0 1 0 1 0 -1 0 0 3020.dat',
  '1 4 -240 -24 -10 1 0 0 0 1 0 0 0 1 3700.dat',
  '1 4 -160 -24 -10 1 0 0 0 1 0 0 0 1 3700.dat',
  '1 4 -250 -24 -60 0 0 1 0 1 0 -1 0 0 30414.dat',
  '1 4 -150 -24 -60 0 0 -1 0 1 0 1 0 0 30414.dat',
  '1 4 -250 -24 -130 1 0 0 0 1 0 0 0 1 2357.dat',
  '1 4 -150 -24 -130 0 0 -1 0 1 0 1 0 0 2357.dat',
  '1 7 -210 -32 -120 0 0 1 0 1 0 -1 0 0 3937.dat',
  '1 7 -190 -32 -120 0 0 -1 0 1 0 1 0 0 3937.dat',
  '1 0 -250 -48 -80 0 0 1 0 1 0 -1 0 0 3008.dat',
  '1 0 -150 -48 -80 0 0 1 0 1 0 -1 0 0 3008.dat',
  '1 334 -250 -56 -10 1 0 0 0 1 0 0 0 1 6141.dat',
  '1 334 -150 -56 -10 1 0 0 0 1 0 0 0 1 6141.dat',
  '1 4 -200 -56 -90 -1 0 0 0 1 0 0 0 -1 3678b.dat',
  '1 0 -250 -56 -100 0 0 1 0 1 0 -1 0 0 3460.dat',
  '1 0 -150 -56 -100 0 0 1 0 1 0 -1 0 0 3460.dat',
  '1 0 -250 -64 -50 0 0 1 0 1 0 -1 0 0 4081b.dat',
  '1 0 -150 -64 -50 0 0 -1 0 1 0 1 0 0 4081b.dat',
  '1 0 -200 -64 -90 1 0 0 0 1 0 0 0 1 48336.dat',
  '1 0 -250 -64 -120 0 0 1 0 1 0 -1 0 0 6636.dat',
  '1 0 -150 -64 -120 0 0 1 0 1 0 -1 0 0 6636.dat',
  '1 23 -270 -62 -54 0 0 1 1 0 0 0 1 0 54200.dat',
  '1 23 -130 -62 -54 0 0 -1 -1 0 0 0 1 0 54200.dat',
  '1 46 -200 -88 -50 1 0 0 0 1 0 0 0 1 62360.dat',
];

const headParts = (a: PieceAnalysis) => a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : [])).sort();

describe("a cockpit's controls under its glass", () => {
  it('with nobody aboard, are the cockpit with its windscreen: the seat the pilot would take faces them', async () => {
    const head = headParts(await analyzeText(CAB.join('\n') + '\n'));
    expect(head).toEqual(['4593.dat', '4593.dat', '62360.dat']);
  });

  it("with a pilot in the seat, are his: the Head is the glass and the pilot's head", async () => {
    const head = headParts(await analyzeText([...CAB, ...posedMinifig(-200, -70, -10, 'seated')].join('\n') + '\n'));
    expect(head).toContain('62360.dat');
    expect(head).toContain('3626c.dat');
    expect(head).not.toContain('4593.dat');
  });
});
