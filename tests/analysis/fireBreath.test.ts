import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { DRAGON } from '../support/dragon.ts';

describe('fire breath', () => {
  it("a flame fixed in a dragon's mouth, pointing out of its Head, is a Level 3 beam: a shiny part facing outward", async () => {
    const a = await analyzeText(`${DRAGON.join('\n')}\n`);
    const beams = a.weapons.filter((w) => w.kind === 'beam');
    expect(beams).toHaveLength(1);
    expect(beams[0]!.level).toBe(3);
    expect(beams[0]!.parts.map((i) => a.parts[i]!.part)).toEqual(['6126a.dat']);
    expect(beams[0]!.reason).toMatch(/fire breath/);
    // Its Head still bites: the flame is a weapon besides it.
    expect(a.weapons.some((w) => w.kind === 'hit' && w.parts.some((i) => a.parts[i]!.part === '6027.dat'))).toBe(true);
    expect(a.stats.R.base).toBe(4);
  });

  it('without the flame the dragon breathes nothing', async () => {
    const a = await analyzeText(`${DRAGON.filter((l) => !l.endsWith('6126a.dat')).join('\n')}\n`);
    expect(a.weapons.some((w) => w.kind === 'beam')).toBe(false);
    expect(a.stats.R.base).toBe(1);
  });
});
