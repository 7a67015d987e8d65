import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** models/propeller-craft.ldr: a small propeller plane (a flyer) with a cockpit brick with eyes; it faces -Z. */
const CRAFT = readFileSync(new URL('../../models/propeller-craft.ldr', import.meta.url), 'utf8').split('\n');
/** A minifig lance lying level along the fuselage's +X side, reaching 10 LDU into it and far past its tail. */
const LANCE = '1 0 20 -12 60 1 0 0 0 1 0 0 0 1 3849.dat';

describe('rods on a craft', () => {
  it('a lance fixed on a craft where no hand holds it is a rod (a spar, a probe), not a Level 1 weapon', async () => {
    const a = await analyzeText([...CRAFT, LANCE].join('\n') + '\n');
    const lance = a.parts.findIndex((p) => p.part === '3849.dat');
    expect(a.labels[lance]!.weapon).toBeNull();
    expect(a.labels[lance]!.functionReason).toMatch(/fixed on the craft where no hand holds it: a rod/);
    expect(a.weapons.some((w) => w.kind === 'lance')).toBe(false);
  });

  it('a figure holding the same lance thrusts it: a Level 1 lance', async () => {
    // The reference minifig's right hand grips a bar held upright through it (the lance's shaft at its grip).
    const sword = readFileSync(new URL('../../models/minifig-sword.ldr', import.meta.url), 'utf8').split('\n').filter((l) => l.startsWith('1 '));
    const held = sword.map((l) => l.replace(/\S+\.dat$/, (p) => (/^(3847|4497|3849|2530|3846)/.test(p) ? '3849.dat' : p)));
    const a = await analyzeText(held.join('\n') + '\n');
    expect(a.weapons.some((w) => w.kind === 'lance' && w.level === 1)).toBe(true);
  });

  it("a lightsaber hilt fixed on a craft, pointing out of its side, is a turret's barrel: a Level 2 gun, no blade", async () => {
    // Lying level along the fuselage's +X side, 4 LDU into it, its front end level with the fuselage's nose.
    const hilt = '1 0 22 -12 -40 1 0 0 0 0 -1 0 1 0 577b.dat';
    const a = await analyzeText([...CRAFT, hilt].join('\n') + '\n');
    const i = a.parts.findIndex((p) => p.part === '577b.dat');
    expect(a.weapons.filter((w) => w.parts.includes(i)).map((w) => `${w.kind} ${w.level}`)).toEqual(['gun 2']);
    expect(a.weapons.some((w) => w.kind === 'blade')).toBe(false);
  });
});
