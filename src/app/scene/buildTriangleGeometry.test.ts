import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import type { SceneGeometry } from '../worker/protocol.ts';
import { buildTriangleGeometry } from './buildTriangleGeometry.ts';

/** Three triangles: the first in the main colour (16), the other two in red (4). */
const geometry: SceneGeometry = {
  key: 'three.dat',
  triangles: Float32Array.from({ length: 27 }, (_, k) => k),
  triangleColours: Int32Array.from([16, 4, 4]),
  lines: new Float32Array(0),
  doubleSided: false,
  min: [0, 0, 0],
  max: [26, 26, 26],
};
const RED = 0xc91a09;

describe('buildTriangleGeometry', () => {
  it('gives the chosen triangles in their order, main-colour ones white with alpha 1, fixed colours linear with alpha 0', () => {
    const built = buildTriangleGeometry(geometry, [2, 0], () => RED);
    expect([...(built.getAttribute('position').array as Float32Array)]).toEqual([...Array.from({ length: 9 }, (_, k) => 18 + k), ...Array.from({ length: 9 }, (_, k) => k)]);
    const red = new Color().setHex(RED);
    const colours = [...(built.getAttribute('color').array as Float32Array)];
    for (let v = 0; v < 3; v++) {
      expect(colours.slice(v * 4, v * 4 + 4).map((x) => Number(x.toFixed(5)))).toEqual([red.r, red.g, red.b, 0].map((x) => Number(x.toFixed(5))));
      expect(colours.slice(12 + v * 4, 16 + v * 4)).toEqual([1, 1, 1, 1]);
    }
    expect(built.boundingBox!.max.toArray()).toEqual([26, 26, 26]);
  });

  it('shares the part\'s positions when it takes all its triangles, and converts each fixed colour once', () => {
    let asked = 0;
    const built = buildTriangleGeometry(geometry, [0, 1, 2], () => (asked++, RED));
    expect(built.getAttribute('position').array).toBe(geometry.triangles);
    expect(asked).toBe(1);
    // Not all of them, or not in order: a copy.
    expect(buildTriangleGeometry(geometry, [1, 0, 2], () => RED).getAttribute('position').array).not.toBe(geometry.triangles);
  });
});
