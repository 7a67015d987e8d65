/**
 * How long the view takes to show a frame of the model, measured on the page:
 * from the frame's start to the next animation frame, which waits for it to be
 * drawn and shown. Without a GPU a big set's frame takes seconds; there a hover
 * must not ask for one, or the next pointer move waits behind it.
 */
const SLOW_MS = 250;

let recent: number[] = [];

/** Called at the start of every frame the view draws. */
export function frameStarted(now = performance.now()): void {
  requestAnimationFrame(() => noteFrameCost(performance.now() - now));
}

/** One frame's cost in ms (exported for tests). */
export function noteFrameCost(ms: number): void {
  recent = [...recent.slice(-1), ms];
}

let forced: boolean | null = null;

/** The last two frames were both slow: a hover highlight is not worth a frame. */
export function drawIsSlow(): boolean {
  return forced ?? (recent.length === 2 && Math.min(...recent) > SLOW_MS);
}

/** Tests: take frames as slow (true) or fast (false) whatever they cost; null measures them again. */
export function forceDrawSpeed(slow: boolean | null): void {
  forced = slow;
}

/** A new model starts unmeasured. */
export function forgetDrawCost(): void {
  recent = [];
}
