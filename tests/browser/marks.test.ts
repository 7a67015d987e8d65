import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { useBrowserSession, waitForModelName } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const MINIFIG = join(ROOT, 'models', 'minifig.ldr');
const DALEK_NAME = 'dalek__dalek.ldr';
const DALEK = join(SHARED_MODELS, 'marek-saji', DALEK_NAME);
const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;

type Debug = { brickstatsDebug?: { drawnAnalysis: string | null; screenPosition(i: number): { x: number; y: number } | null } };
type CliDoc = {
  piece: { element: string; elementChoices: { element: string; colourBonus: number }[]; stats: Record<string, { value: number }> };
  parts: { id: string; confidence: 'high' | 'medium' | 'low'; confidenceReason: string }[];
};

const session = useBrowserSession(SHOTS);

async function analyzeCli(args: string[]): Promise<CliDoc> {
  let out = '';
  const code = await main(['analyze', ...args, '--format', 'json'], (s) => (out += s), () => undefined);
  expect(code).toBe(0);
  return JSON.parse(out);
}

/** Waits until the model named `name` is shown with its stats and drawn with its analysis. */
async function waitForModel(page: Page, name: string): Promise<void> {
  await waitForModelName(page, name);
  await page.waitForFunction((n) => (window as unknown as Debug).brickstatsDebug?.drawnAnalysis === n, name, { timeout: 60_000 });
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('the viewer marks what the player should check and what an Element costs', () => {
  it.skipIf(!hasSharedModels)(`lists the low-confidence parts of ${DALEK_NAME} first, marked, with their reason in the tooltip and the inspector (skipped without ../shared/models)`, async () => {
    const cli = await analyzeCli([DALEK]);
    const low = cli.parts.filter((p) => p.confidence === 'low');
    expect(low.length, 'the dalek has low-confidence labels to show').toBeGreaterThan(0);
    expect(low.length).toBeLessThan(cli.parts.length);

    const page = await session().freshPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(DALEK);
    await waitForModel(page, DALEK_NAME);

    // Every part is listed once, identical parts in one row; the low-confidence ones first, in their own group, each row with the marker.
    expect(await page.getByTestId('part-list').getAttribute('data-parts')).toBe(String(cli.parts.length));
    const rows = page.getByTestId('part-list').locator('.pl-group');
    const order = await rows.evaluateAll((rs) =>
      rs.map((r) => {
        const b = r.querySelector('button.pl-part')!;
        return { copies: Number(r.getAttribute('data-copies')), id: b.getAttribute('data-testid')!, confidence: b.getAttribute('data-confidence'), marked: b.querySelector('[aria-label="low confidence"]') !== null };
      }),
    );
    expect(order.reduce((n, r) => n + r.copies, 0)).toBe(cli.parts.length);
    const lowRows = order.filter((r) => r.confidence === 'low');
    expect(lowRows.reduce((n, r) => n + r.copies, 0)).toBe(low.length);
    expect(order.slice(0, lowRows.length).every((r) => r.confidence === 'low' && r.marked)).toBe(true);
    expect(order.slice(lowRows.length).some((r) => r.confidence === 'low' || r.marked)).toBe(false);
    const lowIds = new Set(low.map((p) => `part-${p.id}`));
    for (const r of lowRows) if (r.copies === 1) expect(lowIds.has(r.id), r.id).toBe(true);
    const group = page.getByTestId('check-first');
    expect(await group.getByRole('button').textContent()).toMatch(/Check these first \(\d+\)$/);
    expect(await group.getByRole('button').textContent()).toMatch(new RegExp(`\\(${low.length}\\)$`));
    // The sections still count every part of theirs, and say how many are listed above.
    const heads = (await page.getByTestId('part-list').locator('.pl-section small').allTextContents()).map((h) => h.trim());
    expect(heads.reduce((n, h) => n + Number(/\((\d+)/.exec(h)![1]), 0)).toBe(cli.parts.length);
    expect(await page.getByTestId('part-list').getByRole('img', { name: 'low confidence' }).count()).toBe(lowRows.length);
    await page.screenshot({ path: join(SHOTS, 'marks-dalek-1440.png') });

    // The tooltip of a low-confidence part shows its confidence and why.
    const first = low[0]!;
    const index = cli.parts.findIndex((p) => p.id === first.id);
    const point = await page.evaluate((i) => (window as unknown as Debug).brickstatsDebug!.screenPosition(i), index);
    if (point) {
      await page.mouse.move(point.x, point.y);
      await expect.poll(() => page.getByTestId('tooltip-confidence').count()).toBe(1);
      expect(await text(page, 'tooltip-confidence')).toContain('confidence: low');
      await page.screenshot({ path: join(SHOTS, 'marks-dalek-tooltip-1440.png') });
    }

    // The inspector says it too, with the reason the analysis gives.
    await page.getByTestId(`part-${first.id}`).click();
    await expect.poll(() => text(page, 'inspector-confidence')).toBe(`low: ${first.confidenceReason}`);
    await page.getByTestId('inspector').screenshot({ path: join(SHOTS, 'marks-dalek-inspector-1440.png') });
    const sure = cli.parts.find((p) => p.confidence === 'high')!;
    // Its row may be a copy in a group of identical parts: open the groups.
    if ((await page.getByTestId(`part-${sure.id}`).count()) === 0) {
      const closed = page.getByTestId('part-list').locator('[data-testid="group-toggle"][aria-expanded="false"]');
      for (let n = await closed.count(); n > 0; n--) await closed.first().click();
    }
    await page.getByTestId(`part-${sure.id}`).click();
    await expect.poll(() => text(page, 'inspector-confidence')).toBe(`high: ${sure.confidenceReason}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, 'marks-dalek-390-full.png'), fullPage: true });
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 391).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${e.getAttribute('data-testid')} ${Math.round(e.getBoundingClientRect().right)}`));
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  }, 180_000);

  it('has a favicon and names the model in the page title', async () => {
    const failed: string[] = [];
    const page = await session().freshPage(async (context) => {
      context.on('requestfailed', (r) => failed.push(`${r.url()} (${r.failure()?.errorText})`));
      context.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.url()} (${r.status()})`);
      });
    });
    await waitForModel(page, 'minifig.ldr');
    await expect.poll(() => page.title()).toBe('minifig.ldr · brickstats');
    const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null);
    expect(icon).not.toBeNull();
    const answer = await page.request.get(icon!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
    expect(failed.filter((f) => /favicon/.test(f))).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it('compares the final H V A D M R under every Element the colours allow and chooses one by its row (the bundled minifig)', async () => {
    const cli = await analyzeCli([MINIFIG]);
    const allowed = cli.piece.elementChoices.map((c) => c.element);
    expect(allowed.length).toBeGreaterThanOrEqual(2);
    const page = await session().freshPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForModel(page, 'minifig.ldr');

    const table = page.getByTestId('element-costs');
    const rows = table.locator('tbody tr');
    // The values under every Element come after the data sheet.
    await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    expect(await rows.count()).toBe(allowed.length);
    expect((await rows.locator('th').allTextContents()).map((t) => t.replace(/^● /, '').replace(/ \+\d+$/, '').trim())).toEqual(allowed);
    expect(await page.getByTestId(`element-row-${cli.piece.element}`).getAttribute('aria-current')).toBe('true');
    // Each row's numbers are what `brickstats analyze --element X` prints (the default, another one, and Normal).
    const other = allowed.find((e) => e !== cli.piece.element)!;
    for (const element of new Set([cli.piece.element, other, allowed.at(-1)!])) {
      const expected = await analyzeCli([MINIFIG, '--element', element]);
      for (const s of STATS) expect(await text(page, `element-${element}-${s}`), `${element} ${s}`).toBe(String(expected.piece.stats[s]!.value));
    }
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'element-costs-1440.png') });

    // A row chooses its Element: the data sheet then shows that Element's values, and the row is marked.
    const chosen = await analyzeCli([MINIFIG, '--element', other]);
    await page.getByTestId(`element-row-${other}`).getByRole('button').click();
    await expect.poll(() => text(page, 'element')).toBe(other);
    for (const s of STATS) expect(await text(page, `stat-${s}`), s).toBe(String(chosen.piece.stats[s]!.value));
    expect(await page.getByTestId(`element-row-${other}`).getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId(`element-row-${cli.piece.element}`).getAttribute('aria-current')).toBeNull();
    expect(await page.getByTestId('element-select').inputValue()).toBe(other);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'element-costs-390.png') });
    await page.context().close();
  }, 120_000);
});
