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

  // The International Space Station set (21321): the station, two capsules and two astronaut microfigures stand on one
  // stand, and none of the models has a face. Each is a model on show, not one blob, and not a building either.
  it('shows each model it holds as a piece of its own, faceless or not, with the microfigure standing by them', async () => {
    const model = await buildText(`${SHOWCASE}\n`, 'showcase.mpd');
    const split = findPieces(model.parts, findConnections(model.parts), 'showcase');
    const parts = (k: number) => split.pieces[k]!.parts.map((i) => model.parts[i]!.part).sort();
    expect(split.pieces).toHaveLength(3);
    expect(parts(0)).toEqual(['3003.dat', '3003.dat', '3003.dat', '3022.dat']);
    expect(parts(1)).toEqual(['3005.dat', '3005.dat', '3005.dat', '3005.dat']);
    expect(parts(2)).toEqual(['90398p01.dat']);
    expect(split.pieces[2]!.name).toBe('Astronaut microfigure');
    expect(split.pieces[0]!.reason).toMatch(/display stand/);
    expect(split.scenery.map((i) => model.parts[i]!.part)).toEqual(['3958.dat']);
  });
});

const SHOWCASE = [
  '0 FILE showcase.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 stand.ldr',
  '1 16 -30 0 -30 1 0 0 0 1 0 0 0 1 station.ldr',
  '1 16 40 0 -40 1 0 0 0 1 0 0 0 1 capsule.ldr',
  '1 15 0 0 40 1 0 0 0 1 0 0 0 1 90398p01.dat',
  '0 NOFILE',
  '0 FILE stand.ldr',
  '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '0 NOFILE',
  '0 FILE station.ldr',
  ...[-24, -48, -72].map((y) => `1 7 0 ${y} 0 1 0 0 0 1 0 0 0 1 3003.dat`),
  '1 15 0 -80 0 1 0 0 0 1 0 0 0 1 3022.dat',
  '0 NOFILE',
  '0 FILE capsule.ldr',
  ...[-24, -48, -72, -96].map((y) => `1 15 0 ${y} 0 1 0 0 0 1 0 0 0 1 3005.dat`),
  '0 NOFILE',
].join('\n');
