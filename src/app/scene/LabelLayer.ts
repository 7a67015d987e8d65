import type { Vec3 } from './measurementLayout.ts';

/**
 * Labels on the model are plain divs over the canvas, not drei <Html>: each Html
 * is its own React root, and unmounting one inside a commit (mode switch,
 * measurements off, StrictMode) logs "synchronously unmount a root" errors.
 * The DOM side (LabelOverlay) registers each div with its anchor (LDraw units);
 * the canvas side (LabelTracker) moves them every frame without React.
 */
export class LabelLayer {
  readonly anchors = new Map<string, { readonly at: Vec3; readonly el: HTMLElement }>();

  /** A ref callback's work: el null removes the label. */
  set(key: string, at: Vec3, el: HTMLElement | null): void {
    if (el) this.anchors.set(key, { at, el });
    else this.anchors.delete(key);
  }
}
