import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../src/ldraw/buildModel.ts';
import { loadModel } from '../../../src/ldraw/loadModel.ts';
import { castleWarUnit, type CastleWarOptions } from '../../../src/rules/castle-war/castleWarUnit.ts';
import { castleWarText } from '../../../src/rules/castle-war/castleWarText.ts';
import { DEFAULT_ITEM_RULES } from '../../../src/rules/castle-war/itemRules.ts';
import { parseItemMap } from '../../../src/rules/castle-war/parseItemMap.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../../support/library.ts';

/** Loads a build as `brickstats export` does (shortcuts expanded, so a horse is its head and body). */
async function unitOf(path: string, options: CastleWarOptions = {}) {
  const model = buildModel(await loadModel(readFileSync(path, 'utf8'), basename(path), { library: library() }), { expandShortcuts: true });
  return castleWarUnit(model.parts, options);
}

/** A hand-written build: one part a line, `colour part x y z`, unrotated. */
async function unitOfParts(lines: readonly string[], options: CastleWarOptions = {}) {
  const text = lines.map((l) => {
    const [colour, part, x = '0', y = '0', z = '0'] = l.split(' ');
    return `1 ${colour} ${x} ${y} ${z} 1 0 0 0 1 0 0 0 1 ${part}`;
  });
  const model = buildModel(await loadModel(text.join('\n'), 'fixture.ldr', { library: library() }), { expandShortcuts: true });
  return castleWarUnit(model.parts, options);
}

/** An unarmed minifig: head, torso, arms, hands, hips, legs (as models/minifig.ldr). */
const MINIFIG = ['14 3626bp01.dat 0 -24 0', '1 973p01.dat', '4 3818.dat -15.552 9 0', '4 3819.dat 15.552 9 0', '14 3820.dat -23.69 26.77 -9.9', '14 3820.dat 23.69 26.77 -9.9', '0 3815b.dat 0 32 0', '0 3816b.dat 0 44 0', '0 3817b.dat 0 44 0'];

describe.runIf(hasSharedModels)('Lego Castle War: the knights from real sets', () => {
  // Both knights carry a lance (3849 "Minifig Lance") and a triangular shield, and wear
  // 4503 "Minifig Helmet Castle with Fixed Face Grille" with a plume; 6080's also a cape
  // and two flags on the lance. Worked from the rules' price list:
  //   lance -> spear (the mapping: a polearm reaching 2 squares): 30 gold, +2 attack, range 2
  //   shield: 20 gold, +2 defense;  helmet: 10 gold, +1 defense
  //   plume, cape, flags, the torso's printed breastplate: no items
  //   attack at range 1 and 2 = 1 base + 2 spear = 3
  //   defence = 1 base + 2 shield + 1 helmet = 4; in a castle 4 + 1 = 5
  //   movement = 2 (on foot); gold = 30 + 20 + 10 = 60
  //   carried = spear + shield = 2 of 2: the carrying rules are kept.
  for (const file of ['knight-6021-lance.ldr', 'knight-6080-lance.ldr']) {
    it(`${file}: spear (the lance), shield and helmet; attack 3 to range 2, defence 4, 60 gold`, async () => {
      const unit = await unitOf(join(SHARED_MODELS, 'pieces', file));
      expect(unit.items.map((i) => i.item)).toEqual(['spear', 'shield', 'helmet']);
      expect(unit.items[0]!.descriptions).toEqual(['Minifig Lance']);
      expect(unit.items[0]!.why).toMatch(/lance.*spear/);
      expect(unit.weapons).toEqual([expect.objectContaining({ item: 'spear', attack: 2, range: 2 })]);
      expect(unit.attack.map((a) => [a.range, a.value])).toEqual([[1, 3], [2, 3]]);
      expect(unit.defence).toEqual({ value: 4, worked: '1 base + 2 shield + 1 helmet' });
      expect(unit.defenceInCastle.value).toBe(5);
      expect(unit.movement.value).toBe(2);
      expect(unit.goldCost).toEqual({ value: 60, worked: '30 spear + 20 shield + 10 helmet' });
      expect(unit.carrying.carried).toBe(2);
      expect(unit.carrying.capacity).toBe(2);
      expect(unit.carrying.violations).toEqual([]);
      expect(unit.people).toBe(1);
    });
  }

  it('maps the lance to another item when the user says so (--map lance=massive-axe)', async () => {
    const map = parseItemMap('lance=massive-axe');
    if ('error' in map) throw new Error(map.error);
    const unit = await unitOf(join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr'), { rules: [...map, ...DEFAULT_ITEM_RULES] });
    // massive axe: 30 gold, +3 attack, range 1: attack 1 + 3 = 4 at range 1 only; gold 30 + 20 + 10 = 60.
    expect(unit.items.map((i) => i.item)).toEqual(['massive-axe', 'shield', 'helmet']);
    expect(unit.attack.map((a) => [a.range, a.value])).toEqual([[1, 4]]);
    expect(unit.goldCost.value).toBe(60);
  });

  it('writes the unit as text with its worked numbers', async () => {
    const text = castleWarText('knight-6021-lance.ldr', await unitOf(join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr')));
    expect(text).toContain('defence       4 (1 base + 2 shield + 1 helmet); in a castle 5');
    expect(text).toContain('gold cost     60 (30 spear + 20 shield + 10 helmet)');
    expect(text).toContain('rules         kept');
  });
});

describe('Lego Castle War: items and carrying rules on hand-written builds', () => {
  it('an unarmed minifig attacks with 1 at range 1, defends with 1 and costs nothing', async () => {
    const unit = await unitOfParts(MINIFIG);
    expect(unit.items).toEqual([]);
    expect(unit.attack).toEqual([{ range: 1, value: 1, worked: '1 base' }]);
    expect(unit.defence.value).toBe(1);
    expect(unit.goldCost.value).toBe(0);
    expect(unit.carrying.violations).toEqual([]);
  });

  it('three weapons break "Each person may carry TWO items"', async () => {
    const unit = await unitOfParts([...MINIFIG, '7 3847.dat 60 0 0', '7 95330.dat 120 0 0', '6 4499.dat 180 0 0']);
    expect(unit.items.map((i) => i.item)).toEqual(['sword', 'bow', 'axe']);
    expect(unit.carrying.violations.map((v) => v.rule)).toEqual(['two-carried-items']);
    expect(unit.carrying.violations[0]!.message).toContain('carries 3 things');
    // Every weapon that reaches counts: range 1: 1 + 1 sword + 2 bow + 2 axe = 6; ranges 2 and 3: 1 + 2 bow = 3.
    expect(unit.attack.map((a) => a.value)).toEqual([6, 3, 3]);
    // 10 sword + 30 bow + 20 axe.
    expect(unit.goldCost.value).toBe(60);
  });

  it('two helmets break "one helmet"', async () => {
    const unit = await unitOfParts([...MINIFIG, '8 4503.dat 0 -24 0', '7 3844.dat 80 0 0']);
    expect(unit.carrying.violations.map((v) => v.rule)).toEqual(['one-helmet']);
  });

  it('armour and a beard break "one breastplate or beard (not both)"', async () => {
    const unit = await unitOfParts([...MINIFIG, '7 2587.dat 0 0 0', '15 93223.dat 80 0 0']);
    expect(unit.items.map((i) => i.item)).toEqual(['armour', 'beard']);
    expect(unit.carrying.violations.map((v) => v.rule)).toEqual(['armour-or-beard']);
    // 1 base + 2 armour + 1 beard; attack 1 base + 1 beard.
    expect(unit.defence.value).toBe(4);
    expect(unit.attack[0]!.value).toBe(2);
  });

  it('a saddle without a horse breaks "requires horse"', async () => {
    const unit = await unitOfParts([...MINIFIG, '4 4491a.dat 80 0 0']);
    expect(unit.carrying.violations.map((v) => v.rule)).toEqual(['saddle-needs-horse']);
    expect(unit.carrying.capacity).toBe(2);
  });

  it('a knight on a saddled horse moves 4 and carries 4: the horse of several parts is one horse', async () => {
    const unit = await unitOfParts([...MINIFIG, '15 4493c00.dat 0 100 0', '4 4491a.dat 0 92 0', '7 3847.dat 60 0 0', '7 95330.dat 120 0 0', '6 4499.dat 180 0 0']);
    expect(unit.items.filter((i) => i.item === 'horse')).toHaveLength(1);
    expect(unit.items.find((i) => i.item === 'horse')!.parts.length).toBeGreaterThan(1);
    // Two items + the saddle's two holders.
    expect(unit.carrying.capacity).toBe(4);
    expect(unit.carrying.violations).toEqual([]);
    expect(unit.movement).toEqual({ value: 4, worked: '2 on foot + 2 horse' });
    // Range 1: 1 base + 1 sword + 2 bow + 2 axe + 1 horse = 7; defence 1 + 1 horse = 2.
    expect(unit.attack[0]!.value).toBe(7);
    expect(unit.defence.value).toBe(2);
    // 10 sword + 30 bow + 20 axe + 50 horse + 10 saddle.
    expect(unit.goldCost.value).toBe(120);
  });

  it('two horses break "ride at most one horse"', async () => {
    const unit = await unitOfParts([...MINIFIG, '15 4493c00.dat 0 100 0', '0 4493c00.dat 300 100 0']);
    expect(unit.items.filter((i) => i.item === 'horse')).toHaveLength(2);
    expect(unit.carrying.violations.map((v) => v.rule)).toEqual(['one-horse']);
  });

  it('gold pieces take hands, unless a treasure chest holds them', async () => {
    const loose = await unitOfParts([...MINIFIG, '7 3847.dat 60 0 0', '14 96907.dat 100 0 0', '14 96907.dat 120 0 0']);
    expect(loose.carrying.carried).toBe(3);
    expect(loose.carrying.violations.map((v) => v.rule)).toEqual(['two-carried-items']);
    expect(loose.goldCarried.value).toBe(20);
    const chest = await unitOfParts([...MINIFIG, '7 3847.dat 60 0 0', '6 4738a.dat 200 0 0', '6 4739a.dat 200 -20 0', '14 96907.dat 100 0 0', '14 96907.dat 120 0 0']);
    // Sword + chest; the coins are in the chest. The lid is no second chest.
    expect(chest.items.filter((i) => i.item === 'treasure-chest')).toHaveLength(1);
    expect(chest.carrying.carried).toBe(2);
    expect(chest.carrying.violations).toEqual([]);
    // 10 sword + 10 chest; coins are money, not bought.
    expect(chest.goldCost.value).toBe(20);
  });

  it('maps a halberd to a spear and says why', async () => {
    const unit = await unitOfParts([...MINIFIG, '0 6123.dat 60 0 0']);
    expect(unit.items.map((i) => [i.item, i.descriptions[0]])).toEqual([['spear', 'Minifig Polearm Halberd']]);
    expect(unit.items[0]!.why).toMatch(/halberd/);
  });

  it('notes a weapon no rule maps instead of counting it', async () => {
    const unit = await unitOfParts([...MINIFIG, '6 2488.dat 60 0 0']);
    expect(unit.items).toEqual([]);
    expect(unit.notes.some((n) => n.includes('2488.dat') && n.includes('no Castle War item rule'))).toBe(true);
  });
});

describe('parseItemMap', () => {
  it('reads PATTERN=item pairs, any spelling of the item, and none', () => {
    const rules = parseItemMap('lance=Massive Axe, staff=none ,chest=chest');
    if ('error' in rules) throw new Error(rules.error);
    expect(rules.map((r) => r.item)).toEqual(['massive-axe', 'none', 'treasure-chest']);
    expect(rules[0]!.test.test('Minifig LANCE')).toBe(true);
  });

  it('refuses an unknown item, a bad pattern and a missing =', () => {
    expect(parseItemMap('lance=catapult')).toMatchObject({ error: expect.stringContaining('not an item') });
    expect(parseItemMap('(=sword')).toMatchObject({ error: expect.stringContaining('not a regular expression') });
    expect(parseItemMap('lance')).toMatchObject({ error: expect.stringContaining('PATTERN=item') });
  });
});
