import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER } from '../../src/export/pieceCsv.ts';
import { ALLIGATOR, CASTLE, MODELS, run, threePieceFile } from './teamFiles.ts';

const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;

interface PieceJson {
  schema: string;
  file: string;
  piece: { element: string; stats: Record<(typeof STATS)[number], { value: number }>; staleCorrections: unknown[] };
  parts: { id: string; part: string; function: string; corrected: boolean }[];
}
/** A piece of a team: its piece document with its number and name. */
interface MemberJson extends PieceJson {
  number: number;
  name: string;
}
interface TeamJson {
  schema: string;
  file: string;
  pieces: MemberJson[];
  scenery: number;
  loose: number;
}

const json = async <T>(...argv: string[]): Promise<T> => {
  const r = await run(...argv, '--format', 'json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as T;
};
const finals = (doc: PieceJson) => STATS.map((k) => doc.piece.stats[k].value);

describe('brickstats analyze of a file of several pieces: the team sheet', () => {
  const file = threePieceFile();

  it('JSON: brickstats/team@1, each piece analyzed alone, as if it were its own file', async () => {
    const team = await json<TeamJson>('analyze', file);
    expect(team.schema).toBe('brickstats/team@1');
    expect(team.file).toBe('three.ldr');
    expect(team.pieces.map((p) => [p.schema, p.number, p.name, p.parts.length])).toEqual([
      ['brickstats/piece@1', 1, 'minifig-sword', 10],
      ['brickstats/piece@1', 2, 'minifig', 9],
      ['brickstats/piece@1', 3, 'knight-plate', 8],
    ]);
    // The figures' stats are those of their own files: the team around them changes nothing.
    for (const [k, own] of [[0, 'minifig-sword.ldr'], [1, 'minifig.ldr']] as const) {
      const alone = await json<PieceJson>('analyze', join(MODELS, own));
      expect(finals(team.pieces[k]!), own).toEqual(finals(alone));
      expect(team.pieces[k]!.piece.element).toBe(alone.piece.element);
    }
  });

  it('text: a sheet per piece headed "Piece N: name", then the table of final stats', async () => {
    const team = await json<TeamJson>('analyze', file);
    const r = await run('analyze', file);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Piece 1: minifig-sword');
    expect(lines[1]).toBe('three.ldr: Block Duel Chess data sheet');
    expect(lines.filter((l) => /^Piece \d+: /.test(l))).toEqual(['Piece 1: minifig-sword', 'Piece 2: minifig', 'Piece 3: knight-plate']);
    expect(lines.filter((l) => l.endsWith(': Block Duel Chess data sheet'))).toHaveLength(3);
    const table = lines.slice(lines.indexOf('three.ldr: 3 pieces'));
    expect(table[1]).toMatch(/^ +piece +name +parts +Element +H +V +A +D +M +R$/);
    for (const p of team.pieces) {
      expect(table[1 + p.number]).toMatch(new RegExp(`^ +${p.number} +${p.name} +${p.parts.length} +${p.piece.element} +${finals(p).join(' +')}$`));
    }
  });

  it('CSV: a row per piece, the piece CSV with its number and name after the file', async () => {
    const team = await json<TeamJson>('analyze', file);
    const r = await run('analyze', file, '--format', 'csv');
    const [header, ...rows] = r.out.split('\n');
    expect(header).toBe(['file', 'piece', 'name', ...CSV_HEADER.slice(1)].join(','));
    expect(rows).toHaveLength(3);
    rows.forEach((row, i) => expect(row.startsWith(`three.ldr,${i + 1},${team.pieces[i]!.name},${team.pieces[i]!.piece.element},${finals(team.pieces[i]!).join(',')},`)).toBe(true));
  });

  it('--piece N prints the N-th piece alone; a piece that is not there is an error', async () => {
    const team = await json<TeamJson>('analyze', file);
    const second = await json<MemberJson>('analyze', file, '--piece', '2');
    expect(second).toEqual(team.pieces[1]);
    expect((await run('analyze', file, '--piece', '2')).out.split('\n')[0]).toBe('Piece 2: minifig');
    const missing = await run('analyze', file, '--piece', '4');
    expect(missing.code).toBe(1);
    expect(missing.err).toBe('brickstats: three.ldr: no piece 4: the file holds 3 piece(s) (brickstats pieces lists them)');
  });

  it('corrections apply to one piece: refused for the team, kept to its own parts with --piece', async () => {
    const team = await json<TeamJson>('analyze', file);
    const [sword, plain] = team.pieces;
    const torso = (p: PieceJson) => p.parts.find((x) => x.part.startsWith('973'))!;
    const corrections = join(mkdtempSync(join(tmpdir(), 'brickstats-corr-')), 'three.json');
    writeFileSync(
      corrections,
      JSON.stringify({
        schema: 'brickstats/corrections@1',
        parts: {
          [torso(plain!).id]: { part: torso(plain!).part, function: 'armour' },
          [torso(sword!).id]: { part: torso(sword!).part, function: 'armour' },
          '99/1': { part: '3001.dat', function: 'armour' },
        },
      }),
    );
    const refused = await run('analyze', file, '--corrections', corrections);
    expect(refused.code).toBe(2);
    expect(refused.err).toBe('brickstats: --corrections apply to one piece, and three.ldr holds 3: pick one with --piece N');
    const corrected = await json<PieceJson>('analyze', file, '--piece', '2', '--corrections', corrections);
    expect(torso(corrected)).toMatchObject({ function: 'armour', corrected: true });
    // The other figure's correction is no concern of this piece; the part that is gone is reported.
    expect(corrected.piece.staleCorrections).toEqual([{ id: '99/1', part: '3001.dat', why: 'no part 99/1 in the model any more (it was 3001.dat)' }]);
  });

  it('a file of one piece prints its sheet as it always has, with no piece number', async () => {
    const doc = await json<PieceJson>('analyze', join(MODELS, 'minifig.ldr'));
    expect(doc.schema).toBe('brickstats/piece@1');
    expect(doc).not.toHaveProperty('number');
    const text = (await run('analyze', join(MODELS, 'minifig.ldr'))).out;
    expect(text.split('\n')[0]).toBe('minifig.ldr: Block Duel Chess data sheet');
    expect((await run('analyze', join(MODELS, 'minifig.ldr'), '--format', 'csv')).out.split('\n')[0]).toBe(CSV_HEADER.join(','));
  });
});

describe.skipIf(!existsSync(CASTLE))("analyze of 6080 King's Castle: a team sheet", () => {
  it('one piece document per piece in JSON, a summary table in text, a CSV row per piece', async () => {
    const listed = await json<{ pieces: { number: number; name: string; parts: number }[] }>('pieces', CASTLE);
    const team = await json<TeamJson>('analyze', CASTLE);
    expect(team.schema).toBe('brickstats/team@1');
    expect(team.pieces.map((p) => [p.number, p.name, p.parts.length])).toEqual(listed.pieces.map((p) => [p.number, p.name, p.parts]));
    for (const p of team.pieces) expect(p.schema).toBe('brickstats/piece@1');
    expect(team.scenery).toBeGreaterThan(300);

    const text = (await run('analyze', CASTLE)).out;
    expect(text).toContain(`\n6080 - Kings Castle.mpd: ${team.pieces.length} pieces\n`);
    for (const p of team.pieces) expect(text).toContain(`Piece ${p.number}: ${p.name}\n6080 - Kings Castle.mpd: Block Duel Chess data sheet`);
    const horse = team.pieces.find((p) => p.name.startsWith('Horse'))!;
    expect(text).toMatch(new RegExp(`^ +${horse.number} +${horse.name} +${horse.parts.length} +${horse.piece.element} +${finals(horse).join(' +')}$`, 'm'));

    const csv = (await run('analyze', CASTLE, '--format', 'csv')).out.split('\n');
    expect(csv).toHaveLength(team.pieces.length + 1);
    expect(csv.slice(1).map((row) => row.split(',').slice(0, 3).join(','))).toEqual(team.pieces.map((p) => `6080 - Kings Castle.mpd,${p.number},${p.name}`));
  });

  it.skipIf(!existsSync(ALLIGATOR))('the Alligator, one piece, keeps the single data sheet', async () => {
    const doc = await json<PieceJson>('analyze', ALLIGATOR);
    expect(doc.schema).toBe('brickstats/piece@1');
    expect(doc.parts.length).toBeGreaterThan(10);
  });
});

describe('brickstats analyze of one piece standing on the ground', () => {
  it('the data sheet is the piece alone: the baseplate under it adds no colour and no plate Base', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brickstats-scene-'));
    copyFileSync(join(MODELS, 'minifig.ldr'), join(dir, 'minifig.ldr'));
    const scene = join(dir, 'scene.ldr');
    // A green 32 x 32 baseplate with the bundled minifig standing on it.
    writeFileSync(scene, ['0 A minifig on a baseplate', '1 2 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat', '1 16 0 -4 0 1 0 0 0 1 0 0 0 1 minifig.ldr', ''].join('\n'));
    const alone = await json<PieceJson>('analyze', join(dir, 'minifig.ldr'));
    const onGround = await json<PieceJson>('analyze', scene);
    expect(onGround.schema).toBe('brickstats/piece@1');
    expect(onGround.parts.map((p) => p.part)).not.toContain('3811.dat');
    expect(finals(onGround)).toEqual(finals(alone));
    expect(onGround.piece.element).toBe(alone.piece.element);
  });
});
