import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packedPaths, readLibraryIndex } from '../../../src/app/library/LibraryIndex.ts';
import { buildLibraryIndex, PACK_BYTES } from '../../../src/app/server/buildLibraryIndex.ts';
import { smallLibrary } from '../../support/smallLibrary.ts';

describe('buildLibraryIndex', () => {
  const json = buildLibraryIndex(smallLibrary());
  const index = readLibraryIndex(json);
  const needs = (path: string) => index.needs(index.find(path)!).map((id) => index.path(id)).sort();

  it('lists every part, the primitives parts use and the colours, by real path; no sample models, no unused primitives', () => {
    expect([...json.paths].sort()).toEqual(['LDConfig.ldr', 'p/4-4CYLI.DAT', 'p/stud.dat', 'parts/3001.dat', 'parts/3002.dat', 'parts/Minifig Thing.dat', 'parts/s/3001s01.dat']);
  });

  it('gives each file everything it needs at any depth, found as the library search finds it', () => {
    expect(needs('parts/3001.dat')).toEqual(['p/4-4CYLI.DAT', 'p/stud.dat', 'parts/s/3001s01.dat']);
    expect(needs('parts/minifig thing.dat')).toEqual(['p/4-4CYLI.DAT', 'p/stud.dat', 'parts/3001.dat', 'parts/s/3001s01.dat']);
    expect(needs('parts/3002.dat')).toEqual(['p/4-4CYLI.DAT', 'p/stud.dat']);
    expect(needs('p/4-4cyli.dat')).toEqual([]);
  });

  it('names its release after the files it serves: the same files, the same name; a file changed, another name', () => {
    const root = smallLibrary();
    const before = buildLibraryIndex(root).release;
    expect(before).toMatch(/^[\w-]{22}$/);
    expect(buildLibraryIndex(root).release).toBe(before);
    // A primitive no part uses is not served: changing it changes nothing.
    writeFileSync(join(root, 'p', 'unused.dat'), '0 Changed\n');
    expect(buildLibraryIndex(root).release).toBe(before);
    appendFileSync(join(root, 'p', 'stud.dat'), '0 // a fix in the next release\n');
    const after = buildLibraryIndex(root).release;
    expect(after).not.toBe(before);
    writeFileSync(join(root, 'LDConfig.ldr'), '0 LDraw.org Configuration File, new colours\n');
    expect(buildLibraryIndex(root).release).not.toBe(after);
  });

  it('packs the primitives that parts need, the most needed first, as many as fit in PACK_BYTES', () => {
    const packed = (json: ReturnType<typeof buildLibraryIndex>) => packedPaths(json).sort();
    // The small library's two primitives fit; parts and subparts are never packed.
    expect(packed(json)).toEqual(['p/4-4CYLI.DAT', 'p/stud.dat']);
    // Three primitives: a big one three parts need, a big one one part needs, a small one two parts need.
    const root = mkdtempSync(join(tmpdir(), 'library-pack-'));
    mkdirSync(join(root, 'parts'));
    mkdirSync(join(root, 'p'));
    const big = (tag: string) => `0 ${tag}\n${'0 // padding\n'.repeat(Math.ceil(PACK_BYTES / 2 / 13))}`;
    writeFileSync(join(root, 'p', 'many.dat'), big('Needed by three'));
    writeFileSync(join(root, 'p', 'one.dat'), big('Needed by one'));
    writeFileSync(join(root, 'p', 'small.dat'), '0 Needed by two\n');
    const uses = (...names: string[]) => names.map((n) => `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${n}\n`).join('');
    writeFileSync(join(root, 'parts', 'a.dat'), `0 A\n${uses('many.dat', 'small.dat')}`);
    writeFileSync(join(root, 'parts', 'b.dat'), `0 B\n${uses('many.dat', 'small.dat', 'one.dat')}`);
    writeFileSync(join(root, 'parts', 'c.dat'), `0 C\n${uses('many.dat')}`);
    expect(packed(buildLibraryIndex(root))).toEqual(['p/many.dat', 'p/small.dat']);
  });
});
