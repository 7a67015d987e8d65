import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/** A minifig standing on the table, its feet at 0 (the crate figure of kitLyingAbout, set down on the floor). */
const FIGURE = [
  '1 14 0 -96 10 1 0 0 0 1 0 0 0 1 3626bp01.dat',
  '1 4 0 -72 10 1 0 0 0 1 0 0 0 1 973p01.dat',
  '1 4 -15.552 -63 10 0.985 -0.17 0 0.17 0.985 0 0 0 1 3818.dat',
  '1 4 15.552 -63 10 0.985 0.17 0 -0.17 0.985 0 0 0 1 3819.dat',
  '1 14 -23.6904 -45.226 0.1018 0.985 -0.1202 0.1202 0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 14 23.6904 -45.226 0.1018 0.985 0.1202 -0.1202 -0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 0 0 -40 10 1 0 0 0 1 0 0 0 1 3815b.dat',
  '1 0 0 -28 10 1 0 0 0 1 0 0 0 1 3816b.dat',
  '1 0 0 -28 10 1 0 0 0 1 0 0 0 1 3817b.dat',
];

/** Over him, standing on the table too, a face on a gantry: two columns of 2 x 2 bricks and a 2 x 8 plate across them. */
const GANTRY = [
  ...[-24, -48, -72, -96, -120, -144].flatMap((y) => [`1 7 -60 ${y} 0 1 0 0 0 1 0 0 0 1 3003.dat`, `1 7 60 ${y} 0 1 0 0 0 1 0 0 0 1 3003.dat`]),
  '1 7 0 -152 0 1 0 0 0 1 0 0 0 1 3034.dat',
  '1 15 0 -176 10 1 0 0 0 1 0 0 0 1 3005pe5.dat',
];

describe('a figure standing on the table', () => {
  // The Dragon Defender's halberdier stands in front of the trebuchet, inside its box only because the dragon's head
  // juts out over him: he is his own piece, not a prisoner shut inside it.
  it('is its own piece, though the build beside it reaches over him', async () => {
    const model = await buildText(`0 Scene\n${[...GANTRY, ...FIGURE].join('\n')}\n`, 'scene.ldr');
    const split = findPieces(model.parts, findConnections(model.parts), 'scene');
    const figure = split.pieces.find((p) => p.parts.some((i) => model.parts[i]!.part === '973p01.dat'))!;
    expect(figure.parts).toHaveLength(FIGURE.length);
    expect(split.pieces.find((p) => p.parts.some((i) => model.parts[i]!.part === '3005pe5.dat'))).not.toBe(figure);
  });
});

/**
 * A rover on big wheels (their tread at y 61.8, the table), a windscreen on its 2 x 4 brick, and the reference minifig
 * standing on the table beside its rear wheel, so close that the file lays his left leg through the tyre (as the 6893
 * Orion II's mechanic stands with a leg through the ship's canopy).
 */
const TABLE = 61.802;
const ROVER = [...wheeledChassis(15), '1 15 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat', '1 40 0 -72 -20 1 0 0 0 1 0 0 0 1 3823.dat'];
const MECHANIC = minifigLines().map((l) => {
  const f = l.split(/\s+/);
  return [...f.slice(0, 2), Number(f[2]) + 100, Number(f[3]) + TABLE - 72, Number(f[4]) + 60, ...f.slice(5)].join(' ');
});

describe('a figure standing on the table against a vehicle', () => {
  it('its feet on the table, it rides nothing its legs brush against: the rover and the figure are two pieces', async () => {
    const model = await buildText(`0 Scene\n${[...ROVER, ...MECHANIC].join('\n')}\n`, 'scene.ldr');
    const graph = findConnections(model.parts);
    const leg = model.parts.findIndex((p) => p.part === '3817b.dat');
    expect(model.parts[leg]!.bodyBounds.max[1]).toBeCloseTo(TABLE, 2);
    expect(graph.held[leg]!.some((j) => /^Wheel\b/.test(model.parts[j]!.file?.description ?? ''))).toBe(true);
    const split = findPieces(model.parts, graph, 'scene');
    expect(split.pieces).toHaveLength(2);
    const figure = split.pieces.find((p) => p.parts.includes(leg))!;
    expect(figure.parts).toHaveLength(MECHANIC.length);
  });
});
