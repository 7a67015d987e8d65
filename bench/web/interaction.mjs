import { topSelfTime } from './profileHover.mjs';
import { splitLongTasks, TRACE_CATEGORIES } from './rasterWait.mjs';

// Hover and click latency on big builds, and the longest main-thread task after the first frame.
// One fresh context per model: load it, wait until its analysis is drawn, then point at 20 parts.

const VIEWPORT = { width: 1400, height: 860 };
const TIMEOUT = 600_000;
/** A hover or click that shows nothing within this long counts as never answered. */
const ANSWER_TIMEOUT = 10_000;
/** How long a selection may take to be drawn (a frame of the Falcon takes seconds in software GL). */
const DRAWN_TIMEOUT = 60_000;
export const SAMPLES = Number(process.env.BENCH_WEB_SAMPLES ?? 20);

/**
 * Injected before the page's scripts: long tasks (buffered from navigation), the time of the
 * last pointermove / click reaching the page, and when the tooltip and the inspector next change.
 */
const PROBE = `
window.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
} catch {}
window.__probe = { movedAt: null, clickedAt: null, tooltipAt: null, inspectorAt: null };
addEventListener('pointermove', (e) => { window.__probe.movedAt = e.timeStamp; }, { capture: true });
addEventListener('click', (e) => { window.__probe.clickedAt = e.timeStamp; }, { capture: true });
let tooltipText = null;
let inspectorText = null;
new MutationObserver(() => {
  const p = window.__probe;
  const tip = document.querySelector('[data-testid="part-tooltip"]')?.textContent ?? null;
  if (tip !== tooltipText) { tooltipText = tip; if (tip !== null && p.tooltipAt === null) p.tooltipAt = performance.now(); }
  const head = document.querySelector('[data-testid="inspector"] h3')?.textContent ?? null;
  if (head !== inspectorText) { inspectorText = head; if (head !== null && p.inspectorAt === null) p.inspectorAt = performance.now(); }
}).observe(document, { subtree: true, childList: true, characterData: true });
`;

const waitOrNull = (page, fn, arg) => page.waitForFunction(fn, arg, { timeout: ANSWER_TIMEOUT, polling: 'raf' }).then(() => true, () => false);

/**
 * Loads `modelUrl` and measures: hover latency (pointer move to the tooltip in the DOM), click latency
 * (click to the inspector naming the part), each for up to SAMPLES parts spread over the model,
 * and the long tasks (>= 50 ms, Long Tasks API) from the first frame to the end.
 */
export async function measureInteraction(browser, base, modelUrl, name, profile = false) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript({ content: PROBE });
  // BENCH_WEB_PROFILE_HOVER=1: a V8 CPU profile of the pointing, for its top functions.
  const cdp = profile ? await context.newCDPSession(page) : null;
  await page.goto(`${base}/?model=${encodeURIComponent(modelUrl)}`);
  await page.waitForFunction((n) => window.brickstatsDebug?.drawnAnalysis === n || document.querySelector('[data-testid="error"]') !== null, name, { timeout: TIMEOUT, polling: 250 });
  const firstFrameAt = await page.evaluate(() => window.brickstatsDebug.firstFrameAt);
  const readyAt = await page.evaluate(() => performance.now());
  // Let anything the analysis scheduled (idle work) run before pointing.
  await page.waitForTimeout(1000);

  const canvas = await page.locator('[data-testid="viewer"] canvas').boundingBox();
  const away = { x: canvas.x + 4, y: canvas.y + 4 };
  const count = await page.evaluate(() => window.brickstatsDebug.partCount?.() ?? 0);
  const hovers = [];
  const clicks = [];
  const pickAt = [];
  let tried = 0;
  const run = async () => {
  for (let k = 0; hovers.length < SAMPLES && tried < SAMPLES * 10 && count > 0; k++) {
    // Parts spread over the model: a stride coprime with most counts visits different regions.
    const index = (k * 7919 + 13) % count;
    tried++;
    const point = await page.evaluate((i) => window.brickstatsDebug.screenPosition(i), index);
    if (!point) continue;
    // Off the model: the tooltip goes, and a click there clears the selection (the inspector's heading goes).
    await page.mouse.click(away.x, away.y);
    await waitOrNull(page, () => !document.querySelector('[data-testid="part-tooltip"]') && !document.querySelector('[data-testid="inspector"] h3'));
    await page.evaluate(() => { window.__probe.tooltipAt = null; window.__probe.movedAt = null; });
    await page.mouse.move(point.x, point.y);
    const shown = await waitOrNull(page, () => window.__probe.tooltipAt !== null);
    const hover = await page.evaluate(() => window.__probe);
    hovers.push(shown ? hover.tooltipAt - hover.movedAt : null);
    pickAt.push(index);
    if (clicks.length < SAMPLES) {
      await page.evaluate(() => { window.__probe.inspectorAt = null; window.__probe.clickedAt = null; });
      const framesBefore = await page.evaluate(() => window.brickstatsDebug.frames);
      // The click itself: mouse down and up at the same place (no move, so no hover in between).
      await page.mouse.down();
      await page.mouse.up();
      const selected = await waitOrNull(page, () => window.__probe.inspectorAt !== null);
      const click = await page.evaluate(() => window.__probe);
      clicks.push(selected ? click.inspectorAt - click.clickedAt : null);
      // A player looks at what was selected: wait until the view has drawn it (on a slow view, once the clicking pauses).
      if (selected) await page.waitForFunction((n) => window.brickstatsDebug.frames > n, framesBefore, { timeout: DRAWN_TIMEOUT, polling: 100 }).catch(() => {});
    }
  }
  };
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  // A Chromium trace of the pointing tells, in each long task, the wait for the software rasterizer apart.
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await run();
  const traced = splitLongTasks(JSON.parse((await browser.stopTracing()).toString('utf8')));
  const hot = cdp ? topSelfTime((await cdp.send('Profiler.stop')).profile) : null;
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return { name, count, firstFrameAt, readyAt, hovers, clicks, pickAt, longTasks, traced, errors, hot };
}
