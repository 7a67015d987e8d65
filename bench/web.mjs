// npm run bench:web: time to the first frame of the AT-ST UCS in the brickstats viewer
// against three.js's LDrawLoader, in one Chromium, both pages served by the same server;
// then hover and click latency and the longest main-thread task on two big sets; then those
// two sets unpacked, with the library cache empty (cold) and filled (warm), against LDrawLoader.
// BENCH_WEB_PARTS=load, =interaction or =cache (or a comma list) runs only those.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { libraryTraffic, measureCache } from './web/cacheLoads.mjs';
import { measureInteraction, SAMPLES } from './web/interaction.mjs';
import { instrumentScript, loadLDrawLoader, loadViewer, waitForIdleGpu } from './web/measure.mjs';
import { MODEL_URL, startBenchServer } from './web/serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const models = join(root, '..', 'shared', 'models');
const model = join(models, 'threejs-ldraw', 'packed', '10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd');
// Big sets for picking: the castle (772 parts) and the Millennium Falcon (5,163).
const BIG_SETS = [join(models, 'omr-sets', '6080 - Kings Castle.mpd'), join(models, 'omr-sets', 'MillenniumFalcon.mpd')];
const PARTS = new Set((process.env.BENCH_WEB_PARTS ?? 'load,interaction,cache').split(','));
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
// Cold, warm and LDrawLoader loads of each big set (each LDrawLoader load of the Falcon takes a while).
const CACHE_RUNS = Number(process.env.BENCH_WEB_CACHE_RUNS ?? 1);
// One extra load of each with WebGL calls timed (slower, so never part of the medians).
const PROFILE = process.env.BENCH_WEB_PROFILE !== '0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The test suite's flags (tests/support/app.ts).
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'];

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (s.length === 0) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => (x === null ? '?' : `${x.toFixed(0)} ms`);
const mb = (x) => (x ? `${(x / 1048576).toFixed(0)} MB` : 'n/a');
const all = (xs) => xs.map((x) => x.toFixed(0)).join(', ');

if (!existsSync(model)) {
  console.error(`bench:web: ${model} not found; the benchmark needs ../shared/models beside the checkout`);
  process.exit(1);
}
const modelUrl = MODEL_URL + relative(models, model).split('/').map(encodeURIComponent).join('/');
const name = basename(model);

const { server, base } = await startBenchServer(root, models);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
try {
  if (PARTS.has('load')) await benchLoad(browser, base, modelUrl, name);
  if (PARTS.has('interaction')) await benchInteraction(browser, base);
  if (PARTS.has('cache')) await benchCache(browser, base);
} finally {
  await browser.close();
  await server.close();
}

async function benchLoad(browser, base, modelUrl, name) {
  const script = await instrumentScript(join(root, 'bench', 'web'));
  console.log(`brickstats bench:web on Chromium ${browser.version()} (${ARGS.includes('--disable-gpu') ? 'software GL' : 'GPU'}), ${RUNS} loads each in a fresh context, alternating`);
  console.log(`Model: ${name} (${(statSync(model).size / 1024).toFixed(0)} KB), fetched over HTTP from ${base}${MODEL_URL} by both pages`);
  console.log('');

  const viewer = [];
  const anchor = [];
  let size = null;
  for (let i = 0; i < RUNS; i++) {
    viewer.push(await loadViewer(browser, script, base, modelUrl, name, false));
    const afterViewer = await waitForIdleGpu(browser);
    // The anchor draws into a canvas of the viewer's size, so both shade the same pixels.
    size ??= viewer[0].canvas;
    anchor.push(await loadLDrawLoader(browser, script, base, modelUrl, size, false));
    const afterAnchor = await waitForIdleGpu(browser);
    process.stderr.write(`  load ${i + 1}/${RUNS}: viewer ${ms(viewer[i].frame.at)}, LDrawLoader ${ms(anchor[i].frame.at)} (GPU idle after ${ms(afterViewer)}, ${ms(afterAnchor)})\n`);
  }

  // Peaks per thread (medians over the loads) at V8's garbage collections.
  const heap = (runs) =>
    ['main', 'worker']
      .filter((t) => runs.some((r) => r.heapPeak[t]))
      .map((t) => `${mb(median(runs.map((r) => r.heapPeak[t] ?? 0)))} ${t}`)
      .join(' + ');
  const report = (label, runs) => {
    const first = median(runs.map((r) => r.frame.at));
    console.log(`   ${label} median ${ms(first)} (all: ${all(runs.map((r) => r.frame.at))}); draw calls ${[...new Set(runs.map((r) => r.frame.drawCalls))].join('/')}; GPU done ${ms(median(runs.map((r) => r.frame.gpuDoneAt)))}; peak JS heap ${heap(runs)}`);
    return first;
  };
  console.log(`1. Navigation start -> first frame with the model drawn (canvas ${size.w}x${size.h} CSS px); peak JS heap per thread, typed arrays excluded`);
  const ours = report('brickstats viewer ', viewer);
  const theirs = report('three LDrawLoader ', anchor);
  const ratio = theirs / ours;
  const calls = viewer[0].frame.drawCalls;
  console.log(`   ratio              ${ratio.toFixed(1)}x faster to first frame [target >= 5x: ${ratio >= 5 ? 'met' : 'MISSED'}]; draw calls ${calls} vs ${anchor[0].frame.drawCalls} [target: tens at most, not one per part: ${calls < 100 ? 'met' : 'MISSED'}]`);
  const onScreen = (runs) => median(runs.map((r) => r.frame.gpuDoneAt));
  const screenRatio = onScreen(anchor) / onScreen(viewer);
  console.log(`   on screen          ${ms(onScreen(viewer))} vs ${ms(onScreen(anchor))}: ${screenRatio.toFixed(1)}x sooner (GPU done: the frame finished; in software GL, when the model appears)`);
  console.log('');

  // Where the time goes: medians of when each step ended, ms since navigation start.
  const at = (runs, get) => ms(median(runs.map(get)));
  const phases = [...new Set(viewer.flatMap((r) => Object.keys(r.phases)))];
  console.log('2. Where the time goes (medians, ms since navigation start)');
  console.log(`   viewer:      app loaded ${at(viewer, (r) => r.net.app?.endAt)}; model fetched ${at(viewer, (r) => r.net.model?.endAt)}; library index fetched ${at(viewer, (r) => r.net['library index']?.endAt)} (${mb(median(viewer.map((r) => r.net['library index']?.bytes)))}); ` +
    `library files: ${median(viewer.map((r) => r.net['library files']?.count ?? 0))} in ${median(viewer.map((r) => r.library?.rounds ?? 0))} request round(s) (the viewer's own count: ${median(viewer.map((r) => r.library?.files ?? 0))} files)`);
  console.log(`                worker messages arrived: ${phases.map((p) => `${p} ${at(viewer, (r) => r.phases[p])}`).join('; ')}`);
  console.log(`                worker result shown ${at(viewer, (r) => r.readyAt)}; first frame ${at(viewer, (r) => r.frame.at)}; GPU done ${at(viewer, (r) => r.frame.gpuDoneAt)}`);
  console.log(`   LDrawLoader: model fetched ${at(anchor, (r) => r.result.fetchedAt)}; parsed ${at(anchor, (r) => r.result.parsedAt)}; first frame ${at(anchor, (r) => r.frame.at)}; GPU done ${at(anchor, (r) => r.frame.gpuDoneAt)}; ${anchor[0].result.objects} objects, ${anchor[0].result.triangles} triangles`);

  if (PROFILE) {
    const profiled = [['viewer     ', await loadViewer(browser, script, base, modelUrl, name, true)]];
    await waitForIdleGpu(browser);
    profiled.push(['LDrawLoader', await loadLDrawLoader(browser, script, base, modelUrl, size, true)]);
    console.log('   WebGL calls up to the first frame (one extra load each with the calls timed; not in the medians):');
    for (const [label, r] of profiled) {
      const gl = Object.entries(r.gl).map(([kind, c]) => `${kind} ${c.calls} calls ${ms(c.ms)}${c.bytes ? ` (${mb(c.bytes)})` : ''}`).join('; ');
      console.log(`     ${label}  first frame ${ms(r.frame.at)}, GPU done ${ms(r.frame.gpuDoneAt)}: ${gl}; the next frame's GPU work ${ms(r.nextFrameGpuMs)}`);
    }
  }
  const errors = [...viewer, ...anchor].flatMap((r) => r.errors);
  if (errors.length) console.log(`\nPage errors: ${[...new Set(errors)].join('; ')}`);
  console.log('');
}

async function benchInteraction(browser, base) {
  console.log(`3. Picking on big sets (canvas as above): pointer move -> tooltip in the page, click -> inspector naming the part; medians of ${SAMPLES} parts; longest main-thread task (Long Tasks API) after the first frame; after each click the bench waits until the selection is drawn, as a player looks at it`);
  // BENCH_WEB_SETS=Castle (a part of the file name) measures only the sets it names.
  for (const file of BIG_SETS.filter((f) => !process.env.BENCH_WEB_SETS || basename(f).includes(process.env.BENCH_WEB_SETS))) {
    if (!existsSync(file)) {
      console.log(`   ${basename(file)}: not found, skipped`);
      continue;
    }
    const url = MODEL_URL + relative(models, file).split('/').map(encodeURIComponent).join('/');
    const r = await measureInteraction(browser, base, url, basename(file), process.env.BENCH_WEB_PROFILE_HOVER === '1');
    const answered = (xs) => xs.filter((x) => x !== null);
    const hover = median(answered(r.hovers));
    const click = median(answered(r.clicks));
    const after = r.longTasks.filter((t) => r.firstFrameAt !== null && t.start >= r.firstFrameAt);
    const longest = after.reduce((a, t) => (t.duration > (a?.duration ?? 0) ? t : a), null);
    const never = (xs) => (xs.length - answered(xs).length ? `, ${xs.length - answered(xs).length} never answered` : '');
    console.log(`   ${r.name} (${r.count} parts; first frame ${ms(r.firstFrameAt)}, analysis drawn by ${ms(r.readyAt)})`);
    console.log(`     hover median ${ms(hover)} (all: ${answered(r.hovers).length ? all(answered(r.hovers)) : '-'}${never(r.hovers)}) [target <= 50 ms: ${hover !== null && hover <= 50 && !never(r.hovers) ? 'met' : 'MISSED'}]`);
    console.log(`     click median ${ms(click)} (all: ${answered(r.clicks).length ? all(answered(r.clicks)) : '-'}${never(r.clicks)}) [target <= 50 ms: ${click !== null && click <= 50 && !never(r.clicks) ? 'met' : 'MISSED'}]`);
    console.log(`     longest task after the first frame ${longest ? `${ms(longest.duration)} at ${ms(longest.start)}` : 'none over 50 ms'}; ${after.length} tasks over 50 ms after it, median ${ms(median(after.map((t) => t.duration)))} (${all(after.map((t) => t.duration).sort((a, b) => b - a).slice(0, 8))}${after.length > 8 ? ', ...' : ''}) [target: none over 200 ms: ${(longest?.duration ?? 0) <= 200 ? 'met' : 'MISSED'}]`);
    // The Long Tasks API counts the main thread's wait for the rasterizer too (software here); the trace tells it apart.
    const work = r.traced.reduce((a, t) => (t.work > (a?.work ?? -1) ? t : a), null);
    const waited = r.traced.reduce((a, t) => (t.gpuWait > (a?.gpuWait ?? -1) ? t : a), null);
    if (work) console.log(`     while pointing (Chromium trace, ${r.traced.length} tasks over 50 ms): most main-thread work in one task ${ms(work.work)} (of ${ms(work.duration)}; the rest waiting for the software rasterizer) [main-thread work <= 200 ms: ${work.work <= 200 ? 'met' : 'MISSED'}]; longest wait for the rasterizer ${ms(waited.gpuWait)} (drawing a selection: raster time, not the page's work)`);
    else console.log('     while pointing (Chromium trace): no task over 50 ms');
    if (r.hot) console.log(`     CPU profile (self time, top functions): ${r.hot.map(([f, t]) => `${f} ${ms(t)}`).join('; ')}`);
    if (r.errors.length) console.log(`     page errors: ${[...new Set(r.errors)].join('; ')}`);
  }
}

async function benchCache(browser, base) {
  const script = await instrumentScript(join(root, 'bench', 'web'));
  console.log('');
  console.log(`4. Big sets, unpacked (parts from the site's library): brickstats cold (library cache empty), brickstats with the parts kept (the same context, a new page: the parts kept by the cold load, its kept scene let go), brickstats warm (a second load: the scene and the parts kept), three's LDrawLoader (fresh context, parts from the same /ldraw/file/ addresses, its own search); ${CACHE_RUNS} load(s) each, medians`);
  console.log('   "On screen" = the first frame with the model\'s geometry submitted (viewer: its first onAfterRender with the parts in the scene; LDrawLoader: its render() returned). Chromium rasters in software here, so nothing waits for the pixels. "Stats" = the data sheet naming the model.');
  console.log('   Library requests = library files over the network (colours included; index.json and release.json apart), with 404s; rounds = request rounds seen by the network.');
  for (const file of BIG_SETS.filter((f) => !process.env.BENCH_WEB_SETS || basename(f).includes(process.env.BENCH_WEB_SETS))) {
    if (!existsSync(file)) {
      console.log(`   ${basename(file)}: not found, skipped`);
      continue;
    }
    const url = MODEL_URL + relative(models, file).split('/').map(encodeURIComponent).join('/');
    const name = basename(file);
    const runs = [];
    for (let i = 0; i < CACHE_RUNS; i++) {
      const r = await measureCache(browser, script, base, url, name);
      runs.push(r);
      process.stderr.write(`  ${name} ${i + 1}/${CACHE_RUNS}: cold ${ms(r.cold.frame.at)}, parts kept ${ms(r.parts.frame.at)}, warm ${ms(r.warm.frame.at)}, LDrawLoader ${ms(r.anchor.frame.at)}\n`);
      await waitForIdleGpu(browser);
    }
    const med = (kind, get) => median(runs.map((r) => get(r[kind])));
    const row = (label, kind, stats) => {
      const traffic = (get) => med(kind, (r) => get(libraryTraffic(r)));
      const own = kind === 'anchor' ? '' : `; the viewer's count: ${med(kind, (r) => r.library?.files ?? 0)} fetched in ${med(kind, (r) => r.library?.rounds ?? 0)} round(s), ${med(kind, (r) => r.library?.cached ?? 0)} from the cache`;
      console.log(`     ${label.padEnd(18)} on screen ${ms(med(kind, (r) => r.frame.at)).padStart(9)}; stats ${stats ? ms(med(kind, (r) => r.readyAt)).padStart(9) : '        -'}; library requests ${traffic((t) => t.files)} (${traffic((t) => t.notFound)} not found) in ${traffic((t) => t.rounds)} round(s), index ${traffic((t) => t.index)}, release ${traffic((t) => t.release)}${own}`);
    };
    const { anchor } = runs[0];
    console.log(`   ${name} (${(statSync(file).size / 1024).toFixed(0)} KB; LDrawLoader: ${anchor.result.objects} objects, ${anchor.result.triangles} triangles)`);
    row('brickstats cold', 'cold', true);
    row('brickstats, parts', 'parts', true);
    row('brickstats warm', 'warm', true);
    row('three LDrawLoader', 'anchor', false);
    for (const kind of ['cold', 'parts', 'warm']) {
      const phases = [...new Set(runs.flatMap((r) => Object.keys(r[kind].phases)))];
      console.log(`       ${kind} load, when each step ended (the worker's messages reaching the page): ${phases.map((p) => `${p} ${ms(med(kind, (r) => r.phases[p] ?? null))}`).join('; ')}`);
    }
    console.log(`       LDrawLoader: model and colours fetched ${ms(med('anchor', (r) => r.result.fetchedAt))}; parts fetched and parsed ${ms(med('anchor', (r) => r.result.parsedAt))}; first frame ${ms(med('anchor', (r) => r.frame.at))}`);
    const theirs = med('anchor', (r) => r.frame.at);
    const ratio = (kind) => theirs / med(kind, (r) => r.frame.at);
    const cold = ratio('cold');
    const warm = ratio('warm');
    console.log(`     faster to the model on screen than LDrawLoader: cold ${cold.toFixed(1)}x [target >= 3x: ${cold >= 3 ? 'met' : 'MISSED'}], warm ${warm.toFixed(1)}x [target >= 5x: ${warm >= 5 ? 'met' : 'MISSED'}]; with the parts kept but not the scene (another model of the same parts) ${ratio('parts').toFixed(1)}x`);
    console.log(`     library cache after the cold load (Settings): ${runs[0].kept}`);
    const errors = runs.flatMap((r) => [...r.cold.errors, ...r.parts.errors, ...r.warm.errors, ...r.anchor.errors]);
    if (errors.length) console.log(`     page errors: ${[...new Set(errors)].join('; ')}`);
  }
}
