import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLibraryIndex } from '../../../src/app/library/LibraryIndex.ts';
import { buildLibraryIndex } from '../../../src/app/server/buildLibraryIndex.ts';
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
});
