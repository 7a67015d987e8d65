import { forgetScenes } from './forgetScenes.mjs';
import { loadLDrawLoader, loadViewer } from './measure.mjs';

// Big unpacked sets, whose parts come from the site's library: the viewer with an empty
// library cache (cold), then again in the same browser context (a new page, its worker
// starting afresh): first with only the parts kept by the first load (its kept scene let go:
// what any other model made of those parts would find), then as a second load is (warm: the
// scene the load before kept, and the parts), and three's LDrawLoader on the same file.
//
// "Model on screen" is the first frame with the model's geometry submitted: the viewer's
// first onAfterRender with its parts in the scene, the LDrawLoader page's return from its
// render(). Chromium rasters in software here, seconds for a big set, so nothing waits for
// the GPU (the instrument's readPixels is off), and the page goes on as it would unwatched.

const VIEWPORT = { width: 1400, height: 860 };

/** The Settings panel asks the worker for the cache's size once every kept file is written: the warm load then finds them all. */
async function keptParts(page) {
  await page.locator('[data-testid="settings"] > summary').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="library-cache-size"]')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 120_000 });
  return page.getByTestId('library-cache-size').textContent();
}

/** Lets go of the scenes the viewer kept in the context's library cache (the parts stay). */
async function forgetContextScenes(context, base) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/ldraw/release.json`);
    await page.evaluate(forgetScenes);
  } finally {
    await page.close();
  }
}

/** One cold load, two warm loads (same context: parts kept, then parts and scene) and one LDrawLoader load of `file`; their records, and what the cache held. */
export async function measureCache(browser, script, base, modelUrl, name) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const cold = await loadViewer(browser, script, base, modelUrl, name, false, { context, noGpuWait: true, beforeClose: keptParts });
    await forgetContextScenes(context, base);
    const parts = await loadViewer(browser, script, base, modelUrl, name, false, { context, noGpuWait: true, beforeClose: keptParts });
    const warm = await loadViewer(browser, script, base, modelUrl, name, false, { context, noGpuWait: true });
    const anchor = await loadLDrawLoader(browser, script, base, modelUrl, cold.canvas, false, { library: true, noGpuWait: true });
    return { cold, parts, warm, anchor, kept: cold.after };
  } finally {
    await context.close();
  }
}

/** Library requests of a load as the network saw them: files (with 404s), rounds; the index and the release check apart. */
export function libraryTraffic(record) {
  const files = record.net['library files'];
  return {
    files: files?.count ?? 0,
    notFound: files?.notFound ?? 0,
    rounds: files?.rounds ?? 0,
    index: record.net['library index']?.count ?? 0,
    release: record.net['library release']?.count ?? 0,
  };
}
