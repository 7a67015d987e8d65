import { describe, expect, it } from 'vitest';
import type { SceneData } from '../worker/protocol.ts';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import { layoutOfPiece, measurementLayout, type LayoutMeasurements } from './measurementLayout.ts';

const scene = (min: [number, number, number], max: [number, number, number]): SceneData => ({
  geometries: [],
  instances: [{ id: 'core', part: 'core.dat', geometry: null, colour: 1, matrix: [], min: [-20, -72, -10], max: [20, -40, 10] }],
  colours: [],
  bounds: { min, max },
});
const measurements = (over: Partial<LayoutMeasurements> = {}): LayoutMeasurements => ({
  pipLdu: 15.875,
  pipHeight: 6,
  pipHeightLdu: 96,
  pipSideWidth: 1,
  pipSideWidthLdu: 20,
  width: 4,
  widthLdu: 64,
  front: [0, 0, -1],
  ...over,
});

describe('measurementLayout', () => {
  const minifig = scene([-32, -100, -10], [32, 0, 10]);

  it('stands Pip Height on the ground (the lowest point, LDraw max Y) and runs it up pipHeightLdu', () => {
    const l = measurementLayout(minifig, measurements(), 0, []);
    const h = l.dimensions.find((d) => d.key === 'height')!;
    expect(h.from[1]).toBe(0);
    expect(h.to[1]).toBe(-96);
    expect([h.from[0], h.from[2]]).toEqual([h.to[0], h.to[2]]);
  });

  it('draws Side Width along the front across the Core and Width across the piece, at their lengths', () => {
    const l = measurementLayout(minifig, measurements(), 0, []);
    const side = l.dimensions.find((d) => d.key === 'side-width')!;
    expect(Math.abs(side.to[2] - side.from[2])).toBeCloseTo(20);
    expect(side.to[0]).toBeCloseTo(side.from[0]);
    const width = l.dimensions.find((d) => d.key === 'width')!;
    expect(Math.abs(width.to[0] - width.from[0])).toBeCloseTo(64);
    // In front: LDraw -Z, beyond the piece.
    expect(width.from[2]).toBeLessThan(-10);
    expect(l.arrowTip[2]).toBeLessThan(width.from[2]);
  });

  it('flags breaches of the rules maxima in red, from the numbers or the warnings', () => {
    const ok = measurementLayout(minifig, measurements(), 0, []);
    expect(ok.dimensions.map((d) => d.breach)).toEqual([false, false, false]);
    expect(ok.limit.breach).toBe(false);
    const tall = measurementLayout(minifig, measurements({ pipHeight: 16, width: 11 }), 0, []);
    expect(tall.dimensions.map((d) => [d.key, d.breach])).toEqual([['height', true], ['side-width', false], ['width', true]]);
    expect(tall.limit.breach).toBe(true);
    const warned = measurementLayout(minifig, measurements(), 0, ['Pip Side Width 9 p is over the rules\' maximum of 8 p']);
    expect(warned.dimensions.find((d) => d.key === 'side-width')!.breach).toBe(true);
  });

  it('keeps the pip grid to a few hundred lines on a big set', () => {
    const big = measurementLayout(scene([-2000, -1000, -2000], [2000, 0, 2000]), measurements(), 0, []);
    expect(big.grid.length / 6).toBeLessThanOrEqual(242);
    expect(big.gridPips).toBeGreaterThan(1);
  });
});

describe('layoutOfPiece', () => {
  const doc = (over: Partial<LayoutMeasurements> = {}) =>
    ({ parts: [{ id: 'core' }], piece: { measurements: { ...measurements(over), core: { part: 'core' } }, warnings: [] } }) as unknown as PieceDocument;

  it('works the layout out once per document and scene, the Core found by its part id', () => {
    const s = scene([-32, -100, -10], [32, 0, 10]);
    const d = doc();
    const first = layoutOfPiece(s, d);
    expect(layoutOfPiece(s, d)).toBe(first);
    expect(first).toEqual(measurementLayout(s, measurements(), 0, []));
    // A new analysis or a new scene: a new layout.
    expect(layoutOfPiece(s, doc({ pipHeightLdu: 48 }))).not.toBe(first);
    const other = scene([-32, -200, -10], [32, 0, 10]);
    expect(layoutOfPiece(other, d)).not.toBe(first);
    expect(layoutOfPiece(other, d)).toEqual(measurementLayout(other, measurements(), 0, []));
  });
});
