import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library } from '../support/library.ts';

async function expanded(lines: readonly string[]) {
  const loaded = await loadModel(`${lines.join('\n')}\n`, 'test.ldr', { library: library() });
  return buildModel(loaded, { expandShortcuts: true });
}

// A magnet in its casing (2959c01: the casing 4106 and the magnet 70023) is 16 LDU long along Z, its faces at z = -8 and 8.
const MAGNET_AT = (z: number, turned: boolean) => `1 0 0 0 ${z} ${turned ? '-1 0 0 0 1 0 0 0 -1' : '1 0 0 0 1 0 0 0 1'} 2959c01.dat`;

describe('magnets', () => {
  it('hold each other where they touch, face to face (a crane lifting a rocket by its nose magnet)', async () => {
    const model = await expanded([MAGNET_AT(0, false), MAGNET_AT(16, true)]);
    const graph = findConnections(model.parts);
    const first = [0, 1];
    const second = [2, 3];
    expect(model.parts.map((p) => p.part)).toEqual(['4106.dat', '70023.dat', '4106.dat', '70023.dat']);
    expect(first.some((i) => graph.held[i]!.some((j) => second.includes(j)))).toBe(true);
    expect(findPieces(model.parts, graph, 'magnets').pieces).toHaveLength(1);
  });

  it('only touch a brick they lie against', async () => {
    // A 2 x 2 brick's side (z from -20 to 20) against the magnet's face at z = -8.
    const model = await expanded([MAGNET_AT(0, false), '1 4 0 -12 -28 1 0 0 0 1 0 0 0 1 3003.dat']);
    const graph = findConnections(model.parts);
    const brick = model.parts.findIndex((p) => p.part === '3003.dat');
    expect(graph.neighbours[brick]!.length).toBeGreaterThan(0);
    expect(graph.held[brick]).toEqual([]);
  });
});
