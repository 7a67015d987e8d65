import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** The lean of the 1793 Space Station Zenon's rover's two whips on their hinged mast: back, out to one side, and up. */
const LEAN = '-0.71 0.41 -0.58 0.00 0.82 0.57 0.71 0.41 -0.58';

/** A craft: a 6 x 10 plate hull, a 2 x 4 brick and a windscreen (its Head), and two 8H whips leaning side by side from its top. */
const CRAFT = [
  '0 FILE craft.ldr',
  '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3033.dat',
  '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 47 0 -24 -40 1 0 0 0 1 0 0 0 1 3823.dat',
  `1 0 -30 0 0 ${LEAN} 2569.dat`,
  `1 0 -72 0 42 ${LEAN} 2569.dat`,
].join('\n') + '\n';

describe('two antenna rods that touch', () => {
  it('are two antennae, one weapon each (IV.F: every antenna standing on the body)', async () => {
    const a = await analyzeText(CRAFT);
    const whips = a.parts.flatMap((p, i) => (p.part === '2569.dat' ? [i] : []));
    // Leaning side by side, the two whips touch each other.
    expect(a.graph.neighbours[whips[0]!]).toContain(whips[1]);
    const antennae = a.weapons.filter((w) => w.kind === 'antenna');
    expect(antennae.map((w) => w.parts)).toEqual([[whips[0]], [whips[1]]]);
  });
});
