// What bench/zip.mjs (in Node) and bench/zipWorker.mjs (in a Chromium worker) both measure:
// the same job done by our reader and by @zip.js/zip.js, and one way to time them.

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Median time per call of each of `fs`, over `runs` rounds. A round runs every reader in turn,
 * each repeated until it has taken ~50 ms, so a load change on the machine hits all alike.
 */
export async function timeEach(fs, runs) {
  const reps = [];
  for (const f of fs) {
    await f(); // warm-up
    const t0 = performance.now();
    await f();
    reps.push(Math.max(1, Math.min(200, Math.round(50 / Math.max(performance.now() - t0, 0.01)))));
  }
  const times = fs.map(() => []);
  for (let r = 0; r < runs; r++) {
    for (const [k, f] of fs.entries()) {
      const t = performance.now();
      for (let i = 0; i < reps[k]; i++) await f();
      times[k].push((performance.now() - t) / reps[k]);
    }
  }
  return times.map(median);
}

/** The two readers reading `names` (every entry when undefined) of an archive; each returns the total bytes read. */
export function zipReaders(readZip, zipjs) {
  return {
    ours(bytes, password, names) {
      const zip = readZip(bytes, password ? { password } : {});
      let n = 0;
      for (const name of names ?? zip.entries.map((e) => e.name)) n += zip.read(name).length;
      return n;
    },
    async lib(bytes, password, names, useCompressionStream = true) {
      const reader = new zipjs.ZipReader(new zipjs.Uint8ArrayReader(bytes), { checkSignature: true, useCompressionStream, ...(password ? { password } : {}) });
      const entries = await reader.getEntries();
      const wanted = names ? entries.filter((e) => names.includes(e.filename)) : entries;
      let n = 0;
      for (const e of wanted) if (!e.directory) n += (await e.getData(new zipjs.Uint8ArrayWriter())).length;
      await reader.close();
      return n;
    },
  };
}
