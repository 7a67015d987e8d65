import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A cart on round bricks: a 2 x 10 plate on two 2 x 2 plates with holes, a Technic axle through each, a 2 x 2 round
 * brick turned on its rim on each axle end, and a few bricks on top (as the 6059 catapult rolls, batch 29).
 */
const CART = (bricksOnAxles: boolean) =>
  [
    '0 Cart on round bricks',
    '0 Name: rollers.ldr',
    '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3832.dat',
    ...[-70, 70].flatMap((x) => [`1 0 ${x} 8 0 0 0 1 0 1 0 -1 0 0 2817.dat`, `1 0 ${x} 18 0 0 0 -1 0 1 0 1 0 0 3706.dat`]),
    ...[-70, 70].flatMap((x) => [`1 0 ${x} 18 ${bricksOnAxles ? -44 : -110} 0 0 -1 -1 0 0 0 1 0`, `1 0 ${x} 18 ${bricksOnAxles ? 44 : 110} 0 0 1 -1 0 0 0 -1 0`].map((l) => `${l} 3941.dat`)),
    '1 1 20 -8 0 1 0 0 0 1 0 0 0 1 3031.dat',
    '1 1 40 -32 30 1 0 0 0 1 0 0 0 1 3004.dat',
    '1 1 40 -32 -30 1 0 0 0 1 0 0 0 1 3004.dat',
  ].join('\n');

describe('round bricks on their rims with axles through them', () => {
  it('roll as wheels: the Base is wheels, 3 squares', async () => {
    const a = await analyzeText(`${CART(true)}\n`);
    expect(a.measurements.baseType).toBe('wheels');
    expect(a.stats.M.base).toBe(3);
    for (const i of a.parts.flatMap((p, k) => (p.part === '3941.dat' ? [k] : []))) expect(a.labels[i]!.functionReason).toContain('axle through its middle');
  });

  it('off their axles (rolled away from their ends) they are no wheels', async () => {
    const a = await analyzeText(`${CART(false)}\n`);
    expect(a.measurements.baseType).not.toBe('wheels');
  });
});
