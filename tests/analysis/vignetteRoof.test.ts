import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { splitModel } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { buildText } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/**
 * A sentry box on a 6 x 8 plate, its roof a red octagonal canopy (a windscreen part), with a guard standing on the plate
 * beside it, as the 6035 Black Falcon outpost is built (batch 16).
 */
const BOX = [
  '1 2 0 72 0 1 0 0 0 1 0 0 0 1 3036.dat',
  '1 15 -50 48 30 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 15 50 48 30 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 15 -50 24 30 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 15 50 24 30 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 15 -50 0 30 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 15 50 0 30 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 4 0 48 50 1 0 0 0 1 0 0 0 1 3010.dat',
  '1 4 0 24 50 1 0 0 0 1 0 0 0 1 3010.dat',
  '1 4 0 0 50 1 0 0 0 1 0 0 0 1 3010.dat',
  '1 4 0 -8 20 1 0 0 0 1 0 0 0 1 3036.dat',
  '1 4 0 -8 20 1 0 0 0 1 0 0 0 1 2418a.dat',
];
const GUARD = minifigLines().map((l) => {
  const f = l.split(' ');
  f[4] = String(Number(f[4]) - 40);
  return f.join(' ');
});
const scene = (roofColour: number) => `0 Outpost\n${[...BOX.map((l) => (l.endsWith('2418a.dat') ? l.replace(/^1 4 /, `1 ${roofColour} `) : l)), ...GUARD].join('\n')}\n`;

describe('a vignette with a windscreen in a solid colour', () => {
  it('has its guard as its one piece: the sentry box, roofed with a red canopy, is scenery on the floor plate', async () => {
    const model = await buildText(scene(4), 'outpost.ldr');
    const split = splitModel(model, findConnections(model.parts));
    expect(split.pieces.map((p) => p.parts.length)).toEqual([GUARD.length]);
    expect(split.scenery).toHaveLength(BOX.length);
  });

  it('but a see-through canopy is a cockpit someone looks out of: the box lives', async () => {
    const model = await buildText(scene(47), 'outpost.ldr');
    const split = splitModel(model, findConnections(model.parts));
    const canopy = model.parts.findIndex((p) => p.part === '2418a.dat');
    expect(split.pieces.some((p) => p.parts.includes(canopy))).toBe(true);
  });
});
