import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forgetScenes } from '../../bench/web/forgetScenes.mjs';
import { KEEP_SCENE_LIBRARY, waitForModelName } from '../support/app.ts';
import { useBuiltSite } from '../support/useBuiltSite.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const PREFIX = '/brickstats/';
/** A build of the repository's own, made of library parts (so the test never skips). */
const MODEL = join(ROOT, 'models', 'propeller-craft.ldr');
const MODEL_NAME = 'propeller-craft.ldr';

type Library = { files: number; rounds: number; cached: number; kept?: true };
type Window = { sceneLibrary?: Library[] };

const site = useBuiltSite(SHOTS, PREFIX);

/** The site in a fresh context (empty storage); `asked` gets every address the page and its worker ask for. */
async function openSite(asked: string[], options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site().browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('request', (r) => asked.push(r.url().slice(site().url.length - 1)));
  // The worker's `scene` answers: the library files each load fetched, and those read from the cache.
  await page.addInitScript(KEEP_SCENE_LIBRARY);
  await page.goto(site().url);
  return page;
}

/** The library addresses asked for: the index, the colours and the files (the release is asked at every start, by design). */
const libraryAsked = (asked: readonly string[]) => asked.filter((a) => a.startsWith('/ldraw/') && a !== '/ldraw/release.json');

/** The next load's library figures, once its model is on the data sheet. */
async function nextScene(page: Page, before: number, name: string): Promise<Library> {
  await waitForModelName(page, name);
  await page.waitForFunction((n) => (window as Window).sceneLibrary!.length > n, before);
  return page.evaluate(() => (window as Window).sceneLibrary!.at(-1)!);
}

async function openModel(page: Page): Promise<Library> {
  const before = await page.evaluate(() => (window as Window).sceneLibrary!.length);
  await page.getByTestId('model-input').setInputFiles(MODEL);
  return nextScene(page, before, MODEL_NAME);
}

/** Opens Settings from the keyboard (focus its summary, Enter) and waits for the cache's size to be read. */
async function openSettings(page: Page): Promise<string> {
  // On a phone the settings are folded under "More" with the downloads.
  const more = page.getByTestId('toolbar-more');
  if ((await more.count()) > 0 && (await more.getAttribute('open')) === null) {
    await more.locator('> summary').focus();
    await page.keyboard.press('Enter');
  }
  await page.locator('[data-testid="settings"] > summary').focus();
  await page.keyboard.press('Enter');
  const size = page.getByTestId('library-cache-size');
  await expect.poll(() => size.getAttribute('aria-busy')).toBe('false');
  return (await size.textContent())!;
}

describe('library files kept in the browser', () => {
  it('a model loaded again, also after a reload, fetches no library file; Clear lets go of them all', async () => {
    const asked: string[] = [];
    const page = await openSite(asked);
    await waitForModelName(page, 'minifig.ldr');
    const first = await openModel(page);
    expect(first.files).toBeGreaterThan(0);
    expect(libraryAsked(asked).some((a) => a.startsWith('/ldraw/file/'))).toBe(true);

    // Loaded again in the same page: drawn from the scene its first load kept, and nothing fetched
    // (the data sheet is named once the model was read again from the kept parts).
    asked.length = 0;
    expect(await openModel(page)).toEqual({ files: 0, rounds: 0, cached: 0, kept: true });
    expect(libraryAsked(asked)).toEqual([]);

    // Settings, reached from the keyboard, names what is kept (and waits for it to be written).
    expect(await openSettings(page)).toMatch(/^[\d.]+ MB in [\d,]+ files, of at most 200 MB\.$/);
    await page.screenshot({ path: join(SHOTS, 'library-cache-settings-desktop.png') });

    // A reload: the app opens the same model again, drawn from its kept scene, then read for the
    // analysis with every library file (the index and colours too) from the cache.
    asked.length = 0;
    await page.reload();
    expect(await nextScene(page, 0, MODEL_NAME)).toEqual({ files: 0, rounds: 0, cached: 0, kept: true });
    expect(libraryAsked(asked)).toEqual([]);

    // Its kept scene let go (as for any other model of the same parts): built again from the kept parts alone.
    // (There must be some to let go.)
    expect(await page.evaluate(forgetScenes)).toBeGreaterThan(0);
    asked.length = 0;
    await page.reload();
    const fromParts = await nextScene(page, 0, MODEL_NAME);
    expect(fromParts).toEqual({ files: 0, rounds: 0, cached: expect.any(Number) });
    expect(fromParts.cached).toBeGreaterThanOrEqual(first.files);
    expect(libraryAsked(asked)).toEqual([]);
    expect(asked).toContain('/ldraw/release.json');
    expect(await page.getByTestId('error').count()).toBe(0);

    // Clear, from the keyboard: nothing kept, and the next start fetches the library again.
    await openSettings(page);
    await page.getByTestId('clear-library-cache').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('library-cache-size').textContent()).toBe('Cleared. No parts kept yet (up to 200 MB).');
    asked.length = 0;
    await page.reload();
    const afterClear = await nextScene(page, 0, MODEL_NAME);
    // Every file of the model this time (the first load found some already read for the example).
    expect(afterClear.cached).toBe(0);
    expect(afterClear.files).toBeGreaterThanOrEqual(first.files);
    expect(libraryAsked(asked)).toContain('/ldraw/index.json');
    await page.context().close();
  });

  it('shows the settings on a phone, inside the screen', async () => {
    const page = await openSite([], { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await waitForModelName(page, 'minifig.ldr');
    expect(await openSettings(page)).toMatch(/MB/);
    const panel = await page.locator('.settings-panel').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'library-cache-settings-phone.png') });
    await page.context().close();
  });
});
