import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library } from '../support/library.ts';

async function graphOf(lines: readonly string[]) {
  const loaded = await loadModel(lines.join('\n'), 'test.ldr', { library: library() });
  const model = buildModel(loaded, { expandShortcuts: true });
  const at = (name: string) => model.parts.findIndex((p) => p.part === name);
  return { graph: findConnections(model.parts), bar: at('30374.dat'), other: at(lines[0]!.split(' ').at(-1)!) };
}

describe('a bar (8 LDU thick) is held by what its middle line runs through', () => {
  it('a bar set a little off the middle of a clip (the 4484 mini X-wing, +X lower wing tip) is held by the clip', async () => {
    // The clip and the bar exactly as the file places them: the bar's vertices lie outside the clip's grip, only its middle line runs through it.
    const { graph, bar, other } = await graphOf([
      '1 15 66.829 17.737 50 0 -0.438 -0.899 0 0.899 -0.438 1 0 0 6019.dat',
      '1 15 83.928 28.302 72 0.848 0 0.53 -0.53 0 0.848 0 -1 0 30374.dat',
    ]);
    expect(bar).toBeGreaterThanOrEqual(0);
    expect(graph.held[bar]).toContain(other);
  });

  it('a bar lying on a plate only touches it', async () => {
    // The bar runs along Z, its middle line 4 LDU above the plate's top: it rests there.
    const { graph, bar, other } = await graphOf([
      '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat',
      '1 0 0 -4 -40 1 0 0 0 0 -1 0 1 0 30374.dat',
    ]);
    expect(graph.neighbours[bar]).toContain(other);
    expect(graph.held[bar]).not.toContain(other);
  });
});
