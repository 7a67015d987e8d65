import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/**
 * The small craft (looking -Z), four decks long, with a launcher hung under its deck as the 7141 N-1 carries its torpedo: a 2 x 4 brick
 * under the deck, two 1 x 1 round bricks end to end and a 1 x 1 cone lying forward under it, drawn by its builder as
 * a submodel of its own named `name`.
 */
const craft = (name: string) =>
  [
    '0 FILE craft.ldr',
    ...SMALL_CRAFT,
    ...[120, 240, 360].map((z) => `1 7 0 0 ${z} 1 0 0 0 1 0 0 0 1 3958.dat`),
    `1 16 0 8 0 1 0 0 0 1 0 0 0 1 ${name}.ldr`,
    '0 NOFILE',
    `0 FILE ${name}.ldr`,
    '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat',
    '1 7 0 34 -10 1 0 0 0 0 -1 0 1 0 3062b.dat',
    '1 7 0 34 -30 1 0 0 0 0 -1 0 1 0 3062b.dat',
    '1 7 0 34 -54 1 0 0 0 0 -1 0 1 0 4589.dat',
    '0 NOFILE',
  ].join('\n');

describe('a submodel its builder named a torpedo launcher', () => {
  it('is one Level 3 missile of all its parts: R 4', async () => {
    const a = await analyzeText(`${craft('Torpedo Launcher')}\n`);
    const missiles = a.weapons.filter((w) => w.kind === 'missile');
    expect(missiles).toHaveLength(1);
    expect(missiles[0]!.level).toBe(3);
    expect(missiles[0]!.parts.map((i) => a.parts[i]!.part)).toEqual(expect.arrayContaining(['3001.dat', '4589.dat']));
    expect(a.stats.R.base).toBe(4);
  });

  it('named for nothing, the same parts are no missile', async () => {
    const a = await analyzeText(`${craft('Under Pod')}\n`);
    expect(a.weapons.some((w) => w.kind === 'missile')).toBe(false);
  });
});
