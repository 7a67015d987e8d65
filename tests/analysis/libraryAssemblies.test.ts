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
});
