// A CPU profile of the main thread while pointing at parts of a loaded model: where long tasks go.
// The self times print with `BENCH_WEB_PROFILE_HOVER=1 npm run bench:web`; the long tasks' JavaScript always.

/** Self time per function (ms), top `top`, from a CDP Profiler profile. */
export function topSelfTime(profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** The marker function run in the page to tie the profile's clock to the page's (see markProfile). */
export const MARKER = '__benchProfileMarker';

/** Runs a named busy loop in the page for a few ms; returns the page time (performance.now) it began. */
export async function markProfile(page) {
  // A function declared by name: the profiler samples it under that name, the first sample at about `at`.
  return page.evaluate(`(() => {
    const at = performance.now();
    function ${MARKER}() { const end = performance.now() + 8; while (performance.now() < end); }
    ${MARKER}();
    return at;
  })()`);
}

/**
 * How much of each task (page times, ms) the main thread spent running JavaScript
 * (script and garbage collection): samples outside "(program)" (the browser's native
 * work) and "(idle)". `markAt` is the page
 * time markProfile returned during the profile; undefined when the marker was not sampled.
 */
export function scriptTimeInTasks(profile, markAt, tasks) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const parentOf = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  // (A sample may land in what the marker calls, performance.now: look up the stack.)
  const inMarker = (id) => {
    for (let at = id; at !== undefined; at = parentOf.get(at)) if (byId.get(at).callFrame.functionName === MARKER) return true;
    return false;
  };
  const first = profile.samples.findIndex(inMarker);
  if (first < 0) return undefined;
  const offset = markAt - times[first] / 1000;
  return tasks.map((task) => {
    let script = 0;
    for (let i = 0; i < profile.samples.length; i++) {
      const at = times[i] / 1000 + offset;
      if (at < task.start || at >= task.start + task.duration) continue;
      const name = byId.get(profile.samples[i]).callFrame.functionName;
      if (name === '(program)' || name === '(idle)') continue;
      script += ((times[i + 1] ?? times[i]) - times[i]) / 1000;
    }
    return script;
  });
}
