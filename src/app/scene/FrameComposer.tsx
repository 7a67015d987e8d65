import { useFrame } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Matrix4, Vector2, Vector4 } from 'three';
import { markDrawn } from '../state/sceneDrawn.ts';
import { viewerStore, type ViewerState } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { frameStarted } from './drawCost.ts';
import { overdrawParts } from './overdrawParts.ts';
import { partsScreenRect } from './partsScreenRect.ts';
import { scissorToRect } from './scissorToRect.ts';
import { requestWholeFrame, takeRedraw } from './partRedraws.ts';
import type { SceneObjects } from './useSceneObjects.ts';

/** A rectangle over this share of the view costs about a whole frame: draw it whole. */
const WHOLE_SHARE = 0.5;
/** Edge lines and antialiasing reach past a part's box (CSS px). */
const MARGIN = 3;
const projection = new Matrix4();
const inverse = new Matrix4();
const toRect = new Matrix4();
const bufferSize = new Vector2();
const viewport = new Vector4();
const glViewport = new Vector4();
/** What the picture is drawn from, besides the camera and hover and selection: a change draws the next frame whole. */
const PICTURE: readonly (keyof ViewerState)[] = ['scene', 'doc', 'frame', 'mode', 'showMeasurements'];

/**
 * Draws the view's frames (R3F leaves drawing to a frame callback of positive priority). A frame asked
 * only to change the look of some parts (a selection on a slow view) redraws just those parts over the
 * last frame the canvas keeps (overdrawParts); where one of them is glass, the rectangle they cover,
 * scissored, with a projection of that rectangle alone so that the parts outside it are culled. Without
 * a GPU a whole frame of a big set takes seconds, and a selection then costs a fraction of one. Anything
 * else draws it whole.
 */
export function FrameComposer({ scene, objects }: { scene: SceneData; objects: SceneObjects }) {
  const last = useRef<{ view: Matrix4; projection: Matrix4; width: number; height: number } | null>(null);

  useEffect(() => {
    requestWholeFrame();
    let before = viewerStore.getState();
    return viewerStore.subscribe(() => {
      const now = viewerStore.getState();
      if (PICTURE.some((k) => now[k] !== before[k])) requestWholeFrame();
      before = now;
    });
  }, [scene]);

  useFrame(({ gl, scene: world, camera, size }) => {
    const parts = takeRedraw();
    const dpr = gl.getPixelRatio();
    // The drawing buffer's pixels: a whole frame's viewport covers them exactly (CSS sizes may be fractional).
    const buffer = gl.getDrawingBufferSize(bufferSize);
    const kept = last.current;
    const same = kept !== null && kept.width === buffer.x && kept.height === buffer.y
      && kept.view.equals(camera.matrixWorldInverse) && kept.projection.equals(camera.projectionMatrix);
    const rect = parts && same ? partsScreenRect(scene, parts, camera, buffer.x, buffer.y, MARGIN * dpr) : null;
    const w = rect ? rect.x1 - rect.x0 : 0;
    const h = rect ? rect.y1 - rect.y0 : 0;
    if (rect && (w === 0 || h === 0)) return;
    // The changed parts alone, over the kept frame; where that cannot be (a changed part is transparent), their rectangle.
    if (rect && parts && overdrawParts(gl, world, camera, scene, objects, parts, rect)) return;
    if (rect && w * h <= WHOLE_SHARE * buffer.x * buffer.y) {
      // The rectangle's own projection: the camera's, scaled and shifted in clip space so the rectangle fills
      // the viewport. Exact, and the camera's own settings stay as they are.
      projection.copy(camera.projectionMatrix);
      inverse.copy(camera.projectionMatrixInverse);
      const sx = buffer.x / w;
      const sy = buffer.y / h;
      const cx = (2 * (rect.x0 + w / 2)) / buffer.x - 1;
      const cy = 1 - (2 * (rect.y0 + h / 2)) / buffer.y;
      toRect.set(sx, 0, 0, -cx * sx, 0, sy, 0, -cy * sy, 0, 0, 1, 0, 0, 0, 0, 1);
      camera.projectionMatrix.premultiply(toRect);
      camera.projectionMatrixInverse.copy(camera.projectionMatrix).invert();
      gl.getViewport(viewport);
      // What GL draws into now: three floors a fractional size where it sets it for a render target and rounds
      // it in setViewport, so the whole frame's exact viewport is put back as it was.
      const context = gl.getContext();
      const drawn = context.getParameter(context.VIEWPORT) as Int32Array;
      glViewport.set(drawn[0]!, drawn[1]!, drawn[2]!, drawn[3]!);
      const unscissor = scissorToRect(gl, rect, buffer.y);
      // three takes CSS pixels, y up, and multiplies them by the pixel ratio.
      gl.setViewport(rect.x0 / dpr, (buffer.y - rect.y1) / dpr, w / dpr, h / dpr);
      try {
        gl.render(world, camera);
      } finally {
        camera.projectionMatrix.copy(projection);
        camera.projectionMatrixInverse.copy(inverse);
        gl.setViewport(viewport);
        gl.state.viewport(glViewport);
        unscissor();
      }
      return;
    }
    frameStarted();
    gl.render(world, camera);
    markDrawn(scene);
    last.current = { view: camera.matrixWorldInverse.clone(), projection: camera.projectionMatrix.clone(), width: buffer.x, height: buffer.y };
  }, 1);

  return null;
}
