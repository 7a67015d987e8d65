import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A gun battery: a 6 x 8 plate with a wall of 2 x 2 bricks, and on it a field cannon its builder drew as a submodel
 * named "Field Cannon" (as the Covered Wagon, 6716, tows one): a 2 x 4 plate on a wheel-pin plate with two spoked
 * wheels, the cannon's 2 x 4 base, and the moulded shooting barrel and breech on it.
 */
const FIELD_CANNON = [
  '0 FILE battery.ldr',
  '1 7 0 8 0 1 0 0 0 1 0 0 0 1 3036.dat',
  ...[-40, 0, 40].flatMap((x) => [-60, 60].map((z) => `1 7 ${x} -16 ${z} 1 0 0 0 1 0 0 0 1 3003.dat`)),
  ...[-40, 0, 40].map((x) => `1 7 ${x} -40 60 1 0 0 0 1 0 0 0 1 3003.dat`),
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 field cannon.ldr',
  '0 NOFILE',
  '0 FILE field cannon.ldr',
  '1 0 0 0 0 0 0 -1 0 1 0 1 0 0 3020.dat',
  '1 0 0 -16 20 1 0 0 0 1 0 0 0 1 6157.dat',
  '1 6 0 -8 -10 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 0 0 -8 -40 1 0 0 0 1 0 0 0 1 3176.dat',
  '1 6 0 -16 0 -1 0 0 0 1 0 0 0 -1 2527.dat',
  '1 7 0 -43 30 -1 0 0 0 0.974 0.225 0 0.225 -0.974 2533c01.dat',
  '1 0 40 -11 20 0 0 -1 0 1 0 1 0 0 4489b.dat',
  '1 0 -40 -11 20 0 0 1 0 1 0 -1 0 0 4489b.dat',
  '0 NOFILE',
].join('\n');

describe('a submodel named as a cannon, with a moulded cannon in it', () => {
  it('is one Level 3 cannon of all its parts, barrel and breech with the carriage, not two', async () => {
    const a = await analyzeText(`${FIELD_CANNON}\n`);
    const cannons = a.weapons.filter((w) => w.level === 3);
    expect(cannons).toHaveLength(1);
    expect(cannons[0]!.kind).toBe('cannon');
    const parts = cannons[0]!.parts.map((i) => a.parts[i]!.part);
    expect(parts).toEqual(expect.arrayContaining(['2533.dat', '2535.dat', '3020.dat']));
    expect(cannons[0]!.reason).toMatch(/named as a cannon/);
  });
});
