import type { SceneData } from '../worker/protocol.ts';

/**
 * Copies of a part closer than this (LDU), in the same colour and turn, are drawn once:
 * no real build has them, and 1,000 bricks in one spot drew each pixel 1,000 times over
 * (coplanar faces all pass the depth test), which froze the page for 140 s in software GL.
 */
const TWIN_LDU = 0.1;
/**
 * A crowd: more copies than this of one part, colour and turn within CROWD_LDU of each
 * other are drawn once too (10,000 bricks a hair apart). A few that close are real
 * (a cable's segments lie half an LDU apart) and are each drawn.
 */
const CROWD = 8;
const CROWD_LDU = 1;
/** Rotation and scale terms closer than this count as the same turn. */
const TWIN_TURN = 1e-3;

/**
 * Per part (scene.instances index): the first part drawn at the same spot, the
 * same part in the same colour and turn (itself when it is the first). The scene
 * draws only the firsts; a twin is shown, picked and lit through its first.
 */
export function findTwins(scene: SceneData): Int32Array {
  const keyAt = (instance: SceneData['instances'][number], ldu: number) => {
    // A missing part is drawn as its box: the box is its place.
    const place = instance.geometry === null ? [...instance.min, ...instance.max].map((v) => Math.round(v / ldu)) : instance.matrix.map((v, i) => Math.round(v / (i >= 12 ? ldu : TWIN_TURN)));
    return `${instance.geometry}\u0000${instance.colour}\u0000${place.join(',')}`;
  };
  const crowds = new Map<string, number>();
  const crowdKeys = scene.instances.map((instance) => {
    const key = keyAt(instance, CROWD_LDU);
    crowds.set(key, (crowds.get(key) ?? 0) + 1);
    return key;
  });
  const firstAt = new Map<string, number>();
  const twins = new Int32Array(scene.instances.length);
  scene.instances.forEach((instance, part) => {
    const crowded = crowds.get(crowdKeys[part]!)! > CROWD;
    const key = crowded ? `crowd\u0000${crowdKeys[part]}` : keyAt(instance, TWIN_LDU);
    const first = firstAt.get(key);
    if (first === undefined) firstAt.set(key, part);
    twins[part] = first ?? part;
  });
  return twins;
}
