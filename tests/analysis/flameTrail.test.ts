import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { FLAMING_CRAFT } from '../support/flamingCraft.ts';

/** The flaming craft with a cone on its nose's side stud, pointing +Z (as the 5985 Space Police Central's alien launcher). */
const CRAFT = [...FLAMING_CRAFT, '1 42 0 -12 84 1 0 0 0 0 1 0 -1 0 4589.dat'];

describe('a flame fixed on a faceless craft', () => {
  it('trails out of its back: the craft faces the other way, the flame is a rocket booster and the cone ahead a gun', async () => {
    const a = await analyzeText(`${CRAFT.join('\n')}\n`);
    const flame = a.parts.findIndex((p) => p.part === '85959p02.dat');
    const cone = a.parts.findIndex((p) => p.part === '4589.dat');
    expect(a.labels[flame]!.boost).toBe('rocket-booster');
    expect(a.labels[cone]!.weapon).toEqual({ kind: 'gun', level: 2 });
    expect(a.measurements.front).toEqual([0, 0, 1]);
  });
});

describe('a flame and see-through round plates at opposite ends of a faceless craft', () => {
  it('the flame says which end is the back: the plates glowing at the other end are no engine glows, and the craft still faces away from the flame', async () => {
    // Two see-through round plates facing +Z out of the craft's nose, either side of the cone (the hover truck's blaster tips).
    const tips = ['1 47 -30 -4 62 1 0 0 0 0 -1 0 1 0 6141.dat', '1 47 30 -4 62 1 0 0 0 0 -1 0 1 0 6141.dat'];
    const a = await analyzeText(`${[...CRAFT, ...tips].join('\n')}\n`);
    const flame = a.parts.findIndex((p) => p.part === '85959p02.dat');
    const plates = a.parts.flatMap((p, i) => (p.part === '6141.dat' ? [i] : []));
    expect(a.labels[flame]!.boost).toBe('rocket-booster');
    expect(plates.map((i) => a.labels[i]!.boost)).not.toContain('rocket-booster');
    expect(a.measurements.front).toEqual([0, 0, 1]);
  });
});
