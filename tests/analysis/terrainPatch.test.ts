import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { sharedTeam } from '../support/analyze.ts';
import { buildText, hasSharedModels } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/**
 * A minifig standing on the table beside an island (Dino Explorer, 5934): a green 6 x 6 plate with grey bricks
 * for rocks and a plant on them, and a pteranodon its builder put in the island's submodel, flying over it. (The
 * submodel is named "patch" here: one named an island is terrain by its name, fightersAboard.test.ts.)
 */
const island = (plant: boolean) => [
  '0 FILE scene.ldr',
  '1 16 -120 -72 0 1 0 0 0 1 0 0 0 1 fig.ldr',
  '1 16 100 0 0 1 0 0 0 1 0 0 0 1 patch.ldr',
  '0 NOFILE',
  '0 FILE patch.ldr',
  '1 2 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 7 -20 -24 -30 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 7 20 -24 20 0 0 -1 0 1 0 1 0 0 3001.dat',
  '1 7 -20 -48 -30 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 20 -48 20 1 0 0 0 1 0 0 0 1 3039.dat',
  ...(plant ? ['1 2 -10 -48 -30 1 0 0 0 1 0 0 0 1 2417.dat'] : []),
  '1 4 0 -200 0 1 0 0 0 1 0 0 0 1 30478.dat',
  '0 NOFILE',
  '0 FILE fig.ldr',
  ...minifigLines(),
  '0 NOFILE',
].join('\n');

async function split(text: string) {
  const model = await buildText(text, 'scene.mpd');
  return { model, split: findPieces(model.parts, findConnections(model.parts), 'scene') };
}

describe('terrain', () => {
  it('a patch of ground with a plant growing on it is terrain, not a piece: the pieces are the minifig and the pteranodon, named for what it is', async () => {
    const { model, split: s } = await split(island(true));
    expect(s.pieces.map((p) => p.name).sort()).toEqual(['Pteranodon', 'fig']);
    const scenery = s.scenery.map((i) => model.parts[i]!.part);
    expect(scenery).toContain('3958.dat');
    expect(scenery).toContain('2417.dat');
  });

  it('the same rocks on a plate without the plant are a faceless build, a piece of their own, as before', async () => {
    const { model, split: s } = await split(island(false));
    expect(s.pieces).toHaveLength(3);
    expect(s.pieces.some((p) => p.parts.some((i) => model.parts[i]!.part === '3958.dat'))).toBe(true);
  });
});

describe.runIf(hasSharedModels)('terrain in a shared build', () => {
  it("the Speeder Bikes' Endor tree on its plate is scenery: the pieces are the two bikes with their riders and Luke", async () => {
    const team = await sharedTeam('omr-annotated/7128-1.mpd');
    expect(team.members.map((m) => m.piece.name).sort()).toEqual(['Minifig - Luke Skywalker', 'Speederbike', 'Speederbike']);
    expect(team.split.scenery.length).toBeGreaterThan(0);
  });
});
