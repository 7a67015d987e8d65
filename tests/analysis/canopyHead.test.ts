import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/** Two 1 x 2 bricks stacked two high on each side of the glass, along it: the cockpit's walls. */
const WALLS = [-50, 50].flatMap((x) => [-24, -48].map((y) => `1 7 ${x} ${y} -20 0 0 1 0 1 0 -1 0 0 3004.dat`));
/** The small craft, nobody aboard, walled: as it is, and with its windscreen swapped for a 6 x 4 x 2 canopy (a Space Police ship's, batch 24). */
/** And a row of 2 x 2 bricks two high across the back, for a build big enough to have a cab. */
const HULL = [-40, 0, 40].flatMap((x) => [-24, -48].map((y) => `1 7 ${x} ${y} 40 1 0 0 0 1 0 0 0 1 3003.dat`));
const CRAFT = [...SMALL_CRAFT, ...WALLS, ...HULL];
const CANOPY_CRAFT = [...CRAFT.filter((l) => !l.endsWith('3823.dat')), '1 41 0 -44 0 1 0 0 0 1 0 0 0 1 4474.dat'];

describe('a faceless flyer\'s canopy', () => {
  it('is its whole cockpit: the Head is the canopy alone, no walls round it', async () => {
    const a = await analyzeText(`${CANOPY_CRAFT.join('\n')}\n`);
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : []));
    expect(head).toEqual(['4474.dat']);
  });
});
