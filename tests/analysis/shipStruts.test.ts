import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERPRETATIONS } from '../../src/rules/block-duel-chess/Interpretations.ts';
import { analyzeText } from '../support/analyze.ts';

/**
 * A small ship: a 6 x 6 deck with a windscreen looking -Z and two jet engines at its stern, standing on three
 * struts of two round supports each (as the 7150 Y-wing stands on its round supports).
 */
const SHIP = (engines: boolean) => [
  '0 A small ship on three round struts',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  ...[[-40, 40], [40, 40], [0, -40]].flatMap(([x, z]) => [8, 56].map((y) => `1 7 ${x} ${y} ${z} 1 0 0 0 1 0 0 0 1 3940b.dat`)),
  '1 40 0 -48 -20 1 0 0 0 1 0 0 0 1 3823.dat',
  ...(engines ? ['1 0 -40 -8 50 1 0 0 0 1 0 0 0 1 3475b.dat', '1 0 40 -8 50 1 0 0 0 1 0 0 0 1 3475b.dat'] : []),
].join('\n');

describe('the struts a crewed ship stands on', () => {
  // Blind labellers read a ship's landing gear by the feet it stands on (the Star Fleet Voyager's and the Galaxy
  // Commander's round supports, the Renegade's and a speeder's plates), as the "landingStruts" reading's default says.
  it('a cockpit and jet engines make a ship: it stands on its struts, landing gear, its Base the round supports they end in, and kicks with none of them', async () => {
    const a = await analyzeText(`${SHIP(true)}\n`);
    expect(a.measurements.baseType).toBe('round-block');
    expect(a.stats.M.direction).toBe('8-way');
    expect(a.weapons.map((w) => [w.kind, w.level])).toEqual([['hit', 0]]);
    const struts = a.parts.flatMap((p, i) => (p.part === '3940b.dat' ? [i] : []));
    expect(struts).toHaveLength(6);
    for (const i of struts) expect(a.labels[i]!.weapon).toBeNull();
  });

  it('read with "landingStruts: legs", the same struts are its legs (cross), still kicking with none of them', async () => {
    const a = await analyzeText(`${SHIP(true)}\n`, { rules: { ...DEFAULT_INTERPRETATIONS, landingStruts: 'legs' } });
    expect(a.measurements.baseType).toBe('legs');
    expect(a.stats.M.direction).toBe('cross');
    expect(a.weapons.map((w) => [w.kind, w.level])).toEqual([['hit', 0]]);
  });

  it('without engines the same build walks on three legs, each a Level 0 hit', async () => {
    const a = await analyzeText(`${SHIP(false)}\n`);
    expect(a.weapons.filter((w) => w.kind === 'hit' && w.parts.every((i) => a.parts[i]!.part === '3940b.dat'))).toHaveLength(3);
  });
});

/** Flat wedge plates at the ship's sides, clipped over the deck's outer studs: wings sticking out. */
const WINGS = ['1 7 -90 -8 0 1 0 0 0 1 0 0 0 1 3935.dat', '1 7 90 -8 0 1 0 0 0 1 0 0 0 1 3936.dat'];
/** A hull plated with many flat wedge plates, one over another (as the UCS Falcon's disc is). */
const PLATING = Array.from({ length: 26 }, (_, k) => `1 7 ${k % 2 ? 20 : -20} ${-8 * (k + 1)} 0 1 0 0 0 1 0 0 0 1 ${k % 2 ? '41770.dat' : '41769.dat'}`);

describe('the wings of a ship on its landing gear', () => {
  it('it flies all the same: the wedge plates sticking out at its sides are wings', async () => {
    const a = await analyzeText(`${[SHIP(true), ...WINGS].join('\n')}\n`);
    expect(a.measurements.baseType).toBe('round-block');
    const wedges = a.parts.flatMap((p, i) => (p.part === '3935.dat' || p.part === '3936.dat' ? [i] : []));
    expect(wedges).toHaveLength(2);
    for (const i of wedges) expect(a.labels[i]!.boost).toBe('wing');
  });

  it('dozens of flat wedge plates are its hull plating, and then none is a wing', async () => {
    const a = await analyzeText(`${[SHIP(true), ...WINGS, ...PLATING].join('\n')}\n`);
    expect(a.labels.some((l) => l.boost === 'wing')).toBe(false);
  });
});

/** A craft of three modules: a hull (a 4 x 6 plate, a windscreen, a jet engine) on two panels of 2 x 2 bricks, each a submodel. */
const MODULAR = [
  '0 FILE craft.ldr',
  '1 16 0 -80 0 1 0 0 0 1 0 0 0 1 hull.ldr',
  '1 16 -40 0 0 1 0 0 0 1 0 0 0 1 left panel.ldr',
  '1 16 40 0 0 1 0 0 0 1 0 0 0 1 right panel.ldr',
  '0 NOFILE',
  '0 FILE hull.ldr',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3032.dat',
  '1 40 0 -48 -10 1 0 0 0 1 0 0 0 1 3823.dat',
  '1 0 0 -8 50 1 0 0 0 1 0 0 0 1 3475b.dat',
  '0 NOFILE',
  '0 FILE left panel.ldr',
  '1 8 0 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 8 0 -48 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 8 0 -72 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '0 NOFILE',
  '0 FILE right panel.ldr',
  '1 8 0 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 8 0 -48 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 8 0 -72 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '0 NOFILE',
].join('\n');

describe('the modules a crewed ship stands on', () => {
  it('are landing gear too, kicking nothing: its Base the bricks they stand on', async () => {
    const a = await analyzeText(`${MODULAR}\n`);
    expect(a.measurements.baseType).toBe('rectangular-block');
    expect(a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.part === '3003.dat'))).toHaveLength(0);
  });
});

