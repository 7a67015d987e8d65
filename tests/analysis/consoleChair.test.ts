import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { mpdText } from '../support/mpdText.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

const mpd = mpdText;

/**
 * A command base on a baseplate, drawn as its own submodel: a floor of four 8 x 8 plates joined by 2 x 4 plates, 16
 * studs square, its operator (drawn apart) seated on it, the backs of his legs on its studs, and a rack of five 2 x 2
 * bricks; on the rack rests a craft drawn apart, two 4 x 8 wings on two 2 x 4 plates, a steering stand with its pilot
 * seated at it, and a brick of positioning rockets (as the 6970 Beta I Command Base's launch rack carries its spacecraft).
 */
const BASE = mpd({
  'scene.ldr': ['1 2 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 base.ldr', '1 16 80 -128 80 1 0 0 0 1 0 0 0 1 craft.ldr'],
  'base.ldr': [
    ...[[-80, -80], [-80, 80], [80, -80], [80, 80]].map(([x, z]) => `1 7 ${x} -8 ${z} 1 0 0 0 1 0 0 0 1 41539.dat`),
    ...[-80, 80].flatMap((v) => [`1 7 0 -16 ${v} 1 0 0 0 1 0 0 0 1 3020.dat`, `1 7 ${v} -16 0 0 0 1 0 1 0 -1 0 0 3020.dat`]),
    '1 16 0 0 0 1 0 0 0 1 0 0 0 1 operator.ldr',
    ...[-32, -56, -80, -104, -128].map((y) => `1 7 80 ${y} 80 1 0 0 0 1 0 0 0 1 3003.dat`),
  ],
  'operator.ldr': posedMinifig(-80, -61, -80, 'seated'),
  'craft.ldr': [
    '1 15 -40 -8 0 1 0 0 0 1 0 0 0 1 3933.dat', '1 15 40 -8 0 1 0 0 0 1 0 0 0 1 3934.dat',
    '1 15 0 -8 20 1 0 0 0 1 0 0 0 1 3020.dat', '1 15 0 -8 -20 1 0 0 0 1 0 0 0 1 3020.dat',
    '1 0 0 -16 -30 1 0 0 0 1 0 0 0 1 3829c01.dat', '1 15 40 -32 20 1 0 0 0 1 0 0 0 1 3963.dat', ...posedMinifig(0, -69, 10, 'seated'),
  ],
});

describe('a figure seated in a command base that a craft rests on', () => {
  it('sits on furniture fixed to the ground: a piece of its own, riding neither the base nor the craft', async () => {
    const model = await buildText(BASE);
    const split = findPieces(model.parts, findConnections(model.parts));
    // The operator's head, at the base's -X -Z corner (the pilot's is on the craft at +X +Z).
    const head = model.parts.findIndex((p) => p.part === '3626c.dat' && p.bodyBounds.max[0]! < 0);
    const figure = split.pieces.find((p) => p.parts.includes(head))!;
    expect(figure).toBeDefined();
    expect(figure.parts.some((i) => ['3933.dat', '3003.dat', '41539.dat'].includes(model.parts[i]!.part))).toBe(false);
    expect(split.pieces.some((p) => p.parts.some((i) => model.parts[i]!.part === '3933.dat'))).toBe(true);
  });
});
