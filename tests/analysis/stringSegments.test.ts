import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText, hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

/**
 * A string LSynth bent into segments, as LSynth writes them into a model: a custom part titled "~LSynth Short Straight
 * String Segment" (here a 2 x 2 x 8 LDU box of triangles), three of them end to end hanging from a 1 x 2 brick.
 */
const SEGMENT = [
  '0 FILE segment.dat',
  '0 ~LSynth Short Straight String Segment',
  '0 Name: segment.dat',
  '0 !LDRAW_ORG Unofficial_Part',
  ...[
    [-1, 0, -1, 1, 0, -1, 1, 8, -1, -1, 8, -1],
    [-1, 0, 1, 1, 0, 1, 1, 8, 1, -1, 8, 1],
    [-1, 0, -1, -1, 0, 1, -1, 8, 1, -1, 8, -1],
    [1, 0, -1, 1, 0, 1, 1, 8, 1, 1, 8, -1],
    [-1, 0, -1, 1, 0, -1, 1, 0, 1, -1, 0, 1],
    [-1, 8, -1, 1, 8, -1, 1, 8, 1, -1, 8, 1],
  ].map((q) => `4 16 ${q.join(' ')}`),
  '0 NOFILE',
];
const STRING = ['0 FILE string.ldr', '1 4 0 -24 0 1 0 0 0 1 0 0 0 1 3004.dat', ...[0, 8, 16].map((y) => `1 0 0 ${y} 0 1 0 0 0 1 0 0 0 1 segment.dat`), '0 NOFILE', ...SEGMENT].join('\n');

describe('a string bent into segments', () => {
  it('is tied together, segment to segment, and to the brick it hangs from', async () => {
    const model = await buildText(`${STRING}\n`, 'string.mpd');
    const graph = findConnections(model.parts);
    expect(model.parts.map((p) => p.part)).toEqual(['3004.dat', 'segment.dat', 'segment.dat', 'segment.dat']);
    expect(graph.held[0]).toContain(1);
    expect(graph.held[1]).toContain(2);
    expect(graph.held[2]).toContain(3);
    expect(findPieces(model.parts, graph, 'string').loose).toEqual([]);
  });

  it.skipIf(!hasSharedModels)("keeps the Shuttle Launch Pad's (6339) gantry, its crane's string and hook with the pad: four pieces, as its labeller has it", async () => {
    const { model } = await loadBuild(`${SHARED_MODELS}/omr-sets/6339-1 - Shuttle Launch Pad.mpd`, library(), { expandShortcuts: true });
    const split = findPieces(model.parts, findConnections(model.parts), 'pad');
    expect(split.pieces.map((p) => p.name)).toEqual(['space shuttle - ready for start', 'minifig 2', 'minifig 1', 'minifig 3']);
    expect(split.loose).toEqual([]);
  });
});
