import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';

/**
 * A robot as the 6949 Robo-Guardian is built (batch 14): its pilot sits under a canopy in a submodel named as its head (the pilot drawn in a submodel of its own),
 * on a body of 2 x 4 bricks; two arms hang from its shoulders, one with a jet engine on the shoulder, the other with
 * one under its hand.
 */
const ROBOT = [
  '0 FILE robot.ldr',
  '0 Name: robot.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 body.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 robot head.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 left arm.ldr',
  '1 16 0 0 0 -1 0 0 0 1 0 0 0 -1 right arm.ldr',
  '0 NOFILE',
  '0 FILE body.ldr',
  '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 0 24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 0 48 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 0 72 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -30 96 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 30 96 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -30 120 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 30 120 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -30 144 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 30 144 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -30 168 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 30 168 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -80 24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 80 24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -80 48 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 80 48 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -80 72 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 80 72 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '0 NOFILE',
  '0 FILE robot head.ldr',
  '1 4 0 -8 0 1 0 0 0 1 0 0 0 1 3032.dat',
  '1 4 -50 -32 0 0 0 1 0 1 0 -1 0 0 3010.dat',
  '1 4 50 -32 0 0 0 1 0 1 0 -1 0 0 3010.dat',
  '1 4 -50 -56 0 0 0 1 0 1 0 -1 0 0 3010.dat',
  '1 4 50 -56 0 0 0 1 0 1 0 -1 0 0 3010.dat',
  '1 4 0 -64 30 1 0 0 0 1 0 0 0 1 3032.dat',
  '1 47 0 -8 -30 1 0 0 0 1 0 0 0 1 4474.dat',
  '1 7 0 -8 20 1 0 0 0 1 0 0 0 1 4079.dat',
  '1 1 0 -48 10 1 0 0 0 1 0 0 0 1 pilot.ldr',
  '0 NOFILE',
  '0 FILE pilot.ldr',
  ...posedMinifig(0, 0, 0, 'seated'),
  '0 NOFILE',
  '0 FILE left arm.ldr',
  '1 4 -130 16 0 1 0 0 0 1 0 0 0 1 3021.dat',
  '1 4 -140 24 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 4 -140 48 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 4 -140 72 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 0 -150 8 0 1 0 0 0 1 0 0 0 1 3475b.dat',
  '0 NOFILE',
  '0 FILE right arm.ldr',
  '1 4 -130 16 0 1 0 0 0 1 0 0 0 1 3021.dat',
  '1 4 -140 24 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 4 -140 48 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 4 -140 72 0 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 0 -140 96 0 0 0 1 0 1 0 -1 0 0 3475b.dat',
  '0 NOFILE',
].join('\n');

/** A speeder with two see-through cones on its nose and one see-through brick behind them. */
const SPEEDER = [
  '0 Speeder',
  '0 Name: speeder.ldr',
  '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3020.dat',
  '1 0 0 -24 30 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 47 0 -48 30 1 0 0 0 1 0 0 0 1 3065.dat',
  '1 42 -10 -24 -30 1 0 0 0 1 0 0 0 1 4589.dat',
  '1 42 10 -24 -30 1 0 0 0 1 0 0 0 1 4589.dat',
  '1 0 0 8 0 0 0 1 0 1 0 -1 0 0 3020.dat',
].join('\n');

const partsOf = (a: PieceAnalysis, section: string) => a.parts.flatMap((p, i) => (a.labels[i]!.section === section ? [p.part] : []));
const weaponOf = (a: PieceAnalysis, id: string) => {
  const i = a.parts.findIndex((p) => p.id === id);
  return a.weapons.filter((w) => w.parts.includes(i)).map((w) => `${w.kind} ${w.level}`);
};

describe('a robot with its pilot in its head', () => {
  it('has the whole submodel named as its head for its Head, not only the canopy and the pilot\'s head', async () => {
    const a = await analyzeText(`${ROBOT}\n`);
    expect(partsOf(a, 'head').sort()).toEqual(['3010.dat', '3010.dat', '3010.dat', '3010.dat', '3032.dat', '3032.dat', '3626c.dat', '4079.dat', '4474.dat']);
  });

  it('boosts with a jet engine on its shoulder, and shoots with one at its hand', async () => {
    const a = await analyzeText(`${ROBOT}\n`);
    const shoulder = a.parts.findIndex((p) => p.part === '3475b.dat' && p.submodel.at(-1) === 'left arm.ldr');
    expect(a.labels[shoulder]!.boost).toBe('rocket-booster');
    // The arm under it still punches.
    expect(weaponOf(a, a.parts.find((p) => p.part === '3004.dat' && p.submodel.at(-1) === 'left arm.ldr')!.id)).toEqual(['hit 0']);
    expect(weaponOf(a, a.parts.find((p) => p.part === '3475b.dat' && p.submodel.at(-1) === 'right arm.ldr')!.id)).toEqual(['gun 2']);
  });
});

/**
 * The same robot, its left arm a column hanging from the shoulder with a plate sticking out at its side and, standing on
 * it, a barrel of a round brick and a cone, the arm reaching on below it (the manned mech's arm guns beside its claw, batch 15).
 */
const ARM_GUN = ROBOT.replace(
  /0 FILE left arm\.ldr\n[^]*?0 NOFILE/,
  [
    '0 FILE left arm.ldr',
    '1 4 -130 16 0 1 0 0 0 1 0 0 0 1 3021.dat',
    ...[24, 48, 72, 96].map((y) => `1 4 -140 ${y} 0 0 0 1 0 1 0 -1 0 0 3004.dat`),
    '1 4 -140 120 0 0 0 1 0 1 0 -1 0 0 3023.dat',
    '1 4 -160 48 0 1 0 0 0 1 0 0 0 1 3023.dat',
    '1 0 -170 24 0 1 0 0 0 1 0 0 0 1 3062b.dat',
    '1 0 -170 0 0 1 0 0 0 1 0 0 0 1 3062b.dat',
    '1 42 -170 -24 0 1 0 0 0 1 0 0 0 1 4589.dat',
    '0 NOFILE',
  ].join('\n'),
);

describe('a gun built on an arm', () => {
  it('fires however the arm hangs in the file, and the arm reaching on past it still strikes: two weapons', async () => {
    const a = await analyzeText(`${ARM_GUN}\n`);
    const inArm = (part: string) => a.parts.find((p) => p.part === part && p.submodel.at(-1) === 'left arm.ldr')!.id;
    expect(weaponOf(a, inArm('4589.dat'))).toEqual(['gun 2']);
    expect(weaponOf(a, inArm('3004.dat'))).toEqual(['hit 0']);
  });
});

describe('see-through cones', () => {
  it('are no windows a crew looks out of: the see-through brick is', async () => {
    const a = await analyzeText(`${SPEEDER}\n`);
    const why = a.labels.find((l) => l.section === 'head')!.sectionReason;
    expect(why).toMatch(/the windows 3065\.dat are/);
    expect(partsOf(a, 'head')).not.toContain('4589.dat');
  });
});
