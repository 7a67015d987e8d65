/**
 * Frames that only change how some parts look (a selection on a slow view) ask for those parts to be
 * redrawn; the frame composer then redraws only them, over the last frame kept in the canvas. Any
 * other reason for a frame draws it whole.
 */
let parts: Set<number> | null = null;
let whole = true;

/** Ask for a frame that redraws `changed` (the parts whose look changed) and nothing else. */
export function requestPartRedraw(changed: Iterable<number>, invalidate: () => void): void {
  parts ??= new Set();
  for (const p of changed) parts.add(p);
  invalidate();
}

/** Something else changed the picture (the model, the tints, the measurements): the next frame is drawn whole. */
export function requestWholeFrame(): void {
  whole = true;
}

/**
 * What the frame being drawn must redraw: the parts, or null for the whole view. Called once per
 * frame; a frame nobody asked parts of (the camera moved, an object changed) is drawn whole.
 */
export function takeRedraw(): ReadonlySet<number> | null {
  const asked = whole ? null : parts;
  parts = null;
  whole = false;
  return asked;
}
