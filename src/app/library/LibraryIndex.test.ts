import { describe, expect, it } from 'vitest';
import { encodeLibraryIndex, LIBRARY_INDEX_SCHEMA, packedPaths, readLibraryIndex } from './LibraryIndex.ts';

describe('the library index', () => {
  const paths = ['LDConfig.ldr', 'p/Stud.dat', 'p/4-4cyli.dat', 'parts/3001.dat', 'parts/s/3001s01.dat'];
  const json = encodeLibraryIndex(paths, [[], [2], [], [4, 1, 2], [2, 1]]);

  it('stores each list sorted, as steps from the one before', () => {
    expect(json.schema).toBe(LIBRARY_INDEX_SCHEMA);
    expect(json.needs).toEqual([[], [2], [], [1, 1, 2], [1, 1]]);
  });

  const index = readLibraryIndex(JSON.parse(JSON.stringify(json)));

  it('finds files by their lower-cased path, gives their real path and what they need', () => {
    expect(index.find('p/stud.dat')).toBe(1);
    expect(index.path(1)).toBe('p/Stud.dat');
    expect(index.find('ldconfig.ldr')).toBe(0);
    expect(index.find('parts/3002.dat')).toBeUndefined();
    expect(index.needs(3)).toEqual([1, 2, 4]);
    expect(index.needs(4)).toEqual([1, 2]);
    expect(index.needs(0)).toEqual([]);
  });

  it('drops numbers outside the index, and refuses an index of another shape', () => {
    const damaged = readLibraryIndex({ schema: LIBRARY_INDEX_SCHEMA, paths: ['a.dat', 'b.dat'], needs: [[1, 5], [-3]] });
    expect(damaged.needs(0)).toEqual([1]);
    expect(damaged.needs(1)).toEqual([]);
    expect(() => readLibraryIndex({ files: {} })).toThrow(`it is not a ${LIBRARY_INDEX_SCHEMA} index`);
    expect(() => readLibraryIndex({ schema: LIBRARY_INDEX_SCHEMA, paths: ['a.dat'], needs: [] })).toThrow('its paths and needs do not match');
  });

  it('names the files served in the pack, and drops pack numbers outside the index', () => {
    const withPack = JSON.parse(JSON.stringify(encodeLibraryIndex(paths, [[], [2], [], [4, 1, 2], [2, 1]], [2, 1])));
    const packed = readLibraryIndex(withPack);
    expect(paths.map((_, id) => packed.inPack(id))).toEqual([false, true, true, false, false]);
    expect(packedPaths(withPack)).toEqual(['p/Stud.dat', 'p/4-4cyli.dat']);
    expect(paths.map((_, id) => index.inPack(id))).toEqual([false, false, false, false, false]);
    expect(json.pack).toBeUndefined();
    const damaged = readLibraryIndex({ schema: LIBRARY_INDEX_SCHEMA, paths: ['a.dat', 'b.dat'], needs: [[], []], pack: [1, 7] });
    expect([damaged.inPack(0), damaged.inPack(1)]).toEqual([false, true]);
  });
});
