import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSession, waitForModelName, type BrowserSession } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const KNIGHT = join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr');
const BLOX = join(ROOT, 'models', 'blox-winner.ldr');

let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession();
}, 240_000);

afterAll(async () => {
  await session?.close();
});

const freshPage = () => session.freshPage();

const waitForModel = waitForModelName;

/** The game-result panel's text once it names the model (the worker answered for it). */
async function gameText(page: Page, name: string): Promise<string> {
  await page.waitForFunction((n) => document.querySelector('[data-testid="game-result"] pre')?.textContent?.includes(n) ?? false, name, { timeout: 60_000 });
  return (await page.getByTestId('game-result').textContent()) ?? '';
}

describe('the game picker and the GLB export', () => {
  it.runIf(hasSharedModels)('reads the knight as a Lego Castle War unit', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(KNIGHT);
    await waitForModel(page, 'knight-6021-lance.ldr');
    await page.getByTestId('game-select').selectOption('castle-war');
    const text = await gameText(page, 'knight-6021-lance.ldr');
    expect(text).toMatch(/spear/);
    expect(text).toMatch(/shield/);
    expect(text).toMatch(/helmet/);
    expect(text).toMatch(/gold cost\s+60\b/);
    // Back to Block Duel Chess: the data sheet again.
    await page.getByTestId('game-select').selectOption('block-duel-chess');
    await waitForModel(page, 'knight-6021-lance.ldr');
    await page.context().close();
  }, 120_000);

  it('reads a Blox board and names the winner, and says why a build is no board', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('game-select').selectOption('blox');
    // The minifig is no Blox board: a message, not a crash.
    expect(await gameText(page, 'minifig.ldr')).toMatch(/no base plate/);
    await page.getByTestId('model-input').setInputFiles(BLOX);
    const text = await gameText(page, 'blox-winner.ldr');
    expect(text).toMatch(/Winner: A \(Red\)/);
    await page.context().close();
  }, 120_000);

  it('exports the model as GLB with the stats in its extras', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    const h = Number(await page.getByTestId('stat-H').textContent());
    const hBase = Number(await page.getByTestId('stat-H-base').textContent());
    const element = await page.getByTestId('element').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-glb').click()]);
    expect(download.suggestedFilename()).toBe('minifig.glb');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('glTF');
    // GLB: 12-byte header, then the JSON chunk (length, 'JSON', text).
    const jsonLength = bytes.readUInt32LE(12);
    expect(bytes.subarray(16, 20).toString('latin1')).toBe('JSON');
    const gltf = JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8'));
    const root = gltf.nodes.find((n: { extras?: unknown }) => n.extras);
    const stats = root.extras.brickstats;
    expect(stats.file).toBe('minifig.ldr');
    expect(stats.element).toBe(element);
    expect(Object.keys(stats.stats)).toEqual(['H', 'V', 'A', 'D', 'M', 'R']);
    expect(stats.stats.H).toEqual({ value: h, base: hBase });
    expect(stats.stats.V.base).toBe(23);
    expect(Array.isArray(stats.weapons)).toBe(true);
    expect(gltf.meshes.length).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);
});
