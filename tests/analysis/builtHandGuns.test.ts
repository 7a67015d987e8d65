import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * An astronaut holding a camera with a side sight in his right hand, with or without a 1 x 1 cone fixed on its side
 * for a barrel (as the 6988 Alpha Centauri Outpost's astronaut carries his laser gun, batch 31).
 */
const astronaut = (barrel: boolean) =>
  [
    '0 Astronaut',
    '0 Name: astronaut.ldr',
    ...posedMinifig(0, -72, 0),
    '1 15 23.552 -45.5 -10 1 0 0 0 1 0 0 0 1 4360.dat',
    ...(barrel ? ['1 42 55.552 -37.5 -10 0 1 0 0 0 -1 -1 0 0 4589.dat'] : []),
  ].join('\n');

describe('a hand gun built of parts', () => {
  it('a camera with a side sight with a cone fixed to it for a barrel is one Level 2 gun: R 3', async () => {
    const a = await analyzeText(`${astronaut(true)}\n`);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['4360.dat', '4589.dat']);
    expect(a.stats.R.base).toBe(3);
  });

  it('a camera alone is a camera, no weapon: R 1', async () => {
    const a = await analyzeText(`${astronaut(false)}\n`);
    expect(a.weapons.some((w) => w.kind === 'gun')).toBe(false);
    expect(a.stats.R.base).toBe(1);
  });
});
