import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import type { SceneData } from '../worker/protocol.ts';
import { partsScreenRect, type ScreenRect } from './partsScreenRect.ts';

/** A scene of boxes only: partsScreenRect reads nothing else. */
function sceneOf(boxes: [number[], number[]][]): SceneData {
  return { instances: boxes.map(([min, max]) => ({ min, max })) } as unknown as SceneData;
}

/** Looking down three's -Z from z = 100 with a 90° view: at LDraw z = 0 (three z = 0) the view spans x, y in -100..100. */
function camera(): PerspectiveCamera {
  const c = new PerspectiveCamera(90, 1, 1, 1000);
  c.position.set(0, 0, 100);
  c.updateMatrixWorld();
  return c;
}

/** The rectangle holds `exact` and is at most a pixel larger on each side (snapped outward, float rounding). */
function expectAround(rect: ScreenRect | null, exact: ScreenRect): void {
  expect(rect).not.toBeNull();
  const outward = [exact.x0 - rect!.x0, exact.y0 - rect!.y0, rect!.x1 - exact.x1, rect!.y1 - exact.y1];
  for (const d of outward) {
    expect(d).toBeGreaterThanOrEqual(0);
    expect(d).toBeLessThanOrEqual(1);
  }
}

describe('partsScreenRect', () => {
  it('bounds a part\'s box on the screen, grown by the margin, in whole pixels, y down', () => {
    // LDraw -Y is up: a box at LDraw y -50..-10 is above the centre on screen.
    expectAround(partsScreenRect(sceneOf([[[10, -50, 0], [30, -10, 0]]]), [0], camera(), 200, 200, 2), { x0: 108, y0: 48, x1: 132, y1: 92 });
  });

  it('covers every part asked for, and only those', () => {
    const scene = sceneOf([[[-90, 0, 0], [-80, 10, 0]], [[80, 0, 0], [90, 10, 0]], [[0, 80, 0], [5, 90, 0]]]);
    expectAround(partsScreenRect(scene, [0, 1], camera(), 200, 200, 0), { x0: 10, y0: 100, x1: 190, y1: 110 });
  });

  it('clips to the view; parts wholly off it give an empty rectangle', () => {
    const scene = sceneOf([[[90, 0, 0], [150, 10, 0]], [[300, 0, 0], [310, 10, 0]]]);
    expectAround(partsScreenRect(scene, [0], camera(), 200, 200, 0), { x0: 190, y0: 100, x1: 200, y1: 110 });
    expect(partsScreenRect(scene, [1], camera(), 200, 200, 0)).toEqual({ x0: 0, y0: 0, x1: 0, y1: 0 });
  });

  it('gives no rectangle for a part reaching behind the camera (its projection bounds nothing)', () => {
    // LDraw z -150 is three z +150: behind a camera at z 100 looking down -Z.
    expect(partsScreenRect(sceneOf([[[0, 0, -150], [10, 10, 0]]]), [0], camera(), 200, 200)).toBeNull();
  });
});
