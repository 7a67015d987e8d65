// Bundled by bench/zip.mjs and run in a Chromium Web Worker, where the app reads .io files:
// times both readers on the same bytes, and checks that @zip.js/zip.js with useWebWorkers: false
// starts no worker and fetches nothing but its own data: URIs while reading ZipCrypto and AES.
// (The spy on Worker and fetch is the bundle's banner, so it is in place before zip.js loads.)
import { readZip } from '../src/ldraw/zip/readZip.ts';
import * as zipjs from '@zip.js/zip.js';

zipjs.configure({ useWebWorkers: false });

const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];

/** As in bench/zip.mjs: both readers in turn each round, each repeated for ~50 ms. */
async function timeEach(fs, runs) {
  const reps = [];
  for (const f of fs) {
    await f();
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

function ours(bytes, password, names) {
  const zip = readZip(bytes, { password });
  let n = 0;
  for (const name of names ?? zip.entries.map((e) => e.name)) n += zip.read(name).length;
  return n;
}

async function lib(bytes, password, names) {
  const reader = new zipjs.ZipReader(new zipjs.Uint8ArrayReader(bytes), { checkSignature: true, password });
  let n = 0;
  for (const e of await reader.getEntries()) {
    if (!e.directory && (!names || names.includes(e.filename))) n += (await e.getData(new zipjs.Uint8ArrayWriter())).length;
  }
  await reader.close();
  return n;
}

self.onmessage = async ({ data: { files, password, runs } }) => {
  try {
    const rows = [];
    for (const { name, bytes } of files) {
      for (const [what, names] of [['model.ldr', ['model.ldr']], ['every entry', undefined]]) {
        if (ours(bytes, password, names) !== (await lib(bytes, password, names))) throw new Error(`${name}: the readers disagree`);
        const [a, b] = await timeEach([() => ours(bytes, password, names), () => lib(bytes, password, names)], runs);
        rows.push({ name: `${name}: ${what}`, ours: a, lib: b });
      }
    }
    const writer = new zipjs.ZipWriter(new zipjs.Uint8ArrayWriter(), { password, encryptionStrength: 3 });
    await writer.add('model.ldr', new zipjs.TextReader('1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'.repeat(100)));
    const aes = await writer.close();
    const aesRead = await lib(aes, password);
    self.postMessage({ rows, aesRead, spawned: self.__spawned, fetched: self.__fetched });
  } catch (e) {
    self.postMessage({ error: String(e?.stack ?? e) });
  }
};
