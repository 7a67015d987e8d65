import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';

/**
 * A model on its display stand, as UCS sets are drawn (the 7181 TIE Interceptor's "stand" and "stand-arm"): a 6 x 6
 * plate with a column of three 2 x 2 bricks (the arm), and on top the ship, a 4 x 6 plate with a windscreen.
 */
const ON_STAND = [
  '0 FILE display.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 stand.ldr',
  '1 16 0 -104 0 1 0 0 0 1 0 0 0 1 ship.ldr',
  '0 NOFILE',
  '0 FILE stand.ldr',
  '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 stand-arm.ldr',
  '0 NOFILE',
  '0 FILE stand-arm.ldr',
  ...[-24, -48, -72].map((y) => `1 0 0 ${y} 0 1 0 0 0 1 0 0 0 1 3003.dat`),
  '0 NOFILE',
  '0 FILE ship.ldr',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3032.dat',
  '1 40 0 -48 0 1 0 0 0 1 0 0 0 1 3823.dat',
  '0 NOFILE',
].join('\n');

describe('a display stand', () => {
  it('is no part of the piece it holds up: the ship is the one piece, the stand and its arm are scenery', async () => {
    const model = await buildText(`${ON_STAND}\n`, 'display.mpd');
    const split = findPieces(model.parts, findConnections(model.parts), 'display');
    expect(split.pieces).toHaveLength(1);
    expect(split.pieces[0]!.parts.map((i) => model.parts[i]!.part).sort()).toEqual(['3032.dat', '3823.dat']);
    expect(split.scenery.map((i) => model.parts[i]!.part).sort()).toEqual(['3003.dat', '3003.dat', '3003.dat', '3958.dat']);
  });

  it("the stand's arm, read with the model, swings at nothing: no limb", async () => {
    const a = await analyzeText(`${ON_STAND}\n`);
    expect(a.labels.some((l) => l.limb !== undefined)).toBe(false);
  });
});
