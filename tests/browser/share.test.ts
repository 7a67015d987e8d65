import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emptyCorrections } from '../../src/rules/block-duel-chess/correctionsFile.ts';
import { encodeShareFragment } from '../../src/app/share/encodeShareFragment.ts';
import { useBrowserSession, waitForModel, type ViewerDebug } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

/*
 * Share: a link carrying the model file and the player's corrections in its
 * fragment opens the same data sheet in another browser; too large a file is
 * said instead, and a malformed link is said while the page stays as it was.
 * Screenshots go to test-results/share-*.png.
 */

const KNIGHT = join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr');
const KNIGHT_6080 = join(SHARED_MODELS, 'pieces', 'knight-6080-lance.ldr');
const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, 'test-results');

const session = useBrowserSession(SHOTS);

type Debug = ViewerDebug;

const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;
/** The data sheet's values, H V A D M R. */
async function stats(page: Page): Promise<Record<string, string | null>> {
  return Object.fromEntries(await Promise.all(STATS.map(async (k) => [k, await page.getByTestId(`stat-${k}`).textContent()] as const)));
}

/** Clicks scene part `index` where it is drawn, and waits for the inspector to name it. */
async function pick(page: Page, index: number, named: string): Promise<void> {
  const point = await page.evaluate((i) => (window as unknown as { brickstatsDebug: Debug }).brickstatsDebug.screenPosition(i), index);
  expect(point, `part ${index} is drawn`).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
  await expect.poll(() => page.getByTestId('inspector').locator('h3').textContent()).toContain(named);
}

async function auditViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Follows a link while the page is open, as pasting it in the address bar does (only the fragment changes: a hashchange). */
async function follow(page: Page, link: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, new URL(link).hash);
}

describe.skipIf(!hasSharedModels)('a share link opens the same data sheet in another browser', () => {
  it('the knight with a correction: Share from the keyboard copies the link; a fresh browser opening it shows the same H V A D M R, and keeps them on reload', async () => {
    const page = await session().freshPage((context) => context.grantPermissions(['clipboard-read', 'clipboard-write']), { viewport: { width: 1440, height: 900 } });
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(KNIGHT);
    await waitForModel(page, 'knight-6021-lance.ldr');
    const automatic = await stats(page);
    // Scene part 8 is the triangular shield (3846p4h.dat): made no shield, the knight's defence drops.
    await pick(page, 8, 'Minifig Shield');
    await page.getByTestId('correct-function').selectOption('none');
    await expect.poll(() => stats(page), { timeout: 60_000 }).not.toEqual(automatic);
    const corrected = await stats(page);

    // Reached with Tab from Open model, pressed with Enter: the link is copied, and shown selected in its field.
    await page.getByTestId('open-model').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('share');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('share-status').textContent()).toBe('Link copied to the clipboard.');
    const field = page.getByTestId('share-link');
    const link = await field.inputValue();
    expect(link).toMatch(/^http:\/\/[^#]+\/#share\/v1\/[A-Za-z0-9_-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await field.evaluate((el: HTMLInputElement) => document.activeElement === el && el.selectionStart === 0 && el.selectionEnd === el.value.length)).toBe(true);
    expect(await page.getByTestId('share').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('share-panel').textContent()).toContain('Link to knight-6021-lance.ldr, with your corrections (1 part correction(s))');
    await page.screenshot({ path: join(SHOTS, 'share-desktop.png') });
    expect(await auditViolations(page)).toEqual([]);
    // Esc closes it, the focus back on Share.
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('share-panel').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('share');

    // Another browser, nothing stored: the link alone brings the knight and its correction.
    const other = await session().freshPage(undefined, { viewport: { width: 1440, height: 900 } }, link);
    await waitForModel(other, 'knight-6021-lance.ldr');
    expect(await stats(other)).toEqual(corrected);
    // What this browser had for the model (nothing: the automatic result) is one Undo away.
    await other.getByTestId('undo').click();
    await expect.poll(() => stats(other), { timeout: 60_000 }).toEqual(automatic);
    await other.getByTestId('redo').click();
    await expect.poll(() => stats(other), { timeout: 60_000 }).toEqual(corrected);
    // The fragment is taken off the address; the model and its corrections are kept here, so a reload shows them again.
    expect(await other.evaluate(() => location.hash)).toBe('');
    await other.reload();
    await waitForModel(other, 'knight-6021-lance.ldr');
    expect(await stats(other)).toEqual(corrected);
    await other.context().close();
    await page.context().close();
  }, 240_000);

  it('a Studio .io travels as its file: its link opens with the same stats as the .ldr it holds; a pasted link is followed while the page is open', async () => {
    const knight = new Uint8Array(readFileSync(KNIGHT_6080));
    const linkOf = (name: string, bytes: Uint8Array) => {
      const made = encodeShareFragment({ name, bytes, corrections: emptyCorrections() });
      if (!('fragment' in made)) throw new Error(`${name} is too large`);
      return `${session().url}#${made.fragment}`;
    };
    const page = await session().freshPage();
    await waitForModel(page, 'minifig.ldr');
    await follow(page, linkOf('knight.ldr', knight));
    await waitForModel(page, 'knight.ldr');
    const fromLdr = await stats(page);
    await follow(page, linkOf('knight.io', zipSync({ 'model.ldr': knight })));
    await waitForModel(page, 'knight.io');
    expect(await stats(page)).toEqual(fromLdr);
    await page.context().close();
  }, 180_000);
});

describe('what cannot be a link is said, and the page stays as it was', () => {
  it('a file over 32 KB compressed: a message instead of a link', async () => {
    // One plate and 60 KB of comment that does not compress (a long author's note, say).
    let x = 2463534242;
    const noise = Array.from({ length: 800 }, () =>
      Array.from({ length: 76 }, () => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[(x >>> 0) % 64];
      }).join(''),
    );
    const dir = mkdtempSync(join(tmpdir(), 'share-'));
    const big = join(dir, 'long-notes.ldr');
    writeFileSync(big, `0 Long notes\n${noise.map((l) => `0 // ${l}`).join('\n')}\n1 4 0 0 0 1 0 0 0 1 0 0 0 1 3024.dat\n`);
    const page = await session().freshPage();
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(big);
    await waitForModel(page, 'long-notes.ldr');
    await page.getByTestId('share').click();
    await expect.poll(() => page.getByTestId('share-too-large').textContent()).toMatch(
      /^long-notes\.ldr is too large to share as a link: \d+\.\d KB compressed, and a link carries at most 32\.0 KB\. Send the file itself instead\.$/,
    );
    expect(await page.getByTestId('share-link').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'share-too-large.png') });
    await page.context().close();
  }, 120_000);

  it('malformed links (bad base64, cut short, unknown version): one line each, the model on screen kept', async () => {
    const page = await session().freshPage();
    await waitForModel(page, 'minifig.ldr');
    const before = await stats(page);
    const good = encodeShareFragment({ name: 'a.ldr', bytes: new TextEncoder().encode('1 4 0 0 0 1 0 0 0 1 0 0 0 1 3024.dat\n'), corrections: emptyCorrections() });
    if (!('fragment' in good)) throw new Error('too large');
    // Cut short by a few characters, to a length whole characters can have (else base64url itself is what refuses it).
    const cut = (fragment: string) => fragment.slice(0, fragment.length - 5 - ((fragment.length - 5 - 'share/v1/'.length) % 4 === 1 ? 1 : 0));
    const cases: readonly [string, RegExp][] = [
      ['#share/v1/not*base64', /^This share link cannot be opened: its data is not readable: the character "\*" at 4 is not base64url\.×$/],
      [`#${cut(good.fragment)}`, /^This share link cannot be opened: .+; was the link copied whole\?×$/],
      [`#${good.fragment.replace('/v1/', '/v7/')}`, /^This share link cannot be opened: it is a version "v7" link, which this brickstats does not know \(it reads v1\): was it made by a newer one\?×$/],
    ];
    for (const [hash, message] of cases) {
      await page.evaluate((h) => {
        location.hash = h;
      }, hash);
      await expect.poll(() => page.getByTestId('error').textContent()).toMatch(message);
      expect(await page.locator('[data-testid="data-sheet"] h2').textContent()).toBe('minifig.ldr');
      expect(await stats(page)).toEqual(before);
      expect(await page.evaluate(() => location.hash)).toBe('');
      await page.getByTestId('error').getByRole('button', { name: 'Dismiss' }).click();
    }
    await page.context().close();
  }, 120_000);

  it('a malformed link opened first: its message over the first screen, no model opened', async () => {
    const page = await session().freshPage(undefined, undefined, `${session().url}#share/v1/AAAA`);
    await expect.poll(() => page.getByTestId('error').textContent()).toMatch(/^This share link cannot be opened: its data does not decompress/);
    await expect.poll(() => page.getByTestId('welcome').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="data-sheet"] h2').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'share-malformed.png') });
    await page.context().close();
  }, 60_000);

  it('on a phone, with the clipboard refused: the link shown selected, to copy by hand', async () => {
    const page = await session().freshPage(
      (context) =>
        context.addInitScript(() => {
          Object.defineProperty(navigator, 'clipboard', {
            value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
          });
        }),
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    );
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('welcome-example').tap();
    await page.getByTestId('share').tap();
    await expect.poll(() => page.getByTestId('share-status').textContent()).toBe('Copy the link below: the browser did not let brickstats copy it (NotAllowedError).');
    const field = page.getByTestId('share-link');
    expect(await field.inputValue()).toMatch(/#share\/v1\/[A-Za-z0-9_-]+$/);
    expect(await field.evaluate((el: HTMLInputElement) => el.selectionStart === 0 && el.selectionEnd === el.value.length)).toBe(true);
    // The card fits the phone's width.
    const box = await page.getByTestId('share-panel').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'share-phone.png') });
    await page.context().close();
  }, 120_000);
});
