import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A crewless craft (a 4 x 8 plate) with a windscreen at its front and, behind it, a minifig head with no face printed
 * on it set on a 1 x 1 plate as a knob, as the 5973 police spaceship carries one behind its canopy (batch 35).
 */
const craft = (head: string) => `0 FILE craft.ldr
1 15 0 0 0 1 0 0 0 1 0 0 0 1 3035.dat
1 47 0 -8 -50 1 0 0 0 1 0 0 0 1 2437.dat
1 15 0 -8 50 1 0 0 0 1 0 0 0 1 3024.dat
1 15 0 -16 50 1 0 0 0 1 0 0 0 1 ${head}
`;

describe('a minifig head built into a crewless craft', () => {
  it('with no face printed on it is a knob: the windscreen is the face', async () => {
    const a = await analyzeText(craft('3626b.dat'));
    const part = (name: string) => a.labels[a.parts.findIndex((p) => p.part === name)]!;
    expect(part('2437.dat').section).toBe('head');
    expect(part('3626b.dat').section).not.toBe('head');
  });

  // (A robot's head has its face moulded on, a Pattern in no part of its title.)
  for (const [head, what] of [['3626bp01.dat', 'printed'], ['98384.dat', 'moulded']] as const) {
    it(`with a face ${what} on it is the face that looks out, over the canopy`, async () => {
      const a = await analyzeText(craft(head));
      expect(a.labels[a.parts.findIndex((p) => p.part === head)]!.section).toBe('head');
    });
  }
});
