import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library } from '../support/library.ts';

/**
 * A Classic Space buggy's chassis (Galaxy Explorer, 928): a 2 x 6 plate on a 2 x 4 plate and two "Plate 2 x 2 with
 * Red Wheels (Complete)", each the library's assembly of a plate with axle brackets, a steel axle and two wheels.
 */
const CHASSIS = [
  '0 A buggy chassis on two wheel plates',
  '1 7 0 -32 0 0 0 1 0 1 0 -1 0 0 3795.dat',
  '1 7 0 -24 40 -1 0 0 0 1 0 0 0 -1 122c01.dat',
  '1 7 0 -24 -40 -1 0 0 0 1 0 0 0 -1 122c01.dat',
  '1 7 0 -24 0 -1 0 0 0 1 0 0 0 -1 3020.dat',
].join('\n');

describe("a library assembly's parts", () => {
  it('the steel axle in its brackets and the wheels on it hold together, though no vertex of the axle is inside a bracket: the buggy is one piece', async () => {
    // (As `brickstats` reads a file: the library's shortcuts expanded into their parts.)
    const model = buildModel(await loadModel(`${CHASSIS}\n`, 'chassis.ldr', { library: library() }), { expandShortcuts: true });
    const graph = findConnections(model.parts);
    const axles = model.parts.flatMap((p, i) => (p.part === 'u9132.dat' ? [i] : []));
    expect(axles).toHaveLength(2);
    for (const axle of axles) expect(graph.held[axle]!.map((j) => model.parts[j]!.part).sort()).toEqual(['20.dat', '20.dat', '422.dat']);
    const split = findPieces(model.parts, graph, 'chassis');
    expect(split.pieces).toHaveLength(1);
    expect(split.pieces[0]!.parts).toHaveLength(model.parts.length);
  });
});
