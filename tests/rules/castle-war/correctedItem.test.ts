import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../src/ldraw/buildModel.ts';
import { loadModel } from '../../../src/ldraw/loadModel.ts';
import type { PartCorrections } from '../../../src/analysis/corrections.ts';
import { castleWarUnit } from '../../../src/rules/castle-war/castleWarUnit.ts';
import { correctedItem } from '../../../src/rules/castle-war/correctedItem.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../../support/library.ts';

const KNIGHT = join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr');

async function knight(corrections: PartCorrections['parts']) {
  const model = buildModel(await loadModel(readFileSync(KNIGHT, 'utf8'), basename(KNIGHT), { library: library() }), { expandShortcuts: true });
  return castleWarUnit(model.parts, { corrections });
}

describe('Castle War follows the player\'s corrections', () => {
  it.skipIf(!hasSharedModels)('a shield corrected to none gives no defence and costs nothing; the lance made a blade is a sword', async () => {
    const plain = await knight({});
    expect(plain.defence).toEqual({ value: 4, worked: '1 base + 2 shield + 1 helmet' });
    // Part 25 is the knight's triangular shield (3846p4h), part 31 its lance (3849).
    const noShield = await knight({ '25': { part: '3846p4h.dat', function: 'none' } });
    expect(noShield.defence).toEqual({ value: 2, worked: '1 base + 1 helmet' });
    expect(noShield.goldCost.value).toBe(plain.goldCost.value - 20);
    expect(noShield.items.map((i) => i.item)).toEqual(['spear', 'helmet']);
    const sword = await knight({ '31': { part: '3849.dat', function: 'weapon', weapon: { kind: 'blade' } } });
    expect(sword.items.find((i) => i.parts.includes('31'))).toMatchObject({ item: 'sword', why: 'user correction: a blade, nearest to the sword' });
    // A correction made on another part (the model was edited) is not applied.
    expect((await knight({ '25': { part: '3001.dat', function: 'none' } })).defence.value).toBe(4);
  });

  it('what each correction makes of a part', () => {
    const c = (fn: 'none' | 'weapon' | 'boost' | 'armour', kind?: 'staff' | 'gun') => ({ part: 'p.dat', function: fn, ...(kind ? { weapon: { kind } } : {}) });
    expect(correctedItem('p.dat', 'shield', c('none'))).toEqual({ item: 'none', why: 'user correction: no weapon or armour, so no shield item' });
    expect(correctedItem('p.dat', 'horse', c('none'))).toBeUndefined();
    expect(correctedItem('p.dat', undefined, c('weapon', 'gun'))).toEqual({ item: 'crossbow', why: 'user correction: a gun, nearest to the crossbow' });
    expect(correctedItem('p.dat', 'axe', c('weapon', 'staff'))).toEqual({ item: 'axe', why: 'user correction: a weapon (staff); the axe it is' });
    expect(correctedItem('p.dat', undefined, c('weapon', 'staff'))).toEqual({ unmatched: 'corrected to a weapon (staff), but Castle War prices no such weapon: not counted (map it with --map)' });
    expect(correctedItem('p.dat', undefined, c('armour'))).toEqual({ item: 'armour', why: 'user correction: armour, counted as a breastplate' });
    expect(correctedItem('p.dat', 'helmet', c('armour'))).toBeUndefined();
    expect(correctedItem('p.dat', 'sword', { part: 'p.dat', section: 'head' })).toBeUndefined();
    expect(correctedItem('other.dat', 'sword', c('none'))).toBeUndefined();
  });
});
