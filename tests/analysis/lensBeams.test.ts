import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/** A see-through 2 x 2 dish turned to face along Z, its middle at (x, y, z), on the small craft. */
const dish = (x: number, y: number, z: number, colour = 43) => `1 ${colour} ${x} ${y} ${z} 1 0 0 0 0 1 0 -1 0 4740.dat`;

describe('a see-through dish facing out of the front', () => {
  it('is a lens: one Level 3 beam, R 4 (the nose dishes of 1980s and 1990s space craft, batch 35)', async () => {
    const a = await analyzeText(`${[...SMALL_CRAFT, dish(0, -12, -66)].join('\n')}\n`);
    const beams = a.weapons.filter((w) => w.kind === 'beam');
    expect(beams).toHaveLength(1);
    expect(beams[0]!.parts.map((i) => a.parts[i]!.part)).toEqual(['4740.dat']);
    expect(beams[0]!.level).toBe(3);
    expect(a.stats.R.base).toBe(4);
  });

  it('a solid dish there is no lens, and neither is a see-through one facing up', async () => {
    const solid = await analyzeText(`${[...SMALL_CRAFT, dish(0, -12, -66, 7)].join('\n')}\n`);
    expect(solid.weapons.some((w) => w.kind === 'beam')).toBe(false);
    const up = await analyzeText(`${[...SMALL_CRAFT, '1 43 0 -30 -50 1 0 0 0 1 0 0 0 1 4740.dat'].join('\n')}\n`);
    expect(up.weapons.some((w) => w.kind === 'beam')).toBe(false);
  });
});
