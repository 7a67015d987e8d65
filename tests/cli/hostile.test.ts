import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MODEL_PART_FILES, MAX_MODEL_TRIANGLES } from '../../src/ldraw/buildModel.ts';
import { MAX_PLACED_PARTS } from '../../src/ldraw/flatten.ts';
import { inflatingCustomPartIo, inflatingIo, manyCustomPartsIo, nestedCustomPartsIo, nestedMpd, shuffledLines, triangleBomb } from '../support/hostileFiles.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';
import { MB, runCli, SECONDS, table as suiteTable, tableRow, warmUpCli, type Run } from '../support/runCli.ts';

/*
 * Small hostile files, run through the real command line in a child process:
 * each ends in time and memory, with a one-line message naming the file and
 * the limit where it is over one. The files are made here, in a temporary
 * folder, never kept in the repository.
 */

const MINIFIG = new URL('../../models/minifig.ldr', import.meta.url).pathname;

const table: string[] = [];
/** Seeds of the shuffled car: its primitives then refer to each other in cycles (it ran out of memory after 77 s). */
const SHUFFLES = [1, 2, 3, 4];
let dir = '';

/** Runs a case, notes it in the table, and checks the bounds every case keeps. */
async function hostile(name: string, args: string[]): Promise<Run> {
  const r = await runCli(args);
  table.push(tableRow(name, r));
  expect(r.signal, `${name}: signal`).toBeNull();
  expect(r.cpuSeconds, `${name}: CPU seconds`).toBeLessThan(SECONDS);
  expect(r.mb, `${name}: MB`).toBeLessThan(MB);
  return r;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  writeFileSync(join(dir, 'stack.mpd'), nestedMpd(4, 10));
  writeFileSync(join(dir, 'jitter.mpd'), nestedMpd(4, 10, { spread: 0.001 }));
  writeFileSync(join(dir, 'column.mpd'), nestedMpd(5, 10, { spread: 8, part: '3024.dat', upwards: true }));
  writeFileSync(join(dir, 'placed.mpd'), nestedMpd(6, 10, { spread: 1, part: '3024.dat' }));
  writeFileSync(join(dir, 'triangles.mpd'), triangleBomb(6, 10, 60));
  writeFileSync(join(dir, 'inflate.io'), inflatingIo(100 * 1024 * 1024));
  writeFileSync(join(dir, 'custom-many.io'), manyCustomPartsIo(20_000));
  writeFileSync(join(dir, 'custom-inflate.io'), inflatingCustomPartIo(100 * 1024 * 1024));
  writeFileSync(join(dir, 'custom-nested.io'), nestedCustomPartsIo(6, 10, 60));
  writeFileSync(join(dir, 'deep.mpd'), nestedMpd(5, 11, { spread: 1, part: '3024.dat', nameLength: 1000 }));
  mkdirSync(join(dir, 'folder'));
  copyFileSync(MINIFIG, join(dir, 'folder', 'a-minifig.ldr'));
  writeFileSync(join(dir, 'folder', 'b-bomb.mpd'), nestedMpd(6, 10, { spread: 1, part: '3024.dat' }));
  writeFileSync(join(dir, 'folder', 'c-garbage.ldr'), 'hello\n');
  copyFileSync(MINIFIG, join(dir, 'folder', 'd-minifig.ldr'));
  if (hasSharedModels) {
    const car = readFileSync(join(SHARED_MODELS, 'threejs-ldraw', 'packed', 'car.ldr_Packed.mpd'), 'utf8');
    for (const seed of SHUFFLES) writeFileSync(join(dir, `car-shuffled-${seed}.mpd`), shuffledLines(car, seed));
  }
  // bin/brickstats.mjs rebuilds a stale bundle: once here, not inside a timed case.
  warmUpCli();
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (table.length > 0) console.log(suiteTable('hostile inputs', table));
});

describe('hostile inputs end in time, within memory, with one line naming the file and the limit', () => {
  it.skipIf(!hasSharedModels).each(SHUFFLES)('a real packed car with its lines shuffled (seed %i): analyzed or refused in one line, within the bounds', async (seed) => {
    const name = `car-shuffled-${seed}.mpd`;
    const r = await hostile(`shuffled packed car, seed ${seed}`, ['analyze', join(dir, name)]);
    expect([0, 1]).toContain(r.code);
    if (r.code === 1) expect(r.err).toMatch(new RegExp(`^brickstats: ${name}(:\\d+)?: [^\\n]+$`));
    else expect(r.out).toContain(`${name}: Block Duel Chess data sheet`);
  });

  it('10,000 bricks in one spot (1.8 KB of nested submodels) are analyzed', async () => {
    const r = await hostile('10,000 bricks in one spot', ['analyze', join(dir, 'stack.mpd')]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^stack\.mpd: Block Duel Chess data sheet\n/);
  });

  it('10,000 bricks a hair apart: analyzed, the connection budget said in the warnings', async () => {
    const r = await hostile('10,000 bricks a hair apart', ['analyze', join(dir, 'jitter.mpd'), '--format', 'json']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/connections: more than \d+ touching pairs \(parts stacked in one spot\?\); the contact search stopped early/);
  });

  it('a column of 100,000 plates, each on the one below: analyzed (it was a stack overflow after 40 s)', async () => {
    const r = await hostile('column of 100,000 plates', ['analyze', join(dir, 'column.mpd'), '--format', 'json']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/connections: more than \d+ box tests \(parts stacked in one spot\?\); the contact search stopped early/);
  });

  it('a million placed parts: refused at the placed-part limit', async () => {
    const r = await hostile('1,000,000 placed parts', ['analyze', join(dir, 'placed.mpd')]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`brickstats: placed.mpd: more than ${MAX_PLACED_PARTS} placed parts (a reference bomb?): over the limit, so the file is refused`);
  });

  it('60 copies of a part of a million triangles: refused at the triangle limit', async () => {
    const r = await hostile('60 M triangles', ['inspect', join(dir, 'triangles.mpd')]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`brickstats: triangles.mpd: more than ${MAX_MODEL_TRIANGLES} triangles in all (a reference bomb?): over the limit, so the file is refused`);
  });

  it('a .io of 0.35 MB inflating to 100 MB: refused at the 64 MB limit', async () => {
    const r = await hostile('.io inflating to 100 MB', ['analyze', join(dir, 'inflate.io')]);
    expect(r.code).toBe(1);
    expect(r.err).toBe('brickstats: inflate.io: model.ldr inflates to 100 MB, over the 64 MB limit for model files');
  });

  it('a .io of 20,000 custom parts: refused at the limit of parts defined in the file (it took 57 s)', async () => {
    const r = await hostile('.io with 20,000 custom parts', ['analyze', join(dir, 'custom-many.io')]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`brickstats: custom-many.io: more than ${MAX_MODEL_PART_FILES} distinct parts defined in the file itself (custom parts): over the limit, so the file is refused`);
  });

  it('a .io whose custom part inflates to 100 MB: the rest analyzed, that part not read, with the entry and the 64 MB limit', async () => {
    const r = await hostile('.io custom part inflating 100 MB', ['analyze', join(dir, 'custom-inflate.io')]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('big.dat not read: custom-inflate.io: CustomParts/big.dat inflates to 100 MB, past the 64 MB limit for model files');
    const inspected = await hostile('.io custom part, inspect', ['inspect', join(dir, 'custom-inflate.io')]);
    expect(inspected.out).toMatch(/parts: {4}3 placed/);
    expect(inspected.out).toContain('big.dat (1x, first at custom-inflate.io:1): not read: custom-inflate.io: CustomParts/big.dat inflates to 100 MB');
  });

  it('a .io of custom parts nested to a million triangles each, with a cycle: refused at the triangle limit', async () => {
    const r = await hostile('.io nested custom parts', ['pieces', join(dir, 'custom-nested.io')]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`brickstats: custom-nested.io: more than ${MAX_MODEL_TRIANGLES} triangles in all (a reference bomb?): over the limit, so the file is refused`);
  });

  it('inspect --json of 161,051 parts with long submodel paths: 880 MB of JSON, written in pieces', async () => {
    const r = await hostile('inspect --json, 880 MB out', ['inspect', '--json', join(dir, 'deep.mpd')]);
    expect(r.code, r.err).toBe(0);
    // More than one string may hold: it cannot have been built as one.
    expect(r.outBytes).toBeGreaterThan(2 ** 29);
    expect(r.out).toMatch(/^\{\n "file": "deep\.mpd",\n "parts": \[\n  \{\n   "id": "[\d/]+",\n   "part": "3024\.dat",/);
    expect(r.out).toMatch(/"placedParts": 161051,[\s\S]*\n }\n}\n$/);
  });

  it('analyze --format json of a folder with bad files: a document for each, the bad ones with their error, exit 1', async () => {
    const r = await hostile('folder, 2 bad files of 4', ['analyze', '--format', 'json', join(dir, 'folder')]);
    expect(r.code).toBe(1);
    const docs = JSON.parse(r.out) as { file: string; error?: string; stats?: unknown }[];
    expect(docs.map((d) => d.file)).toEqual(['a-minifig.ldr', 'b-bomb.mpd', 'c-garbage.ldr', 'd-minifig.ldr']);
    expect(docs[1]!.error).toBe(`b-bomb.mpd: more than ${MAX_PLACED_PARTS} placed parts (a reference bomb?): over the limit, so the file is refused`);
    expect(docs[2]!.error).toMatch(/^c-garbage\.ldr:1: not an LDraw file/);
    expect(docs[0]!.error).toBeUndefined();
    expect(docs[3]).toEqual(docs[0] && { ...docs[0], file: 'd-minifig.ldr' });
    expect(r.err.split('\n')).toEqual([`brickstats: ${docs[1]!.error}`, `brickstats: ${docs[2]!.error}`]);
  });
});
