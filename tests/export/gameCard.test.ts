import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameExport, type GameExportInput } from '../../src/export/gameExport.ts';
import { gameCardSvg } from '../../src/export/gameCardSvg.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { castleWarUnit } from '../../src/rules/castle-war/castleWarUnit.ts';
import { teamBuildFromAnalysis } from '../../src/rules/lunch-chess/teamBuildFromAnalysis.ts';
import { analyzeFile } from '../support/analyze.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const MODELS = new URL('../../models', import.meta.url).pathname;

/** The printable card that comes with a game export; null when there is none, or no export (the side's problems). */
const gameCard = (input: GameExportInput) => {
  const output = gameExport(input);
  return 'card' in output ? output.card : null;
};

async function castleWarInput(path: string) {
  const model = buildModel(await loadModel(readFileSync(path, 'utf8'), basename(path), { library: library() }), { expandShortcuts: true });
  return { game: 'castle-war' as const, units: [{ file: basename(path), unit: castleWarUnit(model.parts) }] };
}

async function chessBuild(path: string) {
  return teamBuildFromAnalysis(await analyzeFile(path), basename(path));
}

describe('the game cards of gameExport', () => {
  it.runIf(hasSharedModels)('gives a Castle War knight the figures of its export: attack by range, defence, movement, gold, kit', async () => {
    const card = gameCard(await castleWarInput(join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr')))!;
    expect(card.title).toBe('knight-6021-lance');
    expect(card.subtitle).toBe('Lego Castle War unit');
    expect(card.rows).toEqual([
      { label: 'Attack', value: '3', note: 'range 1' },
      { label: 'Attack', value: '3', note: 'range 2' },
      { label: 'Defence', value: '4', note: '5 in a castle' },
      { label: 'Movement', value: '2', note: 'squares' },
      { label: 'Gold cost', value: '60' },
      { label: 'Carrying', value: '2/2', note: 'items' },
    ]);
    expect(card.lines[0]).toBe('Kit: spear, shield, helmet');
    expect(card.alerts).toEqual([]);
  });

  it("makes a lone chess build its side's King: 15 hit points in Lunch Chess; LifePoints, the growing Armor and the dice in Davey Drehs'", async () => {
    const builds = [await chessBuild(join(MODELS, 'knight-plate.ldr'))];
    const lunch = gameCard({ game: 'lunch-chess', builds, chosen: [] })!;
    expect(lunch.subtitle).toBe('Lunch Chess piece');
    expect(lunch.rows).toEqual([{ label: 'King', value: '15', note: 'hit points' }]);
    const davey = gameCard({ game: 'davey-drehs', builds, chosen: [] })!;
    expect(davey.subtitle).toBe("Davey Drehs' chess variant: King");
    expect(davey.rows).toEqual([
      { label: 'LifePoints', value: '1' },
      { label: 'Armor', value: '6-19' },
      { label: 'Weapon', value: 'D4', note: 'dice' },
    ]);
    expect(davey.lines).toContain('Armor: 6 plus the Armor of every surrounding piece, at most 19');
    expect(davey.lines[0]).toMatch(/^Special ability: Absorbs armor/);
  });

  it('has no card for Blox (a board, not a piece) and none for a side that cannot be made', async () => {
    expect(gameCard({ game: 'blox', positions: [] })).toBeNull();
    const build = await chessBuild(join(MODELS, 'minifig.ldr'));
    expect(gameCard({ game: 'lunch-chess', builds: [build], chosen: [{ build: 'other.ldr', role: 'queen' }] })).toBeNull();
  });
});

describe('gameCardSvg', () => {
  const card = {
    title: 'a <b> & "c"',
    source: 'a.ldr',
    subtitle: 'Lego Castle War unit',
    rows: [{ label: 'Defence', value: '4', note: '5 in a castle' }],
    lines: ['Kit: spear'],
    alerts: ['one helmet: two helmets are carried'],
  };

  it('draws the title escaped, each figure with its note, the text, and broken rules in red', () => {
    const svg = gameCardSvg(card, 'data:image/png;base64,AAAA');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="400"/);
    expect(svg).toContain('>a &lt;b&gt; &amp; &quot;c&quot;</text>');
    expect(svg).toContain('>Defence</text>');
    expect(svg).toContain('font-weight="bold" text-anchor="end">4</text>');
    expect(svg).toContain('>5 in a castle</text>');
    expect(svg).toContain('fill="#333">Kit: spear</text>');
    expect(svg).toContain('fill="#b00">one helmet: two helmets are carried</text>');
    expect(svg).toContain('href="data:image/png;base64,AAAA"');
  });

  it('wraps long text and ends what does not fit with an ellipsis', () => {
    const long = gameCardSvg({ ...card, lines: ['word '.repeat(200)], alerts: [] });
    const textLines = long.split('\n').filter((l) => l.includes('font-size="12" fill="#333"'));
    expect(textLines).toHaveLength(5);
    expect(textLines.at(-1)).toMatch(/…<\/text>$/);
  });
});
