import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { DESKTOP, PHONE, SIZES, useBrowserSession, waitForModel } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const KNIGHT = hasSharedModels ? join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr') : join(ROOT, 'models', 'minifig-sword.ldr');
const KNIGHT_NAME = KNIGHT.split('/').pop()!;
/** Two parts of that figure that stay in sight after the view is turned, to measure a zoom by (the bundled minifig's left arm turns behind its torso). */
const SPREAD_PARTS = hasSharedModels ? ['3819.dat', '3816.dat'] : ['973p01.dat', '3816b.dat'];
/** The arm the tests correct: the knight's left arm holds the shield, not a weapon. */
const ARM = 'Minifig Arm Left';
/** Arrow presses from the first weapon kind to "gun" in the weapon select, at most. */
const KINDS_TO_GUN = 14;

const session = useBrowserSession(SHOTS);

type Debug = { brickstatsDebug?: { drawnAnalysis: string | null; screenPosition(i: number): { x: number; y: number } | null } };

const stat = async (page: Page, key: string) => Number(await page.getByTestId(`stat-${key}-base`).textContent());

/** The index (in the file, as the scene counts parts) of the knight's part `part`, as `brickstats analyze` lists it. */
async function partIndex(part: string): Promise<number> {
  let out = '';
  expect(await main(['analyze', KNIGHT, '--format', 'json'], (t) => (out += t), () => undefined)).toBe(0);
  const index = (JSON.parse(out) as { parts: { part: string }[] }).parts.findIndex((p) => p.part === part);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

/** Where the part is drawn, in page pixels. */
const screenPosition = (page: Page, index: number) => page.evaluate((i) => (window as unknown as Debug).brickstatsDebug!.screenPosition(i), index);
/** Where a part is drawn once the view has settled (after "Fit" the camera may still be moving on a slow machine). */
async function settledPosition(page: Page, index: number): Promise<{ x: number; y: number } | null> {
  let last = await screenPosition(page, index);
  for (let k = 0; k < 50; k++) {
    await page.waitForTimeout(200);
    const now = await screenPosition(page, index);
    if (now && last && Math.hypot(now.x - last.x, now.y - last.y) < 0.5) return now;
    last = now;
  }
  return last;
}

/** Nothing is wider than the screen: the page never scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Serious and critical accessibility violations on the page as it is, as "rule: where" lines (empty when none). */
async function auditViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Presses Tab until the focused element matches `test` (keyboard only); fails after `max` presses. */
async function tabTo(page: Page, test: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((t) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      const visible = el.getClientRects().length > 0;
      return visible && (el.matches(t) || (el.textContent ?? '').trim().startsWith(t));
    }, test).catch(() => false);
    if (found) return;
  }
  throw new Error(`Tab never reached ${test}`);
}

/**
 * A touch gesture on the page: each finger moves in a straight line from its first
 * point to its second, in 10 steps, all fingers at once (through the browser's input
 * pipeline, as a touch screen would).
 */
async function touch(page: Page, fingers: { x: number; y: number }[][]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => fingers.map(([from, to], id) => ({ x: from!.x + (to!.x - from!.x) * t, y: from!.y + (to!.y - from!.y) * t, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 10) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent ?? null);

describe('the viewer for players, at 1440x900 and on a 390x844 phone', () => {
  it('says what it is before the scripts run: a loading page, not a blank one', async () => {
    const page = await session().freshPage(async (context) => context.route(/\.js$/, (route) => route.abort()), PHONE);
    await expect.poll(() => page.getByTestId('boot').isVisible()).toBe(true);
    expect(await page.getByTestId('boot').textContent()).toMatch(/brickstats.*Game stats for your brick builds.*Loading/s);
    await page.screenshot({ path: join(SHOTS, 'boot-390x844.png') });
    await page.context().close();
  });

  for (const [size, options] of SIZES) {
    it(`invites on the first screen at ${size}: what it does, where to drop a build, the example one click away`, async () => {
      const page = await session().freshPage(undefined, options);
      await waitForModel(page, 'minifig.ldr');
      const welcome = page.getByTestId('welcome');
      await expect.poll(() => welcome.isVisible()).toBe(true);
      const text = await welcome.textContent();
      expect(text).toContain('brickstats reads a LEGO build');
      expect(text).toMatch(/Drop your build here\s*\.ldr \.mpd \.dat \.io/);
      expect(await page.title()).toBe('minifig.ldr · brickstats');
      // A relative address (the site also works under a sub-path), resolving to the favicon beside the page.
      expect(await page.evaluate(() => new URL(document.querySelector('link[rel="icon"]')!.getAttribute('href')!, document.baseURI).pathname)).toBe('/favicon.svg');
      expect((await page.request.get(new URL('/favicon.svg', page.url()).href)).status()).toBe(200);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(options.viewport!.width);
      expect(await auditViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `a11y-first-screen-${size}.png`) });
      await page.getByTestId('welcome-example').click();
      await expect.poll(() => welcome.count()).toBe(0);
      expect(await page.locator('[data-testid="data-sheet"] h2').first().textContent()).toBe('minifig.ldr');
      await page.context().close();
    });
  }

  it('shows a drop overlay while a file is dragged over the page and opens the file dropped', async () => {
    const page = await session().freshPage(undefined, DESKTOP);
    await waitForModel(page, 'minifig.ldr');
    const text = readFileSync(KNIGHT, 'latin1');
    const transfer = await page.evaluateHandle(([t, n]) => {
      const data = new DataTransfer();
      data.items.add(new File([t!], n!, { type: 'text/plain' }));
      return data;
    }, [text, KNIGHT_NAME]);
    await page.dispatchEvent('[data-testid="viewer"]', 'dragenter', { dataTransfer: transfer });
    await expect.poll(() => page.getByTestId('drop-overlay').isVisible()).toBe(true);
    expect(await page.getByTestId('drop-overlay').textContent()).toContain('.ldr .mpd .dat .io');
    await page.screenshot({ path: join(SHOTS, 'a11y-drop-overlay-1440x900.png') });
    await page.dispatchEvent('[data-testid="viewer"]', 'drop', { dataTransfer: transfer });
    await waitForModel(page, KNIGHT_NAME);
    expect(await page.getByTestId('drop-overlay').count()).toBe(0);
    expect(await page.title()).toBe(`${KNIGHT_NAME} · brickstats`);
    await page.context().close();
  });

  for (const [size, options] of SIZES) {
    const phone = options === PHONE;
    it(`loads, picks a part, corrects it, undoes and redoes, and keeps it across a reload at ${size}`, async () => {
      const page = await session().freshPage(undefined, options);
      await waitForModel(page, 'minifig.ldr');
      const armIndex = await partIndex('3819.dat');
      // Open through the real button and the file chooser it opens.
      const tap = (selector: string) => (phone ? page.tap(selector) : page.click(selector));
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap('[data-testid="open-model"]')]);
      await chooser.setFiles(KNIGHT);
      await waitForModel(page, KNIGHT_NAME);
      expect(await page.title()).toBe(`${KNIGHT_NAME} · brickstats`);
      expect(await page.getByTestId('welcome').count()).toBe(0);
      const before = { A: await stat(page, 'A'), R: await stat(page, 'R') };
      expect(before.R).toBe(2);
      if (phone) {
        // The 3D view on top, as wide as the screen, the panels as tabs below it; touch drags go to the view, not the page.
        const box = (await page.getByTestId('viewer').boundingBox())!;
        expect(box.width).toBe(390);
        expect(box.height).toBeGreaterThan(250);
        const tabs = (await page.getByRole('tablist', { name: 'Panels' }).boundingBox())!;
        expect(tabs.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
        expect(await pageWidth(page)).toBeLessThanOrEqual(390);
        // One finger orbits (the page does not scroll), two fingers spread apart zoom in.
        const [first, second] = [await partIndex(SPREAD_PARTS[0]!), await partIndex(SPREAD_PARTS[1]!)];
        const spread = async () => {
          const [a, b] = [await screenPosition(page, first), await screenPosition(page, second)];
          return Math.hypot(a!.x - b!.x, a!.y - b!.y);
        };
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const armBefore = (await screenPosition(page, armIndex))!;
        await touch(page, [[centre, { x: centre.x + 120, y: centre.y + 40 }]]);
        const armAfter = (await screenPosition(page, armIndex))!;
        expect(Math.hypot(armAfter.x - armBefore.x, armAfter.y - armBefore.y)).toBeGreaterThan(5);
        expect(await page.evaluate(() => scrollY)).toBe(0);
        const spreadBefore = await spread();
        await touch(page, [
          [{ x: centre.x - 30, y: centre.y }, { x: centre.x - 60, y: centre.y }],
          [{ x: centre.x + 30, y: centre.y }, { x: centre.x + 60, y: centre.y }],
        ]);
        expect(await spread()).toBeGreaterThan(spreadBefore * 1.2);
        expect(await page.evaluate(() => scrollY)).toBe(0);
        await page.getByRole('button', { name: 'Fit', exact: true }).tap();
      }
      await page.screenshot({ path: join(SHOTS, `a11y-loaded-${size}.png`) });

      // Pick the arm where it is drawn: a tap on the phone, a click on the desktop.
      await tap('[data-testid="mode-functions"]');
      const point = await settledPosition(page, armIndex);
      expect(point).not.toBeNull();
      if (phone) await page.touchscreen.tap(point!.x, point!.y);
      else await page.mouse.click(point!.x, point!.y);
      await expect.poll(() => page.getByTestId('inspector').locator('h3').textContent()).toBe(ARM);
      // The correction controls are in view at once (on the phone the Part tab opens by itself).
      await expect.poll(() => page.getByTestId('correct-weapon-kind').isVisible()).toBe(true);
      expect(await page.getByTestId('correct-weapon-kind').evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
      if (phone) {
        // One tab's panel at a time: the data sheet waits behind the Stats tab.
        expect(await page.getByTestId('tab-part').getAttribute('aria-selected')).toBe('true');
        expect(await page.getByTestId('data-sheet').isVisible()).toBe(false);
      }
      expect(await auditViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `a11y-part-selected-${size}.png`) });

      // A Level 2 gun: A gains 1, R becomes 1 + 2.
      await page.getByTestId('correct-weapon-kind').selectOption('gun');
      await expect.poll(() => stat(page, 'R')).toBe(3);
      expect(await stat(page, 'A')).toBe(before.A + 1);
      if (phone) {
        await page.getByTestId('undo').tap();
        await expect.poll(() => stat(page, 'R')).toBe(before.R);
        await page.getByTestId('redo').tap();
      } else {
        // The keys work with the focus in the select.
        await page.getByTestId('correct-weapon-kind').focus();
        await page.keyboard.press('Control+z');
        await expect.poll(() => stat(page, 'R')).toBe(before.R);
        expect(await stat(page, 'A')).toBe(before.A);
        await page.keyboard.press('Control+Shift+z');
      }
      await expect.poll(() => stat(page, 'R')).toBe(3);
      if (phone) expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      await page.reload();
      await waitForModel(page, KNIGHT_NAME);
      expect(await stat(page, 'R')).toBe(3);
      expect(await stat(page, 'A')).toBe(before.A + 1);
      if (phone) expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.context().close();
    }, 300_000);

    it(`passes the accessibility audit with a model loaded and in the game panels at ${size}`, async () => {
      const page = await session().freshPage(undefined, options);
      await waitForModel(page, 'minifig.ldr');
      await page.getByTestId('model-input').setInputFiles(KNIGHT);
      await waitForModel(page, KNIGHT_NAME);
      expect(await auditViolations(page)).toEqual([]);
      await page.getByTestId('game-select').selectOption('castle-war');
      await expect.poll(() => page.getByTestId('game-result').textContent(), { timeout: 60_000 }).toContain(KNIGHT_NAME);
      expect(await auditViolations(page)).toEqual([]);
      if (phone) expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(SHOTS, `a11y-game-castle-war-${size}.png`), fullPage: phone });
      await page.getByTestId('game-select').selectOption('duel');
      await expect.poll(() => page.getByTestId('duel-actions').count()).toBe(1);
      expect(await auditViolations(page)).toEqual([]);
      if (phone) expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(SHOTS, `a11y-game-duel-${size}.png`), fullPage: phone });
      await page.context().close();
    }, 300_000);
  }

  it('can be used with the keyboard alone: open a file, select a part, correct it, undo, redo, Esc', async () => {
    const page = await session().freshPage(undefined, DESKTOP);
    await waitForModel(page, 'minifig.ldr');
    const undoEnabled = () => page.getByTestId('undo').isEnabled();

    // Tab to the open button; Enter opens the file chooser (listened for from here: the browser is told to hand it over before the key is pressed).
    const chooserEvent = page.waitForEvent('filechooser');
    await tabTo(page, '[data-testid="open-model"]', 10);
    // A visible focus: the ring is drawn around the focused button.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    const chooser = await chooserEvent;
    await chooser.setFiles(KNIGHT);
    await waitForModel(page, KNIGHT_NAME);
    const R = await stat(page, 'R');

    // Tab to the arm in the part list; Enter selects it.
    await tabTo(page, ARM);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('inspector').locator('h3').textContent()).toBe(ARM);

    // The weapon select: the arrow keys only browse; nothing is applied until Enter.
    await tabTo(page, '[data-testid="correct-weapon-kind"]');
    const kind = page.getByTestId('correct-weapon-kind');
    for (let i = 0; i < KINDS_TO_GUN && (await kind.inputValue()) !== 'gun'; i++) {
      await page.keyboard.press('ArrowDown');
      expect(await undoEnabled()).toBe(false);
    }
    expect(await kind.inputValue()).toBe('gun');
    expect(await page.getByTestId('pending-hint').isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'a11y-keyboard-pending-1440x900.png') });
    // Esc drops the choice not yet applied, and the selection stays.
    await page.keyboard.press('Escape');
    expect(await kind.inputValue()).not.toBe('gun');
    expect(await page.getByTestId('inspector').locator('h3').textContent()).toBe(ARM);
    while ((await kind.inputValue()) !== 'gun') await page.keyboard.press('ArrowDown');
    expect(await undoEnabled()).toBe(false);
    expect(await stat(page, 'R')).toBe(R);
    await page.keyboard.press('Enter');
    await expect.poll(() => stat(page, 'R')).toBe(3);
    expect(await undoEnabled()).toBe(true);

    // Undo and redo with the focus still in the select.
    expect(await focused(page)).toBe('correct-weapon-kind');
    await page.keyboard.press('Control+z');
    await expect.poll(() => stat(page, 'R')).toBe(R);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => stat(page, 'R')).toBe(3);
    await page.keyboard.press('Control+z');
    await expect.poll(() => stat(page, 'R')).toBe(R);
    await page.keyboard.press('Control+y');
    await expect.poll(() => stat(page, 'R')).toBe(3);
    // Esc clears the selection wherever the focus is.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('inspector').locator('h3').count()).toBe(0);

    // Import corrections… is a button that Tab reaches too.
    await tabTo(page, '[data-testid="import-corrections"]');
    await page.context().close();
  }, 300_000);

  it('leaves the phone\'s screen to the model: the toolbar in three rows, the legend under the view, not over it, the downloads and settings under More', async () => {
    const page = await session().freshPage(undefined, PHONE);
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('mode-functions').tap();
    // Rows of the toolbar's items: items whose middles are within 10 px share a row (the brand and a button differ in height).
    const rows = await page.evaluate(() => {
      const middles = [...document.querySelectorAll('.toolbar > *')].filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => { const r = e.getBoundingClientRect(); return r.top + r.height / 2; }).sort((a, b) => a - b);
      return middles.filter((m, k) => k === 0 || m - middles[k - 1]! > 10).length;
    });
    expect(rows).toBeLessThanOrEqual(3);
    // The view gives the legend its room (the canvas follows its box on the next resize).
    const legend = (await page.getByTestId('legend').boundingBox())!;
    await expect.poll(async () => { const c = (await page.locator('[data-testid="viewer"] canvas').boundingBox())!; return c.y + c.height; }).toBeLessThanOrEqual(legend.y + 1);
    expect(legend.x + legend.width).toBeLessThanOrEqual(390);
    expect(await page.getByTestId('export-json').isVisible()).toBe(false);
    await page.getByTestId('toolbar-more').locator('> summary').tap();
    expect(await page.getByTestId('export-json').isVisible()).toBe(true);
    expect(await page.getByTestId('settings').isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'phone-toolbar-legend-390x844.png') });
    await page.context().close();
  }, 120_000);

  it('fits a file of several pieces on the phone: the Team tab, the piece picker, nothing wider than the screen', async () => {
    // Two minifigs side by side in one file, each a piece of the team.
    const folder = mkdtempSync(join(tmpdir(), 'brickstats-players-'));
    const file = join(folder, 'two-pieces.mpd');
    const minifig = readFileSync(join(ROOT, 'models', 'minifig.ldr'), 'utf8').trimEnd();
    writeFileSync(file, ['0 FILE two-pieces.mpd', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 minifig.ldr', '1 16 200 0 0 1 0 0 0 1 0 0 0 1 minifig.ldr', '0 NOFILE', '0 FILE minifig.ldr', minifig, '0 NOFILE', ''].join('\n'));
    const page = await session().freshPage(undefined, PHONE);
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(file);
    await waitForModel(page, 'two-pieces.mpd');
    await page.getByTestId('tab-team').tap();
    await expect.poll(() => page.getByTestId('team-summary').isVisible()).toBe(true);
    expect(await page.getByTestId('data-sheet').isVisible()).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await auditViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'a11y-team-390x844.png'), fullPage: true });
    await page.getByTestId('tab-stats').tap();
    await page.getByRole('combobox', { name: 'Piece' }).selectOption('1');
    await expect.poll(() => page.getByTestId('piece-name').textContent(), { timeout: 60_000 }).toMatch(/^Piece 1: /);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.context().close();
  }, 300_000);
});
