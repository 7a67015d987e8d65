import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession, waitForModelName } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const CASTLE_NAME = '6080 - Kings Castle.mpd';
const FALCON_NAME = 'MillenniumFalcon.mpd';

type Debug = { brickstatsDebug?: { drawnAnalysis: string | null; screenPosition(i: number): { x: number; y: number } | null } };
type DocPart = { id: string; part: string; description: string; colour: number; section: string; function: string; weapon: { kind: string; level: number } | null; boost: string | null; confidence: string; corrected: boolean };

const session = useBrowserSession(SHOTS);

async function openModel(page: Page, file: string, name: string): Promise<void> {
  await waitForModelName(page, 'minifig.ldr');
  await page.getByTestId('model-input').setInputFiles(file);
  await waitForModelName(page, name);
  await page.waitForFunction((n) => (window as unknown as Debug).brickstatsDebug?.drawnAnalysis === n, name, { timeout: 120_000 });
}

/** The viewer's own document of the loaded build, as its JSON export gives it. */
async function exportedParts(page: Page): Promise<DocPart[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
  return JSON.parse(readFileSync((await download.path())!, 'utf8')).parts;
}

/** Identical parts, counted here apart from the app: the same file, colour and label. */
function expectedGroups(parts: DocPart[]): Map<string, DocPart[]> {
  const groups = new Map<string, DocPart[]>();
  for (const p of parts) {
    const key = JSON.stringify([p.part.toLowerCase(), p.colour, p.section, p.function, p.weapon, p.boost, p.confidence === 'low', p.corrected]);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return groups;
}

const list = (page: Page) => page.getByTestId('part-list');
const groupRows = (page: Page) => list(page).locator('.pl-group');
const text = async (l: Locator) => ((await l.textContent()) ?? '').trim();

async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  const path = join(SHOTS, `${name}.png`);
  await (target ?? page).screenshot({ path });
  copyFileSync(path, `/tmp/${name}.png`);
}

/** Whether the element is drawn inside the list's scrolling box. */
async function inSight(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    const box = document.querySelector('[data-testid="part-list-scroll"]');
    if (!el || !box) return false;
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
  }, testId);
}

describe('the part list of a big build', () => {
  it.skipIf(!hasSharedModels)(`groups the identical parts of ${CASTLE_NAME}, searches, filters and closes them, and keeps in step with the 3D selection (skipped without ../shared/models)`, async () => {
    const page = await session().freshPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openModel(page, join(SHARED_MODELS, 'omr-sets', CASTLE_NAME), CASTLE_NAME);
    const parts = await exportedParts(page);
    const groups = expectedGroups(parts);
    expect(parts.length).toBe(772);

    // Every part once, in one row per kind of identical parts.
    expect(await list(page).getAttribute('data-parts')).toBe(String(parts.length));
    expect(await list(page).getAttribute('data-groups')).toBe(String(groups.size));
    expect(groups.size).toBeLessThan(parts.length / 3);
    expect(await text(page.getByTestId('part-list-summary'))).toBe(`${parts.length} parts, ${groups.size} kinds`);
    // The castle's twelve minifig heads are one row, ×12.
    const heads = [...groups.values()].find((g) => g[0]!.part === '3626ap01.dat')!;
    expect(heads.length).toBe(12);
    const headRow = list(page).getByTestId(`group-${heads[0]!.id}`);
    expect(await text(headRow.getByTestId('group-count'))).toBe('×12');
    // Each group row counts what the export has of it.
    for (const row of (await groupRows(page).all()).slice(0, 12)) {
      const n = Number(await row.getAttribute('data-copies'));
      const id = (await row.getAttribute('data-testid'))?.slice('group-'.length) ?? (await row.locator('button').last().getAttribute('data-testid'))!.slice('part-'.length);
      const group = [...groups.values()].find((g) => g.some((p) => p.id === id))!;
      expect(n, `the group of ${id}`).toBe(group.length);
    }
    // Only the rows in sight are drawn.
    expect(await groupRows(page).count()).toBeLessThan(80);
    await shot(page, 'partlist-castle-1440');

    // A grouped copy, chosen in the list, selects that one part.
    await headRow.getByTestId('group-toggle').click();
    await expect.poll(() => headRow.getByTestId('group-toggle').getAttribute('aria-expanded')).toBe('true');
    const third = heads[2]!;
    await list(page).getByTestId(`part-${third.id}`).click();
    await expect.poll(() => page.getByTestId('inspector').locator('dd').first().textContent()).toContain(`id ${third.id}`);
    expect(await text(page.getByTestId('inspector').locator('h3'))).toMatch(/Minifig Head/);
    await expect.poll(() => list(page).getByTestId(`part-${third.id}`).getAttribute('aria-pressed')).toBe('true');
    expect(await headRow.getByTestId('group-select').getAttribute('class')).toContain('partly');
    // The correction controls are in sight once a part is selected.
    await expect.poll(() => page.getByTestId('correct-function').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('correct-function').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    })).toBe(true);
    await shot(page, 'partlist-castle-copy-selected-1440');
    // The group's own row selects all its copies.
    await headRow.getByTestId('group-select').click();
    await expect.poll(() => text(page.getByTestId('inspector').locator('h3'))).toBe('12 parts');
    await headRow.getByTestId('group-toggle').click();

    // A part picked in the 3D view: its group opens and its row scrolls into sight, pressed.
    // (Aimed at a part of a group far down the list; the test follows whichever part the pick selects.)
    const big = [...groups.values()].filter((g) => g.length > 1 && g[0]!.section !== 'head' && g[0]!.confidence !== 'low');
    let aimed: DocPart | undefined;
    for (const g of big.slice().reverse()) {
      for (const p of g) {
        const point = await page.evaluate((i) => (window as unknown as Debug).brickstatsDebug!.screenPosition(i), parts.indexOf(p));
        if (point && (await list(page).getByTestId(`part-${p.id}`).count()) === 0) {
          await page.mouse.click(point.x, point.y);
          aimed = p;
          break;
        }
      }
      if (aimed) break;
    }
    expect(aimed, 'a part of a group, visible in the view, whose row is not drawn yet').toBeDefined();
    await expect.poll(() => page.getByTestId('inspector').locator('dd').first().textContent()).toMatch(/ id /);
    const pickedId = /id (\S+)$/.exec((await page.getByTestId('inspector').locator('dd').first().textContent())!)![1]!;
    const picked = parts.find((p) => p.id === pickedId)!;
    const pickedGroup = [...groups.values()].find((g) => g.includes(picked))!;
    if (pickedGroup.length > 1) await expect.poll(() => list(page).getByTestId(`group-${pickedGroup[0]!.id}`).getByTestId('group-toggle').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => inSight(page, `part-${picked.id}`)).toBe(true);
    await expect.poll(() => list(page).getByTestId(`part-${picked.id}`).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'partlist-castle-picked-in-3d-1440');
    await page.keyboard.press('Escape');

    // The search narrows the list: by part number, by name words, by label.
    const search = page.getByTestId('part-search');
    await search.fill('3626ap01');
    await expect.poll(() => groupRows(page).count()).toBe(1);
    expect(await text(page.getByTestId('part-list-summary'))).toMatch(/^12 of 772 parts match/);
    await search.fill('brick 1 x 2');
    // The search is deferred: wait until the list answers this search, not the last one (12 of 772 also matches the pattern).
    await expect.poll(() => text(page.getByTestId('part-list-summary'))).toMatch(/^(?!12 of)\d+ of 772 parts match/);
    const names = await groupRows(page).locator('.pl-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toMatch(/brick 1 x 2(?!\d)/);
    for (const n of names) expect(n.toLowerCase()).not.toMatch(/x 1 x 2/);
    await search.fill('blade');
    await expect.poll(async () => (await list(page).locator('.pl-heading .pl-title').allTextContents()).some((t) => t.startsWith('weapon · blade'))).toBe(true);
    for (const t of await list(page).locator('.pl-function .pl-title').allTextContents()) expect(t).toMatch(/^weapon · blade/);
    await search.fill('no such part at all');
    await expect.poll(() => groupRows(page).count()).toBe(0);
    expect(await list(page).getByText('No part matches.').count()).toBe(1);
    await search.fill('');

    // The filters: one section, one function.
    await page.getByTestId('part-filter-section').selectOption('head');
    await expect.poll(() => list(page).locator('.pl-section .pl-title').allTextContents()).toEqual(['head']);
    await page.getByTestId('part-filter-section').selectOption('');
    await page.getByTestId('part-filter-function').selectOption('armour');
    const armour = [...groups.values()].filter((g) => g[0]!.function === 'armour' && g[0]!.confidence !== 'low');
    await expect.poll(() => list(page).locator('.pl-function .pl-title').allTextContents()).toEqual(expect.arrayContaining(['armour']));
    expect(new Set(await list(page).locator('.pl-function .pl-title').allTextContents())).toEqual(new Set(['armour']));
    expect(await groupRows(page).count()).toBe(armour.length);
    await shot(page, 'partlist-castle-armour-1440');
    await page.getByTestId('part-filter-function').selectOption('');

    // The headings close and open, by click and by keyboard.
    const core = list(page).getByTestId('heading-section:core').getByRole('button');
    await core.click();
    await expect.poll(() => core.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => list(page).getByTestId('heading-function:core:none').count()).toBe(0);
    expect(await list(page).getByTestId('heading-section:base').count()).toBe(1);
    await core.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => core.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => list(page).getByTestId('heading-function:core:none').count()).toBe(1);

    // The stat rows: the whole row opens its explanation, with a marker; the keyboard too.
    await page.getByTestId('stat-row-D').locator('td.value').click();
    await expect.poll(() => page.getByTestId('explanation').count()).toBe(1);
    await expect.poll(() => page.getByTestId('explain-D').getAttribute('aria-expanded')).toBe('true');
    expect(await text(page.getByTestId('explain-D').locator('.stat-marker'))).toBe('▾');
    await page.getByTestId('explain-D').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('explanation').count()).toBe(0);
    await page.getByTestId('explain-A').focus();
    await page.keyboard.press(' ');
    await expect.poll(() => page.getByTestId('explanation').count()).toBe(1);

    // Nothing overflows its panel: the part list, the side panel.
    const overflowing = await page.evaluate(() => {
      const out: string[] = [];
      for (const panel of document.querySelectorAll<HTMLElement>('.part-list, .side')) {
        const p = panel.getBoundingClientRect();
        for (const el of panel.querySelectorAll<HTMLElement>('*')) {
          // What a box inside the panel clips (an ellipsis, a scrolling table) is that box's to show.
          let clipped = false;
          for (let a = el.parentElement; a && a !== panel; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') clipped = true;
          if (clipped) continue;
          const r = el.getBoundingClientRect();
          if (r.width > 0 && (r.right > p.right + 1 || r.left < p.left - 1)) out.push(`${el.tagName}.${el.className} ${el.getAttribute('data-testid') ?? ''}`);
        }
      }
      return out.slice(0, 8);
    });
    expect(overflowing).toEqual([]);
    await shot(page, 'partlist-castle-explained-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On the phone the list is the Parts tab.
    await page.getByTestId('tab-parts').click();
    await list(page).scrollIntoViewIfNeeded();
    await shot(page, 'partlist-castle-390');
    await page.context().close();
  }, 300_000);

  it.skipIf(!hasSharedModels)(`draws only the rows in sight for the 5,000 and more parts of ${FALCON_NAME}, and prints what searching, scrolling and picking cost (skipped without ../shared/models)`, async () => {
    const page = await session().freshPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openModel(page, join(SHARED_MODELS, 'omr-sets', FALCON_NAME), FALCON_NAME);
    const total = Number(await list(page).getAttribute('data-parts'));
    expect(total).toBeGreaterThan(5000);
    const kinds = Number(await list(page).getAttribute('data-groups'));
    expect(kinds).toBeLessThan(total / 3);
    const drawn = () => list(page).locator('.pl-line').count();
    expect(await drawn()).toBeLessThan(80);
    await shot(page, 'partlist-falcon-1440');

    // Main-thread tasks over 50 ms from here on (Long Tasks API), and the time from an input to the frame after it.
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask' });
    });
    const timed = (action: string, arg: string) =>
      page.evaluate(
        async ([what, value]) => {
          const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
          const before = document.querySelector('[data-testid="part-list-summary"]')!.textContent;
          const t0 = performance.now();
          if (what === 'type') {
            const input = document.querySelector<HTMLInputElement>('[data-testid="part-search"]')!;
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          } else {
            const box = document.querySelector<HTMLElement>('[data-testid="part-list-scroll"]')!;
            box.scrollTop = value === 'end' ? box.scrollHeight : Number(value);
          }
          await frame();
          // A search: until the list has caught up with the box (it may be a render behind while it does).
          const summary = document.querySelector('[data-testid="part-list-summary"]')!;
          while (what === 'type' && (summary.getAttribute('aria-busy') === 'true' || summary.textContent === before) && performance.now() - t0 < 10_000) await frame();
          await frame();
          return performance.now() - t0;
        },
        [action, arg] as const,
      );
    const figures: Record<string, number> = {};
    figures['search "brick"'] = await timed('type', 'brick');
    const brick = await text(page.getByTestId('part-list-summary'));
    expect(brick).toMatch(new RegExp(`^\\d+ of ${total} parts match`));
    figures['search "brick 2 x 4"'] = await timed('type', 'brick 2 x 4');
    expect(Number(/^(\d+)/.exec(await text(page.getByTestId('part-list-summary')))![1])).toBeLessThan(Number(/^(\d+)/.exec(brick)![1]));
    figures['clear the search'] = await timed('type', '');
    expect(await text(page.getByTestId('part-list-summary'))).toBe(`${total} parts, ${kinds} kinds`);
    // Open every group of the biggest section: thousands of rows, still only those in sight drawn.
    await page.getByTestId('part-filter-section').selectOption('core');
    const toggles = list(page).locator('[data-testid="group-toggle"][aria-expanded="false"]');
    for (let n = 0; n < 6 && (await toggles.count()) > 0; n++) await toggles.first().click();
    await page.getByTestId('part-filter-section').selectOption('');
    figures['scroll to the end'] = await timed('scroll', 'end');
    figures['scroll to the middle'] = await timed('scroll', '40000');
    figures['scroll to the top'] = await timed('scroll', '0');
    expect(await drawn()).toBeLessThan(80);
    const height = await page.getByTestId('part-list-scroll').evaluate((el) => el.scrollHeight);
    expect(height, 'the list is as tall as all its rows').toBeGreaterThan(kinds * 20);

    // A selection made outside the list ("All parts like this"): the group opens and its last copy comes into sight.
    const firstGroup = list(page).locator('.pl-group[data-copies]').filter({ has: page.getByTestId('group-toggle') }).first();
    const groupId = (await firstGroup.getAttribute('data-testid'))!.slice('group-'.length);
    const group = list(page).getByTestId(`group-${groupId}`);
    const copies = Number(await group.getAttribute('data-copies'));
    await group.getByTestId('group-toggle').click();
    await list(page).getByTestId(`part-${groupId}`).click();
    await group.getByTestId('group-toggle').click();
    await expect.poll(() => list(page).getByTestId(`part-${groupId}`).count()).toBe(0);
    figures['"All parts like this" until the last copy is in sight'] = await page.evaluate(async () => {
      const t0 = performance.now();
      document.querySelector<HTMLButtonElement>('[data-testid="select-all-like"]')!.click();
      for (;;) {
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const pressed = document.querySelectorAll('[data-testid="part-list-scroll"] .pl-copy button[aria-pressed="true"]');
        if (pressed.length > 0 || performance.now() - t0 > 60_000) return performance.now() - t0;
      }
    });
    await expect.poll(() => text(page.getByTestId('inspector').locator('h3'))).toMatch(/^\d+ parts$/);
    expect(await list(page).locator('.pl-copy button[aria-pressed="true"]').count()).toBeGreaterThan(0);
    expect(copies).toBeGreaterThan(1);
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    figures['longest main-thread task in all this'] = Math.max(0, ...longTasks);
    console.log(`part list of ${FALCON_NAME} (${total} parts, ${kinds} kinds; rows drawn: ${await drawn()}):\n${Object.entries(figures).map(([k, v]) => `  ${k}: ${v.toFixed(0)} ms`).join('\n')}`);
    await shot(page, 'partlist-falcon-picked-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await list(page).evaluate((el) => el.scrollIntoView());
    await shot(page, 'partlist-falcon-390');
    await page.context().close();
  }, 420_000);
});
