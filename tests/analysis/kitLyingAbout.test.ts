import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';

/**
 * A crate (a 4 x 8 plate on two 2 x 2 bricks) with a flintlock pistol lying on it and two minifigs standing on it, the
 * way the Skull's Eye Schooner's pirates stand on a chest's lid.
 */
const CRATE = [
  '1 6 0 -32 0 1 0 0 0 1 0 0 0 1 3035.dat',
  '1 6 -40 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 6 40 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 0 0 -40 -20 1 0 0 0 1 0 0 0 1 2562.dat',
  '1 14 -40 -128 10 1 0 0 0 1 0 0 0 1 3626bp01.dat',
  '1 4 -40 -104 10 1 0 0 0 1 0 0 0 1 973p01.dat',
  '1 4 -55.552 -95 10 0.985 -0.17 0 0.17 0.985 0 0 0 1 3818.dat',
  '1 4 -24.448 -95 10 0.985 0.17 0 -0.17 0.985 0 0 0 1 3819.dat',
  '1 14 -63.6904 -77.226 0.1018 0.985 -0.1202 0.1202 0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 14 -16.3096 -77.226 0.1018 0.985 0.1202 -0.1202 -0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 0 -40 -72 10 1 0 0 0 1 0 0 0 1 3815b.dat',
  '1 0 -40 -60 10 1 0 0 0 1 0 0 0 1 3816b.dat',
  '1 0 -40 -60 10 1 0 0 0 1 0 0 0 1 3817b.dat',
  '1 14 40 -128 10 1 0 0 0 1 0 0 0 1 3626bp01.dat',
  '1 4 40 -104 10 1 0 0 0 1 0 0 0 1 973p01.dat',
  '1 4 24.448 -95 10 0.985 -0.17 0 0.17 0.985 0 0 0 1 3818.dat',
  '1 4 55.552 -95 10 0.985 0.17 0 -0.17 0.985 0 0 0 1 3819.dat',
  '1 14 16.3096 -77.226 0.1018 0.985 -0.1202 0.1202 0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 14 63.6904 -77.226 0.1018 0.985 0.1202 -0.1202 -0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 0 40 -72 10 1 0 0 0 1 0 0 0 1 3815b.dat',
  '1 0 40 -60 10 1 0 0 0 1 0 0 0 1 3816b.dat',
  '1 0 40 -60 10 1 0 0 0 1 0 0 0 1 3817b.dat',
];

describe('kit lying about', () => {
  it("a minifig's pistol lying on a crate does not make the crate a vehicle: the two figures standing on it are two pieces", async () => {
    const model = buildModel(await loadModel(CRATE.join('\n') + '\n', 'crate.ldr', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model, { element: 'Normal' });
    const torsos = model.parts.flatMap((p, i) => (p.part === '973p01.dat' ? [i] : []));
    expect(torsos).toHaveLength(2);
    const pieceOf = (i: number) => team.members.findIndex((m) => m.piece.parts.includes(i));
    expect(pieceOf(torsos[0]!)).toBeGreaterThanOrEqual(0);
    expect(pieceOf(torsos[1]!)).toBeGreaterThanOrEqual(0);
    expect(pieceOf(torsos[0]!)).not.toBe(pieceOf(torsos[1]!));
  });
});
