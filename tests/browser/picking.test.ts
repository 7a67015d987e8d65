import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { FUNCTION_LEGEND } from '../../src/app/scene/tintPalette.ts';
import { useBrowserSession, waitForModelName } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const CASTLE = join(SHARED_MODELS, 'omr-sets', '6080 - Kings Castle.mpd');
const CASTLE_NAME = '6080 - Kings Castle.mpd';

const session = useBrowserSession(SHOTS);

interface Debug { drawnAnalysis: string | null; screenPosition(i: number): { x: number; y: number } | null; partCount(): number }
const debugOf = () => (window as unknown as { brickstatsDebug: Debug }).brickstatsDebug;

async function openCastle(page: Page): Promise<void> {
  await page.getByTestId('model-input').setInputFiles(CASTLE);
  await waitForModelName(page, CASTLE_NAME);
  await page.waitForFunction((n) => (window as unknown as { brickstatsDebug?: Debug }).brickstatsDebug?.drawnAnalysis === n, CASTLE_NAME, { timeout: 120_000 });
}

async function analyzeCastle(): Promise<{ parts: { part: string; description: string }[] }> {
  let out = '';
  expect(await main(['analyze', CASTLE, '--format', 'json'], (s) => (out += s), () => undefined)).toBe(0);
  return JSON.parse(out);
}

describe.skipIf(!hasSharedModels)('picking on a big build (skipped without ../shared/models)', () => {
  it('hovering a part of the castle shows a tooltip naming that part, and clicking selects it', async () => {
    const [page, doc] = await Promise.all([session().freshPage(), analyzeCastle()]);
    await openCastle(page);
    const count = await page.evaluate(`(${debugOf})().partCount()`) as number;
    expect(count).toBe(doc.parts.length);
    // Parts spread over the castle, each where it is visible.
    let checked = 0;
    for (let k = 0; k < 40 && checked < 3; k++) {
      const index = (k * 197 + 11) % count;
      const point = (await page.evaluate(`(${debugOf})().screenPosition(${index})`)) as { x: number; y: number } | null;
      if (!point) continue;
      const part = doc.parts[index]!;
      await page.mouse.move(point.x, point.y);
      const tooltip = page.getByTestId('part-tooltip');
      await expect.poll(() => tooltip.textContent(), { timeout: 30_000 }).toContain(part.part.replace(/\.dat$/i, ''));
      expect(await tooltip.textContent()).toContain(part.description || part.part);
      await page.mouse.down();
      await page.mouse.up();
      await expect.poll(() => page.getByTestId('inspector').locator('h3').textContent(), { timeout: 30_000 }).toBe(part.description || part.part);
      checked++;
    }
    expect(checked).toBe(3);
    await page.screenshot({ path: join(SHOTS, 'picking-castle-hover.png') });
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
