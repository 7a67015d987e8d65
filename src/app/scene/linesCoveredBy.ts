import type { Camera } from 'three';
import type { SceneData } from '../worker/protocol.ts';

/**
 * Whether a part's edge lines can be covered by the changed parts' faces, drawn again over the last frame.
 * Edge lines are opaque and wrote their depth: where another part's line lies clearly in front of a changed
 * face, the kept depth is the line's, the face fails the depth test and the line stays. Only lines about as
 * deep as the faces can tie with them, and those belong to parts whose boxes come within the depth buffer's
 * resolution of the changed parts' boxes (`depthSlack`): the parts touching them. `farthest` is the changed
 * parts' farthest distance from the camera. The changed parts themselves are not asked about.
 */
export function linesCoveredBy(scene: SceneData, parts: ReadonlySet<number>, camera: Camera, farthest: number): (part: number) => boolean {
  const slack = depthSlack(camera, farthest);
  const boxes = [...parts].flatMap((p) => scene.instances[p] ?? []);
  return (part) => {
    const instance = scene.instances[part];
    return instance !== undefined && boxes.some((b) => {
      for (let k = 0; k < 3; k++) if (instance.min[k]! > b.max[k]! + slack || instance.max[k]! < b.min[k]! - slack) return false;
      return true;
    });
  };
}

/**
 * How far apart (LDraw units) a line and a face `depth` from the camera may be and still tie in the depth
 * buffer: a 24-bit perspective depth buffer resolves about depth² / (near * 2^24) there. A generous multiple
 * of that, and never under 1 LDU (a line and the face it borders come from different primitives).
 */
export function depthSlack(camera: Camera, depth: number): number {
  if (!Number.isFinite(depth)) return Infinity;
  const near = (camera as Camera & { near?: number }).near ?? 1;
  return Math.max(1, (16 * depth * depth) / (near * 2 ** 24));
}
