import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASTLE, MODELS, run, threePieceFile } from './teamFiles.ts';

const MINIFIG = join(MODELS, 'minifig.ldr');

/** The entries of a "team A: ..." line: each Piece's name and sheet. */
const roster = (out: string, side: 'A' | 'B') => out.split('\n').find((l) => l.startsWith(`team ${side}: `))!.slice(8).split(/(?<=\)), /);

describe('duel: a file of several pieces plays as a team', () => {
  const file = threePieceFile();

  it('each piece of the file is a Piece of the side, named with its number and name', async () => {
    const r = await run('duel', file, MINIFIG, '--runs', '20');
    expect(r.code, r.err).toBe(0);
    const a = roster(r.out, 'A');
    expect(a).toHaveLength(3);
    expect(a[0]).toMatch(/^three\.ldr#1 minifig-sword \(Earth H81 /);
    // The plain figure keeps its own file's sheet.
    expect(a[1]).toBe('three.ldr#2 minifig (Earth H76 V25 A64 D14 M1 cross R1 cross)');
    expect(a[2]).toMatch(/^three\.ldr#3 knight-plate \(/);
    expect(roster(r.out, 'B')).toEqual(['minifig.ldr (Earth H76 V25 A64 D14 M1 cross R1 cross)']);
    expect(r.out).toMatch(/^A wins +\d+/m);
  });

  it('file#N picks one piece, file#N-M some of them, also in --team-a lists', async () => {
    const one = await run('duel', `${file}#2`, MINIFIG, '--runs', '10');
    expect(roster(one.out, 'A')).toEqual(['three.ldr#2 (Earth H76 V25 A64 D14 M1 cross R1 cross)']);
    const some = await run('duel', '--team-a', `${file}#2-3,${MINIFIG}`, '--team-b', `${file}#1*2`, '--runs', '10');
    expect(some.code, some.err).toBe(0);
    expect(roster(some.out, 'A').map((s) => s.replace(/ \(.*/, ''))).toEqual(['three.ldr#2 minifig', 'three.ldr#3 knight-plate', 'minifig.ldr']);
    expect(roster(some.out, 'B')).toEqual([expect.stringMatching(/^2 x three\.ldr#1 \(Earth H81 /)]);
  });

  it('a piece that is not there, or a backward range, is refused', async () => {
    const missing = await run('duel', `${file}#4`, MINIFIG, '--runs', '10');
    expect(missing.code).toBe(1);
    expect(missing.err).toBe('brickstats: three.ldr: no piece 4: the file holds 3 piece(s) (brickstats pieces lists them)');
    expect((await run('duel', `${file}#3-2`, MINIFIG, '--runs', '10')).code).toBe(2);
    expect((await run('duel', `${file}#0`, MINIFIG, '--runs', '10')).code).toBe(2);
  });
});

describe('export --game: a file of several pieces is a team of builds', () => {
  const file = threePieceFile();

  it('castle-war: one unit per piece', async () => {
    const r = await run('export', '--game', 'castle-war', file, '--format', 'json');
    expect(r.code, r.err).toBe(0);
    const units = JSON.parse(r.out).units as { file: string; unit: { people: number; items: { item: string }[] } }[];
    expect(units.map((u) => u.file)).toEqual([`${file}#1 minifig-sword`, `${file}#2 minifig`, `${file}#3 knight-plate`]);
    expect(units[0]!.unit.items.map((i) => i.item)).toEqual(['sword']);
    // Each piece makes the unit its own file makes (its part ids start with the line that placed the file).
    for (const [k, own] of [[0, 'minifig-sword.ldr'], [1, 'minifig.ldr'], [2, 'knight-plate.ldr']] as const) {
      const alone = JSON.parse((await run('export', '--game', 'castle-war', join(MODELS, own), '--format', 'json')).out);
      expect(JSON.stringify(units[k]!.unit).replace(/"\d+\/([\d/]+)"/g, '"$1"'), own).toBe(JSON.stringify(alone.units[0].unit));
    }
  });

  it('lunch-chess: one build per piece; a role names one piece as file#N, never a whole team', async () => {
    const r = await run('export', '--game', 'lunch-chess', file, '--roles', `king=${file}#2`, '--format', 'json');
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.builds.map((b: { name: string }) => b.name)).toEqual([`${file}#1 minifig-sword`, `${file}#2 minifig`, `${file}#3 knight-plate`]);
    expect(doc.pieces.find((p: { role: string }) => p.role === 'king').build).toBe(`${file}#2 minifig`);
    const whole = await run('export', '--game', 'lunch-chess', file, '--roles', `king=${file}`);
    expect(whole.code).toBe(2);
    expect(whole.err).toBe(`brickstats: --roles: ${file} holds 3 pieces; give one, as ${file}#N (brickstats pieces lists them)`);
  });

  it('davey-drehs: the same side as text', async () => {
    const r = await run('export', '--game', 'davey-drehs', file);
    expect(r.code, r.err).toBe(0);
    for (const name of ['#1 minifig-sword', '#2 minifig', '#3 knight-plate']) expect(r.out).toContain(`${file}${name}: `);
  });
});

describe.skipIf(!existsSync(CASTLE))("6080 King's Castle as a team", () => {
  it('duel: the whole castle is more Pieces than may play; picked by number, its knights play its horses', async () => {
    const all = await run('duel', CASTLE, MINIFIG, '--runs', '20');
    expect(all.code).toBe(1);
    expect(all.err).toMatch(/team A has (1[2-9]|[2-9]\d) Pieces; at most 10 may play \(a file of several pieces plays them all: pick some with file#N or file#N-M/);
    const listed = JSON.parse((await run('pieces', CASTLE, '--format', 'json')).out).pieces as { number: number; name: string }[];
    const horses = listed.filter((p) => p.name.startsWith('Horse')).map((p) => p.number);
    const knights = listed.filter((p) => p.name.startsWith('MiniFig')).slice(0, horses.length).map((p) => p.number);
    const r = await run('duel', '--team-a', knights.map((n) => `${CASTLE}#${n}`).join(','), '--team-b', horses.map((n) => `${CASTLE}#${n}`).join(','), '--runs', '20');
    expect(r.code, r.err).toBe(0);
    expect(roster(r.out, 'A')).toHaveLength(knights.length);
    expect(roster(r.out, 'B')).toHaveLength(horses.length);
    expect(r.out).toMatch(/^A wins +\d+ /m);
  });

  it('export castle-war: one unit per piece; blox still reads the whole file as a board', async () => {
    const pieces = JSON.parse((await run('pieces', CASTLE, '--format', 'json')).out).pieces as { number: number; name: string }[];
    const r = await run('export', '--game', 'castle-war', CASTLE, '--format', 'json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).units.map((u: { file: string }) => u.file)).toEqual(pieces.map((p) => `${CASTLE}#${p.number} ${p.name}`));
    // The castle's baseplate is the board, read from the whole file.
    const blox = await run('export', '--game', 'blox', CASTLE, '--format', 'json');
    expect(blox.code, blox.err).toBe(0);
    const positions = JSON.parse(blox.out).positions;
    expect(positions.map((p: { file: string }) => p.file)).toEqual([CASTLE]);
    expect(positions[0].position.board.description).toMatch(/^Baseplate/);
  });
});
