import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A horse drawing a cart on four wheels, its driver seated on the cart's deck, legs forward (as the 6010 Supply Wagon
 * and the 6011 Black Knight's Treasure are built, batch 15).
 */
const CART = [
  '0 Cart',
  '0 Name: cart.ldr',
  '1 15 0 -57 -150 1 0 0 0 1 0 0 0 1 4493c01.dat',
  '1 0 -40 -18 20 0 0 1 0 1 0 -1 0 0 4624.dat',
  '1 0 -40 -18 20 0 0 1 0 1 0 -1 0 0 3641.dat',
  '1 0 40 -18 20 0 0 1 0 1 0 -1 0 0 4624.dat',
  '1 0 40 -18 20 0 0 1 0 1 0 -1 0 0 3641.dat',
  '1 6 0 -36 20 0 0 1 0 1 0 -1 0 0 3032.dat',
  '1 6 0 -36 -60 0 0 1 0 1 0 -1 0 0 3666.dat',
  ...posedMinifig(0, -92, 40, 'seated'),
].join('\n');

describe('a cart an animal draws, its driver out in the open', () => {
  it("has the driver's face for its Head and the horse's head bites; the driver sits as a pilot, his limbs no weapons of the cart (batch 30's 6716 and 6769); it rolls on its wheels", async () => {
    const a = await analyzeText(`${CART}\n`);
    expect(a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : []))).toEqual(['3626c.dat']);
    expect(a.measurements.baseType).toBe('wheels');
    const hits = a.weapons.filter((w) => w.kind === 'hit').map((w) => w.parts.map((i) => a.parts[i]!.part).join('+'));
    expect(hits).toContain('4492p01.dat');
    for (const limb of ['3818.dat+3820.dat', '3819.dat+3820.dat', '3816.dat', '3817.dat']) expect(hits).not.toContain(limb);
  });
});
