import { describe, expect, it } from 'vitest';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { buildText } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/**
 * A faceless robot its builder drew with its legs as submodels named the 8.3 way ("legl", "legr"), standing on a
 * 32 x 32 baseplate, and a minifig standing beside it (the shape of an old fan-built mech on its display plate).
 */
const SCENE = [
  '0 FILE scene.ldr',
  '1 2 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 robot.ldr',
  '1 16 160 -72 10 1 0 0 0 1 0 0 0 1 fig.ldr',
  '0 NOFILE',
  '0 FILE robot.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 legl.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 legr.ldr',
  '1 7 0 -72 0 1 0 0 0 1 0 0 0 1 2456.dat',
  '1 7 0 -96 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '0 NOFILE',
  '0 FILE legl.ldr',
  '1 0 -40 -24 10 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 0 -40 -48 10 1 0 0 0 1 0 0 0 1 3004.dat',
  '0 NOFILE',
  '0 FILE legr.ldr',
  '1 0 40 -24 10 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 0 40 -48 10 1 0 0 0 1 0 0 0 1 3004.dat',
  '0 NOFILE',
  '0 FILE fig.ldr',
  ...minifigLines(),
  '0 NOFILE',
].join('\n');

describe('a robot named by its builder, standing on a baseplate', () => {
  it('is a piece of its own beside the minifig, not scenery: the baseplate alone is the ground, and the robot walks on its two legs', async () => {
    const model = await buildText(SCENE, 'scene.mpd');
    const team = analyzeTeam(model, { element: 'Normal' });
    expect(team.members.map((m) => m.analysis.parts.length).sort((a, b) => a - b)).toEqual([6, 9]);
    const robot = team.members.find((m) => m.analysis.parts.length === 6)!.analysis;
    expect(robot.parts.every((p) => p.part !== '3811.dat')).toBe(true);
    expect(robot.measurements.baseType).toBe('legs');
    expect(robot.weapons.filter((w) => w.kind === 'hit' && w.parts.every((i) => robot.parts[i]!.part === '3004.dat'))).toHaveLength(2);
  });
});
