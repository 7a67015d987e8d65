import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** A small craft (a 6 x 6 deck, a windscreen looking -Z) set on four 2 x 2 bricks, round or square, side by side under its middle. */
const craft = (corners: readonly string[]) =>
  analyzeText(
    `${[
      '0 A deck on four bricks',
      '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
      '1 41 0 -48 0 1 0 0 0 1 0 0 0 1 3823.dat',
      ...[[-20, -20], [20, -20], [-20, 20], [20, 20]].map(([x, z], k) => `1 0 ${x} 8 ${z} 1 0 0 0 1 0 0 0 1 ${corners[k]}`),
    ].join('\n')}\n`,
  );

describe('a build standing on parts of more than one shape', () => {
  // The 6893 Orion II and the 6956 Stellar Recon Voyager (batches 20, 21) land on plates and a jet engine's pod: plate.
  it('stands as most of them do: three round bricks and one square one are a round block (8-way)', async () => {
    const a = await craft(['3941.dat', '3941.dat', '3941.dat', '3003.dat']);
    expect(a.measurements.baseType).toBe('round-block');
    expect(a.stats.M.direction).toBe('8-way');
  });

  it('half round and half square, no shape is most of it: a rectangular block', async () => {
    const a = await craft(['3941.dat', '3941.dat', '3003.dat', '3003.dat']);
    expect(a.measurements.baseType).toBe('rectangular-block');
  });
});
