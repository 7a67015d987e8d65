// Splits the page's long main-thread tasks, from a Chromium trace, into the time the main thread
// waited for the GPU process and the rest. Without a GPU, Chromium composites a WebGL canvas by
// reading it back (GLES2::ReadPixels in the commit), which waits until the software rasterizer
// has drawn the frame: that wait is raster time, not the page's work.

/** Trace categories the split needs: tasks (toplevel) and command-buffer waits (gpu). */
export const TRACE_CATEGORIES = ['toplevel', 'gpu', '__metadata'];

const TASK = 'ThreadControllerImpl::RunTask';
const WAIT = /^CommandBufferProxyImpl::WaitFor/;

/**
 * Tasks of at least `minMs` on the busiest renderer main thread of `trace` (Chromium's JSON trace),
 * each as { duration, gpuWait, work } in ms: work = duration - gpuWait.
 */
export function splitLongTasks(trace, minMs = 50) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mains = new Set();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.add(`${e.pid}:${e.tid}`);
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    if (e.name !== TASK && !WAIT.test(e.name)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, { tasks: [], waits: [] });
    (e.name === TASK ? byThread.get(key).tasks : byThread.get(key).waits).push({ start: e.ts, end: e.ts + (e.dur ?? 0) });
  }
  // The page's renderer: the main thread that was busiest in tasks.
  let page = null;
  let busiest = -1;
  for (const t of byThread.values()) {
    const busy = t.tasks.reduce((s, x) => s + x.end - x.start, 0);
    if (busy > busiest) [page, busiest] = [t, busy];
  }
  if (!page) return [];
  const waits = page.waits.sort((a, b) => a.start - b.start);
  return page.tasks
    .filter((t) => t.end - t.start >= minMs * 1000)
    .map((t) => {
      // Waits may nest (a read-back waits in a finish): count the time covered by any, once.
      let gpuWait = 0;
      let reached = t.start;
      for (const w of waits) {
        if (w.end <= t.start || w.start >= t.end) continue;
        const from = Math.max(w.start, reached);
        const to = Math.min(w.end, t.end);
        if (to > from) gpuWait += to - from;
        reached = Math.max(reached, to);
      }
      const duration = (t.end - t.start) / 1000;
      return { duration, gpuWait: gpuWait / 1000, work: duration - gpuWait / 1000 };
    });
}
