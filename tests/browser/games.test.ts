import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { useBrowserSession, waitForModelName } from '../support/app.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const MODELS = join(ROOT, 'models');
const SHOTS = join(ROOT, 'test-results');
const KNIGHT = join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr');
const BLOX = join(ROOT, 'models', 'blox-winner.ldr');

const session = useBrowserSession(SHOTS);

const freshPage = () => session().freshPage();

const waitForModel = waitForModelName;

/** Clicks the GLB export and reads the file: its glTF JSON, after the Khronos validator found no error in it. */
async function downloadGlb(page: Page, name: string): Promise<{ gltf: any }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-glb').click()]);
  expect(download.suggestedFilename()).toBe(name);
  const bytes = readFileSync((await download.path())!);
  const report = await validateBytes(new Uint8Array(bytes), { uri: name, maxIssues: 20 });
  expect(report.issues.messages.filter((m: { severity: number }) => m.severity === 0)).toEqual([]);
  expect(report.issues.numErrors).toBe(0);
  // GLB: 12-byte header, then the JSON chunk (length, 'JSON', text).
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('glTF');
  const jsonLength = bytes.readUInt32LE(12);
  expect(bytes.subarray(16, 20).toString('latin1')).toBe('JSON');
  return { gltf: JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8')) };
}

/** Where the game-result panel holds the CLI's words: the text as printed (folded under the tables), or the message why the build cannot be read so. */
const CLI_WORDS = '[data-testid="game-result"] pre, [data-testid="game-message"]';

/** The game-result panel's text once it names the model and holds `also` (the worker answered for that model and game). */
async function gameText(page: Page, name: string, also = ''): Promise<string> {
  await page.waitForFunction(
    ([n, a, where]) => {
      const text = document.querySelector(where!)?.textContent ?? '';
      return text.includes(n!) && text.includes(a!);
    },
    [name, also, CLI_WORDS],
    { timeout: 60_000 },
  );
  return (await page.locator(CLI_WORDS).first().textContent()) ?? '';
}

const execFileAsync = promisify(execFile);

/**
 * What the real command line prints on stdout for `args`, run in `cwd` so that
 * files are named as the viewer names them: by their name, with no folder.
 */
async function cli(args: string[], cwd: string): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, [join(ROOT, 'bin', 'brickstats.mjs'), ...args], { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Clicks a download button and returns the downloaded file's name and text. */
async function downloaded(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

/** Opens a model file through the file input and waits for its data sheet (the picker goes back to Block Duel Chess to show it). */
async function open(page: Page, path: string, name: string): Promise<void> {
  await page.getByTestId('game-select').selectOption('block-duel-chess');
  await page.getByTestId('model-input').setInputFiles(path);
  await waitForModel(page, name);
}

/** The header each chess side's text starts with: the worker has answered for that game when it shows. */
const SIDE_HEADER = { 'lunch-chess': 'Lunch Chess side', 'davey-drehs': "Davey Drehs' chess side" } as const;

/**
 * One MPD file holding several pieces (two minifigs and the knight on its
 * plate side by side), written for the test: the CLI reads a file as one
 * build, whatever it holds, and so must the viewer.
 */
function severalPiecesMpd(): { folder: string; name: string } {
  const folder = mkdtempSync(join(tmpdir(), 'brickstats-games-'));
  const name = 'three-pieces.mpd';
  const minifig = readFileSync(join(MODELS, 'minifig.ldr'), 'utf8');
  const knight = readFileSync(join(MODELS, 'knight-plate.ldr'), 'utf8');
  writeFileSync(
    join(folder, name),
    [
      `0 FILE ${name}`,
      '0 Three pieces in one file',
      '1 16 0 0 0 1 0 0 0 1 0 0 0 1 minifig.ldr',
      '1 16 200 0 0 1 0 0 0 1 0 0 0 1 minifig.ldr',
      '1 16 -200 0 0 1 0 0 0 1 0 0 0 1 knight-plate.ldr',
      '0 NOFILE',
      '0 FILE minifig.ldr',
      minifig.trimEnd(),
      '0 NOFILE',
      '0 FILE knight-plate.ldr',
      knight.trimEnd(),
      '0 NOFILE',
      '',
    ].join('\n'),
  );
  return { folder, name };
}

describe('the game picker and the GLB export', () => {
  it.runIf(hasSharedModels)('reads the knight as a Lego Castle War unit, with its printable card', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('model-input').setInputFiles(KNIGHT);
    await waitForModel(page, 'knight-6021-lance.ldr');
    await page.getByTestId('game-select').selectOption('castle-war');
    const text = await gameText(page, 'knight-6021-lance.ldr');
    expect(text).toMatch(/spear/);
    expect(text).toMatch(/shield/);
    expect(text).toMatch(/helmet/);
    expect(text).toMatch(/gold cost\s+60\b/);
    // The unit's card: the same figures, and the model's thumbnail.
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('game-card-svg').click()]);
    expect(svgFile.suggestedFilename()).toBe('knight-6021-lance.castle-war.card.svg');
    const svg = readFileSync((await svgFile.path())!, 'utf8');
    expect(svg).toContain('>Lego Castle War unit</text>');
    expect(svg).toMatch(/>Gold cost<\/text>\n<text [^>]*>60<\/text>/);
    expect(svg).toContain('>Kit: spear, shield, helmet</text>');
    expect(svg).toMatch(/<image [^>]*href="data:image\/png;base64,/);
    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('game-card-png').click()]);
    const png = readFileSync((await pngFile.path())!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    writeFileSync(join(SHOTS, 'game-card-castle-war.png'), png);
    // Back to Block Duel Chess: the data sheet again.
    await page.getByTestId('game-select').selectOption('block-duel-chess');
    await waitForModel(page, 'knight-6021-lance.ldr');
    await page.context().close();
  }, 120_000);

  it('reads a Blox board and names the winner, and says why a build is no board', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await page.getByTestId('game-select').selectOption('blox');
    // The minifig is no Blox board: a message, not a crash.
    expect(await gameText(page, 'minifig.ldr')).toMatch(/no base plate/);
    await page.getByTestId('model-input').setInputFiles(BLOX);
    const text = await gameText(page, 'blox-winner.ldr');
    expect(text).toMatch(/Winner: A \(Red\)/);
    // A board, not a piece: no card.
    expect(await page.getByTestId('game-card-svg').isDisabled()).toBe(true);
    await page.context().close();
  }, 120_000);

  it('exports the model as GLB with the stats in its extras, its edges and its missing parts, valid by the Khronos glTF validator', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    const h = Number(await page.getByTestId('stat-H').textContent());
    const hBase = Number(await page.getByTestId('stat-H-base').textContent());
    const element = await page.getByTestId('element').textContent();
    const first = await downloadGlb(page, 'minifig.glb');
    const stats = first.gltf.nodes.find((n: { extras?: unknown }) => n.extras).extras.brickstats;
    expect(stats.file).toBe('minifig.ldr');
    expect(stats.element).toBe(element);
    expect(Object.keys(stats.stats)).toEqual(['H', 'V', 'A', 'D', 'M', 'R']);
    expect(stats.stats.H).toEqual({ value: h, base: hBase });
    expect(stats.stats.V.base).toBe(23);
    expect(Array.isArray(stats.weapons)).toBe(true);
    // Triangles (mode 4, the default) and the edge lines (mode 1).
    const modes = first.gltf.meshes.flatMap((m: { primitives: { mode?: number }[] }) => m.primitives.map((p) => p.mode ?? 4));
    expect(modes).toContain(4);
    expect(modes).toContain(1);

    // A build with a part the library lacks keeps it as a box named after it.
    const dir = mkdtempSync(join(tmpdir(), 'glb-missing-'));
    writeFileSync(join(dir, 'gap.ldr'), '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n1 1 0 -24 0 1 0 0 0 1 0 0 0 1 nosuchpart.dat\n');
    await open(page, join(dir, 'gap.ldr'), 'gap.ldr');
    const gap = await downloadGlb(page, 'gap.glb');
    expect(gap.gltf.nodes.map((n: { name?: string }) => n.name)).toContain('missing part nosuchpart.dat (2)');
    await page.context().close();
  }, 120_000);

  it("shows a file as a Lunch Chess and a Davey Drehs' side exactly as brickstats export prints it, a piece of the file being a member", async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await open(page, join(MODELS, 'knight-plate.ldr'), 'knight-plate.ldr');
    for (const game of ['lunch-chess', 'davey-drehs'] as const) {
      await page.getByTestId('game-select').selectOption(game);
      const text = await gameText(page, 'knight-plate.ldr', SIDE_HEADER[game]);
      expect(text + '\n').toBe(await cli(['export', '--game', game, 'knight-plate.ldr'], MODELS));
      // A side of one: the build is its King.
      expect(text).toMatch(/^ {2}King +knight-plate\.ldr/m);
    }
    await page.screenshot({ path: join(SHOTS, 'game-davey-drehs.png') });

    // Several pieces in one MPD file: one member of the side a piece, exactly as the CLI reads it.
    const mpd = severalPiecesMpd();
    await open(page, join(mpd.folder, mpd.name), mpd.name);
    for (const game of ['davey-drehs', 'lunch-chess'] as const) {
      await page.getByTestId('game-select').selectOption(game);
      const text = await gameText(page, mpd.name, SIDE_HEADER[game]);
      expect(text + '\n').toBe(await cli(['export', '--game', game, mpd.name], mpd.folder));
      expect(text.match(/^ {2}(King|Queen|Rook|Bishop|Knight|Pawn) /gm)?.length).toBeGreaterThan(1);
    }
    await page.screenshot({ path: join(SHOTS, 'game-lunch-chess.png') });
    await page.context().close();
  }, 180_000);

  it('downloads every game result as the text and the JSON brickstats export prints for the same file', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await open(page, join(MODELS, 'knight-plate.ldr'), 'knight-plate.ldr');
    const cases = [
      { game: 'lunch-chess', file: 'knight-plate.ldr', marker: SIDE_HEADER['lunch-chess'] },
      { game: 'davey-drehs', file: 'knight-plate.ldr', marker: SIDE_HEADER['davey-drehs'] },
      { game: 'castle-war', file: 'knight-plate.ldr', marker: 'gold cost' },
      { game: 'blox', file: 'blox-winner.ldr', marker: 'Winner' },
    ] as const;
    for (const c of cases) {
      if (c.file !== 'knight-plate.ldr') await open(page, join(MODELS, c.file), c.file);
      await page.getByTestId('game-select').selectOption(c.game);
      await gameText(page, c.file, c.marker);
      const json = await downloaded(page, 'game-download-json');
      const stem = c.file.replace(/\.ldr$/, '');
      expect(json.name).toBe(`${stem}.${c.game}.json`);
      expect(json.text).toBe(await cli(['export', '--game', c.game, '--format', 'json', c.file], MODELS));
      expect(JSON.parse(json.text).schema).toBe(`brickstats/${c.game}@1`);
      const text = await downloaded(page, 'game-download-text');
      expect(text.name).toBe(`${stem}.${c.game}.txt`);
      expect(text.text).toBe(await cli(['export', '--game', c.game, c.file], MODELS));
    }
    // A build the game cannot read has nothing to download.
    await open(page, join(MODELS, 'minifig.ldr'), 'minifig.ldr');
    await page.getByTestId('game-select').selectOption('blox');
    await gameText(page, 'minifig.ldr', 'no base plate');
    expect(await page.getByTestId('game-download-json').isDisabled()).toBe(true);
    expect(await page.getByTestId('game-download-text').isDisabled()).toBe(true);
    await page.context().close();
  }, 240_000);

  it('duels the piece against the bundled minifig, then against a chosen file, with the numbers brickstats duel gives for the same seed and runs', async () => {
    const page = await freshPage();
    await waitForModel(page, 'minifig.ldr');
    await open(page, join(MODELS, 'winged-creature.ldr'), 'winged-creature.ldr');
    await page.getByTestId('game-select').selectOption('duel');
    // Modest by default, so a first duel answers quickly.
    expect(await page.getByTestId('duel-runs').inputValue()).toBe('1000');
    expect(await page.getByTestId('duel-opponent').textContent()).toBe('minifig.ldr');

    const duel = async (runs: string, seed: string, actions: 'unlimited' | 'once', opponent: string): Promise<string> => {
      await page.getByTestId('duel-runs').fill(runs);
      await page.getByTestId('duel-seed').fill(seed);
      await page.getByTestId('duel-actions').selectOption(actions);
      await page.getByTestId('duel-run').click();
      await page.waitForFunction(
        ([s, o]) => {
          const text = document.querySelector('[data-testid="duel-result"]')?.textContent ?? '';
          return text.includes(`seed ${s},`) && text.includes(`team B: ${o} (`);
        },
        [seed, opponent],
        { timeout: 120_000 },
      );
      return (await page.getByTestId('duel-result').textContent()) ?? '';
    };

    const againstMinifig = await duel('300', '5', 'unlimited', 'minifig.ldr');
    expect(againstMinifig + '\n').toBe(await cli(['duel', 'winged-creature.ldr', 'minifig.ldr', '--runs', '300', '--seed', '5'], MODELS));
    expect(againstMinifig).toMatch(/^A wins +\d+ +\d+\.\d% +\d+\.\d% - \d+\.\d%$/m);

    await page.getByTestId('duel-opponent-input').setInputFiles(join(MODELS, 'robot-cannon.ldr'));
    await page.waitForFunction(() => document.querySelector('[data-testid="duel-opponent"]')?.textContent === 'robot-cannon.ldr');
    const againstCannon = await duel('300', '5', 'once', 'robot-cannon.ldr');
    expect(againstCannon + '\n').toBe(await cli(['duel', 'winged-creature.ldr', 'robot-cannon.ldr', '--runs', '300', '--seed', '5', '--actions', 'once'], MODELS));
    expect(againstCannon).toContain('each Piece acts at most once a turn');
    await page.screenshot({ path: join(SHOTS, 'game-duel.png') });

    // A duel far too long to wait for: the page still answers, shows the runs played, and Stop ends it.
    await page.getByTestId('duel-runs').fill('10000000');
    await page.getByTestId('duel-run').click();
    await page.waitForFunction(() => (document.querySelector<HTMLProgressElement>('[data-testid="duel-progress"]')?.value ?? 0) > 0, undefined, { timeout: 60_000 });
    await page.getByTestId('duel-stop').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="duel-error"]')?.textContent === 'the duel was stopped', undefined, { timeout: 60_000 });
    expect(await page.getByTestId('duel-progress').count()).toBe(0);
    await page.context().close();
  }, 240_000);
});

