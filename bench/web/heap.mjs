// Peak JS heap per thread of a page load, from V8's garbage-collection trace events: each
// MinorGC/MajorGC event carries the heap size before it ran, which is where the heap peaks.
// Polling cannot do this: performance.memory and the DevTools heap queries are answered
// only between tasks, so they never see the inside of a long parse that blocks its thread.
// ArrayBuffer contents (typed arrays) live outside the JS heap and are not counted.
const THREADS = { CrRendererMain: 'main', 'DedicatedWorker thread': 'worker' };

/** Starts tracing the `v8` category (a few hundred events per load). */
export async function traceHeap(browser, page) {
  await browser.startTracing(page, { categories: ['v8'] });
  return {
    /** Peak bytes per thread kind seen at a GC, e.g. { main, worker }. */
    async stop() {
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      const names = new Map(traceEvents.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}/${e.tid}`, e.args.name]));
      const peak = {};
      for (const e of traceEvents) {
        const before = e.args?.usedHeapSizeBefore;
        const thread = THREADS[names.get(`${e.pid}/${e.tid}`)];
        if (!before || !thread) continue;
        peak[thread] = Math.max(peak[thread] ?? 0, before);
      }
      return peak;
    },
  };
}
