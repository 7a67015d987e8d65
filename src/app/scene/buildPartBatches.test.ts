import { BackSide, DoubleSide, FrontSide, Material, Raycaster, Vector3, Vector4, type Intersection } from 'three';
import { describe, expect, it } from 'vitest';
import type { SceneColour, SceneData, SceneGeometry } from '../worker/protocol.ts';
import { docFrame } from '../state/docFrame.ts';
import { applyPartColours } from './applyPartColours.ts';
import { buildPartBatches } from './buildPartBatches.ts';

const colour = (code: number, rgb: number, alpha = 255, finish: SceneColour['finish'] = 'solid'): SceneColour => ({ code, name: `c${code}`, rgb, edgeRgb: 0x333333, alpha, finish });
const tri = (n: number) => new Float32Array(n * 9).map((_, i) => (i % 9 === 4 ? 1 : i % 9 === 6 ? 1 : 0));
const geometry = (key: string, codes: number[]): SceneGeometry => ({ key, triangles: tri(codes.length), triangleColours: Int32Array.from(codes), lines: new Float32Array(6), doubleSided: false, min: [0, 0, 0], max: [1, 1, 0] });
const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
const MIRROR_X = [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
const instance = (geometry: string | null, code: number, matrix = IDENTITY) => ({ id: `${geometry}:${code}`, part: geometry ?? "missing.dat", geometry, colour: code, matrix, min: [0, 0, 0] as const, max: [1, 1, 1] as const });

// A plain brick twice (red, trans clear), a lamp with a fixed trans lens and a fixed black print, and a missing part.
const scene: SceneData = {
  geometries: [geometry('brick.dat', [16, 16]), geometry('lamp.dat', [16, 47, 0])],
  instances: [instance('brick.dat', 4), instance('brick.dat', 47), instance('lamp.dat', 4), instance(null, 4)],
  colours: [colour(4, 0xc91a09), colour(47, 0xfcfcfc, 128, 'transparent'), colour(0, 0x1b2a34)],
  bounds: { min: [0, 0, 0], max: [1, 1, 1] },
};

describe('buildPartBatches', () => {
  const batches = buildPartBatches(scene);
  const byName = new Map(batches.meshes.map((m) => [m.name, m]));

  it('draws one batch per material class in use', () => {
    expect([...byName.keys()].sort()).toEqual(['parts:solid:front', 'parts:transparent:double']);
    expect(batches.classes).toEqual(['solid', 'transparent']);
    expect((byName.get('parts:transparent:double')!.material as Material).transparent).toBe(true);
  });

  it('culls back faces of BFC-certified parts, the other side when a placement mirrors them, and neither on parts that are not certified', () => {
    const sided = buildPartBatches({
      ...scene,
      geometries: [...scene.geometries, { ...geometry('loose.dat', [16]), doubleSided: true }],
      instances: [instance('brick.dat', 4), instance('brick.dat', 4, MIRROR_X), instance('loose.dat', 4)],
    });
    const side = new Map(sided.meshes.map((m) => [m.name, (m.material as Material).side]));
    expect(Object.fromEntries(side)).toEqual({ 'parts:solid:front': FrontSide, 'parts:solid:back': BackSide, 'parts:solid:double': DoubleSide });
    expect(sided.slots.map((s) => s.map((slot) => slot.mesh.name))).toEqual([['parts:solid:front'], ['parts:solid:back'], ['parts:solid:double']]);
  });

  it('splits a part whose fixed colours fall in another class, and places missing parts as boxes', () => {
    expect(batches.slots.map((s) => s.map((slot) => slot.mesh.name))).toEqual([
      ['parts:solid:front'],
      ['parts:transparent:double'],
      ['parts:solid:front', 'parts:transparent:double'],
      ['parts:transparent:double'],
    ]);
    expect(batches.missing).toEqual([false, false, false, true]);
    // The lamp's solid half: its main and black triangles (6 vertices); the brick once, shared by both colours' batches.
    const solid = byName.get('parts:solid:front')!;
    expect(solid.geometry.getAttribute('position').count).toBe(2 * 3 + 2 * 3);
  });

  it('maps every batch instance back to its part', () => {
    for (const [part, slots] of batches.slots.entries()) {
      for (const slot of slots) expect(batches.partAt(slot.mesh, slot.instanceId)).toBe(part);
    }
    expect(batches.partAt(batches.meshes[0]!, undefined)).toBeNull();
  });

  it('writes the instance colour with opacity and state packed in alpha', () => {
    applyPartColours(batches, { scene, doc: null, frame: null, mode: 'colours', selection: [2], hovered: 0 });
    const read = (part: number, slot = 0) => {
      const s = batches.slots[part]![slot]!;
      return s.mesh.getColorAt(s.instanceId, new Vector4()) as Vector4;
    };
    expect(read(0).w).toBe(1 + 2 * 4); // opaque, hovered
    expect(read(1).w).toBeCloseTo(128 / 255 + 0, 6); // trans, no state
    expect(read(2, 0).w).toBe(1 + 2 * 2); // selected
    expect(read(2, 1).w).toBeCloseTo(128 / 255 + 2 * 2, 6); // its lens: blended though the part is opaque
    expect(read(3).x).toBeCloseTo(1, 5); // placeholder magenta (linear r = 1)
  });

  it('dims the parts outside the chosen piece: their colour fades toward the background and covers their prints', () => {
    const read = (part: number) => {
      const s = batches.slots[part]![0]!;
      return s.mesh.getColorAt(s.instanceId, new Vector4()) as Vector4;
    };
    applyPartColours(batches, { scene, doc: null, frame: null, mode: 'colours', selection: [], hovered: null });
    const red = read(0).clone();
    const lamp = read(2).w;
    // The piece is the lamp (part 2): the red brick is dimmed, the lamp drawn as it is.
    applyPartColours(batches, { scene, doc: null, frame: docFrame(scene, 1, [2]), mode: 'colours', selection: [], hovered: null });
    const dimmed = read(0);
    expect(dimmed.x).toBeGreaterThan(red.x - 0.2);
    expect(dimmed.y).toBeGreaterThan(red.y + 0.5);
    expect(dimmed.w).toBe(1 + 2 * 1); // opaque, its own colour over its prints
    expect(read(2).w).toBe(lamp);
  });

  it('reports the nearest pickable part per batch and lets the pointer through the parts that are not pickable', () => {
    const raycaster = new Raycaster(new Vector3(0.2, 0.2, -5), new Vector3(0, 0, 1));
    const hits = () => {
      const out: Intersection[] = [];
      for (const mesh of batches.meshes) {
        mesh.updateMatrixWorld(true);
        mesh.raycast(raycaster, out);
      }
      return new Set(out.map((h) => batches.partAt(h.object, h.batchId)));
    };
    // Every part sits in the same place: each batch's first instance is its nearest.
    expect(hits()).toEqual(new Set([0, 1]));
    batches.setPickable((part) => part === 2);
    expect(hits()).toEqual(new Set([2]));
    batches.setPickable(null);
    expect(hits()).toEqual(new Set([0, 1]));
  });
});
