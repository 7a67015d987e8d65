import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';

/**
 * The ruin and the ghost of LDraw's 6034-1 (Black Monarch's Ghost), as its file places them (world placements, the
 * submodels placed unmoved): a corner of walls with a door on a 6 x 6 plate, and the ghost between two of its walls, a
 * torso with arms and a head on a plate and a 1 x 2 brick, under a shroud falling to the brick's foot.
 */
const RUIN = [
  '0 FILE main.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 Wall.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 MiniFigGhost.ldr',
  '0 FILE Wall.ldr',
  '1 2 0 0 0 0 0 1 0 1 0 -1 0 0 3958.dat',
  '1 7 30 -8 0 0 0 1 0 1 0 -1 0 0 2431.dat',
  '1 7 -30 -24 0 0 0 1 0 1 0 -1 0 0 3039.dat',
  '1 7 20 -24 -50 1 0 0 0 1 0 0 0 1 3700.dat',
  '1 7 20 -24 50 1 0 0 0 1 0 0 0 1 3700.dat',
  '1 7 20 -14 -60 0 0 -1 0 1 0 1 0 0 3673.dat',
  '1 0 30 -72 -50 0 0 -1 0 1 0 1 0 0 3581.dat',
  '1 0 30 -72 50 0 0 -1 0 1 0 1 0 0 3581.dat',
  '1 0 30 -96 -50 0 0 -1 0 1 0 1 0 0 3005.dat',
  '1 0 30 -80 50 0 0 -1 0 1 0 1 0 0 3024.dat',
  '1 0 30 -88 50 -1 0 0 0 1 0 0 0 -1 4085b.dat',
  '1 0 30 -96 50 -1 0 0 0 1 0 0 0 -1 3024.dat',
  '1 0 -10 -144 30 -1 0 0 0 1 0 0 0 -1 2345.dat',
  '1 0 -10 -144 -30 0 0 1 0 1 0 -1 0 0 2345.dat',
  '1 7 -30 -144 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 7 10 -144 -50 0 0 1 0 1 0 -1 0 0 3005.dat',
  '1 7 10 -144 50 0 0 1 0 1 0 -1 0 0 3005.dat',
  '1 0 30 -144 0 0 0 1 0 1 0 -1 0 0 3307.dat',
  '1 0 -30 -168 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 0 30 -168 -50 0 0 -1 0 1 0 1 0 0 2357.dat',
  '1 0 30 -168 50 -1 0 0 0 1 0 0 0 -1 2357.dat',
  '1 6 40 -144 -50 -0.5 0 0.866 0 1 0 -0.866 0 -0.5 2554.dat',
  '1 6 40 -144 50 -1 0 0 0 1 0 0 0 -1 2554.dat',
  '1 8 30 -92 70 0 -1 0 0 0 1 -1 0 0 3849.dat',
  '1 1 30 -232 70 0 0 -1 0 1 0 1 0 0 4495a.dat',
  '1 8 30 -168 -50 -1 0 0 0 1 0 0 0 -1 2546.dat',
  '0 FILE MiniFigGhost.ldr',
  '1 15 10 -72 0 0 0 -1 0 1 0 1 0 0 973.dat',
  '1 15 10 -63 15.552 0 -0.497 -0.868 -0.17 0.856 -0.489 0.985 0.147 -0.084 3819.dat',
  '1 15 10 -63 -15.552 0 -0.497 -0.868 0.17 0.855 -0.49 0.985 -0.147 0.084 3818.dat',
  '1 15 9.199 -42.86 24.096 0.019 -0.965 -0.263 -0.175 0.256 -0.951 0.984 0.064 -0.164 3820.dat',
  '1 0 10 -96 0 0 0 -1 0 1 0 1 0 0 3626b.dat',
  '1 15 9.192 -42.864 -24.084 0.341 -0.903 -0.262 0.067 0.302 -0.951 0.938 0.306 0.163 3820.dat',
  '1 15 10 -32 0 0 0 -1 0 1 0 1 0 0 3004.dat',
  '1 15 10 -40 0 0 0 -1 0 1 0 1 0 0 3023.dat',
  '1 21 10 -96 0 0 0 -1 0 1 0 1 0 0 2588.dat',
];

const SHROUD = /2588\.dat$/;

async function team(lines: readonly string[]) {
  const model = buildModel(await loadModel(lines.join('\n') + '\n', 'ruin.mpd', { library: library() }), { expandShortcuts: true });
  return { model, team: analyzeTeam(model) };
}

describe('a ghost', () => {
  it('stands under its shroud on the brick it covers: a figure of its own, apart from the ruin it haunts, its arms striking', async () => {
    const { model, team: t } = await team(RUIN);
    const ghost = t.members.find((m) => m.piece.parts.some((i) => model.parts[i]!.part === '973.dat'))!;
    expect(ghost.piece.parts.map((i) => model.parts[i]!.part).sort()).toEqual(['2588.dat', '3004.dat', '3023.dat', '3626b.dat', '3818.dat', '3819.dat', '3820.dat', '3820.dat', '973.dat']);
    const a = ghost.analysis;
    expect(a.measurements.baseType).toBe('rectangular-block');
    const arms = a.parts.flatMap((p, i) => (p.part === '3818.dat' || p.part === '3819.dat' ? [a.labels[i]!.weapon] : []));
    expect(arms).toEqual([{ kind: 'hit', level: 0 }, { kind: 'hit', level: 0 }]);
    // The ruin is scenery: no piece holds its walls.
    expect(t.members.some((m) => m.piece.parts.some((i) => model.parts[i]!.part === '2345.dat'))).toBe(false);
  });

  it('without a shroud a legless torso on a brick stands on nothing of its own: it stays with what holds it', async () => {
    const { model, team: t } = await team(RUIN.filter((l) => !SHROUD.test(l)));
    const torso = t.members.find((m) => m.piece.parts.some((i) => model.parts[i]!.part === '973.dat'))!;
    expect(torso.piece.parts.map((i) => model.parts[i]!.part)).toContain('2345.dat');
  });
});
