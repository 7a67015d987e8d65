import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { useBrowserSession, waitForModelName, type BrowserSession } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const KNIGHT = hasSharedModels ? join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr') : join(ROOT, 'models', 'minifig-sword.ldr');

const session = useBrowserSession(SHOTS);

const freshPage = (before?: Parameters<BrowserSession["freshPage"]>[0]) => session().freshPage(before);

/** Waits until a model named `name` is shown with its stats and a frame with its analysis has been drawn. */
async function waitForModel(page: Page, name: string): Promise<void> {
  await waitForModelName(page, name);
  await page.waitForFunction((n) => (window as unknown as { brickstatsDebug?: { drawnAnalysis: string | null } }).brickstatsDebug?.drawnAnalysis === n, name, { timeout: 60_000 });
}

const step = (what: string) => { if (process.env.BROWSER_STEPS) console.log(`step: ${what}`); };
const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`).textContent();

async function analyzeCli(args: string[]): Promise<{ piece: { stats: Record<string, { value: number; base: number }>; element: string }; parts: { id: string; section: string; function: string; weapon: unknown }[] }> {
  let out = '';
  const code = await main(['analyze', ...args, '--format', 'json'], (s) => (out += s), () => undefined);
  expect(code).toBe(0);
  return JSON.parse(out);
}

describe('the viewer in a real browser', () => {
  it('opens the bundled example on first start and shows its stats', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    // The rules' reference minifig: base values 56 23 62 13 2 1 whatever Element is chosen.
    expect(await page.getByTestId('stat-H-base').textContent()).toBe('56');
    expect(await page.getByTestId('stat-V-base').textContent()).toBe('23');
    expect(await page.getByTestId('stat-A-base').textContent()).toBe('62');
    expect(await page.getByTestId('stat-D-base').textContent()).toBe('13');
    expect(await page.getByTestId('part-list').getAttribute('data-parts')).toBe('9');
    const calls = await page.evaluate(() => (window as unknown as { brickstatsDebug: { drawCalls(): number } }).brickstatsDebug.drawCalls());
    expect(calls).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'example-colours.png') });
    await page.context().close();
  });

  it('loads a piece through the file input, picks a part in the canvas, reclassifies it, keeps it across a reload, and exports what the CLI computes', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(KNIGHT);
    const name = KNIGHT.split('/').pop()!;
    step('await waitformodel page name c');
    await waitForModel(page, name);
    const before = { A: Number(await page.getByTestId('stat-A-base').textContent()), R: Number(await page.getByTestId('stat-R-base').textContent()) };

    // Pick the right arm (the one without the lance) by clicking where it is drawn.
    const doc = await analyzeCli([KNIGHT]);
    const armIndex = doc.parts.findIndex((p) => p.function === 'weapon' && (p as unknown as { part: string }).part === '3819.dat');
    expect(armIndex).toBeGreaterThanOrEqual(0);
    await page.getByTestId('mode-functions').click();
    const point = await page.evaluate((i) => (window as unknown as { brickstatsDebug: { screenPosition(i: number): { x: number; y: number } | null } }).brickstatsDebug.screenPosition(i), armIndex);
    expect(point).not.toBeNull();
    step('await page mouse click point x');
    await page.mouse.click(point!.x, point!.y);
    await expect.poll(() => page.getByTestId('inspector').locator('h3').textContent()).toContain('Minifig Arm');
    await page.screenshot({ path: join(SHOTS, 'classification-functions.png') });

    // Make it a Level 2 gun: Attack gains 1 (Bonus 2 instead of 1), Range becomes 1 + 2.
    step('await page getbytestid correct');
    await page.getByTestId('correct-weapon-kind').selectOption('gun');
    await expect.poll(async () => Number(await page.getByTestId('stat-R-base').textContent())).toBe(3);
    expect(Number(await page.getByTestId('stat-A-base').textContent())).toBe(before.A + 1);
    expect(before.R).toBe(2);

    step('await page reload');
    await page.reload();
    await waitForModel(page, name);
    expect(await page.getByTestId('stat-R-base').textContent()).toBe('3');

    // Exports: the JSON matches `brickstats analyze` of the same file with the same corrections.
    const dir = mkdtempSync(join(tmpdir(), 'viewer-export-'));
    step('const jsondownload');
    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
    const [correctionsDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-corrections').click()]);
    const exported = JSON.parse(readFileSync((await jsonDownload.path())!, 'utf8'));
    const correctionsFile = join(dir, 'corrections.json');
    writeFileSync(correctionsFile, readFileSync((await correctionsDownload.path())!, 'utf8'));
    const cli = await analyzeCli([KNIGHT, '--corrections', correctionsFile]);
    expect(exported.schema).toBe('brickstats/piece@1');
    expect(exported.piece.stats).toEqual(cli.piece.stats);
    expect(exported.piece.element).toBe(cli.piece.element);
    expect(exported.parts.map((p: { id: string; section: string; function: string; weapon: unknown }) => [p.id, p.section, p.function, p.weapon])).toEqual(
      cli.parts.map((p) => [p.id, p.section, p.function, p.weapon]),
    );

    // The measurement and data-sheet views, for people to look at.
    step('await page getbytestid mode se');
    await page.getByTestId('mode-sections').click();
    await page.getByTestId('explain-H').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'measurements-sections-datasheet.png') });
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
    expect(readFileSync((await svg.path())!, 'utf8')).toContain('<svg');
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
    const pngBytes = readFileSync((await png.path())!);
    expect([...pngBytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    writeFileSync(join(SHOTS, 'card.png'), pngBytes);
    await page.context().close();
  }, 180_000);

  it('answers bad files with a message and keeps the current model and its corrections', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    const dir = mkdtempSync(join(tmpdir(), 'viewer-bad-'));
    const garbage = join(dir, 'garbage.ldr');
    writeFileSync(garbage, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    const cyclic = join(dir, 'cyclic.mpd');
    writeFileSync(cyclic, '0 FILE a.ldr\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 b.ldr\n1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n0 FILE b.ldr\n1 16 0 -24 0 1 0 0 0 1 0 0 0 1 a.ldr\n');
    const huge = join(dir, 'huge.ldr');
    writeFileSync(huge, '');
    // A sparse 100 MB file: refused by its size before it is read.
    truncateSync(huge, 100 * 1024 * 1024);
    const hBefore = await stat(page, 'H');
    for (const [file, message] of [
      [garbage, /garbage\.ldr: not an LDraw file/],
      [cyclic, /cyclic\.mpd: the file is broken: .*reference cycle/],
      [huge, /huge\.ldr: the file is 100 MB/],
    ] as const) {
      await page.getByTestId('model-input').setInputFiles(file);
      await expect.poll(() => page.getByTestId('error').textContent(), { timeout: 30_000 }).toMatch(message);
      expect(await page.locator('[data-testid="data-sheet"] h2').textContent()).toBe('minifig.ldr');
      expect(await stat(page, 'H')).toBe(hBefore);
    }
    await page.screenshot({ path: join(SHOTS, 'bad-file-message.png') });
    await page.context().close();
  }, 120_000);

  it('draws and analyzes a file that embeds its parts without the library index, and names the library when a file needs it', async () => {
    // The index cannot be had; LDConfig's colours still can (they have their own URL).
    const page = await freshPage((context) => context.route('**/ldraw/index.json', (route) => route.abort()));
    const dir = mkdtempSync(join(tmpdir(), 'viewer-packed-'));
    const packed = join(dir, 'packed.mpd');
    // One 1x1 brick whose geometry is in the file: 20 x 24 x 20 LDU, six quads, one stud-less top.
    const quads = [
      '-10 0 -10 10 0 -10 10 0 10 -10 0 10', '-10 24 -10 -10 24 10 10 24 10 10 24 -10',
      '-10 0 -10 -10 24 -10 10 24 -10 10 0 -10', '-10 0 10 10 0 10 10 24 10 -10 24 10',
      '-10 0 -10 -10 0 10 -10 24 10 -10 24 -10', '10 0 -10 10 24 -10 10 24 10 10 0 10',
    ].map((q) => `4 16 ${q}`);
    writeFileSync(packed, ['0 FILE packed.ldr', '1 4 0 0 0 1 0 0 0 1 0 0 0 1 block.dat', '0 NOFILE', '0 FILE block.dat', '0 Brick 1 x 1 made here', ...quads, '0 NOFILE', ''].join('\n'));
    await page.getByTestId('model-input').setInputFiles(packed);
    await waitForModel(page, 'packed.mpd');
    expect(await page.getByTestId('part-list').getAttribute('data-parts')).toBe('1');
    expect(await stat(page, 'H')).toMatch(/^\d+$/);
    // A file that needs library parts: the load fails with the reason, and the packed model stays.
    await page.getByTestId('model-input').setInputFiles(join(ROOT, 'models', 'minifig.ldr'));
    await expect.poll(() => page.getByTestId('error').textContent(), { timeout: 30_000 }).toMatch(/minifig\.ldr: the LDraw library is not available \(its index could not be fetched/);
    expect(await page.locator('[data-testid="data-sheet"] h2').textContent()).toBe('packed.mpd');
    await page.context().close();
  }, 120_000);
});


