import { describe, expect, it } from 'vitest';
import { LIBRARY_RELEASE_SCHEMA, libraryReleaseJson, readLibraryRelease } from './LibraryRelease.ts';

describe('the library release', () => {
  it('reads the release the site names', () => {
    expect(readLibraryRelease(JSON.parse(JSON.stringify(libraryReleaseJson('Zr8-3kq_x1a2b3c4d5e6f7'))))).toBe('Zr8-3kq_x1a2b3c4d5e6f7');
  });

  it('names none for another shape or an odd name: the library is then used without keeping files', () => {
    expect(readLibraryRelease(null)).toBeUndefined();
    expect(readLibraryRelease({ release: 'Zr8-3kq_x1a2b3c4d5e6f7' })).toBeUndefined();
    expect(readLibraryRelease({ schema: LIBRARY_RELEASE_SCHEMA, release: '' })).toBeUndefined();
    expect(readLibraryRelease({ schema: LIBRARY_RELEASE_SCHEMA, release: 42 })).toBeUndefined();
    expect(readLibraryRelease({ schema: LIBRARY_RELEASE_SCHEMA, release: '../../etc/passwd' })).toBeUndefined();
  });
});
