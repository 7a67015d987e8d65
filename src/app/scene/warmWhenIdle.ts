/** Longest slice of work per idle period: well under a long task (50 ms). */
const SLICE_MS = 12;

/**
 * Runs `work` in slices while the page is idle until it reports it is done (returns true).
 * `work` gets its time budget in ms. Returns a function that stops it.
 */
export function warmWhenIdle(work: (budgetMs: number) => boolean): () => void {
  let stopped = false;
  let handle: number;
  const hasIdle = typeof requestIdleCallback === 'function';
  const schedule = () => {
    handle = hasIdle ? requestIdleCallback(step, { timeout: 2000 }) : (setTimeout(() => step(null), 50) as unknown as number);
  };
  const step = (deadline: IdleDeadline | null) => {
    if (stopped) return;
    const budget = deadline && !deadline.didTimeout ? Math.min(SLICE_MS, deadline.timeRemaining()) : SLICE_MS;
    if (!work(Math.max(budget, 1))) schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (hasIdle) cancelIdleCallback(handle);
    else clearTimeout(handle);
  };
}
