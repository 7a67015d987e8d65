import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { mpdText } from '../support/mpdText.ts';

/**
 * A base on a baseplate: a floor of four 8 x 8 plates joined by 2 x 4 plates, 16 studs square, and a column of 2 x 2
 * bricks; on the column a craft nobody flies, drawn apart: two 4 x 8 wing plates on two 2 x 4 plates, and a submodel
 * its builder named the cockpit, a 2 x 4 brick with a slope on it (as the 6987 Message-Intercept Base's Blacktron
 * ship parks on its deck).
 */
const BASE = mpdText({
  'scene.ldr': ['1 2 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 base.ldr', '1 16 80 -56 80 1 0 0 0 1 0 0 0 1 ship.ldr'],
  'base.ldr': [
    ...[[-80, -80], [-80, 80], [80, -80], [80, 80]].map(([x, z]) => `1 7 ${x} -8 ${z} 1 0 0 0 1 0 0 0 1 41539.dat`),
    ...[-80, 80].flatMap((v) => [`1 7 0 -16 ${v} 1 0 0 0 1 0 0 0 1 3020.dat`, `1 7 ${v} -16 0 0 0 1 0 1 0 -1 0 0 3020.dat`]),
    ...[-32, -56].map((y) => `1 7 80 ${y} 80 1 0 0 0 1 0 0 0 1 3003.dat`),
  ],
  'ship.ldr': [
    '1 0 -40 -8 0 1 0 0 0 1 0 0 0 1 3933.dat', '1 0 40 -8 0 1 0 0 0 1 0 0 0 1 3934.dat',
    '1 0 0 -8 20 1 0 0 0 1 0 0 0 1 3020.dat', '1 0 0 -8 -20 1 0 0 0 1 0 0 0 1 3020.dat',
    '1 16 0 -8 -20 1 0 0 0 1 0 0 0 1 cockpit.ldr',
  ],
  'cockpit.ldr': ['0 Cockpit', '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat', '1 0 0 -48 0 1 0 0 0 1 0 0 0 1 3039.dat'],
});

describe('a pilotless craft with a cockpit its builder named, parked on a base', () => {
  it('is a piece of its own, not the base\'s scenery', async () => {
    const model = await buildText(BASE);
    const split = findPieces(model.parts, findConnections(model.parts));
    const wing = model.parts.findIndex((p) => p.part === '3933.dat');
    const craft = split.pieces.find((p) => p.parts.includes(wing));
    expect(craft).toBeDefined();
    expect(craft!.parts.map((i) => model.parts[i]!.part)).toEqual(expect.arrayContaining(['3934.dat', '3001.dat', '3039.dat']));
    expect(craft!.parts.some((i) => model.parts[i]!.part === '41539.dat')).toBe(false);
  });
});
