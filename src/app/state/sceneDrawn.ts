/** The last scene drawn whole, and who waits for a scene to be drawn. */
let drawn: object | null = null;
const waiting = new Map<object, (() => void)[]>();

/** A whole frame of `scene` was drawn (its parts on screen). */
export function markDrawn(scene: object): void {
  if (drawn === scene) return;
  drawn = scene;
  const done = waiting.get(scene);
  waiting.delete(scene);
  for (const f of done ?? []) f();
}

/**
 * Resolves once `scene` is drawn, or after `fallbackMs` at most (a page in the background
 * draws no frame, and what waits must still happen).
 */
export function whenDrawn(scene: object, fallbackMs: number): Promise<void> {
  if (drawn === scene) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      const rest = (waiting.get(scene) ?? []).filter((f) => f !== done);
      if (rest.length) waiting.set(scene, rest);
      else waiting.delete(scene);
      resolve();
    };
    const timer = setTimeout(done, fallbackMs);
    waiting.set(scene, [...(waiting.get(scene) ?? []), done]);
  });
}
