import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import type { SceneData } from '../worker/protocol.ts';
import { depthSlack, linesCoveredBy as coveredTest } from './linesCoveredBy.ts';

/** The parts (other than the changed ones) whose lines the changed parts can cover. */
const linesCoveredBy = (scene: SceneData, parts: ReadonlySet<number>, camera: PerspectiveCamera, farthest: number) => {
  const covered = coveredTest(scene, parts, camera, farthest);
  return scene.instances.flatMap((_, i) => (!parts.has(i) && covered(i) ? [i] : []));
};

/** A scene of boxes only: linesCoveredBy reads nothing else. */
function sceneOf(boxes: [number[], number[]][]): SceneData {
  return { instances: boxes.map(([min, max]) => ({ min, max })) } as unknown as SceneData;
}

function camera(near: number): PerspectiveCamera {
  const c = new PerspectiveCamera(35, 1, near, near * 10_000);
  c.position.set(0, 0, 500);
  c.updateMatrixWorld();
  return c;
}

describe('linesCoveredBy', () => {
  // A 2x4 brick (LDU) with, around it: a plate on top, a brick beside it, a tile 30 LDU in front, and a part far away.
  const scene = sceneOf([
    [[0, 0, 0], [80, 24, 40]],
    [[0, -8, 0], [80, 0, 40]],
    [[80, 0, 0], [120, 24, 20]],
    [[0, 0, -70], [80, 24, -62]],
    [[400, 0, 0], [440, 24, 40]],
  ]);

  it('gives the parts touching the changed ones (stacked on them, beside them), not those clear of them', () => {
    expect(linesCoveredBy(scene, new Set([0]), camera(1), 500)).toEqual([1, 2]);
  });

  it('never gives a changed part itself, and joins the parts touching any of them', () => {
    expect(linesCoveredBy(scene, new Set([0, 4]), camera(1), 500)).toEqual([1, 2]);
    expect(linesCoveredBy(scene, new Set([3]), camera(1), 500)).toEqual([]);
  });

  it('reaches farther where the depth buffer is coarse: far away, or with a near plane close to the camera', () => {
    expect(depthSlack(camera(10), 500)).toBe(1);
    // 16 * 20000² / (0.1 * 2^24) ≈ 3815 LDU: a far view ties everything around.
    expect(depthSlack(camera(0.1), 20_000)).toBeCloseTo(3815, 0);
    expect(linesCoveredBy(scene, new Set([0]), camera(0.1), 20_000)).toEqual([1, 2, 3, 4]);
    expect(depthSlack(camera(1), Infinity)).toBe(Infinity);
  });
});
