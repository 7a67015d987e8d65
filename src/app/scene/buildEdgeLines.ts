import { Box3, BufferAttribute, BufferGeometry, Color, LineBasicMaterial, LineSegments, Sphere, Vector3 } from 'three';
import type { SceneData, SceneGeometry } from '../worker/protocol.ts';
import { findTwins } from './findTwins.ts';

/** LDraw draws edges in each colour's edge colour; one dark gray keeps them to one draw call and reads on every colour but black. */
export const EDGE_RGB = 0x333333;
/** Selected parts' edges: the selection orange of createPartMaterial, so a selection reads in tint modes too. */
export const SELECTED_EDGE_RGB = 0xff7a1a;
/** Edges of parts outside the chosen piece: faint, as their faces are. */
export const DIMMED_EDGE_RGB = 0xc4c8ce;

export interface EdgeLines {
  readonly object: LineSegments;
  /** Recolours the edges of the parts whose selection changed; uploads only their ranges. */
  setSelected(parts: readonly number[]): void;
  /** Recolours the edges of the parts that are dimmed (outside the chosen piece), or are no longer. */
  setDimmed(isDimmed: (part: number) => boolean): void;
  dispose(): void;
}

/**
 * Every part's edge lines, transformed to model space and merged into one
 * LineSegments: one draw call for hundreds of thousands of segments. Vertex
 * colours (one byte per channel) let a selection light up its parts' edges.
 * Not pickable: lines are left out of raycasting. A copy in the same place as
 * an earlier one (findTwins) has no lines of its own: the earlier one's are lit for it.
 */
export function buildEdgeLines(scene: SceneData): EdgeLines {
  const geometries = new Map<string, SceneGeometry>(scene.geometries.map((g) => [g.key, g]));
  // Vertex range of each part: part i owns vertices start[i] .. start[i + 1].
  const twins = findTwins(scene);
  const start = new Int32Array(scene.instances.length + 1);
  scene.instances.forEach((instance, i) => {
    const g = instance.geometry === null || twins[i] !== i ? undefined : geometries.get(instance.geometry);
    start[i + 1] = start[i]! + (g ? g.lines.length / 3 : 0);
  });
  const positions = new Float32Array(start[scene.instances.length]! * 3);
  let o = 0;
  for (const [i, instance] of scene.instances.entries()) {
    const g = instance.geometry === null || twins[i] !== i ? undefined : geometries.get(instance.geometry);
    if (!g) continue;
    const m = instance.matrix;
    const m0 = m[0]!, m1 = m[1]!, m2 = m[2]!, m4 = m[4]!, m5 = m[5]!, m6 = m[6]!, m8 = m[8]!, m9 = m[9]!, m10 = m[10]!, m12 = m[12]!, m13 = m[13]!, m14 = m[14]!;
    const src = g.lines;
    for (let i = 0; i < src.length; i += 3) {
      const x = src[i]!, y = src[i + 1]!, z = src[i + 2]!;
      positions[o++] = m0 * x + m4 * y + m8 * z + m12;
      positions[o++] = m1 * x + m5 * y + m9 * z + m13;
      positions[o++] = m2 * x + m6 * y + m10 * z + m14;
    }
  }
  const plain = bytes(EDGE_RGB);
  const lit = bytes(SELECTED_EDGE_RGB);
  const faint = bytes(DIMMED_EDGE_RGB);
  const colours = new Uint8Array(positions.length);
  // Fill by doubling the filled prefix: a million vertices in ~20 copies instead of a million set() calls.
  if (colours.length > 0) {
    colours.set(plain);
    for (let filled = 3; filled < colours.length; filled *= 2) colours.copyWithin(filled, 0, Math.min(filled, colours.length - filled));
  }
  const colour = new BufferAttribute(colours, 3, true);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('color', colour);
  // The model's box bounds every edge: three would otherwise read all the lines' vertices for it on the first frame.
  geometry.boundingBox = new Box3(new Vector3(...scene.bounds.min), new Vector3(...scene.bounds.max));
  geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
  const material = new LineBasicMaterial({ vertexColors: true });
  const lines = new LineSegments(geometry, material);
  lines.name = 'edges';
  lines.raycast = () => {};

  let selected = new Set<number>();
  let dimmed = new Set<number>();
  const plainOf = (part: number) => (dimmed.has(part) ? faint : plain);
  const paint = (part: number, rgb: Uint8Array) => {
    const drawn = twins[part] ?? part;
    const from = start[drawn];
    const to = start[drawn + 1];
    if (from === undefined || to === undefined || to === from) return;
    for (let i = from * 3; i < to * 3; i += 3) {
      colours[i] = rgb[0]!;
      colours[i + 1] = rgb[1]!;
      colours[i + 2] = rgb[2]!;
    }
    colour.addUpdateRange(from * 3, (to - from) * 3);
    colour.needsUpdate = true;
  };
  return {
    object: lines,
    setSelected(parts) {
      const next = new Set(parts);
      for (const p of selected) if (!next.has(p)) paint(p, plainOf(p));
      for (const p of next) if (!selected.has(p)) paint(p, lit);
      selected = next;
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
      geometry.dispose();
      material.dispose();
    },
  };
}

/** 0xRRGGBB (sRGB) as the linear bytes a normalized colour attribute holds. */
function bytes(rgb: number): Uint8Array {
  const c = new Color().setHex(rgb);
  return Uint8Array.of(Math.round(c.r * 255), Math.round(c.g * 255), Math.round(c.b * 255));
}
