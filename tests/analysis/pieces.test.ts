import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';
import { analyzeFile, baseLine } from '../support/analyze.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const piece = (name: string) => analyzeFile(join(SHARED_MODELS, 'pieces', name), { element: 'Normal' });
const label = (a: PieceAnalysis, part: string) => {
  const i = a.parts.findIndex((p) => p.part === part);
  expect(i, `${part} is in the piece`).toBeGreaterThanOrEqual(0);
  const l = a.labels[i]!;
  return `${l.section} ${l.function}${l.weapon ? ` ${l.weapon.kind} ${l.weapon.level}` : ''}`;
};

describe.runIf(hasSharedModels)('the minifig pieces cut from real sets classify as a player reads the rules', () => {
  it('knight 6021: helmet and shield are armour, the printed breastplate and plume are not, the lance is Level 1', async () => {
    const a = await piece('knight-6021-lance.ldr');
    expect(label(a, '4503.dat')).toBe('head armour');
    expect(label(a, '3846p4h.dat')).toBe('core armour');
    expect(label(a, '973p40.dat')).toBe('core none');
    expect(label(a, '87694.dat')).toBe('head none');
    expect(label(a, '4495a.dat')).toBe('core none');
    expect(label(a, '3849.dat')).toBe('core weapon lance 1');
    expect(label(a, '3626bp01.dat')).toBe('head weapon hit 0');
    expect(label(a, '3816.dat')).toBe('base weapon hit 0');
    // The hand holding the lance counts as one weapon, the lance: five weapons in all.
    expect(a.weapons.map((w) => `${w.kind}${w.level}`).sort()).toEqual(['hit0', 'hit0', 'hit0', 'hit0', 'lance1']);
    expect(baseLine(a)).toBe('56 23 62 15 2 2');
  });

  it('knight 6080: the cape and flags are no armour; base D 15, V 23, R 2', async () => {
    const a = await piece('knight-6080-lance.ldr');
    expect(label(a, '4524.dat')).toBe('core none');
    expect(label(a, '3846p4g.dat')).toBe('core armour');
    expect(label(a, '4503.dat')).toBe('head armour');
    expect(baseLine(a)).toBe('56 23 62 15 2 2');
  });

  it('the lightsaber is one Level 1 blade of hilt and blade', async () => {
    const a = await piece('sith-7101-lightsaber.ldr');
    const saber = a.weapons.find((w) => w.kind === 'blade')!;
    expect(saber.level).toBe(1);
    expect(saber.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['30374.dat', '577b.dat']);
    expect(label(a, '522.dat')).toBe('core none'); // the cape
    expect(label(a, '30381.dat')).toBe('head none'); // the hood sits on the head: no armour, no weapon
    expect(a.weapons).toHaveLength(5);
    expect(a.stats.R.base).toBe(2);
  });

  it('the flintlock pistol is a Level 2 gun; the shovel in his other hand is swung like a staff, a Level 1 hand weapon', async () => {
    const a = await piece('pirate-6235-pistol.ldr');
    expect(label(a, '2562.dat')).toBe('core weapon gun 2');
    // Every player who labelled a held tool read it as a hand weapon (the Buried Treasure pirate's shovel among them).
    expect(label(a, '3837.dat')).toBe('core weapon staff 1');
    expect(label(a, '2543.dat')).toBe('head none'); // the hat
    // The hips-and-legs shortcut 3815c01 is expanded: its legs kick; the hands hold the pistol and the shovel.
    expect(a.weapons.filter((w) => w.kind === 'hit')).toHaveLength(3);
    expect(a.stats.R.base).toBe(3);
    expect(a.stats.A.base).toBe(40 + (1 + 2) + (1 + 1) + 6 + 6 + 6);
  });

  it('Indiana Jones, whose printed head and legs are not in the library: read as their plain moulds, a minifig on his legs with his head and four limbs', async () => {
    const a = await analyzeFile(join(SHARED_MODELS, 'misc-small', 'bricksmith__indy_figure.ldr'), { element: 'Normal' });
    expect(label(a, '3626bpx395.dat')).toBe('head weapon hit 0');
    expect(a.measurements.baseType).toBe('legs');
    expect(a.weapons.filter((w) => w.kind === 'hit')).toHaveLength(5);
  });
});
