import { Vector4 } from 'three';
import { describe, expect, it } from 'vitest';
import type { SceneData, SceneInstance } from '../worker/protocol.ts';
import { applyPartColours } from './applyPartColours.ts';
import { buildEdgeLines } from './buildEdgeLines.ts';
import { buildPartBatches } from './buildPartBatches.ts';
import { findTwins } from './findTwins.ts';

const at = (x: number, y = 0, turn: readonly number[] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]) => [...turn, x, y, 0, 1];
const MIRRORED = [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];
const part = (matrix: readonly number[], colour = 4, geometry: string | null = 'brick.dat'): SceneInstance => ({ id: '1', part: 'brick.dat', geometry, colour, matrix, min: [0, 0, 0], max: [1, 1, 1] });
const sceneOf = (instances: SceneInstance[]): SceneData => ({
  geometries: [{ key: 'brick.dat', triangles: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), triangleColours: Int32Array.of(16), lines: Float32Array.of(0, 0, 0, 1, 0, 0), doubleSided: false, min: [0, 0, 0], max: [1, 1, 0] }],
  instances,
  colours: [{ code: 4, name: 'Red', rgb: 0xc91a09, edgeRgb: 0x333333, alpha: 255, finish: 'solid' }, { code: 1, name: 'Blue', rgb: 0x0055bf, edgeRgb: 0x333333, alpha: 255, finish: 'solid' }],
  bounds: { min: [0, 0, 0], max: [1, 1, 1] },
});

describe('findTwins', () => {
  it('pairs copies of a part in the same colour and turn within 0.1 LDU, and nothing else', () => {
    const scene = sceneOf([
      part(at(0)),
      part(at(0)), // the same
      part(at(0.04, 0.03)), // a hair apart
      part(at(20)), // beside it
      part(at(0), 1), // another colour
      part(at(0, 0, MIRRORED)), // mirrored
      part(at(0), 4, null), // missing: placed by its box
      part(at(5), 4, null), // missing, the same box
      part(at(20.02)), // a hair from the one beside
    ]);
    expect([...findTwins(scene)]).toEqual([0, 0, 0, 3, 4, 5, 6, 6, 3]);
  });

  it('draws a crowd of copies a hair apart once (more than 8 within 1 LDU), but each of a few that close (a cable\'s segments)', () => {
    const crowd = Array.from({ length: 20 }, (_, k) => part(at(100 + k * 0.02)));
    const cable = [part(at(0)), part(at(0.5)), part(at(1.0))];
    expect([...findTwins(sceneOf([...cable, ...crowd]))]).toEqual([0, 1, 2, ...crowd.map(() => 3)]);
  });

  it('draws 1,000 bricks in one spot once, each of them picked and lit through that one copy', () => {
    const scene = sceneOf(Array.from({ length: 1000 }, () => part(at(0))));
    const batches = buildPartBatches(scene);
    expect(batches.meshes.map((m) => m.instanceCount)).toEqual([1]);
    const drawn = batches.slots[0]![0]!;
    expect(batches.slots.every((s) => s.length === 1 && s[0] === drawn)).toBe(true);
    expect(batches.partAt(drawn.mesh, drawn.instanceId)).toBe(0);
    // Selecting the 500th lights the copy drawn for it, though the others are not selected.
    applyPartColours(batches, { scene, doc: null, frame: null, mode: 'colours', selection: [499], hovered: null });
    expect((drawn.mesh.getColorAt(drawn.instanceId, new Vector4()) as Vector4).w).toBe(1 + 2 * 2);
    const edges = buildEdgeLines(scene);
    expect(edges.geometry.getAttribute('position').count).toBe(2);
    batches.dispose();
    edges.dispose();
  });
});
