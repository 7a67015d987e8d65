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

async function openPage(browser, script, extra) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requests = [];
  page.on('requestfinished', (r) => requests.push(r));
  await page.addInitScript({ content: `${extra}\n${script}` });
  const heap = await traceHeap(browser, page);
  return { context, page, errors, requests, heap };
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

/** Requests by kind, with when the last of each kind ended (ms since navigation start). */
async function network(page, requests) {
  const origin = await page.evaluate(() => performance.timeOrigin);
  const kinds = {};
  for (const r of requests) {
    const path = new URL(r.url()).pathname;
    const kind = path.startsWith('/ldraw/') ? (path.endsWith('index.json') ? 'library index' : 'library files') : path.startsWith('/bench-model/') ? 'model' : 'app';
    const t = r.timing();
    const sizes = await r.sizes().catch(() => ({ responseBodySize: 0 }));
    const k = (kinds[kind] ??= { count: 0, bytes: 0, endAt: 0 });
    k.count++;
    k.bytes += sizes.responseBodySize;
    k.endAt = Math.max(k.endAt, t.startTime - origin + t.responseEnd);
  }
  return kinds;
}

async function finish({ context, page, errors, requests, heap }, done, afterFrame = async () => null) {
  const failed = await page.waitForFunction(done, undefined, { timeout: TIMEOUT, polling: 250 }).then(() => null, (e) => e.message);
  const heapPeak = await heap.stop();
  const record = await page.evaluate(() => window.__bench);
  if (!record.frame) {
    const shown = await page.evaluate(() => document.querySelector('[data-testid="error"]')?.textContent ?? window.benchError ?? null);
    await context.close();
    throw new Error(`the page did not draw the model: ${shown ?? (errors.join('; ') || failed)}`);
  }
  const extra = await page.evaluate(() => ({ result: window.benchResult ?? null, canvas: (() => { const c = document.querySelector('canvas'); return c ? { w: c.clientWidth, h: c.clientHeight } : null; })() }));
  const nextFrameGpuMs = await afterFrame(page);
  const net = await network(page, requests);
  await context.close();
  return { ...record, ...extra, nextFrameGpuMs, heapPeak, net, errors };
}

export async function loadViewer(browser, script, base, modelUrl, name, profile) {
  const page = await openPage(browser, script, `window.__benchModelName = ${JSON.stringify(name)}; window.__benchProfile = ${profile};`);
  await page.page.goto(`${base}/?model=${encodeURIComponent(modelUrl)}`);
  // Waits for the data sheet too: the analysis now arrives after the first frame.
  return finish(page, () => (window.__bench.frame !== null && window.__bench.readyAt !== null) || document.querySelector('[data-testid="error"]') !== null, profile ? nextViewerFrame : undefined);
}

/** The viewer draws on demand: a 1-px resize asks for the next frame, which instrument.ts times. */
async function nextViewerFrame(page) {
  await page.setViewportSize({ width: VIEWPORT.width + 1, height: VIEWPORT.height });
  await page.waitForFunction(() => window.__bench.nextFrameGpuMs !== null, undefined, { timeout: TIMEOUT });
  return page.evaluate(() => window.__bench.nextFrameGpuMs);
}

export async function loadLDrawLoader(browser, script, base, modelUrl, size, profile) {
  const page = await openPage(browser, script, `window.__benchProfile = ${profile};`);
  const sizeQuery = size ? `&w=${size.w}&h=${size.h}` : '';
  await page.page.goto(`${base}/bench/web/ldrawloader.html?model=${encodeURIComponent(modelUrl)}${sizeQuery}`);
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
