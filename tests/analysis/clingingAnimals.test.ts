import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';

/** models/robot-cannon.ldr without its cannon: a robot on wheels, its face a brick with eyes. */
const ROBOT = readFileSync(new URL('../../models/robot-cannon.ldr', import.meta.url), 'utf8').split('\n').filter((l) => !l.includes('2527c01'));
/** A post of two 1 x 1 bricks on the robot's shoulder, a Bar 3L along X from inside its top brick: a ship's mast and spar. */
const MAST = ['1 6 10 -72 10 1 0 0 0 1 0 0 0 1 3005.dat', '1 6 10 -96 10 1 0 0 0 1 0 0 0 1 3005.dat', '1 0 5 -86 10 0 1 0 -1 0 0 0 0 1 87994.dat'];
/** The library's complete monkey, its front hands round the spar and its body clear of the post: it clings by its hands. */
const MONKEY = '1 6 50 -95.9 33.9 1 0 0 0 1 0 0 0 1 2550c01.dat';

describe('animals clinging to a build', () => {
  it('a monkey holding on to a spar by its hands is a piece of its own, though what it clings to has a face of its own', async () => {
    const model = buildModel(await loadModel([...ROBOT, ...MAST, MONKEY].join('\n') + '\n', 'mast.ldr', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model);
    expect(team.members).toHaveLength(2);
    const monkey = team.members.find((m) => m.piece.parts.some((i) => model.parts[i]!.part === '2550.dat'))!;
    // The monkey's body, four arms and four hands; the spar stays with the mast.
    expect(monkey.piece.parts.map((i) => model.parts[i]!.part).sort()).toEqual(['2550.dat', '3818.dat', '3818.dat', '3819.dat', '3819.dat', '3820.dat', '3820.dat', '3820.dat', '3820.dat']);
    const robot = team.members.find((m) => m !== monkey)!;
    expect(robot.piece.parts.map((i) => model.parts[i]!.part)).toEqual(expect.arrayContaining(['3004p0b.dat', '87994.dat', '3005.dat']));
  });
  it('what dangles from a clinging monkey is not the monkey\'s: a cord of plates hanging from its hand stays apart', async () => {
    // Four 1 x 1 round plates stacked under the monkey's hind hand, touching it, held by nothing else (the rigging it hangs from).
    const cord = [-74, -66, -58, -50].map((y) => `1 7 65 ${y} 60 1 0 0 0 1 0 0 0 1 4073.dat`);
    const model = buildModel(await loadModel([...ROBOT, ...MAST, MONKEY, ...cord].join('\n') + '\n', 'mast.ldr', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model);
    const monkey = team.members.find((m) => m.piece.parts.some((i) => model.parts[i]!.part === '2550.dat'))!;
    expect(monkey.piece.parts).toHaveLength(9);
    expect(monkey.piece.parts.map((i) => model.parts[i]!.part)).not.toContain('4073.dat');
  });
});
