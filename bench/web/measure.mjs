// One timed page load in a fresh browser context: the brickstats viewer or the LDrawLoader page.
import { join } from 'node:path';
import { build } from 'esbuild';
import { traceHeap } from './heap.mjs';

const VIEWPORT = { width: 1400, height: 860 };
const TIMEOUT = 600_000;

/** instrument.ts as a script to inject before the page's own. */
export async function instrumentScript(dir) {
  const out = await build({ entryPoints: [join(dir, 'instrument.ts')], bundle: true, write: false, format: 'iife', target: 'es2022', logLevel: 'error' });
  return out.outputFiles[0].text;
}

/** A page with the instrument; in `shared` (a context kept by the caller, e.g. for a second, cached load) or a fresh context. */
async function openPage(browser, script, extra, shared) {
  const context = shared ?? (await browser.newContext({ viewport: VIEWPORT }));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requests = [];
  page.on('requestfinished', (r) => requests.push(r));
  await page.addInitScript({ content: `${extra}\n${script}` });
  const heap = await traceHeap(browser, page);
  return { context, owned: !shared, page, errors, requests, heap };
}

/**
 * Waits until the GPU process (software GL here, sharing the CPUs) has run the work a
 * closed page left queued, such as frames drawn after the measured one, so it does not
 * slow the next load. All WebGL contexts share that process, so a 1-pixel read in a new
 * one returns only after it. Returns how long that took.
 */
export async function waitForIdleGpu(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const waited = await page.evaluate(() => {
    const t = performance.now();
    const gl = document.createElement('canvas').getContext('webgl2');
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    return performance.now() - t;
  });
  await context.close();
  return waited;
}

/**
 * Requests by kind, with when the last of each kind ended (ms since navigation start), the
 * answers that were not found, and the request rounds: a request's round is one more than
 * the latest round of any request of its kind that had ended when it started.
 */
async function network(page, requests) {
  const origin = await page.evaluate(() => performance.timeOrigin);
  const kinds = {};
  for (const r of requests) {
    const path = new URL(r.url()).pathname;
    const kind = path.startsWith('/ldraw/') ? (path.endsWith('index.json') ? 'library index' : path.endsWith('release.json') ? 'library release' : 'library files') : path.startsWith('/bench-model/') ? 'model' : 'app';
    const t = r.timing();
    const sizes = await r.sizes().catch(() => ({ responseBodySize: 0 }));
    const status = (await r.response())?.status() ?? 0;
    const k = (kinds[kind] ??= { count: 0, bytes: 0, endAt: 0, notFound: 0, spans: [] });
    k.count++;
    k.bytes += sizes.responseBodySize;
    if (status === 404) k.notFound++;
    const start = t.startTime - origin;
    const end = start + Math.max(0, t.responseEnd);
    k.endAt = Math.max(k.endAt, end);
    k.spans.push({ start, end });
  }
  for (const k of Object.values(kinds)) {
    k.rounds = requestRounds(k.spans);
    delete k.spans;
  }
  return kinds;
}

function requestRounds(spans) {
  const byStart = [...spans].sort((a, b) => a.start - b.start);
  const byEnd = [...spans].sort((a, b) => a.end - b.end);
  let ended = 0;
  let latest = 0;
  let rounds = 0;
  for (const span of byStart) {
    while (ended < byEnd.length && byEnd[ended].end <= span.start) latest = Math.max(latest, byEnd[ended++].round ?? 0);
    span.round = latest + 1;
    rounds = Math.max(rounds, span.round);
  }
  return rounds;
}

async function finish({ context, owned, page, errors, requests, heap }, done, afterFrame = async () => null, beforeClose = async () => null) {
  const failed = await page.waitForFunction(done, undefined, { timeout: TIMEOUT, polling: 250 }).then(() => null, (e) => e.message);
  const heapPeak = await heap.stop();
  const record = await page.evaluate(() => window.__bench);
  if (!record.frame) {
    const shown = await page.evaluate(() => document.querySelector('[data-testid="error"]')?.textContent ?? window.benchError ?? null);
    await (owned ? context.close() : page.close());
    throw new Error(`the page did not draw the model: ${shown ?? (errors.join('; ') || failed)}`);
  }
  const extra = await page.evaluate(() => ({ result: window.benchResult ?? null, canvas: (() => { const c = document.querySelector('canvas'); return c ? { w: c.clientWidth, h: c.clientHeight } : null; })() }));
  const nextFrameGpuMs = await afterFrame(page);
  const net = await network(page, requests);
  const after = await beforeClose(page);
  await (owned ? context.close() : page.close());
  return { ...record, ...extra, nextFrameGpuMs, heapPeak, net, errors, after };
}

/**
 * `options.context`: load in this context (kept open) rather than a fresh one; `options.noGpuWait`: the
 * first frame is timed without waiting for the GPU; `options.beforeClose(page)`: its answer is the record's `after`.
 */
export async function loadViewer(browser, script, base, modelUrl, name, profile, options = {}) {
  const page = await openPage(browser, script, `window.__benchModelName = ${JSON.stringify(name)}; window.__benchProfile = ${profile}; window.__benchNoGpuWait = ${Boolean(options.noGpuWait)};`, options.context);
  await page.page.goto(`${base}/?model=${encodeURIComponent(modelUrl)}`);
  // Waits for the data sheet too: the analysis now arrives after the first frame.
  return finish(page, () => (window.__bench.frame !== null && window.__bench.readyAt !== null) || document.querySelector('[data-testid="error"]') !== null, profile ? nextViewerFrame : undefined, options.beforeClose);
}

/** The viewer draws on demand: a 1-px resize asks for the next frame, which instrument.ts times. */
async function nextViewerFrame(page) {
  await page.setViewportSize({ width: VIEWPORT.width + 1, height: VIEWPORT.height });
  await page.waitForFunction(() => window.__bench.nextFrameGpuMs !== null, undefined, { timeout: TIMEOUT });
  return page.evaluate(() => window.__bench.nextFrameGpuMs);
}

/** `options.library`: the model's parts come from the site's library (an unpacked model); `options.noGpuWait` as for loadViewer. */
export async function loadLDrawLoader(browser, script, base, modelUrl, size, profile, options = {}) {
  const page = await openPage(browser, script, `window.__benchProfile = ${profile}; window.__benchNoGpuWait = ${Boolean(options.noGpuWait)};`);
  const sizeQuery = size ? `&w=${size.w}&h=${size.h}` : '';
  const libraryQuery = options.library ? `&parts=${encodeURIComponent('/ldraw/file/')}&colours=${encodeURIComponent('/ldraw/colours')}` : '';
  await page.page.goto(`${base}/bench/web/ldrawloader.html?model=${encodeURIComponent(modelUrl)}${sizeQuery}${libraryQuery}`);
  return finish(page, () => window.__bench.frame !== null || window.benchError !== undefined, profile ? nextLoaderFrame : undefined);
}

/** Renders the LDrawLoader scene again and times how long the GPU takes to finish it. */
function nextLoaderFrame(page) {
  return page.evaluate(() => {
    window.benchRender();
    const t = performance.now();
    const gl = document.querySelector('canvas').getContext('webgl2');
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    return performance.now() - t;
  });
}
