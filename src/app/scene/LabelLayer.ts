import type { SceneLabel } from './sceneLabels.ts';

/** A label's div and what LabelTracker needs to place it. */
export interface LabelAnchor {
  readonly label: SceneLabel;
  readonly el: HTMLElement;
  /** Where the "+N" of the labels it stands for goes (weapons only). */
  readonly more: HTMLElement | null;
  /** Its size in CSS px, read once when first placed (0: not yet). */
  w: number;
  h: number;
}

/**
 * Labels on the model are plain divs over the canvas, not drei <Html>: each Html
 * is its own React root, and unmounting one inside a commit (mode switch,
 * measurements off, StrictMode) logs "synchronously unmount a root" errors.
 * The DOM side (LabelOverlay) registers each div with its label (anchor in LDraw
 * units); the canvas side (LabelTracker) moves and thins them every frame without React.
 */
export class LabelLayer {
  readonly anchors = new Map<string, LabelAnchor>();

  /** A ref callback's work: el null removes the label. */
  set(label: SceneLabel, el: HTMLElement | null): void {
    if (el) this.anchors.set(label.key, { label, el, more: el.querySelector<HTMLElement>('[data-more]'), w: 0, h: 0 });
    else this.anchors.delete(label.key);
  }
}
