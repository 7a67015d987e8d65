import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A rover towing a cart its builder drew as, say, "Cart with Rocket": inside it the cart (a 2 x 4 plate on a plate
 * with red wheels) and the rocket ("Rocket": a round brick with a cone on it, standing on the cart). The rover is a
 * 6 x 8 plate with a wall of 2 x 2 bricks.
 */
const rover = (outer: string, carrier: string) => [
  '0 FILE rover.ldr',
  '1 7 0 8 0 1 0 0 0 1 0 0 0 1 3036.dat',
  ...[-40, 0, 40].flatMap((x) => [-60, 60].map((z) => `1 7 ${x} -16 ${z} 1 0 0 0 1 0 0 0 1 3003.dat`)),
  ...[-40, 0, 40].map((x) => `1 7 ${x} -40 60 1 0 0 0 1 0 0 0 1 3003.dat`),
  `1 16 0 0 120 1 0 0 0 1 0 0 0 1 ${outer}.ldr`,
  '0 NOFILE',
  `0 FILE ${outer}.ldr`,
  `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${carrier}.ldr`,
  '1 16 0 -8 0 1 0 0 0 1 0 0 0 1 rocket.ldr',
  '0 NOFILE',
  `0 FILE ${carrier}.ldr`,
  '1 0 0 0 0 0 0 -1 0 1 0 1 0 0 3020.dat',
  '1 4 0 8 0 1 0 0 0 1 0 0 0 1 122c01.dat',
  '0 NOFILE',
  '0 FILE rocket.ldr',
  '1 15 0 0 0 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 4 0 -24 0 1 0 0 0 1 0 0 0 1 3942b.dat',
  '0 NOFILE',
].join('\n');

describe('a submodel naming a carrier with its load', () => {
  // As the Sonar Security (6852) tows its "Trailer + Rocket", and the Ice-Sat V (6898) carries its "Rocket Holder + Rocket".
  it.each([
    ['cart with rocket', 'cart'],
    ['rocket holder + rocket', 'rocket holder'],
  ])('is not the weapon: the load named inside it is (%s: the rocket, not the %s)', async (outer, carrier) => {
    const a = await analyzeText(`${rover(outer, carrier)}\n`);
    const missiles = a.weapons.filter((w) => w.kind === 'missile');
    expect(missiles).toHaveLength(1);
    const parts = missiles[0]!.parts.map((i) => a.parts[i]!.part);
    expect([...parts].sort()).toEqual(['3941.dat', '3942b.dat']);
    expect(missiles[0]!.reason).toMatch(/"rocket", named as a missile/);
  });
});
