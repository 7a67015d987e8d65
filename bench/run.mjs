// npm run bench: brickstats against its anchors, measured in the same run on this machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = join(root, '..', 'shared', 'models');
const atSt = join(shared, 'threejs-ldraw', 'packed', '10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// The same number of runs for both, so both get the same JIT warm-up.
const ANCHOR_RUNS = Number(process.env.BENCH_ANCHOR_RUNS ?? RUNS);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(0)} ms`;

function libraryRoot() {
  const out = execFileSync(process.execPath, [join(root, 'bin', 'brickstats.mjs'), 'library'], { encoding: 'utf8' });
  const m = /LDraw library: (.*)/.exec(out);
  if (!m) throw new Error('no LDraw library: run "npx brickstats library install" first');
  return m[1].trim();
}

function child(script, args) {
  const r = spawnSync(process.execPath, ['--max-old-space-size=4096', script, ...args], { encoding: 'utf8', cwd: root, maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`${script} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

if (!existsSync(atSt)) {
  console.error(`bench: ${atSt} not found; the benchmark needs ../shared/models beside the checkout`);
  process.exit(1);
}
const lib = libraryRoot();
const out = mkdtempSync(join(tmpdir(), 'brickstats-bench-'));
// The bundled children are this run's only: gone when it ends, however it ends.
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
const pipeline = join(out, 'pipeline.mjs');
const analyzer = join(out, 'analyze.mjs');
for (const [entry, outfile] of [['pipelineChild.ts', pipeline], ['analyzeChild.ts', analyzer]]) {
  await build({ entryPoints: [join(root, 'bench', entry)], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'error' });
}

console.log(`brickstats bench on ${process.version}, ${(await import('node:os')).cpus().length} cores; library ${lib}`);
console.log('');
console.log('1. Load 10174 AT-ST UCS (packed MPD): parse + resolve + flatten + part geometry');
const ours = child(pipeline, [atSt, lib, String(RUNS)]);
const anchor = child(join(root, 'bench', 'ldrawLoaderChild.mjs'), [atSt, String(ANCHOR_RUNS)]);
const oursMedian = median(ours.times);
const anchorMedian = median(anchor.times);
const ratio = anchorMedian / oursMedian;
console.log(`   brickstats           median ${ms(oursMedian)} of ${RUNS} runs (first ${ms(ours.times[0])}; all: ${ours.times.map((t) => t.toFixed(0)).join(', ')}), peak RSS ${ours.maxRssMb.toFixed(0)} MB; ${ours.summary}`);
console.log(`   three LDrawLoader    median ${ms(anchorMedian)} of ${ANCHOR_RUNS} runs (all: ${anchor.times.map((t) => t.toFixed(0)).join(', ')}), peak RSS ${anchor.maxRssMb.toFixed(0)} MB; ${anchor.summary}`);
console.log(`   ratio                ${ratio.toFixed(1)}x faster   [target >= 20x: ${ratio >= 20 ? 'met' : 'MISSED'}; < 250 ms: ${oursMedian < 250 ? 'met' : 'MISSED'}; peak < 300 MB: ${ours.maxRssMb < 300 ? 'met' : 'MISSED'}]`);
console.log('');

console.log('2. Cold `brickstats inspect` of a 10-part model with the full library (new process each run)');
const cli = join(root, 'bin', 'brickstats.mjs');
const tenParts = join(root, 'bench', 'ten-parts.ldr');
execFileSync(process.execPath, [cli, '--version']); // make sure the bundle is built (and its code cache written) before timing
execFileSync(process.execPath, [cli, 'inspect', join(root, 'bench', 'ten-parts.ldr')], { stdio: 'pipe' });
const cold = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  execFileSync(process.execPath, [cli, 'inspect', tenParts], { stdio: 'pipe' });
  cold.push(performance.now() - t0);
}
const coldMedian = median(cold);
console.log(`   brickstats inspect   median ${ms(coldMedian)} of 5 (all: ${cold.map((t) => t.toFixed(0)).join(', ')})   [target < 1000 ms: ${coldMedian < 1000 ? 'met' : 'MISSED'}]`);

console.log('');
console.log('3. Analyze the AT-ST UCS: the foundation work plus connections, classification, measuring, stats and the JSON document');
const analyzed = child(analyzer, ['one', atSt, lib, String(RUNS)]);
const analyzedMedian = median(analyzed.times);
const overhead = analyzedMedian / oursMedian;
console.log(`   brickstats analyze   median ${ms(analyzedMedian)} of ${RUNS} runs (all: ${analyzed.times.map((t) => t.toFixed(0)).join(', ')}), peak RSS ${analyzed.maxRssMb.toFixed(0)} MB; ${analyzed.summary}`);
console.log(`   vs foundation        ${overhead.toFixed(2)}x the load figure above   [target <= 2x: ${overhead <= 2 ? 'met' : 'MISSED'}]`);

console.log('');
console.log(`4. Analyze every file in ${shared} (one process, one library, as \`brickstats analyze <folder>\`)`);
const folder = child(analyzer, ['folder', shared, lib, '1']);
const slowest = [...folder.rows].sort((a, b) => b.ms - a.ms);
for (const r of slowest.slice(0, 12)) console.log(`   ${r.ms.toFixed(0).padStart(6)} ms  ${r.file}  (${r.summary})`);
const errors = folder.rows.filter((r) => r.summary.startsWith('error'));
console.log(`   ... ${folder.rows.length} files in ${ms(folder.total)} (median ${ms(median(folder.rows.map((r) => r.ms)))} per file), peak RSS ${folder.maxRssMb.toFixed(0)} MB, ${errors.length} errors`);
if (process.env.BENCH_ALL_FILES) for (const r of folder.rows) console.log(`   ${r.ms.toFixed(1).padStart(8)} ms  ${r.file}`);

console.log('');
console.log('5. The whole process, start to exit: `brickstats analyze` of the AT-ST UCS against a Node process running three\'s LDrawLoader on it');
const PROCESS_RUNS = Number(process.env.BENCH_PROCESS_RUNS ?? 7);
const wall = (args) => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const t = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} failed:\n${r.stderr}`);
  return t;
};
// A first run writes the code cache of `analyze` (as a user's first run after an update does); not timed.
wall([cli, 'analyze', atSt]);
const cliTimes = [];
const loaderTimes = [];
const pairRatios = [];
// In pairs, one right after the other: a busy machine slows both of a pair alike.
for (let i = 0; i < PROCESS_RUNS; i++) {
  const loader = wall([join(root, 'bench', 'ldrawLoaderChild.mjs'), atSt, '1']);
  const ours = wall([cli, 'analyze', atSt]);
  loaderTimes.push(loader);
  cliTimes.push(ours);
  pairRatios.push(loader / ours);
}
const processRatio = median(loaderTimes) / median(cliTimes);
console.log(`   brickstats analyze   median ${ms(median(cliTimes))} of ${PROCESS_RUNS} (all: ${cliTimes.map((t) => t.toFixed(0)).join(', ')})`);
console.log(`   node + LDrawLoader   median ${ms(median(loaderTimes))} of ${PROCESS_RUNS} (all: ${loaderTimes.map((t) => t.toFixed(0)).join(', ')})`);
console.log(`   ratio                ${processRatio.toFixed(1)}x faster (ratio of the pairs: median ${median(pairRatios).toFixed(1)}x, from ${Math.min(...pairRatios).toFixed(1)}x to ${Math.max(...pairRatios).toFixed(1)}x)   [target >= 20x: ${processRatio >= 20 ? 'met' : 'MISSED'}]`);

console.log('');
const folderDir = join(shared, process.env.BENCH_FOLDER ?? 'brickbuilt');
const cores = (await import('node:os')).availableParallelism();
console.log(`6. \`brickstats analyze <folder>\` of ${folderDir} (whole process): one thread against one per core (${cores})`);
const FOLDER_RUNS = Number(process.env.BENCH_FOLDER_RUNS ?? 3);
const oneCore = [];
const allCores = [];
// The CPU time one thread uses, against its wall time: how many cores it keeps busy on its own.
const oneCoreBusy = [];
for (let i = 0; i < FOLDER_RUNS; i++) {
  const cpu = childCpuSeconds();
  oneCore.push(wall([cli, 'analyze', folderDir, '--format', 'csv', '--jobs', '1']));
  if (cpu !== undefined) oneCoreBusy.push((childCpuSeconds() - cpu) / (oneCore[i] / 1000));
  allCores.push(wall([cli, 'analyze', folderDir, '--format', 'csv', '--jobs', String(cores)]));
}
const speedup = median(oneCore) / median(allCores);
console.log(`   --jobs 1             median ${ms(median(oneCore))} of ${FOLDER_RUNS} (all: ${oneCore.map((t) => t.toFixed(0)).join(', ')})`);
console.log(`   --jobs ${String(cores).padEnd(14)}median ${ms(median(allCores))} of ${FOLDER_RUNS} (all: ${allCores.map((t) => t.toFixed(0)).join(', ')})`);
console.log(`   speed-up             ${speedup.toFixed(2)}x   [target >= 1.7x on 2 cores: ${cores < 2 ? 'one core: not measurable' : speedup >= 1.7 ? 'met' : 'MISSED'}]`);
if (oneCoreBusy.length > 0) {
  const busy = median(oneCoreBusy);
  // V8 compiles and collects garbage on threads of its own: one analyzing thread already keeps more than a core busy.
  console.log(`   --jobs 1 keeps ${busy.toFixed(2)} cores busy (CPU time over wall time, median): on ${cores} cores no speed-up above ${(cores / busy).toFixed(2)}x is possible`);
}

/** CPU seconds (user + system) of this process's finished children, from /proc (Linux); undefined elsewhere. */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name in parentheses: state is field 3, cutime and cstime are fields 16 and 17, in clock ticks (100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
