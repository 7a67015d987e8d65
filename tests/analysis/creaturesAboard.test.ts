import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library } from '../support/library.ts';
import { mpdText } from '../support/mpdText.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';
import { DRAGON } from '../support/dragon.ts';

/** Four jumper plates on the cart's deck that the dragon's feet stand on, as the 6056 wagon's floor holds its dragon. */
const FLOOR = [[-20, -30], [-20, -10], [20, -10], [20, -30]].map(([x, z]) => `1 7 ${x} -8 ${z} 1 0 0 0 1 0 0 0 1 3794b.dat`);
const DRAGON_AT = '1 16 0 -112 23.78 1 0 0 0 1 0 0 0 1 dragon.ldr';

const pieces = async (text: string) => {
  // (Shortcuts expanded, as `brickstats` reads a file: the dragon's body is two sides and a back.)
  const model = buildModel(await loadModel(text, 'wagon.mpd', { library: library() }), { expandShortcuts: true });
  const split = findPieces(model.parts, findConnections(model.parts));
  return split.pieces.map((p) => p.parts.map((i) => model.parts[i]!.part).sort());
};

describe('a creature carried on a vehicle', () => {
  it('a dragon drawn as a submodel of its own, standing in a cart off the table, is a piece of its own', async () => {
    const text = mpdText({
      'wagon.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 cart.ldr', DRAGON_AT],
      'cart.ldr': [...wheeledChassis(6), ...FLOOR],
      'dragon.ldr': DRAGON,
    });
    const split = await pieces(text);
    expect(split).toHaveLength(2);
    const dragon = split.find((p) => p.includes('6027.dat'))!;
    // (Its body expanded into its two sides and back: ten parts, and none of the cart's.)
    expect(dragon).toEqual(['6027.dat', '6028.dat', '6126a.dat', '6127.dat', '6128.dat', '6129.dat', '6130.dat', '6133.dat', '6133.dat', '6145.dat']);
  });

  it('drawn inside the cart\'s own submodel it is part of the cart', async () => {
    const text = mpdText({
      'wagon.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 cart.ldr'],
      'cart.ldr': [...wheeledChassis(6), ...FLOOR, DRAGON_AT],
      'dragon.ldr': DRAGON,
    });
    expect(await pieces(text)).toHaveLength(1);
  });

  it('what only the dragon holds, drawn in a submodel of its own (the flame in its mouth), goes with it', async () => {
    const text = mpdText({
      'wagon.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 cart.ldr', DRAGON_AT, '1 16 0 -112 23.78 1 0 0 0 1 0 0 0 1 fire.ldr'],
      'cart.ldr': [...wheeledChassis(6), ...FLOOR],
      'dragon.ldr': DRAGON.filter((l) => !l.endsWith('6126a.dat')),
      'fire.ldr': DRAGON.filter((l) => l.endsWith('6126a.dat')),
    });
    const split = await pieces(text);
    expect(split).toHaveLength(2);
    expect(split.find((p) => p.includes('6027.dat'))).toContain('6126a.dat');
  });
});
