// node bench/web/stack.mjs FOLDER FILE...: loads each model file of FOLDER in the viewer (Chromium,
// software GL, as the browser tests) and reports how long the page froze while it loaded and drew:
// the longest wait for a page.evaluate round trip (asked every 100 ms), the long tasks, the time to
// the first frame and to the analysis on screen, and the main thread's top self times (CDP Profiler).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { topSelfTime } from './profileHover.mjs';
import { MODEL_URL, startBenchServer } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [folder, ...files] = process.argv.slice(2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'];
const TIMEOUT = Number(process.env.STACK_TIMEOUT_S ?? 300) * 1000;
const PROBE = `
window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
`;

const { server, base } = await startBenchServer(root, folder);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
try {
  for (const file of files) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${base}/?model=${encodeURIComponent(MODEL_URL + file)}`);
    // The page's answer time: a round trip every 100 ms until the analysis is on screen.
    let worst = 0;
    let done = false;
    let error = null;
    while (!done && Date.now() - started < TIMEOUT) {
      const asked = Date.now();
      const state = await page.evaluate(() => ({ drawn: window.brickstatsDebug?.drawnAnalysis ?? null, error: document.querySelector('[data-testid="error"]')?.textContent ?? null }));
      worst = Math.max(worst, Date.now() - asked);
      done = state.drawn === file || state.error !== null;
      error = state.error;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    const { profile } = await cdp.send('Profiler.stop');
    const { firstFrameAt, longTasks } = await page.evaluate(() => ({ firstFrameAt: window.brickstatsDebug?.firstFrameAt ?? null, longTasks: window.__longTasks }));
    const total = longTasks.reduce((a, b) => a + b, 0);
    console.log(`${file}: ${done ? (error ? `error "${error}"` : 'analysis on screen') : 'NOT DONE'} after ${seconds.toFixed(1)} s; first frame at ${firstFrameAt === null ? '?' : (firstFrameAt / 1000).toFixed(1) + ' s'}`);
    console.log(`  page answer: worst ${worst} ms; long tasks: ${longTasks.length}, longest ${Math.max(0, ...longTasks).toFixed(0)} ms, ${(total / 1000).toFixed(1)} s in all`);
    console.log('  main thread, top self time:');
    for (const [name, ms] of topSelfTime(profile, 20)) console.log(`    ${ms.toFixed(0).padStart(7)} ms  ${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
