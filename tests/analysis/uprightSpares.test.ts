import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/** A cart with a battleaxe standing upright in a plate's hollow stud, as the 6022 horse cart carries its axe and spear (batch 40). */
const CART = [...wheeledChassis(6), '1 0 30 -8 30 0 0 -1 0 1 0 1 0 0 4590.dat', '1 6 20 -56 0 1 0 0 0 1 0 0 0 1 3848.dat'];

describe('a hand weapon standing upright in a socket on a cart', () => {
  it('is a spare the crew carries along, no antenna and no blade of the cart', async () => {
    const a = await analyzeText(`${CART.join('\n')}\n`);
    const axe = a.parts.findIndex((p) => p.part === '3848.dat');
    expect(a.labels[axe]!.weapon).toBeNull();
    expect(a.labels[axe]!.functionReason).toMatch(/a spare/);
    expect(a.weapons.some((w) => w.parts.includes(axe))).toBe(false);
  });
});
