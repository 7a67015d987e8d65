import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thinLabels, type PlacedLabel } from './thinLabels.ts';

const label = (x: number, y: number, extra: Partial<PlacedLabel> = {}): PlacedLabel => ({ x, y, w: 60, h: 16, rank: 0, pinned: false, ...extra });

describe('thinLabels', () => {
  it('keeps labels that do not touch', () => {
    expect(thinLabels([label(0, 0), label(100, 0), label(0, 40)])).toEqual({ shown: [true, true, true], more: [0, 0, 0], dy: [0, 0, 0] });
  });

  it('hides a pile down to one label that counts the rest', () => {
    const pile = [label(0, 0), label(3, 2), label(-4, 5), label(10, -3)];
    const { shown, more } = thinLabels(pile);
    expect(shown).toEqual([true, false, false, false]);
    expect(more).toEqual([3, 0, 0, 0]);
  });

  it('keeps the higher rank where two compete, whatever their order', () => {
    expect(thinLabels([label(0, 0, { rank: 1 }), label(5, 0, { rank: 3 })]).shown).toEqual([false, true]);
  });

  it('always shows pinned labels (hovered or selected parts, measurements), even over others', () => {
    const { shown, more } = thinLabels([label(0, 0, { rank: 3 }), label(2, 0, { pinned: true }), label(4, 0, { pinned: true })]);
    expect(shown).toEqual([false, true, true]);
    // Nothing unpinned is drawn to count the hidden one.
    expect(more).toEqual([0, 0, 0]);
  });

  it('moves a pinned label off another pinned one (two measurements on a phone), to the nearest free place', () => {
    // "Pip Height" and "Pip Side Width" projected 10 px apart: the second goes a label's height (and the gap) down.
    const { shown, dy } = thinLabels([label(0, 0, { pinned: true }), label(30, 10, { pinned: true })]);
    expect(shown).toEqual([true, true]);
    expect(dy).toEqual([0, 20]);
    // With the place below taken too, it goes above.
    expect(thinLabels([label(0, 0, { pinned: true }), label(0, 20, { pinned: true }), label(0, 0, { pinned: true })]).dy).toEqual([0, 0, -20]);
    // Unpinned labels give way to where the pinned one went, not to where it was.
    const moved = thinLabels([label(0, 0, { pinned: true }), label(0, 4, { pinned: true }), label(0, 50), label(0, 26)]);
    expect(moved.dy.slice(0, 2)).toEqual([0, 20]);
    expect(moved.shown).toEqual([true, true, true, false]);
  });

  it('leaves a pinned label where it is when no free place is near (it still shows)', () => {
    const wall = [-3, -2, -1, 0, 1, 2, 3].map((k) => label(0, k * 20, { pinned: true }));
    const { shown, dy } = thinLabels([...wall, label(0, 0, { pinned: true })]);
    expect(shown.every(Boolean)).toBe(true);
    expect(dy[7]).toBe(0);
  });

  it('never leaves two drawn unpinned labels covering each other, and accounts for every hidden one', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 300 }), rank: fc.integer({ min: 0, max: 3 }) }), { maxLength: 80 }), (specs) => {
        const labels = specs.map((s) => label(s.x, s.y, { rank: s.rank }));
        const { shown, more } = thinLabels(labels, 4);
        const drawn = labels.filter((_, i) => shown[i]);
        for (let a = 0; a < drawn.length; a++) {
          for (let b = a + 1; b < drawn.length; b++) {
            const p = drawn[a]!, q = drawn[b]!;
            if (Math.abs(p.x - q.x) * 2 < p.w + q.w + 8 && Math.abs(p.y - q.y) * 2 < p.h + q.h + 8) return false;
          }
        }
        const hidden = shown.filter((s) => !s).length;
        return more.reduce((a, b) => a + b, 0) === hidden && more.every((m, i) => m === 0 || shown[i]);
      }),
    );
  });
});
