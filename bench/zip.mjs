// node bench/zip.mjs: our zip reader (src/ldraw/zip) against @zip.js/zip.js on the same
// archives in the same process, plus what each adds to a minified browser bundle.
// Decides whether the library can replace ours (issue: "use a maintained zip library").
// BENCH_ZIP_RUNS sets the runs per case (default 7), BENCH_ZIP_BIG_RUNS those of the 50 MiB
// archives (default 3); medians are reported. Takes 4-10 minutes, most of it the 50 MiB cases.
import { existsSync, readFileSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { zipSync, deflateSync } from 'fflate';
import * as zipjs from '@zip.js/zip.js';
import { timeEach as timeRounds, zipReaders } from './zipReaders.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_ZIP_RUNS ?? 7);
const PASSWORD = 'soho0909';
const MiB = 1024 * 1024;

// Ours is TypeScript: bundle it for plain node, as bench/run.mjs does.
const out = mkdtempSync(join(tmpdir(), 'brickstats-zipbench-'));
await build({ entryPoints: [join(root, 'src/ldraw/zip/readZip.ts')], outfile: join(out, 'ours.mjs'), bundle: true, platform: 'node', format: 'esm', logLevel: 'error' });
const { readZip } = await import(pathToFileURL(join(out, 'ours.mjs')).href);

// The library as an adapter would use it: no workers of its own, CRCs checked (ours checks them).
zipjs.configure({ useWebWorkers: false });

const { ours: oursRead, lib: libRead } = zipReaders(readZip, zipjs);
const timeEach = (fs, runs = RUNS) => timeRounds(fs, runs);

// ---------------------------------------------------------------- archives

/** Deterministic LDraw-like text: type-1 lines with varied numbers (compresses ~4-5x like real files). */
function ldrawText(bytes, seed) {
  let s = seed >>> 0;
  const rnd = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const parts = ['3001.dat', '3003.dat', '3022.dat', '3710.dat', '3068b.dat', '4-4cyli.dat', 's/3001s01.dat'];
  const lines = [];
  let len = 0;
  while (len < bytes) {
    const l = `1 ${Math.floor(rnd() * 500)} ${(rnd() * 400 - 200).toFixed(3)} ${(rnd() * -96).toFixed(3)} ${(rnd() * 400 - 200).toFixed(3)} 1 0 0 0 1 0 0 0 1 ${parts[Math.floor(rnd() * parts.length)]}`;
    lines.push(l);
    len += l.length + 1;
  }
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

function syntheticFiles(total, count) {
  const files = {};
  for (let i = 0; i < count; i++) files[`ldraw/parts/p${i}.dat`] = ldrawText(total / count, i + 1);
  return files;
}

async function libWrite(files, options) {
  const writer = new zipjs.ZipWriter(new zipjs.Uint8ArrayWriter(), { useWebWorkers: false, ...options });
  for (const [name, data] of Object.entries(files)) await writer.add(name, new zipjs.Uint8ArrayReader(data));
  return writer.close();
}

const ioFiles = execFileSync('find', [join(root, '..', 'shared', 'models'), '-name', '*.io'], { encoding: 'utf8' })
  .split('\n').filter(Boolean).sort();

// Archives are made when their case runs and dropped after, so one case's garbage does not
// slow the next; the big ones get fewer runs (each is seconds long and varies little).
const BIG_RUNS = Number(process.env.BENCH_ZIP_BIG_RUNS ?? 3);
const many = () => syntheticFiles(50 * MiB, 10_000);
const few = () => syntheticFiles(50 * MiB, 200);
const cases = [
  ...ioFiles.flatMap((path) => {
    const bytes = () => new Uint8Array(readFileSync(path));
    const size = readFileSync(path).length;
    const name = relative(join(root, '..', 'shared', 'models'), path);
    return [
      { name: `${name} (${(size / 1024).toFixed(0)} KiB, ZipCrypto): model.ldr`, bytes, password: PASSWORD, names: ['model.ldr'] },
      { name: `${name}: every entry`, bytes, password: PASSWORD },
    ];
  }),
  { name: '50 MiB LDraw text, 10,000 entries (like complete.zip)', bytes: () => zipSync(many()), big: true },
  { name: '50 MiB LDraw text, 200 entries', bytes: () => zipSync(few()), big: true },
  { name: '50 MiB LDraw text, 10,000 entries, ZipCrypto', bytes: () => libWrite(many(), { password: PASSWORD, zipCrypto: true }), password: PASSWORD, big: true },
  { name: '50 MiB LDraw text, 200 entries, AES-256', bytes: () => libWrite(few(), { password: PASSWORD, encryptionStrength: 3 }), password: PASSWORD, aes: true, big: true },
];

// ---------------------------------------------------------------- speed

console.log(`zip bench on node ${process.version}, @zip.js/zip.js ${JSON.parse(readFileSync(join(root, 'node_modules/@zip.js/zip.js/package.json'), 'utf8')).version}, median of ${RUNS} runs (${BIG_RUNS} for the 50 MiB archives), load average ${loadavg()[0].toFixed(1)} at the start`);
console.log('');
const rows = [['archive', 'ours', 'zip.js (native inflate)', 'ratio', 'zip.js (its wasm inflate)', 'ratio']];
for (const c of cases) {
  c.bytes = await c.bytes();
  const runs = c.big ? BIG_RUNS : RUNS;
  const expected = c.aes ? await libRead(c.bytes, c.password, c.names) : oursRead(c.bytes, c.password, c.names);
  if ((await libRead(c.bytes, c.password, c.names)) !== expected) throw new Error(`${c.name}: the readers disagree`);
  const readers = [() => libRead(c.bytes, c.password, c.names, true), () => libRead(c.bytes, c.password, c.names, false)];
  if (!c.aes) readers.unshift(() => oursRead(c.bytes, c.password, c.names));
  const [ours, lib, wasm] = [...(c.aes ? [NaN] : []), ...(await timeEach(readers, runs))];
  c.bytes = undefined;
  const f = (x) => (Number.isNaN(x) ? 'cannot (AES)' : x < 10 ? `${x.toFixed(2)} ms` : `${x.toFixed(0)} ms`);
  const r = (x) => (Number.isNaN(x / ours) ? '' : `${(x / ours).toFixed(1)}x`);
  rows.push([c.name, f(ours), f(lib), r(lib), f(wasm), r(wasm)]);
}

// A bomb: ~200 KiB of deflate that inflates to 200 MiB, declaring 1,000 bytes.
{
  const fake = zipSync({ 'bomb.ldr': new Uint8Array(1000) }, { level: 0 });
  const bomb = withPayload(fake, deflateSync(new Uint8Array(200 * MiB)));
  const refused = async (f) => { try { await f(); } catch { return; } throw new Error('bomb not refused'); };
  const [ours, lib, wasm] = await timeEach([
    () => refused(() => oursRead(bomb)),
    () => refused(() => libRead(bomb, undefined, undefined, true)),
    () => refused(() => libRead(bomb, undefined, undefined, false)),
  ]);
  rows.push(['bomb: 200 MiB of deflate declaring 1,000 bytes (time to refuse)', `${ours.toFixed(2)} ms`, `${lib.toFixed(2)} ms`, `${(lib / ours).toFixed(1)}x`, `${wasm.toFixed(2)} ms`, `${(wasm / ours).toFixed(1)}x`]);
}
printTable(rows);

/** A stored one-entry zip from fflate, its data swapped for `payload` (deflate), sizes kept: a liar. */
function withPayload(zip, payload) {
  const nameLen = zip[26] | (zip[27] << 8);
  const oldLen = zip[18] | (zip[19] << 8) | (zip[20] << 16) | (zip[21] << 24);
  const start = 30 + nameLen + (zip[28] | (zip[29] << 8));
  const outBytes = new Uint8Array(zip.length - oldLen + payload.length);
  outBytes.set(zip.subarray(0, start));
  outBytes.set(payload, start);
  outBytes.set(zip.subarray(start + oldLen), start + payload.length);
  const put32 = (at, v) => { outBytes[at] = v & 255; outBytes[at + 1] = (v >>> 8) & 255; outBytes[at + 2] = (v >>> 16) & 255; outBytes[at + 3] = (v >>> 24) & 255; };
  const put16 = (at, v) => { outBytes[at] = v & 255; outBytes[at + 1] = (v >>> 8) & 255; };
  const cd = start + payload.length;
  put16(8, 8); put32(18, payload.length); // local: method deflate, compressed size
  put16(cd + 10, 8); put32(cd + 20, payload.length); // central: same
  const eocd = outBytes.length - 22;
  put32(eocd + 16, cd);
  return outBytes;
}

function printTable(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  table.forEach((r, i) => {
    console.log(`| ${r.map((x, j) => x.padEnd(widths[j])).join(' | ')} |`);
    if (i === 0) console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  });
}

// ---------------------------------------------------------------- bundle size

console.log('');
console.log('Added to a minified browser bundle (esbuild, tree-shaken; fflate is used only by our reader):');
const bundles = [
  ['ours: src/ldraw/zip/readZip.ts (+ fflate Inflate)', `export { readZip } from ${JSON.stringify(join(root, 'src/ldraw/zip/readZip.ts'))};`],
  ['zip.js default entry (inline wasm inflate fallback)', `export { ZipReader, Uint8ArrayReader, Uint8ArrayWriter, Writer, configure } from '@zip.js/zip.js';`],
  ['zip.js lib/zip-core.js (native DecompressionStream only)', `export { ZipReader, Uint8ArrayReader, Uint8ArrayWriter, Writer, configure } from '@zip.js/zip.js/lib/zip-core.js';`],
  ['zip.js lib/zip-core-native.js (pure-JS inflate fallback)', `export { ZipReader, Uint8ArrayReader, Uint8ArrayWriter, Writer, configure } from '@zip.js/zip.js/lib/zip-core-native.js';`],
];
const sizeRows = [['bundle', 'minified', 'gzip']];
for (const [name, contents] of bundles) {
  const r = await build({ stdin: { contents, resolveDir: root, loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'error' });
  const js = r.outputFiles[0].contents;
  sizeRows.push([name, `${(js.length / 1024).toFixed(1)} KiB`, `${(gzipSync(js).length / 1024).toFixed(1)} KiB`]);
}
printTable(sizeRows);

// ---------------------------------------------------------------- in a browser worker

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
console.log('');
if (!existsSync(CHROMIUM)) {
  console.log(`Browser worker: skipped (no Chromium at ${CHROMIUM})`);
} else {
  const { chromium } = await import('playwright-core');
  const spy = `self.__spawned = []; self.__fetched = [];
if (self.Worker) { const W = self.Worker; self.Worker = class extends W { constructor(u, o) { self.__spawned.push(String(u).slice(0, 60)); super(u, o); } }; }
{ const f = self.fetch; self.fetch = (u, ...a) => { self.__fetched.push(String(u).slice(0, 40)); return f(u, ...a); }; }`;
  const r = await build({ entryPoints: [join(root, 'bench/zipWorker.mjs')], bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'error', banner: { js: spy } });
  const code = r.outputFiles[0].text;
  const files = ioFiles.map((path) => ({ name: relative(join(root, '..', 'shared', 'models'), path), bytes: readFileSync(path).toString('base64') }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    // A made-up origin answered by Playwright itself (nothing leaves the machine): module
    // workers do not start from blob: URLs of an about:blank page.
    const ORIGIN = 'http://zip-bench.localhost';
    await page.route(`${ORIGIN}/**`, (route) =>
      route.request().url().endsWith('/worker.js')
        ? route.fulfill({ body: code, contentType: 'text/javascript' })
        : route.fulfill({ body: '<!doctype html><title>zip bench</title>', contentType: 'text/html' }),
    );
    await page.goto(`${ORIGIN}/`);
    const requests = [];
    page.on('request', (req) => requests.push(req.url().slice(0, 60)));
    const result = await page.evaluate(async ({ files, password, runs }) => {
      const worker = new Worker('/worker.js', { type: 'module' });
      const decoded = files.map(({ name, bytes }) => ({ name, bytes: Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0)) }));
      return new Promise((resolve) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = (e) => resolve({ error: `${e.message ?? 'worker failed to start'} ${e.filename ?? ''}:${e.lineno ?? ''}` });
        worker.postMessage({ files: decoded, password, runs });
      });
    }, { files, password: PASSWORD, runs: RUNS });
    if (!result.rows) throw new Error(`browser worker: ${JSON.stringify(result).slice(0, 500)}`);
    if (result.error) throw new Error(`browser worker: ${result.error}`);
    console.log(`In a Chromium ${browser.version()} Web Worker (median of ${RUNS} runs):`);
    const table = [['archive', 'ours', 'zip.js', 'ratio']];
    for (const row of result.rows) table.push([row.name, `${row.ours.toFixed(2)} ms`, `${row.lib.toFixed(2)} ms`, `${(row.lib / row.ours).toFixed(1)}x`]);
    printTable(table);
    console.log(`zip.js in the worker: AES-256 entry written and read back (${result.aesRead} bytes); workers it started: ${result.spawned.length ? result.spawned.join(', ') : 'none'}; fetch calls: ${result.fetched.length ? result.fetched.join(', ') : 'none'}; page requests after the worker script: ${requests.filter((u) => !u.startsWith(ORIGIN)).join(', ') || 'none'}`);
  } finally {
    await browser.close();
  }
}
