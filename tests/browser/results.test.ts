import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, SIZES, useBrowserSession, waitForModel } from '../support/app.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const MODELS = join(ROOT, 'models');
const SHOTS = join(ROOT, 'test-results');

const session = useBrowserSession(SHOTS);

type Debug = { brickstatsDebug?: { drawnAnalysis: string | null; screenPosition(i: number): { x: number; y: number } | null } };

async function open(page: Page, path: string, name: string): Promise<void> {
  await page.getByTestId('game-select').selectOption('block-duel-chess');
  await page.getByTestId('model-input').setInputFiles(path);
  await waitForModel(page, name);
}

/** Serious and critical accessibility violations, as "rule: where" lines. */
async function auditViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

/**
 * Text under `selector` that is cut off or sticks out: an element wider inside than its box, or
 * reaching past the container's right edge or the window's. A Blox board's own scroll box is allowed.
 */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return [`${sel} missing`];
    const right = Math.min(root.getBoundingClientRect().right, innerWidth) + 1;
    const out: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('p, h3, td, th, dd, dt, li, caption, figcaption, span, strong, small, summary')) {
      if (el.closest('.blox-board-box') || el.getClientRects().length === 0) continue;
      const box = el.getBoundingClientRect();
      if (box.right > right || el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 40)} (${Math.round(box.right)} > ${Math.round(right)}, ${el.scrollWidth}/${el.clientWidth})`);
    }
    return out;
  }, selector);
}

/** Where the page shows `testId`, for the screenshot. */
const show = (page: Page, testId: string) => page.getByTestId(testId).first().scrollIntoViewIfNeeded();

describe('results as tables and a chart, at 1440x900 and 390x844', () => {
  for (const [size, options] of SIZES) {
    it(`shows a duel's win rates with their 95% intervals as a table and bars, wrapped (${size})`, async () => {
      const page = await session().freshPage(undefined, options);
      await waitForModel(page, 'minifig.ldr');
      await open(page, join(MODELS, 'winged-creature.ldr'), 'winged-creature.ldr');
      await page.getByTestId('game-select').selectOption('duel');
      await page.getByTestId('duel-runs').fill('300');
      await page.getByTestId('duel-seed').fill('5');
      await page.getByTestId('duel-run').click();
      await page.getByTestId('duel-rates').waitFor({ timeout: 120_000 });
      // The table: an outcome a row, the same figures as `brickstats duel ... --runs 300 --seed 5` prints.
      const rows = await page.getByTestId('duel-rates').locator('tbody tr').allTextContents();
      expect(rows).toEqual(['A wins14448.0%42.4% – 53.6%', 'B wins15652.0%46.4% – 57.6%', 'draws00.0%0.0% – 1.3%']);
      expect(await page.getByTestId('duel-rates').locator('caption').textContent()).toBe('Outcomes of 300 runs (seed 5)');
      // The bars: as long as the share, the whisker from the interval's low to its high end.
      const bar = await page.getByTestId('rate-bar-A-wins').evaluate((row) => {
        const track = row.querySelector('.rate-track')!.getBoundingClientRect();
        const b = row.querySelector('.rate-bar')!.getBoundingClientRect();
        const w = row.querySelector('.rate-whisker')!.getBoundingClientRect();
        return { share: b.width / track.width, low: (w.left - track.left) / track.width, high: (w.right - track.left) / track.width };
      });
      expect(bar.share).toBeCloseTo(0.48, 1);
      expect(bar.low).toBeCloseTo(0.424, 1);
      expect(bar.high).toBeCloseTo(0.536, 1);
      expect(await page.getByTestId('rate-bar-A-wins').textContent()).toContain('48.0% (42.4% – 53.6%)');
      // The chart's text alternative is the table.
      expect(await page.getByTestId('rate-chart').getAttribute('aria-describedby')).toBe('duel-rates');
      expect(await overflowing(page, '[data-testid="duel-panel"]')).toEqual([]);
      expect(await auditViolations(page)).toEqual([]);
      await show(page, 'duel-view');
      await page.screenshot({ path: join(SHOTS, `results-duel-${size}.png`) });
      await page.context().close();
    }, 300_000);

    it(`shows Castle War and Blox as tables and boards, and a Blox message whole (${size})`, async () => {
      const page = await session().freshPage(undefined, options);
      await waitForModel(page, 'minifig.ldr');
      // The minifig is no Blox board: the message wraps, nothing is cut off.
      await page.getByTestId('game-select').selectOption('blox');
      const message = page.getByTestId('game-message');
      await expect.poll(() => message.textContent(), { timeout: 60_000 }).toContain('no base plate');
      const box = await message.evaluate((el) => ({ right: el.getBoundingClientRect().right, height: el.getBoundingClientRect().height, scroll: el.scrollWidth, client: el.clientWidth, lineHeight: parseFloat(getComputedStyle(el).lineHeight) || 16 }));
      expect(box.scroll).toBeLessThanOrEqual(box.client);
      expect(box.right).toBeLessThanOrEqual(options.viewport!.width);
      // The message is longer than a line of the panel: it wraps onto more lines.
      expect(box.height).toBeGreaterThan(box.lineHeight * 1.5);
      expect(await overflowing(page, '[data-testid="game-result"]')).toEqual([]);
      await show(page, 'game-result');
      await page.screenshot({ path: join(SHOTS, `results-blox-message-${size}.png`) });

      await open(page, join(MODELS, 'blox-winner.ldr'), 'blox-winner.ldr');
      await page.getByTestId('game-select').selectOption('blox');
      await page.locator('.blox-board').first().waitFor({ timeout: 60_000 });
      expect(await page.locator('.blox-board-box figcaption').allTextContents()).toEqual(['Level 1 (north at the top)', 'Level 2 (north at the top)', 'Level 3 (north at the top)']);
      expect(await page.getByTestId('game-section').locator('li').first().textContent()).toBe('Winner: A (Red): blocks 1, 2, 3, 4, 5, 6, 7 touch all four edges.');
      expect(await overflowing(page, '[data-testid="game-result"]')).toEqual([]);
      expect(await auditViolations(page)).toEqual([]);
      await show(page, 'game-section');
      await page.screenshot({ path: join(SHOTS, `results-blox-${size}.png`) });

      await open(page, join(MODELS, 'knight-plate.ldr'), 'knight-plate.ldr');
      await page.getByTestId('game-select').selectOption('castle-war');
      await page.getByTestId('game-section').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('game-section').locator('caption').allTextContents()).toEqual(['Items', 'Figures']);
      expect(await page.getByTestId('game-section').locator('tr', { hasText: 'Gold cost' }).textContent()).toBe('Gold cost3010 sword + 20 shield');
      expect(await overflowing(page, '[data-testid="game-result"]')).toEqual([]);
      expect(await auditViolations(page)).toEqual([]);
      await show(page, 'game-section');
      await page.screenshot({ path: join(SHOTS, `results-castle-war-${size}.png`) });

      // The Element comparison of the data sheet.
      await page.getByTestId('game-select').selectOption('block-duel-chess');
      await page.getByTestId('element-costs').waitFor();
      await show(page, 'element-costs');
      await page.screenshot({ path: join(SHOTS, `results-element-comparison-${size}.png`) });
      await page.context().close();
    }, 300_000);
  }
});

/** The picture (PNG data URL) inside a downloaded card SVG, and the SVG. */
async function cardOf(page: Page, testId: string): Promise<{ svg: string; picture: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const svg = readFileSync((await download.path())!, 'utf8');
  const picture = /<image [^>]*href="(data:image\/png;base64,[^"]+)"/.exec(svg)?.[1] ?? '';
  return { svg, picture, name: download.suggestedFilename() };
}

describe('clean cards', () => {
  it('draws the card picture apart from the live view: a part selected, tinted, measured or not, the picture is the same', async () => {
    const page = await session().freshPage(undefined, DESKTOP);
    await waitForModel(page, 'minifig.ldr');
    // The live view as busy as it gets: tinted by section, measurements on, a part selected.
    await page.getByTestId('mode-sections').click();
    if ((await page.getByTestId('toggle-measurements').getAttribute('aria-pressed')) !== 'true') await page.getByTestId('toggle-measurements').click();
    const point = await page.evaluate(() => (window as unknown as Debug).brickstatsDebug!.screenPosition(0));
    await page.mouse.click(point!.x, point!.y);
    await page.getByTestId('inspector').locator('h3').waitFor();
    const busy = await cardOf(page, 'export-svg');
    await page.getByTestId('game-select').selectOption('castle-war');
    await page.getByTestId('game-section').waitFor({ timeout: 60_000 });
    const busyGame = await cardOf(page, 'game-card-svg');

    // The live view plain: colours, no measurements, nothing selected.
    await page.getByTestId('mode-colours').click();
    await page.getByTestId('toggle-measurements').click();
    await page.keyboard.press('Escape');
    const viewer = (await page.getByTestId('viewer').boundingBox())!;
    await page.mouse.click(viewer.x + 5, viewer.y + viewer.height - 5);
    await expect.poll(() => page.getByTestId('inspector').locator('h3').count()).toBe(0);
    const plain = await cardOf(page, 'game-card-svg');
    await page.getByTestId('game-select').selectOption('block-duel-chess');
    const plainSheet = await cardOf(page, 'export-svg');

    expect(busy.picture.length).toBeGreaterThan(1000);
    // Not one pixel of the selection, the tint or the measurements: the very same PNG.
    expect(busyGame.picture).toBe(plain.picture);
    expect(busy.picture).toBe(plainSheet.picture);
    // The model alone, at twice the card's 220 px, not a copy of the live canvas.
    const picture = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="viewer"] canvas')!;
      return { width: img.naturalWidth, height: img.naturalHeight, live: canvas.toDataURL('image/png') === url };
    }, busy.picture);
    expect(picture).toEqual({ width: 440, height: 440, live: false });
    await page.context().close();
  }, 240_000);

  it('keeps the text of a card inside it however long the name, and saves the cards as PNG at both sizes', async () => {
    const page = await session().freshPage(undefined, DESKTOP);
    await waitForModel(page, 'minifig.ldr');
    const folder = mkdtempSync(join(tmpdir(), 'brickstats-card-'));
    const name = `Sir-Bedivere-the-Wise-of-the-Round-Table-${'and-his-very-long-title-'.repeat(5)}knight.ldr`;
    writeFileSync(join(folder, name), readFileSync(join(MODELS, 'knight-plate.ldr')));
    await open(page, join(folder, name), name);
    const sheet = await cardOf(page, 'export-svg');
    await page.getByTestId('game-select').selectOption('davey-drehs');
    await page.getByTestId('game-section').waitFor({ timeout: 60_000 });
    const game = await cardOf(page, 'game-card-svg');
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('game-card-png').click()]);
    writeFileSync(join(SHOTS, 'card-long-name.png'), readFileSync((await png.path())!));
    for (const card of [sheet, game]) {
      // Drawn by the browser with its own fonts: every line of text stays on the 640 x 400 card.
      const outside = await page.evaluate((svg) => {
        const host = document.createElement('div');
        host.innerHTML = svg;
        document.body.appendChild(host);
        const texts = [...host.querySelectorAll('text')].map((t) => ({ text: t.textContent, box: (t as SVGGraphicsElement).getBBox() }));
        host.remove();
        return texts.filter((t) => t.box.x < 0 || t.box.x + t.box.width > 640 || t.box.y < 0 || t.box.y + t.box.height > 400).map((t) => `${t.text} at ${Math.round(t.box.x)}..${Math.round(t.box.x + t.box.width)}`);
      }, card.svg);
      expect(outside).toEqual([]);
    }

    // A card as the players see it: the PNG, on the desktop and on a phone.
    for (const [size, options] of SIZES) {
      const view = await session().freshPage(undefined, options);
      await view.setContent(`<body style="margin:0;background:#888"><img style="max-width:100%;display:block;margin:auto" src="data:image/png;base64,${readFileSync(join(SHOTS, 'card-long-name.png')).toString('base64')}"></body>`);
      await view.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await view.screenshot({ path: join(SHOTS, `results-card-${size}.png`) });
      await view.context().close();
    }
    await page.context().close();
  }, 240_000);
});
