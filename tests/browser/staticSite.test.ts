import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { packedPaths } from '../../src/app/library/LibraryIndex.ts';
import { KEEP_SCENE_LIBRARY, waitForModelName } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';
import { useBuiltSite } from '../support/useBuiltSite.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
/** The site is published under a sub-path, as on a project page of a static host. */
const PREFIX = '/games/brickstats/';
const AT_ST = join(SHARED_MODELS, 'threejs-ldraw', 'packed', '10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd');
const AT_ST_MINI = join(SHARED_MODELS, 'threejs-ldraw', 'unpacked', '30054-1-AT-ST-Mini.mpd');
const DALEK = join(SHARED_MODELS, 'marek-saji', 'dalek__dalek.io');

type Window = { sceneLibrary?: { files: number; rounds: number; cached: number }[] };

const site = useBuiltSite(SHOTS, PREFIX);

/** Every address the pages asked for, and the answers that were not 200. */
const asked: string[] = [];
const failed: string[] = [];


/** The built site in a fresh context; the worker's `scene` answers (the library requests of each load) are kept on `window`. */
async function openSite(): Promise<Page> {
  const context = await site().browser.newContext({ viewport: { width: 1400, height: 860 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('request', (r) => asked.push(r.url()));
  page.on('response', (r) => {
    if (r.status() !== 200) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.addInitScript(KEEP_SCENE_LIBRARY);
  await page.goto(site().url);
  return page;
}

async function open(page: Page, file: string): Promise<{ files: number; rounds: number; cached: number }> {
  const before = await page.evaluate(() => (window as Window).sceneLibrary!.length);
  await page.getByTestId('model-input').setInputFiles(file);
  const name = file.split('/').pop()!;
  await waitForModelName(page, name);
  await page.waitForFunction((n) => (window as Window).sceneLibrary!.length > n, before);
  return page.evaluate(() => (window as Window).sceneLibrary!.at(-1)!);
}

const stat = async (page: Page, key: string) => Number(await page.getByTestId(`stat-${key}-base`).textContent());

describe('the static site, served by a plain file server under a sub-path', () => {
  it('opens the bundled example with its stats, every address under the sub-path', async () => {
    const page = await openSite();
    await waitForModelName(page, 'minifig.ldr');
    expect(await stat(page, 'H')).toBe(56);
    expect(await stat(page, 'A')).toBe(62);
    expect(asked.every((url) => url.startsWith(site().url) || url.startsWith('blob:') || url.startsWith('data:'))).toBe(true);
    expect(asked.some((url) => url === `${site().url}ldraw/index.json`)).toBe(true);
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it.runIf(hasSharedModels)('loads the AT-ST UCS, an unpacked set and a Studio .io, each with its stats; library files in one round', async () => {
    // This context's requests only: the first test's context fetched its own.
    const from = asked.length;
    const page = await openSite();
    await waitForModelName(page, 'minifig.ldr');

    const packed = await open(page, AT_ST);
    // A packed file embeds its parts: no library file at all.
    expect(packed).toEqual({ files: 0, rounds: 0, cached: 0 });
    for (const key of ['H', 'V', 'A', 'D']) expect(await stat(page, key)).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'static-site-at-st.png') });

    const mini = await open(page, AT_ST_MINI);
    expect(mini.files).toBeGreaterThan(20);
    expect(mini.rounds).toBe(1);
    expect(await stat(page, 'H')).toBeGreaterThan(0);

    const dalek = await open(page, DALEK);
    expect(dalek.rounds).toBeLessThanOrEqual(1);
    for (const key of ['H', 'V', 'A', 'D']) expect(await stat(page, key)).toBeGreaterThan(0);
    expect(await page.getByTestId('error').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'static-site-dalek.png') });
    // The most needed primitives came in one pack, once, and none of them one by one.
    const json = await page.evaluate(async (url) => (await fetch(url)).json(), `${site().url}ldraw/index.json`);
    const inPack = new Set(packedPaths(json).map((p) => `${site().url}ldraw/file/${p.split('/').map(encodeURIComponent).join('/')}`));
    expect(inPack.size).toBeGreaterThan(100);
    const mine = asked.slice(from);
    expect(mine.filter((url) => url === `${site().url}ldraw/pack`)).toHaveLength(1);
    expect(mine.filter((url) => url.includes('/ldraw/file/p/')).length).toBeGreaterThan(0);
    expect(asked.filter((url) => inPack.has(url))).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });
});
