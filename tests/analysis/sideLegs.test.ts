import { describe, expect, it } from 'vitest';
import type { ModelPart } from '../../src/ldraw/buildModel.ts';
import type { ConnectionGraph } from '../../src/analysis/findConnections.ts';
import { findSideLegs } from '../../src/analysis/findSideLegs.ts';

/** A part as findSideLegs sees it: its box (LDU, -Y up). */
const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): ModelPart => ({ bodyBounds: { min: [x0, y0, z0], max: [x1, y1, z1] } }) as unknown as ModelPart;

/**
 * A creature facing -Z: a body of four bricks side by side (x -40..40), and low on it, two parts a side, each held by the
 * body's outer brick and reaching `out` LDU past it.
 */
function legs(out: number) {
  const body = [-40, -20, 0, 20].map((x) => box(x, x + 20, -48, -24, -40, 40));
  const leg = (x0: number, x1: number, z: number) => box(x0, x1, -24, 0, z, z + 20);
  const parts = [...body, leg(40 - 10, 40 + out, -40), leg(40 - 10, 40 + out, 20), leg(-40 - out, -40 + 10, -40), leg(-40 - out, -40 + 10, 20)];
  const held = parts.map((_, i) => (i === 4 || i === 5 ? [3] : i === 6 || i === 7 ? [0] : i === 3 ? [4, 5] : i === 0 ? [6, 7] : []));
  return findSideLegs(parts, { held } as unknown as ConnectionGraph, new Set(), [0, 0, -1]);
}

describe('legs sticking out at the side of a small creature', () => {
  it('parts reaching half a stud past the body, two on each side, are four legs; with an exporter\'s rounding a hair short of it, still', () => {
    expect(legs(10)).toHaveLength(4);
    expect(legs(9.9996)).toHaveLength(4);
  });

  it('parts reaching less than half a stud out are no legs', () => {
    expect(legs(6)).toEqual([]);
  });
});
