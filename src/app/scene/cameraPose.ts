import { Vector3 } from 'three';
import type { ViewRequest } from '../state/viewerStore.ts';
import { ldrawToThree } from './ldrawToThree.ts';

export interface CameraPose {
  readonly position: Vector3;
  readonly target: Vector3;
  readonly near: number;
  readonly far: number;
}

type Box = { readonly min: readonly [number, number, number]; readonly max: readonly [number, number, number] };

/**
 * Where the camera goes for a view of the model (three's frame, +Y up).
 * `front` is the piece's front in LDraw axes ([x, 0, z]); 'front' looks at that
 * face, 'side' at the piece's side, 'top' straight down with the front at the
 * bottom of the screen, 'fit' a three-quarter view from front and above.
 * The distance fits the bounding sphere into the narrower of the two fields of view.
 */
export function cameraPose(bounds: Box, front: readonly number[], kind: ViewRequest, fovDeg: number, aspect: number): CameraPose {
  const [x0, y0, z0] = bounds.min;
  const [x1, y1, z1] = bounds.max;
  const target = ldrawToThree((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2);
  const radius = Math.max(Math.hypot(x1 - x0, y1 - y0, z1 - z0) / 2, 10);
  const vFov = (fovDeg * Math.PI) / 180;
  const hFov = 2 * Math.atan(Math.tan(vFov / 2) * Math.max(aspect, 0.01));
  const distance = (radius / Math.sin(Math.min(vFov, hFov) / 2)) * 1.05;

  const f = ldrawToThree(front[0] ?? 0, 0, front[2] ?? -1);
  if (f.lengthSq() < 1e-9) f.set(0, 0, 1);
  f.normalize();
  const up = new Vector3(0, 1, 0);
  const side = new Vector3().crossVectors(up, f).normalize();
  const dir = new Vector3();
  switch (kind) {
    case 'front':
      dir.copy(f);
      break;
    case 'side':
      dir.copy(side);
      break;
    case 'top':
      // A hair of front keeps OrbitControls off its pole and puts the front at the screen's bottom.
      dir.copy(up).addScaledVector(f, 1e-3);
      break;
    case 'fit':
      dir.copy(f).addScaledVector(side, 0.75).addScaledVector(up, 0.6);
      break;
  }
  dir.normalize();
  return {
    position: target.clone().addScaledVector(dir, distance),
    target,
    near: Math.max(distance / 200, 0.1),
    far: distance * 50,
  };
}
