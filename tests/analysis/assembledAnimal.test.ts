import { describe, expect, it } from 'vitest';
import { analyzeText, sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** An animal LDraw assembles from a moulded body and minifig arms (the complete monkey, 2550c01) fights with those limbs. */
describe.runIf(hasSharedModels)('animals assembled with minifig limbs', () => {
  it("the pirates' monkey holds its cutlass in one hand, punches with the other, kicks with both feet and lashes its tail", async () => {
    const t = await sharedTeam('omr-annotated/6235-1.mpd');
    const a = t.members.find((m) => m.analysis.parts.some((p) => p.part === '2550.dat'))!.analysis;
    const id = (i: number) => a.parts[i]!.id;
    const hits = a.weapons.filter((w) => w.kind === 'hit');
    // The free front arm (8/63/15) with its hand is a punch; the arm whose hand grips the cutlass is the blade, not a punch too.
    expect(hits.some((w) => w.parts.map(id).includes('8/63/15'))).toBe(true);
    expect(hits.some((w) => w.parts.map(id).includes('8/63/16'))).toBe(false);
    expect(a.weapons.filter((w) => w.kind === 'blade')).toHaveLength(1);
    expect(hits.some((w) => w.moulded && /tail/.test(w.reason))).toBe(true);
    // The head bite, one punch, two kicks, the tail.
    expect(hits).toHaveLength(5);
  });
});

describe('a standing animal assembled with minifig limbs', () => {
  it("the library's standing monkey (2550c02) kicks with its hind limbs, each an arm and the hand it stands on: one weapon each", async () => {
    const a = await analyzeText('1 6 0 0 0 1 0 0 0 1 0 0 0 1 2550c02.dat\n');
    const hits = a.weapons.filter((w) => w.kind === 'hit');
    const kinds = (w: (typeof hits)[number]) => w.parts.map((i) => a.parts[i]!.part).sort();
    // The head bite, two punches, two kicks, the tail.
    expect(hits).toHaveLength(6);
    const limbs = hits.filter((w) => w.parts.some((i) => a.parts[i]!.part === '3820.dat'));
    expect(limbs).toHaveLength(4);
    for (const w of limbs) expect(kinds(w)).toEqual([expect.stringMatching(/^381[89]\.dat$/), '3820.dat']);
  });
});
