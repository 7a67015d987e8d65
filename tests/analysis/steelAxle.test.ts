import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library } from '../support/library.ts';

async function expanded(text: string) {
  const loaded = await loadModel(text, 'test.ldr', { library: library() });
  return buildModel(loaded, { expandShortcuts: true });
}

/** A part's index by its file name. */
const find = (parts: readonly { part: string }[], name: string) => parts.findIndex((p) => p.part === name);

describe('a steel axle, a thin rod with vertices only at its ends', () => {
  it("is held by the brackets it runs through: a plate with red wheels (122c01) is one set, not a plate and two wheels on an axle", async () => {
    const model = await expanded('1 4 0 0 0 1 0 0 0 1 0 0 0 1 122c01.dat\n');
    const graph = findConnections(model.parts);
    const axle = find(model.parts, 'u9132.dat');
    const plate = find(model.parts, '422.dat');
    expect(axle).toBeGreaterThanOrEqual(0);
    expect(plate).toBeGreaterThanOrEqual(0);
    expect(graph.held[axle]).toContain(plate);
  });

  it('only touches a plate it lies on', async () => {
    // The axle is 4 LDU thick about its origin: 2 LDU above the plate's top, it rests on it.
    const model = await expanded(['1 7 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat', '1 0 0 -2 0 1 0 0 0 1 0 0 0 1 u9132.dat'].join('\n'));
    const graph = findConnections(model.parts);
    const axle = find(model.parts, 'u9132.dat');
    const plate = find(model.parts, '3020.dat');
    expect(graph.neighbours[axle]).toContain(plate);
    expect(graph.held[axle]).not.toContain(plate);
  });
});
