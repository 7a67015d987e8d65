import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession, waitForModelName } from '../support/app.ts';

/*
 * Corrections in the viewer: never lost silently when the browser will not
 * store them. Screenshots go to /tmp/storage-*.png.
 */

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');

const session = useBrowserSession(SHOTS);

interface Debug {
  drawnAnalysis: string | null;
  screenPosition(i: number): { x: number; y: number } | null;
}
const debug = () => (window as unknown as { brickstatsDebug: Debug }).brickstatsDebug;

/** Waits until the model is shown with its stats and a frame with its analysis was drawn. */
async function waitForModel(page: Page, name: string): Promise<void> {
  await waitForModelName(page, name);
  await page.waitForFunction((n) => (window as unknown as { brickstatsDebug?: Debug }).brickstatsDebug?.drawnAnalysis === n, name, { timeout: 60_000 });
}

/** Clicks scene part `index` where it is drawn, and waits for the inspector to name it. */
async function pick(page: Page, index: number, named: string): Promise<void> {
  const point = await page.evaluate((i) => (window as unknown as { brickstatsDebug: Debug }).brickstatsDebug.screenPosition(i), index);
  expect(point, `part ${index} is drawn`).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
  await expect.poll(() => page.getByTestId('inspector').locator('h3').textContent()).toContain(named);
}

/** The bundled minifig's right arm (3818.dat) is its part 2, id 10 (its line). */
const RIGHT_ARM = 2;

describe('corrections the browser will not keep are said at once and offered as a file', () => {
  it('storage full: the correction shows, the page warns (an alert) and the download holds the corrections', async () => {
    const page = await session().freshPage((context) =>
      context.addInitScript(() => {
        Storage.prototype.setItem = function () {
          throw new DOMException("Failed to execute 'setItem' on 'Storage': the quota has been exceeded.", 'QuotaExceededError');
        };
      }),
    );
    await waitForModel(page, 'minifig.ldr');
    await expect(page.getByTestId('unsaved-warning').count()).resolves.toBe(0);
    await pick(page, RIGHT_ARM, 'Minifig Arm Right');
    await page.getByTestId('correct-weapon-kind').selectOption('gun');
    await expect.poll(() => page.getByTestId('stat-R-base').textContent()).toBe('3');
    const warning = page.getByTestId('unsaved-warning');
    await expect.poll(() => warning.textContent()).toMatch(/Your corrections to minifig\.ldr are not saved: the browser's storage for this site is full/);
    // In an alert region: screen readers read it out when it appears.
    expect(await warning.evaluate((el) => el.closest('[role="alert"]') !== null)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('unsaved-download').click()]);
    expect(download.suggestedFilename()).toBe('minifig.corrections.json');
    const saved = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(saved).toEqual({ schema: 'brickstats/corrections@1', model: 'minifig.ldr', parts: { '10': { part: '3818.dat', function: 'weapon', weapon: { kind: 'gun' } } } });
    // A second correction: the warning stays, and its file follows the newest corrections.
    await page.getByTestId('correct-section').selectOption('head');
    await expect.poll(async () => {
      const [again] = await Promise.all([page.waitForEvent('download'), page.getByTestId('unsaved-download').click()]);
      return JSON.parse(readFileSync((await again.path())!, 'utf8')).parts['10'];
    }).toEqual({ part: '3818.dat', function: 'weapon', weapon: { kind: 'gun' }, section: 'head' });
    await page.screenshot({ path: '/tmp/storage-unsaved.png' });
    await page.context().close();
  }, 120_000);

  it('storage disabled (a private window that refuses site data): said the same way', async () => {
    const page = await session().freshPage((context) =>
      context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }),
    );
    await waitForModel(page, 'minifig.ldr');
    await pick(page, RIGHT_ARM, 'Minifig Arm Right');
    await page.getByTestId('correct-section').selectOption('base');
    await expect.poll(() => page.getByTestId('unsaved-warning').textContent()).toMatch(/not saved: this browser keeps no site data here \(SecurityError/);
    await page.context().close();
  }, 120_000);

  it('a write that does not read back (the browser drops it): said too', async () => {
    const page = await session().freshPage((context) =>
      context.addInitScript(() => {
        Storage.prototype.setItem = function () {};
      }),
    );
    await waitForModel(page, 'minifig.ldr');
    await pick(page, RIGHT_ARM, 'Minifig Arm Right');
    await page.getByTestId('correct-section').selectOption('base');
    await expect.poll(() => page.getByTestId('unsaved-warning').textContent()).toMatch(/not saved: the browser did not keep them/);
    await page.context().close();
  }, 120_000);
});
