import { type LineSegments, Vector3 } from 'three';
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
  const positions = edges.geometry.getAttribute('position').array;
  const colours = edges.geometry.getAttribute('color').array as Uint8Array;

  it('merges every placed part\'s lines in model space, skipping missing parts', () => {
    expect([...positions]).toEqual([0, 0, 0, 1, 0, 0, 20, 0, 0, 21, 0, 0]);
    // One colour, opaque (RGBA bytes).
    expect(new Set(colours.filter((_, i) => i % 4 !== 3)).size).toBe(1);
    expect(colours.filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
  });

  it('lights up only the selected parts\' edges, and puts them back', () => {
    // Four bytes a vertex, two vertices a part: part 0's line is vertices 0-1, part 2's vertices 2-3.
    const plain = colours.slice(0, 4);
    edges.setSelected([2]);
    expect([...colours.slice(0, 8)]).toEqual([...plain, ...plain]);
    expect([...colours.slice(8, 12)]).not.toEqual([...plain]);
    edges.setSelected([0, 1]);
    expect([...colours.slice(8, 16)]).toEqual([...plain, ...plain]);
    expect([...colours.slice(0, 4)]).not.toEqual([...plain]);
  });
});

describe('buildEdgeLines in chunks', () => {
  // 200 parts in two clusters 1,000 LDU apart, alternating in the file: file order would put both in every chunk.
  const far = {
    ...scene,
    instances: Array.from({ length: 200 }, (_, i) => {
      const x = (i % 2) * 1000 + Math.floor(i / 2);
      return { id: String(i), part: 'a.dat', geometry: 'a.dat', colour: 4, matrix: translate(x), min: [x, 0, 0] as const, max: [x + 1, 1, 1] as const };
    }),
    bounds: { min: [0, 0, 0] as const, max: [1100, 1, 1] as const },
  };
  const edges = buildEdgeLines(far);
  const positions = edges.geometry.getAttribute('position').array;
  const chunks = edges.object.children as LineSegments[];

  it('draws every line once, in chunks that each hold nearby parts only', () => {
    expect(chunks.length).toBeGreaterThan(1);
    const covered = new Uint8Array(positions.length / 3);
    for (const chunk of chunks) {
      const { start, count } = chunk.geometry.drawRange;
      const box = chunk.geometry.boundingBox!;
      // Nearby: one cluster's width, never both.
      expect(box.max.x - box.min.x).toBeLessThan(200);
      for (let v = start; v < start + count; v++) {
        covered[v]!++;
        expect(box.containsPoint(new Vector3(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!))).toBe(true);
      }
    }
    expect([...covered].every((n) => n === 1)).toBe(true);
  });

  it('lights a part\'s own lines wherever the chunks put them', () => {
    const colours = edges.geometry.getAttribute('color').array as Uint8Array;
    const plain = colours.slice(0, 4).join();
    edges.setSelected([1]);
    const lit: number[] = [];
    for (let v = 0; v < positions.length / 3; v++) if (colours.slice(v * 4, v * 4 + 4).join() !== plain) lit.push(positions[v * 3]!);
    // Part 1 is the first of the far cluster: its line runs from x 1000 to 1001.
    expect(lit.sort()).toEqual([1000, 1001]);
  });

  it('gives a part set\'s lines as a few draw ranges holding every vertex of those parts, one material per pass', () => {
    const asked = [1, 3, 150, 151];
    const objects = edges.linesOf(asked, 'over');
    expect(objects.length).toBeGreaterThan(0);
    // Each asked part's line (x from its matrix) lies in a drawn range.
    for (const part of asked) {
      const x = (part % 2) * 1000 + Math.floor(part / 2);
      const drawn = objects.some((o) => {
        const { start, count } = o.geometry.drawRange;
        for (let v = start; v < start + count; v++) if (positions[v * 3] === x && positions[v * 3 + 3] === x + 1) return true;
        return false;
      });
      expect(drawn, `part ${part}`).toBe(true);
    }
    const other = edges.linesOf([0], 'with');
    expect(other[0]!.material).not.toBe(objects[0]!.material);
    expect(edges.linesOf([], 'over')).toEqual([]);
  });
});
