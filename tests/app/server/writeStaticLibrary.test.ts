import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_INDEX_SCHEMA } from '../../../src/app/library/LibraryIndex.ts';
import { readLibraryPack } from '../../../src/app/library/LibraryPack.ts';
import { readLibraryRelease } from '../../../src/app/library/LibraryRelease.ts';
import { writeStaticLibrary } from '../../../src/app/server/writeStaticLibrary.ts';
import { smallLibrary } from '../../support/smallLibrary.ts';

describe('writeStaticLibrary', () => {
  it('writes the index, the colours and every listed file at the addresses the app asks for', () => {
    const root = smallLibrary();
    const out = join(mkdtempSync(join(tmpdir(), 'site-')), 'ldraw');
    const written = writeStaticLibrary(root, out);
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
    expect(index.schema).toBe(LIBRARY_INDEX_SCHEMA);
    expect(written.files).toBe(index.paths.length);
    expect(readLibraryRelease(JSON.parse(readFileSync(join(out, 'release.json'), 'utf8')))).toBe(index.release);
    for (const path of index.paths) expect(readFileSync(join(out, 'file', path))).toEqual(readFileSync(join(root, path)));
    expect(readFileSync(join(out, 'colours'), 'utf8')).toBe('0 LDraw.org Configuration File\n');
    expect(existsSync(join(out, 'file', 'p', 'unused.dat'))).toBe(false);
    expect(existsSync(join(out, 'file', 'models'))).toBe(false);
    const pack = readLibraryPack(readFileSync(join(out, 'pack')));
    expect([...pack.keys()].sort()).toEqual(['p/4-4CYLI.DAT', 'p/stud.dat']);
    for (const [path, bytes] of pack) expect(Buffer.from(bytes)).toEqual(readFileSync(join(root, path)));
  });
});
