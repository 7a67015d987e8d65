import { Vector3, type Camera } from 'three';
import type { SceneData } from '../worker/protocol.ts';
import { ldrawToThree } from './ldrawToThree.ts';

/** A rectangle of the view in CSS pixels, y down from the top: x0 <= x < x1, y0 <= y < y1. */
export interface ScreenRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const corner = new Vector3();
const inCamera = new Vector3();

/**
 * Where the parts can show on a `width` x `height` view: their boxes' corners projected, grown by
 * `margin` px (edge lines and antialiasing reach past a box), snapped outward to whole pixels and
 * clipped to the view. Null when a box reaches behind the camera (its projection bounds nothing).
 * An empty rectangle (x0 === x1) means none of the parts is in view.
 */
export function partsScreenRect(scene: SceneData, parts: Iterable<number>, camera: Camera, width: number, height: number, margin = 3): ScreenRect | null {
  camera.updateMatrixWorld();
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const part of parts) {
    const instance = scene.instances[part];
    if (!instance) continue;
    const r = boxOnScreen(instance.min, instance.max, camera, width, height);
    if (!r) return null;
    x0 = Math.min(x0, r.x0); x1 = Math.max(x1, r.x1);
    y0 = Math.min(y0, r.y0); y1 = Math.max(y1, r.y1);
  }
  if (x0 === Infinity) return EMPTY;
  const clip = (v: number, hi: number) => Math.min(hi, Math.max(0, v));
  const rect = {
    x0: clip(Math.floor(x0 - margin), width),
    y0: clip(Math.floor(y0 - margin), height),
    x1: clip(Math.ceil(x1 + margin), width),
    y1: clip(Math.ceil(y1 + margin), height),
  };
  return rect.x0 < rect.x1 && rect.y0 < rect.y1 ? rect : EMPTY;
}

const EMPTY: ScreenRect = { x0: 0, y0: 0, x1: 0, y1: 0 };

/** A box on the screen, with how far its nearest and farthest corners are from the camera. */
export interface BoxOnScreen extends ScreenRect {
  readonly near: number;
  readonly far: number;
}

/**
 * A box of the model (LDraw units) projected on a `width` x `height` view, unclipped and unrounded; null
 * when a corner is behind the camera. The camera's world matrices must be current.
 */
export function boxOnScreen(min: ArrayLike<number>, max: ArrayLike<number>, camera: Camera, width: number, height: number): BoxOnScreen | null {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity, near = Infinity, far = -Infinity;
  for (let i = 0; i < 8; i++) {
    ldrawToThree(i & 1 ? max[0]! : min[0]!, i & 2 ? max[1]! : min[1]!, i & 4 ? max[2]! : min[2]!, corner);
    // In front of the camera: negative depth in its own frame. A corner behind it has no place on the screen.
    const depth = -inCamera.copy(corner).applyMatrix4(camera.matrixWorldInverse).z;
    if (depth <= 0) return null;
    near = Math.min(near, depth);
    far = Math.max(far, depth);
    corner.project(camera);
    const x = ((corner.x + 1) / 2) * width;
    const y = ((1 - corner.y) / 2) * height;
    x0 = Math.min(x0, x); x1 = Math.max(x1, x);
    y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1, near, far };
}

/** Whether two rectangles share any area; a null one (reaching behind the camera) may be anywhere. */
export function rectsMeet(a: ScreenRect | null, b: ScreenRect): boolean {
  return a === null || (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1);
}
