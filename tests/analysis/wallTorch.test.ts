import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * A guard standing on a baseplate beside a wall of five bricks; a torch with its flame (a cone) rests against the wall
 * beside him, touching the wall and his arm but held by neither (as a wall torch beside the 6059 castle's crossbowman,
 * batch 29).
 */
const WALL = [
  '0 Guard by a wall',
  '0 Name: torch.ldr',
  '1 2 0 0 0 1 0 0 0 1 0 0 0 1 3867.dat',
  ...[1, 2, 3, 4, 5].map((k) => `1 7 -50 ${-24 * k} 0 0 0 1 0 1 0 -1 0 0 3010.dat`),
  ...posedMinifig(0, -72, 0),
  '1 0 -30 -60 31 1 0 0 0 1 0 0 0 1 3959.dat',
  '1 4 -30 -64 31 1 0 0 0 1 0 0 0 1 4589.dat',
].join('\n');

describe('a torch resting against a wall beside a guard', () => {
  it("is no part of the guard's piece: his arm only brushes it, no hand holds it", async () => {
    const model = await buildText(`${WALL}\n`);
    const graph = findConnections(model.parts);
    const torch = model.parts.findIndex((p) => p.part === '3959.dat');
    // (The fixture as meant: the torch touches the wall and the arm, and only its flame holds it.)
    expect(graph.held[torch]!.map((j) => model.parts[j]!.part)).toEqual(['4589.dat']);
    expect(graph.neighbours[torch]!.map((j) => model.parts[j]!.part)).toContain('3819.dat');
    const split = findPieces(model.parts, graph);
    expect(split.pieces).toHaveLength(1);
    expect(split.pieces[0]!.parts.map((i) => model.parts[i]!.part)).not.toContain('3959.dat');
    expect([...split.scenery, ...split.loose]).toContain(torch);
  });
});
