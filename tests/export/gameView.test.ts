import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameExport, type GameExportInput } from '../../src/export/gameExport.ts';
import type { GameView } from '../../src/export/gameView.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { readBloxBoard } from '../../src/rules/blox/readBloxBoard.ts';
import { castleWarUnit } from '../../src/rules/castle-war/castleWarUnit.ts';
import { teamBuildFromAnalysis } from '../../src/rules/lunch-chess/teamBuildFromAnalysis.ts';
import { analyzeFile } from '../support/analyze.ts';
import { library } from '../support/library.ts';

const MODELS = new URL('../../models', import.meta.url).pathname;

async function model(name: string) {
  return buildModel(await loadModel(readFileSync(join(MODELS, name), 'utf8'), name, { library: library() }), { expandShortcuts: true });
}

function exported(input: GameExportInput): { text: string; view: GameView } {
  const output = gameExport(input);
  if ('problems' in output) throw new Error(output.problems.join('; '));
  return output;
}

const rowOf = (view: GameView, caption: string, first: string) => view.sections[0]!.tables.find((t) => t.caption === caption)!.rows.find((r) => r[0] === first);

describe('gameView: the export as tables', () => {
  it('lays a Castle War unit out as its items and its figures, each with how it is worked out, as the text prints them', async () => {
    const m = await model('knight-plate.ldr');
    const { text, view } = exported({ game: 'castle-war', units: [{ file: 'knight-plate.ldr', unit: castleWarUnit(m.parts) }] });
    const section = view.sections[0]!;
    expect(section.heading).toBe('knight-plate.ldr: Lego Castle War unit');
    expect(section.tables.map((t) => t.caption)).toEqual(['Items', 'Figures']);
    expect(section.tables[0]!.rows.map((r) => r[0])).toEqual(['sword', 'shield']);
    expect(rowOf(view, 'Figures', 'Gold cost')).toEqual(['Gold cost', '30', '10 sword + 20 shield']);
    expect(text).toMatch(/gold cost +30 \(10 sword \+ 20 shield\)/);
    expect(rowOf(view, 'Figures', 'Defence')).toEqual(['Defence', '3', '1 base + 2 shield']);
    // Every row has a cell for every column.
    for (const t of section.tables) for (const r of t.rows) expect(r).toHaveLength(t.columns.length);
    expect(section.lines).toContainEqual({ kind: 'note', text: 'no minifig head found: a unit is one person' });
  });

  it('draws a Blox position level by level exactly as the text does, with its players, chains and winner', async () => {
    const m = await model('blox-winner.ldr');
    const position = readBloxBoard(m.parts, { colourName: (code) => m.loaded.colours.resolve(code).name });
    if ('error' in position) throw new Error(position.error);
    const { text, view } = exported({ game: 'blox', positions: [{ file: 'blox-winner.ldr', position }] });
    const section = view.sections[0]!;
    expect(section.boards.map((b) => b.caption)).toEqual(['Level 1', 'Level 2', 'Level 3']);
    const printed = text.split('\n');
    for (const board of section.boards) {
      const at = printed.indexOf(board.caption);
      expect(printed.slice(at + 1, at + 1 + board.rows.length)).toEqual(board.rows.map((r) => `  ${r}`.trimEnd()));
    }
    expect(section.boards[0]!.rows[0]).toBe('.....AA.BBBB');
    expect(rowOf(view, 'Players', 'A')).toEqual(['A', 'Red (4)', '7']);
    expect(rowOf(view, 'Chains', 'A')).toEqual(['A', '1, 2, 3, 4, 5, 6, 7', 'north, east, south, west']);
    expect(section.lines[0]).toEqual({ kind: 'verdict', text: 'Winner: A (Red): blocks 1, 2, 3, 4, 5, 6, 7 touch all four edges.' });
  });

  it("gives a chess side a row a piece (Lunch Chess) or a table a piece (Davey Drehs')", async () => {
    const builds = [teamBuildFromAnalysis(await analyzeFile(join(MODELS, 'knight-plate.ldr')), basename('knight-plate.ldr'))];
    const lunch = exported({ game: 'lunch-chess', builds, chosen: [] }).view.sections[0]!;
    expect(lunch.tables[0]!.columns).toEqual(['Role', 'Piece', 'Hit points', 'Why this role']);
    expect(lunch.tables[0]!.rows[0]!.slice(0, 3)).toEqual(['King', 'knight-plate.ldr', '15']);
    const davey = exported({ game: 'davey-drehs', builds, chosen: [] }).view.sections[0]!;
    expect(davey.tables[0]!.caption).toBe('King: knight-plate.ldr');
    expect(davey.tables[0]!.rows.find((r) => r[0] === 'Weapon')).toEqual(['Weapon', 'D4 dice']);
    expect(davey.tables[0]!.rows.find((r) => r[0] === 'Armor')![1]).toMatch(/^6\+ \(6 plus the Armor/);
  });
});
