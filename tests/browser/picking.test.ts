import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FUNCTION_LEGEND } from '../../src/app/scene/tintPalette.ts';
import { useBrowserSession, waitForModelName } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const CASTLE = join(SHARED_MODELS, 'omr-sets', '6080 - Kings Castle.mpd');
const CASTLE_NAME = '6080 - Kings Castle.mpd';

const session = useBrowserSession(SHOTS);

interface Debug { frames: number; redrawWhole(): void; forceDrawSpeed(slow: boolean | null): void; drawnAnalysis: string | null; screenPosition(i: number): { x: number; y: number } | null; partAtPoint(x: number, y: number): number | null; partCount(): number; partName(i: number): string | null }
const debugOf = () => (window as unknown as { brickstatsDebug: Debug }).brickstatsDebug;

/** Opens the castle and waits until the view stands still (no frame drawn for a second): the camera has settled. */
async function openCastle(page: Page): Promise<void> {
  await page.getByTestId('model-input').setInputFiles(CASTLE);
  await waitForModelName(page, CASTLE_NAME);
  await page.waitForFunction((n) => (window as unknown as { brickstatsDebug?: Debug }).brickstatsDebug?.drawnAnalysis === n, CASTLE_NAME, { timeout: 120_000 });
  const frames = () => page.evaluate(`(${debugOf})().frames`) as Promise<number>;
  for (let before = -1, now = await frames(); before !== now; ) {
    before = now;
    await page.waitForTimeout(1000);
    now = await frames();
  }
}


describe.skipIf(!hasSharedModels)('picking on a big build (skipped without ../shared/models)', () => {
  it('hovering a part of the castle shows a tooltip naming that part, and clicking selects it', async () => {
    const page = await session().freshPage();
    await openCastle(page);
    const count = (await page.evaluate(`(${debugOf})().partCount()`)) as number;
    expect(count).toBeGreaterThan(700);
    // Parts spread over the castle, each where it is visible.
    let checked = 0;
    for (let k = 0; k < 40 && checked < 3; k++) {
      const index = (k * 197 + 11) % count;
      const at = (await page.evaluate(`(${debugOf})().screenPosition(${index})`)) as { x: number; y: number } | null;
      if (!at) continue;
      // Whole pixels: a click reports whole-pixel coordinates where a pointer move keeps fractions, and at a part's edge that picks its neighbour.
      const point = { x: Math.round(at.x), y: Math.round(at.y) };
      const under = (await page.evaluate(`(${debugOf})().partAtPoint(${point.x}, ${point.y})`)) as number | null;
      if (under === null) continue;
      // The part file the scene draws there ('3001.dat'): the tooltip names it ('3001 · Red').
      const file = ((await page.evaluate(`(${debugOf})().partName(${under})`)) as string).replace(/\.dat$/i, '');
      await page.mouse.move(point.x, point.y);
      const tooltip = page.getByTestId('part-tooltip');
      await expect.poll(() => tooltip.locator('div').nth(1).textContent(), { timeout: 30_000 }).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
      const title = await tooltip.locator('div').first().textContent();
      if (process.env.BROWSER_STEPS) console.log('step: part', under, file, title, point);
      expect(title).toBeTruthy();
      // A click selects it: the inspector opens on the same part.
      await page.mouse.down();
      await page.mouse.up();
      await expect.poll(() => page.getByTestId('inspector').locator('h3').textContent(), { timeout: 30_000 }).toBe(title);
      checked++;
    }
    expect(checked).toBe(3);
    await page.screenshot({ path: join(SHOTS, 'picking-castle-hover.png') });
    await page.context().close();
  }, 300_000);

  it('draws a frame only when the picture changes: none for a click on nothing, one for a selection, at most one for a hover', async () => {
    // Without a GPU a frame of the castle takes a second or two, and every needless one delays the next answer.
    const page = await session().freshPage();
    await openCastle(page);
    const frames = () => page.evaluate(`(${debugOf})().frames`) as Promise<number>;
    /** Frames drawn by `act`, counted once the view has stood still for a second. */
    const framesOf = async (act: () => Promise<unknown>) => {
      const before = await frames();
      await act();
      let now = await frames();
      for (let last = -1; last !== now; ) {
        last = now;
        await page.waitForTimeout(1000);
        now = await frames();
      }
      return now - before;
    };
    const canvas = (await page.locator('[data-testid="viewer"] canvas').boundingBox())!;
    const count = (await page.evaluate(`(${debugOf})().partCount()`)) as number;
    let point: { x: number; y: number } | null = null;
    for (let k = 0; k < 40 && !point; k++) {
      const at = (await page.evaluate(`(${debugOf})().screenPosition(${(k * 197 + 11) % count})`)) as { x: number; y: number } | null;
      if (at && (await page.evaluate(`(${debugOf})().partAtPoint(${Math.round(at.x)}, ${Math.round(at.y)})`)) !== null) point = { x: Math.round(at.x), y: Math.round(at.y) };
    }
    expect(point).not.toBeNull();
    const corner = { x: canvas.x + 4, y: canvas.y + 4 };
    expect(await framesOf(() => page.mouse.click(corner.x, corner.y))).toBe(0);
    expect(await framesOf(() => page.mouse.move(point!.x, point!.y))).toBeLessThanOrEqual(1);
    await expect.poll(() => page.getByTestId('part-tooltip').count()).toBe(1);
    expect(await framesOf(async () => {
      await page.mouse.down();
      await page.mouse.up();
    })).toBe(1);
    expect(await page.getByTestId('inspector').locator('h3').count()).toBe(1);
    // Clicking nothing clears the selection (one frame to show it), and a second time changes nothing.
    expect(await framesOf(() => page.mouse.click(corner.x, corner.y))).toBe(1);
    expect(await framesOf(() => page.mouse.click(corner.x, corner.y))).toBe(0);

    // Where whole frames are slow, a selection redraws only the parts whose look changed (or, for glass, their
    // rectangle) over the last frame: it must look as a whole frame would (where two parts' edge lines meet, a
    // pixel may take the other one's colour): under one pixel in 20,000.
    await page.evaluate(`(${debugOf})().forceDrawSpeed(true)`);
    const pixels = () => page.evaluate(() => {
      const c = document.querySelector('[data-testid="viewer"] canvas') as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = c.width;
      copy.height = c.height;
      const g = copy.getContext('2d')!;
      g.drawImage(c, 0, 0);
      return Array.from(g.getImageData(0, 0, c.width, c.height).data);
    });
    /** Pixels where any channel differs by more than 40. */
    const differing = (a: number[], b: number[]) => {
      let n = 0;
      for (let i = 0; i < a.length; i += 4) if (Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!)) > 40) n++;
      return n;
    };
    const before = await pixels();
    expect(await framesOf(() => page.mouse.click(point!.x, point!.y))).toBe(1);
    const partial = await pixels();
    expect(differing(before, partial)).toBeGreaterThan(0);
    expect(await framesOf(() => page.evaluate(`(${debugOf})().redrawWhole()`))).toBe(1);
    const whole = await pixels();
    expect(differing(before, whole)).toBeGreaterThan(0);
    expect(differing(partial, whole)).toBeLessThan(before.length / 4 / 20000);
    await page.context().close();
  }, 300_000);

  it('draws the castle\'s weapon labels without one covering another, each in its Level\'s legend colour', async () => {
    const page = await session().freshPage();
    await openCastle(page);
    await page.getByTestId('mode-functions').click();
    await expect.poll(() => page.locator('[data-testid="weapon-label"]').evaluateAll((els) => els.filter((e) => getComputedStyle(e).visibility === 'visible').length), { timeout: 60_000 }).toBeGreaterThan(0);
    const labels = await page.locator('[data-testid="weapon-label"]').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { visible: getComputedStyle(e).visibility === 'visible', text: e.textContent ?? '', bg: getComputedStyle(e).backgroundColor, box: { x: r.x, y: r.y, w: r.width, h: r.height } };
      }),
    );
    const shown = labels.filter((l) => l.visible);
    for (let a = 0; a < shown.length; a++) {
      for (let b = a + 1; b < shown.length; b++) {
        const p = shown[a]!.box, q = shown[b]!.box;
        const overlap = p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
        expect(overlap, `${shown[a]!.text} covers ${shown[b]!.text}`).toBe(false);
      }
    }
    // The labels stand for every weapon: those drawn plus the "+N" they carry.
    const more = shown.reduce((n, l) => n + Number(/\+(\d+)$/.exec(l.text)?.[1] ?? 0), 0);
    expect(shown.length + more).toBe(labels.length);
    const rgb = (key: string) => {
      const v = FUNCTION_LEGEND.find((e) => e.key === key)!.rgb;
      return `rgb(${(v >> 16) & 255}, ${(v >> 8) & 255}, ${v & 255})`;
    };
    for (const l of labels) expect(l.bg).toBe(rgb(`weapon-${/ L(\d)/.exec(l.text)![1]}`));
    await page.screenshot({ path: join(SHOTS, 'picking-castle-labels.png') });
    await page.context().close();
  }, 300_000);
});
