import { describe, expect, it } from 'vitest';
import { jsonArrayWriter, writeJson } from '../../src/cli/writeJson.ts';

const values: unknown[] = [
  { file: 'a.ldr', parts: [{ id: '1', position: [0, -24, 0], bounds: { min: [1], max: [2] } }, { id: '2', note: undefined, list: [] }], empty: {}, none: null, n: 1.5, s: 'x\ny"' },
  [1, 'two', [3, [4, { five: 5 }]], undefined, {}],
  { deep: { deeper: { deepest: [{ a: [1, 2] }] } }, gone: undefined, f: () => 1 },
  [],
  {},
  'text',
  42,
  null,
];

async function collect(write: (out: (s: string) => void) => unknown): Promise<string> {
  const pieces: string[] = [];
  await write((s) => pieces.push(s));
  return pieces.join('\n');
}

describe('writeJson', () => {
  it('writes the same text as JSON.stringify(value, null, 1), at every depth', async () => {
    for (const value of values) {
      for (const depth of [0, 1, 2, 5]) expect(await collect((out) => writeJson(value, out, undefined, depth))).toBe(JSON.stringify(value, null, 1));
    }
  });

  it('writes a large array in many pieces, none of them large, waiting for each to drain', async () => {
    const report = { parts: Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), position: [i, 0, 0] })) };
    const pieces: string[] = [];
    let drains = 0;
    await writeJson(report, (s) => pieces.push(s), async () => void drains++);
    expect(drains).toBe(pieces.length - 1);
    expect(pieces.length).toBeGreaterThan(10);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(70_000);
    expect(pieces.join('\n')).toBe(JSON.stringify(report, null, 1));
  });

  it('writes an array an element at a time', async () => {
    for (const items of [[], [{ a: 1 }], [{ a: 1 }, { b: [2, 3] }, 'c']]) {
      expect(await collect((out) => {
        const w = jsonArrayWriter(out);
        for (const item of items) w.add(item);
        w.end();
      })).toBe(JSON.stringify(items, null, 1));
    }
  });
});
