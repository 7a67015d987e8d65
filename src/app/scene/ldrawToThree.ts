import { Euler, Vector3 } from 'three';

/**
 * The model group's rotation: π about X turns LDraw's -Y-up into three's +Y-up.
 * A rotation, not a mirror (scale -1 on Y would flip every part's handedness).
 */
export const LDRAW_ROTATION = new Euler(Math.PI, 0, 0);

/** An LDraw point (LDU, -Y up) in three's world frame, as the rotated model group places it. */
export function ldrawToThree(x: number, y: number, z: number, out = new Vector3()): Vector3 {
  return out.set(x, -y, -z);
}
