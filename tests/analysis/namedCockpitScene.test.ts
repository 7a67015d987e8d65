import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/**
 * A Classic Space scene (Galaxy Explorer, 928): on a 32 x 32 baseplate, a ship 24 x 16 studs of eight 8 x 8 plates
 * with a printed eye tile and a cockpit its builder named ("Ship - Cockpit Hatch": a trans-blue 4 x 4 plate, no windscreen
 * part), and an astronaut standing beside it.
 */
const SCENE = (cockpit: string) => [
  '0 FILE scene.ldr',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 ship.ldr',
  '1 16 -280 -72 -280 1 0 0 0 1 0 0 0 1 astronaut.ldr',
  '0 NOFILE',
  '0 FILE ship.ldr',
  ...[-160, 0, 160].flatMap((x) => [-80, 80].map((z) => `1 1 ${x} -8 ${z} 1 0 0 0 1 0 0 0 1 41539.dat`)),
  // (A second layer over the seams holds the six together.)
  '1 1 -80 -16 0 1 0 0 0 1 0 0 0 1 41539.dat',
  '1 1 80 -16 0 1 0 0 0 1 0 0 0 1 41539.dat',
  '1 15 -30 -8 -130 1 0 0 0 1 0 0 0 1 98138p07.dat',
  `1 16 0 -8 120 1 0 0 0 1 0 0 0 1 ${cockpit}`,
  '0 NOFILE',
  `0 FILE ${cockpit}`,
  '1 41 0 0 0 1 0 0 0 1 0 0 0 1 3031.dat',
  '0 NOFILE',
  '0 FILE astronaut.ldr',
  ...minifigLines(),
  '0 NOFILE',
].join('\n');

async function pieces(cockpit: string) {
  const model = await buildText(`${SCENE(cockpit)}\n`, 'scene.mpd');
  return { model, split: findPieces(model.parts, findConnections(model.parts), 'scene') };
}

describe('a ship standing on a scene', () => {
  it('a ship as big as a building, with a cockpit its builder named, is a craft: a piece of its own beside the astronaut', async () => {
    const { model, split } = await pieces('ship - cockpit hatch.ldr');
    expect(split.pieces).toHaveLength(2);
    expect(split.pieces.some((p) => p.parts.some((i) => model.parts[i]!.part === '3031.dat') && p.parts.length === 10)).toBe(true);
  });

  it('the same structure with its top named a roof hatch is a building of the scene, as big as it is', async () => {
    const { model, split } = await pieces('ship - roof hatch.ldr');
    expect(split.pieces).toHaveLength(1);
    expect(split.scenery.some((i) => model.parts[i]!.part === '3031.dat')).toBe(true);
  });
});
