import { describe, expect, it } from 'vitest';
import type { SceneData } from '../worker/protocol.ts';
import { buildEdgeLines } from './buildEdgeLines.ts';

const line = Float32Array.of(0, 0, 0, 1, 0, 0);
const translate = (x: number) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, 0, 0, 1];
const scene: SceneData = {
  geometries: [{ key: 'a.dat', triangles: new Float32Array(0), triangleColours: new Int32Array(0), lines: line, doubleSided: false, min: [0, 0, 0], max: [1, 1, 1] }],
  instances: [0, 10, 20].map((x, i) => ({ id: String(i), part: 'a.dat', geometry: i === 1 ? null : 'a.dat', colour: 4, matrix: translate(x), min: [0, 0, 0] as const, max: [1, 1, 1] as const })),
  colours: [],
  bounds: { min: [0, 0, 0], max: [21, 1, 1] },
};

describe('buildEdgeLines', () => {
  const edges = buildEdgeLines(scene);
  const positions = edges.object.geometry.getAttribute('position').array;
  const colours = edges.object.geometry.getAttribute('color').array as Uint8Array;

  it('merges every placed part\'s lines in model space, skipping missing parts', () => {
    expect([...positions]).toEqual([0, 0, 0, 1, 0, 0, 20, 0, 0, 21, 0, 0]);
    expect(new Set(colours).size).toBe(1);
  });

  it('lights up only the selected parts\' edges, and puts them back', () => {
    const plain = colours.slice(0, 3);
    edges.setSelected([2]);
    expect([...colours.slice(0, 6)]).toEqual([...plain, ...plain]);
    expect([...colours.slice(6, 9)]).not.toEqual([...plain]);
    edges.setSelected([0, 1]);
    expect([...colours.slice(6, 12)]).toEqual([...plain, ...plain]);
    expect([...colours.slice(0, 3)]).not.toEqual([...plain]);
  });
});
