import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** The library's own assemblies, read as the one thing each is. */
describe('assemblies the library ships', () => {
  const alone = (part: string) => analyzeText(`0 Alone\n0 Name: alone.ldr\n1 4 0 0 0 1 0 0 0 1 0 0 0 1 ${part}\n`);

  it("a spring shooter's top, bottom and spring are one gun, not two barrels side by side", async () => {
    const a = await alone('15400.dat');
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts).toHaveLength(3);
  });

  it("a motorbike's wheels, each a wheel on its hub, are wheels it rolls on, not legs it kicks with", async () => {
    const a = await alone('4480c02.dat');
    expect(a.measurements.baseType).toBe('wheels');
    expect(a.labels.some((l) => l.limb === 'leg')).toBe(false);
  });

  it('the Hulk, a big figure, punches with each arm, kicks with the two legs moulded into its body and headbutts: five hits, on legs', async () => {
    const a = await alone('10128p01c01.dat');
    expect(a.weapons.map((w) => `${w.kind} ${w.level}`)).toEqual(['hit 0', 'hit 0', 'hit 0', 'hit 0', 'hit 0']);
    expect(a.weapons.filter((w) => w.parts.some((i) => /^Bigfig Arm\b/.test(a.parts[i]!.file?.description ?? '')))).toHaveLength(2);
    expect(a.measurements.baseType).toBe('legs');
  });

  it("a troll's legs, moulded in one part, kick twice", async () => {
    const a = await alone('60671.dat');
    const legs = a.parts.findIndex((p) => p.part === '60644.dat');
    expect(a.weapons.filter((w) => w.parts.includes(legs))).toHaveLength(2);
  });

  it("a super battle droid's blaster arm shoots, a Level 2 gun (R 3); its other arm punches and its head is its body's", async () => {
    const a = await alone('41889c02.dat');
    const kinds = a.weapons.map((w) => `${w.kind} ${w.level}`).sort();
    expect(kinds).toEqual(['gun 2', 'hit 0', 'hit 0', 'hit 0', 'hit 0']);
    expect(a.stats.R.base).toBe(3);
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head').map((p) => p.part);
    expect(head).toEqual(['41889.dat']);
  });
});
