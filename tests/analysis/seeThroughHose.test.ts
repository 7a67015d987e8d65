import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * An open craft: an 8 x 8 deck walled with 2 x 4 bricks, a windscreen at its front, its pilot seated at the back, and a see-through yellow
 * flexible hose laid across the walls' tops just in front of his face, a lit pipe (as the trans-yellow hoses arching
 * round the 6825 Space Craft's seat, batch 27).
 */
const CRAFT = [
  '0 FILE craft.ldr',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 41539.dat',
  ...[-60, 60].flatMap((x) => [[-24, -40], [-24, 40], [-48, 40], [-72, 40]].map(([y, z]) => `1 7 ${x} ${y} ${z} 0 0 1 0 1 0 -1 0 0 3001.dat`)),
  '1 41 0 -48 -40 1 0 0 0 1 0 0 0 1 3823.dat',
  ...posedMinifig(0, -53, 60, 'seated'),
  '1 46 0 -80 40 1 0 0 0 1 0 0 0 1 73590a.dat',
];

describe('a see-through hose by the pilot', () => {
  it('is tubing, no window: the Head is the windscreen and the pilot\'s head, not the hose', async () => {
    const a = await analyzeText(`${CRAFT.join('\n')}\n`);
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : []));
    expect(head).toEqual(expect.arrayContaining(['3823.dat', '3626c.dat']));
    expect(head.filter((p) => /^(73590a|75[0-9])\.dat$/.test(p))).toEqual([]);
  });
});
