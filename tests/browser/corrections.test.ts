import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_PLACED_PARTS } from '../../src/ldraw/flatten.ts';
import { useBrowserSession, waitForModel, type ViewerDebug } from '../support/app.ts';
import { nestedMpd } from '../support/hostileFiles.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

/*
 * Corrections in the viewer: never lost silently when the browser will not
 * store them, explained after each one, followed by every game; and loads
 * that can be cancelled, hostile files refused at the CLI's limits.
 * Screenshots go to test-results/storage-*.png.
 */

const KNIGHT = join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr');
const PIRATE = join(SHARED_MODELS, 'pieces', 'pirate-6235-pistol.ldr');
const FALCON = join(SHARED_MODELS, 'omr-sets', 'MillenniumFalcon.mpd');

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');

const session = useBrowserSession(SHOTS);

type Debug = ViewerDebug;

/** Serious and critical accessibility violations on the page as it is (the audit the player tests run). */
async function auditViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
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
    await page.screenshot({ path: join(SHOTS, 'storage-unsaved.png') });
    expect(await auditViolations(page)).toEqual([]);
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

  it('saved corrections that cannot be read (damaged, or from a newer version): said on load, their text kept aside', async () => {
    const page = await session().freshPage();
    await waitForModel(page, 'minifig.ldr');
    await pick(page, RIGHT_ARM, 'Minifig Arm Right');
    await page.getByTestId('correct-section').selectOption('base');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('brickstats:corrections:')).length)).toBe(1);
    const damaged = '{"schema":"brickstats/corrections@1","parts":{"10":{"part":"3818.dat","section":"tail"}}}';
    const key = await page.evaluate((text) => {
      const k = Object.keys(localStorage).find((x) => x.startsWith('brickstats:corrections:'))!;
      localStorage.setItem(k, text);
      return k;
    }, damaged);
    await page.reload();
    await waitForModel(page, 'minifig.ldr');
    expect(await page.getByTestId('error').textContent()).toMatch(/^minifig\.ldr: the corrections saved for it could not be read \(the saved corrections: parts\["10"\]\.section must be one of head, core, base\); it is shown without them/);
    expect(await page.evaluate((k) => localStorage.getItem(`${k}:unreadable`), key)).toBe(damaged);
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

/** Opens a model through the file input and waits for it to be shown with its analysis. */
async function open(page: Page, path: string): Promise<void> {
  await page.getByTestId('model-input').setInputFiles(path);
  await waitForModel(page, path.split('/').pop()!);
}

describe.skipIf(!hasSharedModels)('corrections explain themselves, and every game follows them', () => {
  it('a shovel made no weapon: no stat changes, and the inspector says the hand punches instead', async () => {
    const page = await session().freshPage();
    await waitForModel(page, 'minifig.ldr');
    await open(page, PIRATE);
    const A = await page.getByTestId('stat-A').textContent();
    // Scene part 8 is the shovel (3837.dat, line 20).
    await pick(page, 8, 'Minifig Shovel');
    await page.getByTestId('correct-function').selectOption('none');
    const report = page.getByTestId('correction-report');
    await expect.poll(() => report.textContent(), { timeout: 60_000 }).toContain('Minifig Shovel (3837.dat): function weapon (staff, Level 1) → none');
    expect(await page.getByTestId('correction-unchanged').textContent()).toMatch(/^No stat changed\. A stays 65: − staff \(Level 1\) \(3837\.dat\) 2; \+ hit \(Level 0\) \(3818\.dat \+ 3820\.dat\) 2, which adds up the same/);
    expect(await report.textContent()).toContain('new weapon: hit (Level 0) of 3818.dat + 3820.dat');
    expect(await page.getByTestId('stat-A').textContent()).toBe(A);
    // Read out: the report sits in a live region.
    expect(await page.getByTestId('correction-report-region').getAttribute('aria-live')).toBe('polite');
    await report.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'storage-report-unchanged.png') });

    // The pistol's hand arm made a plain hit: stats move, each old -> new.
    await pick(page, 11, 'Minifig Gun Flintlock Pistol');
    await page.getByTestId('correct-function').selectOption('none');
    await expect.poll(() => page.getByTestId('correction-changes').textContent(), { timeout: 60_000 }).toMatch(/R 2 → 1: /);
    expect(await page.getByTestId('correction-change-A').textContent()).toMatch(/^A 65 → \d+: .*− gun \(Level 2\) \(2562\.dat\) 3/);
    await page.getByTestId('correction-report').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'storage-report-changed.png') });
    expect(await auditViolations(page)).toEqual([]);

    // Corrections made for another model: named, and nothing changes.
    const dir = mkdtempSync(join(tmpdir(), 'corrections-'));
    const foreign = join(dir, 'knight.corrections.json');
    writeFileSync(foreign, JSON.stringify({ schema: 'brickstats/corrections@1', model: 'knight-6021-lance.ldr', parts: { '25': { part: '3846p4h.dat', function: 'none' } } }));
    const before = await page.getByTestId('stat-R').textContent();
    await page.getByTestId('corrections-input').setInputFiles(foreign);
    await expect.poll(() => page.getByTestId('error').textContent()).toMatch(
      /^knight\.corrections\.json: these corrections were made for knight-6021-lance\.ldr, not pirate-6235-pistol\.ldr: none of their 1 part correction\(s\) fits its parts \(there is no part 25 here \(it was 3846p4h\.dat\)\)\. Nothing was changed\./,
    );
    expect(await page.getByTestId('stat-R').textContent()).toBe(before);
    await page.context().close();
  }, 180_000);

  it('Castle War follows a correction: a shield corrected to none no longer gives its defence', async () => {
    const page = await session().freshPage();
    await waitForModel(page, 'minifig.ldr');
    await open(page, KNIGHT);
    await page.getByTestId('game-select').selectOption('castle-war');
    const text = () => page.getByTestId('game-result').locator('pre').textContent();
    await expect.poll(text, { timeout: 60_000 }).toContain('defence       4 (1 base + 2 shield + 1 helmet)');
    // Scene part 8 is the triangular shield (3846p4h.dat).
    await pick(page, 8, 'Minifig Shield');
    await page.getByTestId('correct-function').selectOption('none');
    await expect.poll(text, { timeout: 60_000 }).toContain('defence       2 (1 base + 1 helmet); in a castle 3');
    expect(await text()).not.toMatch(/^\s+shield\s/m);
    expect(await text()).toContain('gold cost     40 (30 spear + 10 helmet)');
    expect(await page.getByTestId('game-corrections-note').textContent()).toBe('Read with your 1 part correction(s), as the data sheet is.');
    await page.screenshot({ path: join(SHOTS, 'storage-castle-war.png') });
    // Undo: the shield is back.
    await page.getByTestId('undo').click();
    await expect.poll(text, { timeout: 60_000 }).toContain('defence       4 (1 base + 2 shield + 1 helmet)');
    await page.context().close();
  }, 180_000);
});

describe('long and hostile loads: the page answers, a load can be cancelled, the limits are the CLI\'s', () => {
  it('a million bricks from 1.8 KB of nested submodels: refused with the placed-part limit, the model on screen kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostile-viewer-'));
    const bomb = join(dir, 'placed.mpd');
    writeFileSync(bomb, nestedMpd(6, 10, { spread: 1, part: '3024.dat' }));
    const page = await session().freshPage();
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(bomb);
    // While the worker reads it, the page answers and offers Cancel.
    await expect.poll(() => page.getByTestId('cancel-load').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => document.title)).toContain('minifig.ldr');
    await expect.poll(() => page.getByTestId('error').textContent(), { timeout: 120_000 }).toBe(
      `placed.mpd: more than ${MAX_PLACED_PARTS} placed parts (a reference bomb?): over the limit, so the file is refused×`,
    );
    expect(await page.getByTestId('cancel-load').count()).toBe(0);
    expect(await page.locator('[data-testid="data-sheet"] h2').textContent()).toBe('minifig.ldr');
    await page.context().close();
  }, 180_000);

  it.skipIf(!hasSharedModels)('Cancel during the Falcon\'s load: the minifig stays, usable, corrections and all', async () => {
    // The Falcon's parts come slowly from the library once the minifig is in, so the load is surely under way when Cancel is pressed.
    let slow = false;
    const page = await session().freshPage((context) =>
      context.route('**/ldraw/**', async (route) => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue().catch(() => undefined);
      }),
    );
    await waitForModel(page, 'minifig.ldr');
    await pick(page, RIGHT_ARM, 'Minifig Arm Right');
    await page.getByTestId('correct-weapon-kind').selectOption('gun');
    await expect.poll(() => page.getByTestId('stat-R-base').textContent()).toBe('3');
    slow = true;
    await page.getByTestId('model-input').setInputFiles(FALCON);
    await expect.poll(() => page.getByTestId('cancel-load').count(), { timeout: 30_000 }).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'storage-loading-cancel.png') });
    await page.getByTestId('cancel-load').click();
    slow = false;
    await expect.poll(() => page.getByTestId('error').textContent()).toBe('Loading MillenniumFalcon.mpd was cancelled; minifig.ldr is still shown.×');
    expect(await page.getByTestId('progress').count()).toBe(0);
    expect(await page.locator('[data-testid="data-sheet"] h2').textContent()).toBe('minifig.ldr');
    expect(await page.getByTestId('stat-R-base').textContent()).toBe('3');
    await page.screenshot({ path: join(SHOTS, 'storage-cancelled.png') });
    // Audited once the minifig's values under every Element are in again (a pending table is drawn faded).
    await page.waitForSelector('[data-testid="element-costs"][aria-busy="false"]', { timeout: 60_000 });
    expect(await auditViolations(page)).toEqual([]);
    // The fresh worker has the minifig again: a correction is analyzed, and undo works.
    await page.getByTestId('correct-weapon-kind').selectOption('blade');
    await expect.poll(() => page.getByTestId('stat-R-base').textContent(), { timeout: 60_000 }).toBe('2');
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('stat-R-base').textContent(), { timeout: 60_000 }).toBe('3');
    // And another model still loads.
    await open(page, KNIGHT);
    await page.context().close();
  }, 240_000);
});
