import { Vector4, type WebGLRenderer } from 'three';
import type { ScreenRect } from './partsScreenRect.ts';

/**
 * Limits drawing to `rect` (drawing-buffer pixels, y down) and returns what puts the scissor back as it
 * was. three takes CSS pixels, y up, and multiplies them by the pixel ratio.
 */
export function scissorToRect(gl: WebGLRenderer, rect: ScreenRect, bufferHeight: number): () => void {
  const dpr = gl.getPixelRatio();
  const test = gl.getScissorTest();
  const before = gl.getScissor(new Vector4());
  gl.setScissorTest(true);
  gl.setScissor(rect.x0 / dpr, (bufferHeight - rect.y1) / dpr, (rect.x1 - rect.x0) / dpr, (rect.y1 - rect.y0) / dpr);
  return () => {
    gl.setScissor(before);
    gl.setScissorTest(test);
  };
}
