import { describe, expect, it } from 'vitest';
import { CacheLedger, cacheKey, type CacheEntry } from './CacheLedger.ts';

const entry = (release: string, path: string, size: number, used: number): CacheEntry => ({ release, path, size, used });

describe('the library cache ledger', () => {
  it('keys a file by its release first: the same path of another release is another entry', () => {
    expect(cacheKey('r2022', 'parts/3001.dat')).toEqual(['r2022', 'parts/3001.dat']);
    expect(cacheKey('r2023', 'parts/3001.dat')).not.toEqual(cacheKey('r2022', 'parts/3001.dat'));
  });

  it('opens one release: its entries are kept and counted, every other release is stale', () => {
    const { ledger, stale } = CacheLedger.open(
      [entry('old', 'parts/3001.dat', 500, 1), entry('new', 'parts/3001.dat', 700, 2), entry('new', 'p/stud.dat', 100, 3), entry('older', '#index', 9000, 4)],
      'new',
      10_000,
    );
    expect(ledger.has('parts/3001.dat')).toBe(true);
    expect(ledger.entry('parts/3001.dat')).toEqual(entry('new', 'parts/3001.dat', 700, 2));
    expect({ bytes: ledger.bytes, files: ledger.files }).toEqual({ bytes: 800, files: 2 });
    expect(stale.map((e) => `${e.release}/${e.path}`)).toEqual(['old/parts/3001.dat', 'older/#index']);
  });

  it('lets go of the least recently used files once over the limit, down to 90% of it, never the file just kept', () => {
    const { ledger } = CacheLedger.open([], 'r', 1000);
    expect(ledger.add('a', 300, 1)).toEqual({ kept: true, evicted: [] });
    expect(ledger.add('b', 300, 2)).toEqual({ kept: true, evicted: [] });
    expect(ledger.add('c', 300, 3)).toEqual({ kept: true, evicted: [] });
    // 'a' was read again: 'b' is now the least recently used.
    ledger.touch('a', 4);
    expect(ledger.add('d', 300, 5)).toEqual({ kept: true, evicted: ['b'] });
    expect(ledger.bytes).toBe(900);
    // Over by far: as many as it takes, oldest first, to at most 900 bytes.
    expect(ledger.add('e', 800, 6)).toEqual({ kept: true, evicted: ['c', 'a', 'd'] });
    expect({ bytes: ledger.bytes, files: ledger.files }).toEqual({ bytes: 800, files: 1 });
    expect(ledger.has('e')).toBe(true);
  });

  it('keeps no file larger than the whole limit, and counts a file kept again once', () => {
    const { ledger } = CacheLedger.open([], 'r', 1000);
    expect(ledger.add('huge', 1001, 1)).toEqual({ kept: false, evicted: [] });
    expect(ledger.has('huge')).toBe(false);
    ledger.add('a', 100, 1);
    ledger.add('a', 150, 2);
    expect({ bytes: ledger.bytes, files: ledger.files }).toEqual({ bytes: 150, files: 1 });
    ledger.remove('a');
    ledger.remove('a');
    expect({ bytes: ledger.bytes, files: ledger.files }).toEqual({ bytes: 0, files: 0 });
  });

  it('is empty once cleared', () => {
    const { ledger } = CacheLedger.open([entry('r', 'a', 10, 1), entry('r', 'b', 20, 2)], 'r', 1000);
    ledger.clear();
    expect({ bytes: ledger.bytes, files: ledger.files, a: ledger.has('a') }).toEqual({ bytes: 0, files: 0, a: false });
  });
});
