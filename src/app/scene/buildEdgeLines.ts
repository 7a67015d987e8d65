import { Box3, BufferAttribute, BufferGeometry, Color, Group, LineBasicMaterial, LineSegments, type Object3D, Sphere, Vector3 } from 'three';
import type { SceneData, SceneGeometry } from '../worker/protocol.ts';
import { findTwins } from './findTwins.ts';

/** LDraw draws edges in each colour's edge colour; one dark gray keeps them to one draw call and reads on every colour but black. */
export const EDGE_RGB = 0x333333;
/** Selected parts' edges: the selection orange of createPartMaterial, so a selection reads in tint modes too. */
export const SELECTED_EDGE_RGB = 0xff7a1a;
/** Edges of parts outside the chosen piece: faint, as their faces are. */
export const DIMMED_EDGE_RGB = 0xc4c8ce;

/** The two passes a frame that redraws some parts draws lines in: with the changed parts, or over them. */
export type LinePass = 'with' | 'over';

export interface EdgeLines {
  /** The lines as the view draws them: chunks of nearby parts, each culled on its own. */
  readonly object: Object3D;
  /** Every line in one geometry (the chunks share its buffers): for export. */
  readonly geometry: BufferGeometry;
  /** Recolours the edges of the parts whose selection changed; uploads only their ranges. */
  setSelected(parts: readonly number[]): void;
  /**
   * The parts' lines as a few objects of their own, sharing the buffers: runs of the buffer holding them (with
   * other parts' lines where a gap between two is short: drawn again, they change nothing), for a frame that
   * redraws them alone. Each pass has its own material, so a frame can draw the two with different stencil
   * settings (overdrawParts). The objects are reused by the next call for the same pass.
   */
  linesOf(parts: Iterable<number>, pass: LinePass): readonly LineSegments[];
  /** Recolours the edges of the parts that are dimmed (outside the chosen piece), or are no longer. */
  setDimmed(isDimmed: (part: number) => boolean): void;
  dispose(): void;
}

/** Parts per chunk of lines: few enough that a view of a corner of a big set culls most chunks, enough that a whole view is a few hundred draw calls at most. */
const CHUNK_PARTS = 32;

/**
 * Every part's edge lines, transformed to model space, in one pair of buffers
 * drawn as chunks of nearby parts (parts in Morton order of their boxes' centres):
 * a view of one corner, or a frame redrawing one rectangle (FrameComposer), culls
 * the chunks outside it. Vertex colours (one byte per channel) let a selection
 * light up its parts' edges. Not pickable: lines are left out of raycasting. A copy
 * in the same place as an earlier one (findTwins) has no lines of its own: the
 * earlier one's are lit for it.
 */
export function buildEdgeLines(scene: SceneData): EdgeLines {
  const geometries = new Map<string, SceneGeometry>(scene.geometries.map((g) => [g.key, g]));
  const twins = findTwins(scene);
  const linesOf = (i: number) => {
    const instance = scene.instances[i]!;
    return instance.geometry === null || twins[i] !== i ? undefined : geometries.get(instance.geometry);
  };
  const order = spatialOrder(scene, (i) => (linesOf(i)?.lines.length ?? 0) > 0);
  const drawnParts = order.parts;
  // Vertex range of each part: part i owns vertices from[i] .. from[i] + count[i].
  const from = new Int32Array(scene.instances.length);
  const count = new Int32Array(scene.instances.length);
  let total = 0;
  for (const i of drawnParts) {
    from[i] = total;
    count[i] = linesOf(i)!.lines.length / 3;
    total += count[i]!;
  }
  const positions = new Float32Array(total * 3);
  for (const i of drawnParts) {
    const m = scene.instances[i]!.matrix;
    const m0 = m[0]!, m1 = m[1]!, m2 = m[2]!, m4 = m[4]!, m5 = m[5]!, m6 = m[6]!, m8 = m[8]!, m9 = m[9]!, m10 = m[10]!, m12 = m[12]!, m13 = m[13]!, m14 = m[14]!;
    const src = linesOf(i)!.lines;
    let o = from[i]! * 3;
    for (let k = 0; k < src.length; k += 3) {
      const x = src[k]!, y = src[k + 1]!, z = src[k + 2]!;
      positions[o++] = m0 * x + m4 * y + m8 * z + m12;
      positions[o++] = m1 * x + m5 * y + m9 * z + m13;
      positions[o++] = m2 * x + m6 * y + m10 * z + m14;
    }
  }
  const plain = bytes(EDGE_RGB);
  const lit = bytes(SELECTED_EDGE_RGB);
  const faint = bytes(DIMMED_EDGE_RGB);
  // RGBA, not RGB: a three-byte vertex format is no native GPU format, and ANGLE converts such a buffer whole
  // for every draw that reads it (with a chunk per draw, seconds a frame in software GL).
  const colours = new Uint8Array(total * 4);
  // Fill by doubling the filled prefix: a million vertices in ~20 copies instead of a million set() calls.
  if (colours.length > 0) {
    colours.set(plain);
    for (let filled = 4; filled < colours.length; filled *= 2) colours.copyWithin(filled, 0, Math.min(filled, colours.length - filled));
  }
  const position = new BufferAttribute(positions, 3);
  const colour = new BufferAttribute(colours, 4, true);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', position);
  geometry.setAttribute('color', colour);
  // The model's box bounds every edge: three would otherwise read all the lines' vertices for it.
  geometry.boundingBox = new Box3(new Vector3(...scene.bounds.min), new Vector3(...scene.bounds.max));
  geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
  const material = new LineBasicMaterial({ vertexColors: true });
  const object = new Group();
  object.name = 'edges';
  const chunks: BufferGeometry[] = [];
  for (const parts of chunksOf(order.parts, order.codes)) {
    const chunk = new BufferGeometry();
    chunk.setAttribute('position', position);
    chunk.setAttribute('color', colour);
    chunk.setDrawRange(from[parts[0]!]!, parts.reduce((n, p) => n + count[p]!, 0));
    // The parts' boxes bound the chunk's lines.
    const box = new Box3();
    for (const p of parts) box.union(new Box3(new Vector3(...scene.instances[p]!.min), new Vector3(...scene.instances[p]!.max)));
    chunk.boundingBox = box;
    chunk.boundingSphere = box.getBoundingSphere(new Sphere());
    const lines = new LineSegments(chunk, material);
    lines.raycast = () => {};
    object.add(lines);
    chunks.push(chunk);
  }

  const pool = { with: [] as LineSegments[], over: [] as LineSegments[] };
  const passMaterial = { with: new LineBasicMaterial({ vertexColors: true }), over: new LineBasicMaterial({ vertexColors: true }) };
  let selected = new Set<number>();
  let dimmed = new Set<number>();
  const plainOf = (part: number) => (dimmed.has(part) ? faint : plain);
  const paint = (part: number, rgb: Uint8Array) => {
    const drawn = twins[part] ?? part;
    const first = from[drawn];
    const n = count[drawn];
    if (first === undefined || !n) return;
    for (let i = first * 4; i < (first + n) * 4; i += 4) colours.set(rgb, i);
    colour.addUpdateRange(first * 4, n * 4);
    colour.needsUpdate = true;
  };
  return {
    object,
    geometry,
    setSelected(parts) {
      const next = new Set(parts);
      for (const p of selected) if (!next.has(p)) paint(p, plainOf(p));
      for (const p of next) if (!selected.has(p)) paint(p, lit);
      selected = next;
    },
    linesOf(parts, pass) {
      const ranges: [number, number][] = [];
      for (const part of new Set([...parts].map((p) => twins[p] ?? p))) if (count[part]) ranges.push([from[part]!, from[part]! + count[part]!]);
      ranges.sort((a, b) => a[0] - b[0]);
      const runs: [number, number][] = [];
      for (const r of ranges) {
        const last = runs[runs.length - 1];
        if (last && r[0] - last[1] <= RUN_GAP) last[1] = Math.max(last[1], r[1]);
        else runs.push([r[0], r[1]]);
      }
      const objects = pool[pass];
      while (objects.length < runs.length) {
        const g = new BufferGeometry();
        g.setAttribute('position', position);
        g.setAttribute('color', colour);
        // Never culled: the caller chose the parts.
        g.boundingBox = geometry.boundingBox;
        g.boundingSphere = geometry.boundingSphere;
        const lines = new LineSegments(g, passMaterial[pass]);
        lines.raycast = () => {};
        lines.frustumCulled = false;
        objects.push(lines);
      }
      return runs.map(([a, b], k) => {
        objects[k]!.geometry.setDrawRange(a, b - a);
        return objects[k]!;
      });
    },
    setDimmed(isDimmed) {
      const next = new Set<number>();
      for (let p = 0; p < scene.instances.length; p++) if (isDimmed(p)) next.add(p);
      const before = dimmed;
      dimmed = next;
      for (let p = 0; p < scene.instances.length; p++) {
        if (before.has(p) !== next.has(p) && !selected.has(p)) paint(p, plainOf(p));
      }
    },
    dispose() {
      for (const chunk of chunks) chunk.dispose();
      for (const lines of [...pool.with, ...pool.over]) lines.geometry.dispose();
      passMaterial.with.dispose();
      passMaterial.over.dispose();
      geometry.dispose();
      material.dispose();
    },
  };
}

/** Vertices between two parts' lines that a redraw of both draws too, rather than a draw call more. */
const RUN_GAP = 512;

/** Bits per axis of the Morton code: a 1,024-cell grid over the model's box. */
const MORTON_BITS = 10;

/**
 * The parts that pass `drawn`, ordered along a Z-order curve through their boxes' centres (neighbours in
 * the list are near in space), with their Morton codes.
 */
function spatialOrder(scene: SceneData, drawn: (part: number) => boolean): { parts: number[]; codes: number[] } {
  const { min, max } = scene.bounds;
  const cells = (1 << MORTON_BITS) - 1;
  const cell = (v: number, axis: 0 | 1 | 2) => {
    const span = max[axis] - min[axis];
    return span > 0 ? Math.min(cells, Math.max(0, Math.floor(((v - min[axis]) / span) * cells))) : 0;
  };
  const code = new Map<number, number>();
  const parts: number[] = [];
  scene.instances.forEach((instance, i) => {
    if (!drawn(i)) return;
    const c = [0, 1, 2].map((a) => cell((instance.min[a]! + instance.max[a]!) / 2, a as 0 | 1 | 2));
    let k = 0;
    // Interleave the bits, high to low (30 bits: exact in a double).
    for (let b = MORTON_BITS - 1; b >= 0; b--) k = k * 8 + ((c[0]! >> b) & 1) * 4 + ((c[1]! >> b) & 1) * 2 + ((c[2]! >> b) & 1);
    code.set(i, k);
    parts.push(i);
  });
  // Ties keep the file's order.
  parts.sort((a, b) => code.get(a)! - code.get(b)! || a - b);
  return { parts, codes: parts.map((p) => code.get(p)!) };
}

/**
 * Runs of at most CHUNK_PARTS parts, split where the Morton codes first differ (a cell of the octree), so a
 * run never straddles two far regions only because they are next in the list.
 */
function chunksOf(parts: readonly number[], codes: readonly number[]): number[][] {
  const out: number[][] = [];
  const split = (lo: number, hi: number) => {
    if (hi - lo <= CHUNK_PARTS || codes[lo] === codes[hi - 1]) {
      for (let c = lo; c < hi; c += CHUNK_PARTS) out.push(parts.slice(c, Math.min(hi, c + CHUNK_PARTS)));
      return;
    }
    // The highest bit where the run's first and last codes differ: the run's first part without it, its last with it.
    const bit = 2 ** Math.floor(Math.log2(codes[lo]! ^ codes[hi - 1]!));
    let m = lo + 1;
    while (m < hi && Math.floor(codes[m]! / bit) % 2 === Math.floor(codes[lo]! / bit) % 2) m++;
    split(lo, m);
    split(m, hi);
  };
  split(0, parts.length);
  return out;
}

/** 0xRRGGBB (sRGB) as the linear bytes a normalized colour attribute holds, opaque. */
function bytes(rgb: number): Uint8Array {
  const c = new Color().setHex(rgb);
  return Uint8Array.of(Math.round(c.r * 255), Math.round(c.g * 255), Math.round(c.b * 255), 255);
}
