import { describe, expect, it } from 'vitest';
import { appendAll } from '../../src/analysis/appendAll.ts';
import { largest, smallest } from '../../src/analysis/extremes.ts';

describe('largest and smallest', () => {
  it('give what Math.max and Math.min give, for none, some and a NaN', () => {
    for (const values of [[], [3], [2, -7, 5.5, 0], [-Infinity, 4], [1, NaN, 2]]) {
      expect(largest(values)).toBe(Math.max(...values));
      expect(smallest(values)).toBe(Math.min(...values));
    }
  });

  it('take 200,000 values, where spreading them as arguments overflows the stack', () => {
    const values = Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 200_003);
    expect(largest(values)).toBe(values.reduce((a, b) => (b > a ? b : a)));
    expect(smallest(values)).toBe(values.reduce((a, b) => (b < a ? b : a)));
  });
});

describe('appendAll', () => {
  it('appends 200,000 items in order to what is there, where push(...items) overflows the stack', () => {
    const items = Array.from({ length: 200_000 }, (_, i) => i);
    const target = [-1];
    expect(appendAll(target, items)).toBe(target);
    expect(target).toHaveLength(200_001);
    expect(target.slice(0, 3)).toEqual([-1, 0, 1]);
    expect(target.at(-1)).toBe(199_999);
  });
});
