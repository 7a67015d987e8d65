// A CPU profile of the main thread while pointing at parts of a loaded model: where the JavaScript goes.
// The self times print with `BENCH_WEB_PROFILE_HOVER=1 npm run bench:web`.

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
