import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { DRAGON } from '../support/dragon.ts';
import { mpdText } from '../support/mpdText.ts';

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

  it('the breath says nothing of which way the dragon faces: a see-through dish on its tail is no lens', async () => {
    const a = await analyzeText(`${[...DRAGON, '1 47 0 60 200 1 0 0 0 0 -1 0 1 0 4740.dat'].join('\n')}\n`);
    expect(a.weapons.filter((w) => w.kind === 'beam').map((w) => w.parts.map((i) => a.parts[i]!.part))).toEqual([['6126a.dat']]);
  });

  it('two dragons back to back in one build, its front unsure, breathe two beams', async () => {
    // The second dragon turned about Y and set 400 LDU behind the first.
    const turned = (l: string) => {
      const f = l.split(/\s+/);
      const m = f.slice(5, 14).map(Number);
      return `1 ${f[1]} ${-Number(f[2])} ${f[3]} ${400 - Number(f[4])} ${[-m[0]!, -m[1]!, -m[2]!, m[3]!, m[4]!, m[5]!, -m[6]!, -m[7]!, -m[8]!].join(' ')} ${f[14]}`;
    };
    const a = await analyzeText(`${[...DRAGON, ...DRAGON.map(turned)].join('\n')}\n`);
    expect(a.weapons.filter((w) => w.kind === 'beam')).toHaveLength(2);
  });

  it("a flame trailing back out of a craft's cockpit submodel is its engine's blast, no breath: a cockpit breathes nothing", async () => {
    const deck = ['1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat', '1 7 0 -24 -50 1 0 0 0 1 0 0 0 1 3004.dat', ...[-40, 0, 40].flatMap((x) => [-40, 0, 40].map((z) => `1 7 ${x} 32 ${z} 1 0 0 0 1 0 0 0 1 3003.dat`))];
    const cockpit = ['1 41 0 -48 0 1 0 0 0 1 0 0 0 1 3823.dat', '1 0 -10 -8 40 0 0 1 0 1 0 -1 0 0 4081b.dat', '1 36 -30 -6 50 0 1 0 -1 0 0 0 0 1 6126a.dat'];
    const a = await analyzeText(mpdText({ 'craft.ldr': [...deck, '1 16 0 0 0 1 0 0 0 1 0 0 0 1 engine.ldr'], 'engine.ldr': cockpit }));
    expect(a.weapons.some((w) => w.kind === 'beam')).toBe(false);
  });
});
