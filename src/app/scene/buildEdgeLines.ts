import { BufferAttribute, BufferGeometry, LineBasicMaterial, LineSegments } from 'three';
import type { SceneData, SceneGeometry } from '../worker/protocol.ts';

/** LDraw draws edges in each colour's edge colour; one dark gray keeps them to one draw call and reads on every colour but black. */
export const EDGE_RGB = 0x333333;

/**
 * Every part's edge lines, transformed to model space and merged into one
 * LineSegments: one draw call for hundreds of thousands of segments.
 * Not pickable: lines are left out of raycasting.
 */
export function buildEdgeLines(scene: SceneData): LineSegments {
  const geometries = new Map<string, SceneGeometry>(scene.geometries.map((g) => [g.key, g]));
  let floats = 0;
  for (const instance of scene.instances) {
    const g = instance.geometry === null ? undefined : geometries.get(instance.geometry);
    if (g) floats += g.lines.length;
  }
  const positions = new Float32Array(floats);
  let o = 0;
  for (const instance of scene.instances) {
    const g = instance.geometry === null ? undefined : geometries.get(instance.geometry);
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
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  const lines = new LineSegments(geometry, new LineBasicMaterial({ color: EDGE_RGB }));
  lines.name = 'edges';
  lines.raycast = () => {};
  return lines;
}
