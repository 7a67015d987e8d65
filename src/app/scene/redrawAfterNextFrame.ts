/**
 * Calls `redraw` once the browser has shown its next frame (a task after that frame's rendering),
 * so that DOM changes made now reach the screen in a frame of their own. Returns a cancel function.
 */
export function redrawAfterNextFrame(redraw: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(redraw, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
