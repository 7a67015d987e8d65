import { describe, expect, it } from 'vitest';
import { docPart } from '../../../../tests/support/docPart.ts';
import { groupParts } from './groupParts.ts';

const same = (k: number) => k;

describe('groupParts', () => {
  it('makes one group of parts with the same file, colour and label, its copies in document order', () => {
    const parts = [docPart({ id: 'a' }), docPart({ id: 'b', colour: 1, colourName: 'Blue' }), docPart({ id: 'c' }), docPart({ id: 'd', part: '3001.DAT' })];
    const g = groupParts(parts, same);
    const groups = g.sections.flatMap((s) => s.functions.flatMap((f) => f.groups));
    expect(groups.map((x) => x.copies.map((c) => c.id))).toEqual([['b'], ['a', 'c', 'd']]);
    expect(g.groupCount).toBe(2);
    expect(g.total).toBe(4);
  });

  it('keeps apart parts whose label differs: another section, function, weapon, a correction or low confidence', () => {
    const parts = [
      docPart({ id: 'a' }),
      docPart({ id: 'b', section: 'head' }),
      docPart({ id: 'c', function: 'weapon', weapon: { kind: 'hit', level: 0 } }),
      docPart({ id: 'd', function: 'weapon', weapon: { kind: 'gun', level: 2 } }),
      docPart({ id: 'e', corrected: true }),
      docPart({ id: 'f', confidence: 'low' }),
    ];
    expect(groupParts(parts, same).groupCount).toBe(6);
  });

  it('lists the low-confidence groups apart and counts them in their section as listed above', () => {
    const parts = [docPart({ id: 'a', confidence: 'low' }), docPart({ id: 'b', confidence: 'low' }), docPart({ id: 'c' })];
    const g = groupParts(parts, same);
    expect(g.doubtful.map((x) => x.copies.length)).toEqual([2]);
    const core = g.sections.find((s) => s.section === 'core')!;
    expect([core.count, core.above]).toEqual([3, 2]);
    expect(core.functions.flatMap((f) => f.groups).map((x) => x.copies.map((c) => c.id))).toEqual([['c']]);
  });

  it('puts weapons first under their kind and Level, and sorts groups by name', () => {
    const parts = [
      docPart({ id: 'a', part: '3023.dat', description: 'Plate 1 x 2' }),
      docPart({ id: 'b', part: '6111.dat', description: 'Brick 1 x 10' }),
      docPart({ id: 'c', part: '3004.dat', description: 'Brick 1 x 2' }),
      docPart({ id: 'd', function: 'weapon', weapon: { kind: 'blade', level: 1 } }),
    ];
    const core = groupParts(parts, same).sections.find((s) => s.section === 'core')!;
    expect(core.functions.map((f) => f.key)).toEqual(['weapon · blade L1', 'none']);
    expect(core.functions[1]!.groups.map((x) => x.name)).toEqual(['Brick 1 x 2', 'Brick 1 x 10', 'Plate 1 x 2']);
  });

  it('maps each copy to its scene index and back to its group', () => {
    const parts = [docPart({ id: 'a' }), docPart({ id: 'b' })];
    const g = groupParts(parts, (k) => 10 + k);
    const group = g.groupOf.get(11)!;
    expect(group.copies.map((c) => [c.doc, c.scene])).toEqual([[0, 10], [1, 11]]);
    expect(g.groupOf.get(0)).toBeUndefined();
  });

  it('drops LDraw prefixes from the name and searches name, number, colour and label', () => {
    const head = docPart({ id: 'a', description: '~Minifig Head', part: '3626bp01.dat', colourName: 'Yellow', section: 'head', function: 'weapon', weapon: { kind: 'hit', level: 0 } });
    const group = groupParts([head], same).groupOf.get(0);
    expect(group!.name).toBe('Minifig Head');
    for (const word of ['minifig head', '3626bp01', 'yellow', 'head', 'weapon', 'hit', 'l0']) expect(group!.text).toContain(word);
  });
});
