import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModel, type Model } from '../../../src/ldraw/buildModel.ts';
import { loadModel } from '../../../src/ldraw/loadModel.ts';
import { bloxText } from '../../../src/rules/blox/bloxText.ts';
import { readBloxBoard, type BloxOptions } from '../../../src/rules/blox/readBloxBoard.ts';
import type { BloxPosition } from '../../../src/rules/blox/BloxPosition.ts';
import { library } from '../../support/library.ts';

const MODELS = new URL('../../../models', import.meta.url).pathname;

async function model(text: string): Promise<Model> {
  return buildModel(await loadModel(text, 'blox.ldr', { library: library() }));
}

async function position(text: string, options: BloxOptions = {}): Promise<BloxPosition> {
  const m = await model(text);
  const read = readBloxBoard(m.parts, { colourName: (code) => m.loaded.colours.resolve(code).name, ...options });
  if ('error' in read) throw new Error(read.error);
  return read;
}

const file = (name: string) => readFileSync(`${MODELS}/${name}`, 'utf8');

// The fixtures are on Baseplate 8 x 12 (819): dot (c, r) at x = -110 + 20c, z = -70 + 20r,
// 12 columns and 8 rows; a 3001 at level L has its origin (the top face's centre) at y = -24L.
const BOARD = '1 2 0 0 0 1 0 0 0 1 0 0 0 1 819.dat';

describe('Blox: reading a position', () => {
  it('finds the winner: a Red chain of 7 blocks on all four edges (models/blox-winner.ldr)', async () => {
    const p = await position(file('blox-winner.ldr'));
    expect(p.board).toMatchObject({ part: '819.dat', columns: 12, rows: 8 });
    expect(p.players.map((pl) => [pl.letter, pl.colourName, pl.blocks.length])).toEqual([['A', 'Red', 7], ['B', 'Blue', 3]]);
    expect(p.winner).toBe(0);
    expect(p.fourEdgeChains).toEqual([{ player: 0, blocks: [1, 2, 3, 4, 5, 6, 7], edges: ['north', 'east', 'south', 'west'] }]);
    expect(p.violations).toEqual([]);
  });

  it('builds the stud connection graph: level-two blocks join level-one blocks by the dots they share', async () => {
    const p = await position(file('blox-winner.ldr'));
    // Red 5 (cols 3-6, rows 2-3, level 2) shares col 3 rows 2-3 with red 1 and cols 5-6 rows 2-3 with red 2.
    expect(p.connections).toContainEqual({ a: 1, b: 5, studs: 2 });
    expect(p.connections).toContainEqual({ a: 2, b: 5, studs: 4 });
    // Red 7 on level 3 joins red 5 and red 6 by 4 dots each.
    expect(p.connections).toContainEqual({ a: 5, b: 7, studs: 4 });
    expect(p.connections).toContainEqual({ a: 6, b: 7, studs: 4 });
    // Red 2 (rows 0-3) and red 3 (rows 4-7) stand side by side in cols 5-6: touching is no connection.
    expect(p.connections.some((c) => c.a === 2 && c.b === 3)).toBe(false);
    expect(p.blocks.map((b) => b.level)).toEqual([1, 1, 1, 1, 2, 2, 3, 1, 1, 2]);
  });

  it('gives no winner when the chain is broken in two (models/blox-no-winner.ldr)', async () => {
    const p = await position(file('blox-no-winner.ldr'));
    expect(p.winner).toBeUndefined();
    expect(p.fourEdgeChains).toEqual([]);
    expect(p.chains.filter((c) => c.player === 0)).toEqual([
      { player: 0, blocks: [1, 2, 5], edges: ['north', 'west'] },
      { player: 0, blocks: [3, 4, 6], edges: ['east', 'south'] },
    ]);
    expect(p.violations).toEqual([]);
  });

  it('counts a corner dot for both its edges', async () => {
    // A red block overhanging the north-west corner: cols -3..0, rows -1..0; its only board dot is (0, 0).
    const p = await position([BOARD, '1 4 -140 -24 -80 1 0 0 0 1 0 0 0 1 3001.dat', '1 1 80 -24 60 1 0 0 0 1 0 0 0 1 3001.dat'].join('\n'));
    expect(p.connections).toContainEqual({ a: 0, b: 1, studs: 1 });
    expect(p.blocks[0]!.edges).toEqual(['north', 'west']);
  });

  it('chains run through one player\'s blocks only, not through the board or an opponent', async () => {
    // Red 1 and red 3 both stand on blue 2 (level 1); they are two chains, not one.
    const p = await position([
      BOARD,
      '1 1 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
      '1 4 -60 -48 0 1 0 0 0 1 0 0 0 1 3001.dat',
      '1 4 60 -48 0 1 0 0 0 1 0 0 0 1 3001.dat',
    ].join('\n'));
    expect(p.players.map((pl) => pl.letter)).toEqual(['A', 'B']);
    expect(p.chains.filter((c) => p.players[c.player]!.colourName === 'Red').map((c) => c.blocks)).toEqual([[2], [3]]);
  });

  it('treats a 2x4 in a neutral colour, and any other part, as a support block', async () => {
    const p = await position([BOARD, '1 4 -80 -24 -60 1 0 0 0 1 0 0 0 1 3001.dat', '1 15 80 -24 60 1 0 0 0 1 0 0 0 1 3001.dat', '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3003.dat'].join('\n'), { neutralColours: [15] });
    expect(p.players.map((pl) => pl.colourName)).toEqual(['Red']);
    expect(p.blocks.map((b) => b.player)).toEqual([0, undefined, undefined]);
  });

  it('refuses a build without a board', async () => {
    const m = await model('1 4 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat\n1 1 0 -48 0 1 0 0 0 1 0 0 0 1 3001.dat');
    expect(readBloxBoard(m.parts)).toMatchObject({ error: expect.stringContaining('no base plate') });
  });
});

describe('Blox: violations', () => {
  it('a single block completely covering an opponent\'s block (models/blox-covering.ldr)', async () => {
    const p = await position(file('blox-covering.ldr'));
    expect(p.violations.map((v) => [v.kind, v.blocks])).toEqual([['covering', [2, 1]]]);
    expect(p.violations[0]!.message).toContain('all 8 dots');
  });

  it('stacking on one\'s own block is no violation', async () => {
    const p = await position([BOARD, '1 4 -80 -24 -60 1 0 0 0 1 0 0 0 1 3001.dat', '1 4 -80 -48 -60 1 0 0 0 1 0 0 0 1 3001.dat', '1 1 80 -24 60 1 0 0 0 1 0 0 0 1 3001.dat'].join('\n'));
    expect(p.violations).toEqual([]);
  });

  it('a block half over an opponent\'s covers nothing completely', async () => {
    const p = await position([BOARD, '1 4 -80 -24 -60 1 0 0 0 1 0 0 0 1 3001.dat', '1 1 -40 -48 -60 1 0 0 0 1 0 0 0 1 3001.dat'].join('\n'));
    expect(p.connections).toContainEqual({ a: 1, b: 2, studs: 4 });
    expect(p.violations).toEqual([]);
  });

  it('a block connected to nothing (models/blox-unconnected.ldr)', async () => {
    const p = await position(file('blox-unconnected.ldr'));
    expect(p.violations.map((v) => [v.kind, v.blocks])).toEqual([['unconnected', [3]]]);
  });

  it('a block below the board level (models/blox-below-board.ldr)', async () => {
    const p = await position(file('blox-below-board.ldr'));
    expect(p.blocks[1]!.level).toBe(0);
    expect(p.violations.map((v) => [v.kind, v.blocks])).toEqual([['below-board', [2]]]);
  });

  it('a block turned off the right angles (models/blox-askew.ldr)', async () => {
    const p = await position(file('blox-askew.ldr'));
    expect(p.connections).toContainEqual({ a: 0, b: 2, studs: 1 });
    expect(p.violations.map((v) => [v.kind, v.blocks])).toEqual([['askew', [2]]]);
  });
});

describe('Blox: the text board', () => {
  it('draws models/blox-covering.ldr level by level, then chains, winner and violations', async () => {
    const p = await position(file('blox-covering.ldr'));
    expect(bloxText('blox-covering.ldr', p)).toBe(
      [
        'blox-covering.ldr: Blox position on Baseplate 8 x 12 (819.dat), 12 x 8 dots; north (-Z) at the top, west (-X) at the left',
        'Players: A = Red (4): 2 block(s); B = Blue (1): 1 block(s)',
        'Level 1',
        '  AAAA........',
        '  AAAA........',
        '  ............',
        '  ............',
        '  ..........AA',
        '  ..........AA',
        '  ..........AA',
        '  ..........AA',
        'Level 2',
        '  BBBB........',
        '  BBBB........',
        '  ............',
        '  ............',
        '  ............',
        '  ............',
        '  ............',
        '  ............',
        'Chains',
        '  A: block(s) 1; edges: north, west',
        '  A: block(s) 3; edges: east, south',
        '  B: block(s) 2; edges: none',
        'Winner: none (no chain touches all four edges)',
        'Violations: 1',
        "  covering: block 2 (B, level 2) sits exactly on block 1 (A, level 1), all 8 dots: whichever was played last completely covers the other (the top of block 1, the bottom of block 2); no single block may completely cover the top or bottom of an opponent's block",
      ].join('\n'),
    );
  });

  it('widens the drawing for blocks beyond the edge and draws below-board levels', async () => {
    const text = bloxText('b', await position(file('blox-below-board.ldr')));
    expect(text).toContain('Level 0 (below the board)\n  ............BBBB\n  ............BBBB\n  ............\n');
    expect(text).toContain('Level 1\n  ..........AAAA\n');
  });
});
