import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { analyzeTeam, type TeamAnalysis } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { useBrowserSession, waitForModelName } from '../support/app.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');
const CASTLE_NAME = '6080 - Kings Castle.mpd';
const CASTLE = join(SHARED_MODELS, 'omr-sets', CASTLE_NAME);
const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;

type Debug = { brickstatsDebug?: { drawnAnalysis: string | null; drawnPiece: number | null; screenPosition(i: number): { x: number; y: number } | null } };

const session = useBrowserSession(SHOTS);

/** Waits until the analysis of `piece` of the file (null: the whole file) is on screen, drawn. */
async function waitForPiece(page: Page, name: string, piece: number | null): Promise<void> {
  await waitForModelName(page, name);
  await page.waitForFunction(
    ([n, p]) => {
      const debug = (window as unknown as Debug).brickstatsDebug;
      return debug?.drawnAnalysis === n && debug.drawnPiece === p;
    },
    [name, piece] as const,
    { timeout: 60_000 },
  );
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('the viewer with a file of several pieces', () => {
  it('shows no piece picker and no team summary for a file that is one piece (the bundled minifig)', async () => {
    const page = await session().freshPage();
    await waitForPiece(page, 'minifig.ldr', null);
    expect(await page.getByTestId('stat-H-base').textContent()).toBe('56');
    expect(await page.getByTestId('piece-select').count()).toBe(0);
    expect(await page.getByTestId('team-summary').count()).toBe(0);
    expect(await page.getByTestId('piece-name').count()).toBe(0);
    await page.context().close();
  });

  it.skipIf(!hasSharedModels)(
    `offers the pieces of ${CASTLE_NAME}, analyzes the chosen one alone, keeps corrections across pieces, and sums up the team (skipped without ../shared/models)`,
    async () => {
      // What the core finds in the file, read here as the CLI reads it: the viewer must show the same pieces and stats.
      const { model } = await loadBuild(CASTLE, library(), { expandShortcuts: true });
      const team: TeamAnalysis = analyzeTeam(model);
      expect(team.members.length).toBeGreaterThanOrEqual(12);

      const page = await session().freshPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await waitForPiece(page, 'minifig.ldr', null);
      await page.getByTestId('model-input').setInputFiles(CASTLE);
      await waitForPiece(page, CASTLE_NAME, null);

      // The picker: "All pieces" and every piece by number and name with its part count; a horse among them.
      const picker = page.getByRole('combobox', { name: 'Piece' });
      await expect.poll(() => picker.count(), { timeout: 30_000 }).toBe(1);
      const options = (await picker.locator('option').allTextContents()).map((o) => o.trim());
      expect(options[0]).toMatch(/^All pieces/);
      expect(options.length - 1).toBe(team.members.length);
      expect(options.length - 1).toBeGreaterThanOrEqual(12);
      team.members.forEach((m, k) => expect(options[k + 1]).toBe(`${m.piece.number}. ${m.piece.name} (${m.piece.parts.length} ${m.piece.parts.length === 1 ? 'part' : 'parts'})`));
      expect(options.some((o) => /horse/i.test(o))).toBe(true);
      // The whole file is still what "All pieces" analyzes, as before.
      expect(await text(page, 'piece-name')).toMatch(/^All pieces/);
      expect(await page.getByTestId('part-list').getAttribute('data-parts')).toBe(String(model.parts.length));

      // The team summary: one row per piece, with the finals the core computes for it.
      const rows = page.getByTestId('team-summary').locator('tbody tr');
      expect(await rows.count()).toBe(team.members.length);
      for (const [k, m] of team.members.entries()) {
        const cells = (await rows.nth(k).locator('th, td').allTextContents()).map((c) => c.trim());
        expect(cells).toEqual([String(m.piece.number), m.piece.name, String(m.piece.parts.length), m.analysis.element, ...STATS.map((s) => String(m.analysis.stats[s].value))]);
      }
      await page.screenshot({ path: join(SHOTS, 'pieces-all-1440.png') });

      // Choose a knight (the first piece with a weapon reaching 2 squares, else the first piece) in the picker.
      const knight = team.members.find((m) => m.analysis.stats.R.base === 2) ?? team.members[0]!;
      await picker.selectOption(String(knight.piece.number));
      await waitForPiece(page, CASTLE_NAME, knight.piece.number);
      expect(await text(page, 'piece-name')).toBe(`Piece ${knight.piece.number}: ${knight.piece.name}, ${knight.piece.parts.length} parts`);
      for (const s of STATS) {
        expect(await text(page, `stat-${s}-base`), `${s} base`).toBe(String(knight.analysis.stats[s].base));
        expect(await text(page, `stat-${s}`), `${s}`).toBe(String(knight.analysis.stats[s].value));
      }
      expect(await page.getByTestId('part-list').getAttribute('data-parts')).toBe(String(knight.piece.parts.length));
      expect(await page.getByTestId(`team-row-${knight.piece.number}`).getAttribute('aria-current')).toBe('true');
      // The exports are the piece's: named after it, with its parts and stats.
      const [json] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
      expect(json.suggestedFilename()).toBe(`6080 - Kings Castle.piece-${knight.piece.number}.brickstats.json`);
      const exported = JSON.parse(readFileSync((await json.path())!, 'utf8'));
      expect(exported.parts.map((p: { id: string }) => p.id)).toEqual(knight.piece.parts.map((i) => model.parts[i]!.id));
      expect(exported.piece.stats.R.base).toBe(knight.analysis.stats.R.base);
      await page.getByTestId('mode-sections').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SHOTS, 'pieces-knight-1440.png') });

      // The camera frames the piece: its parts are on screen and can be picked, through the dimmed castle if need be.
      const inPiece = knight.piece.parts;
      const arm = inPiece.find((i) => /^3819\.dat$/i.test(model.parts[i]!.part)) ?? inPiece[0]!;
      const point = await page.evaluate((i) => (window as unknown as Debug).brickstatsDebug!.screenPosition(i), arm);
      expect(point, 'a part of the chosen piece is visible').not.toBeNull();
      await page.mouse.click(point!.x, point!.y);
      await expect.poll(() => page.getByTestId('inspector').locator('dd').first().textContent()).toContain(`id ${model.parts[arm]!.id}`);
      // A part of another piece is dimmed and not pickable: the data sheet keeps to the chosen piece.
      const other = team.members.find((m) => m !== knight)!;
      expect(await page.evaluate((i) => (window as unknown as Debug).brickstatsDebug!.screenPosition(i), other.piece.parts[0]!)).toBeNull();

      // A correction of the knight's part: saved by part id, it survives a trip to another piece and back.
      const rBefore = Number(await text(page, 'stat-R-base'));
      await page.getByTestId('correct-weapon-kind').selectOption('cannon');
      await expect.poll(async () => Number(await text(page, 'stat-R-base'))).toBeGreaterThan(rBefore);
      const rCorrected = await text(page, 'stat-R-base');
      const rFinal = await text(page, 'stat-R');
      await expect.poll(async () => (await page.getByTestId(`team-row-${knight.piece.number}`).locator('td').last().textContent())?.trim()).toBe(rFinal);

      // The team summary's rows choose pieces, with the keyboard too.
      await page.getByTestId(`team-row-${other.piece.number}`).getByRole('button').focus();
      await page.keyboard.press('Enter');
      await waitForPiece(page, CASTLE_NAME, other.piece.number);
      expect(await picker.inputValue()).toBe(String(other.piece.number));
      expect(await page.getByTestId('part-list').getAttribute('data-parts')).toBe(String(other.piece.parts.length));
      for (const s of STATS) expect(await text(page, `stat-${s}-base`), `${s} base of ${other.piece.name}`).toBe(String(other.analysis.stats[s].base));
      expect(await page.getByTestId('warnings').count(), 'no correction of another piece is reported stale').toBe(0);
      await page.screenshot({ path: join(SHOTS, 'pieces-other-1440.png') });

      await page.getByTestId(`team-row-${knight.piece.number}`).click();
      await waitForPiece(page, CASTLE_NAME, knight.piece.number);
      expect(await text(page, 'stat-R-base')).toBe(rCorrected);

      // A phone-sized window.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(SHOTS, 'pieces-knight-390.png') });
      // The page scrolls as one column: the piece picker, the data sheet, the team summary below the model.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(SHOTS, 'pieces-knight-390-full.png'), fullPage: true });

      // A horse, on the phone.
      const horse = team.members.find((m) => /horse/i.test(m.piece.name));
      if (horse) {
        await picker.selectOption(String(horse.piece.number));
        await waitForPiece(page, CASTLE_NAME, horse.piece.number);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SHOTS, 'pieces-horse-390.png') });
      }

      // Back to all pieces: the whole file again.
      await picker.selectOption('');
      await waitForPiece(page, CASTLE_NAME, null);
      expect(await page.getByTestId('part-list').getAttribute('data-parts')).toBe(String(model.parts.length));
      await page.context().close();
    },
    240_000,
  );
});
