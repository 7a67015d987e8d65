import { describe, expect, it } from 'vitest';
import { encodeLibraryPack, LIBRARY_PACK_HEADER, readLibraryPack } from './LibraryPack.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('the library pack', () => {
  it('gives back every file byte for byte, newlines and all, under its real path', () => {
    const files = [
      { path: 'p/stud.dat', bytes: bytes('0 Stud\r\n1 16 0 0 0 6 0 0 0 1 0 0 0 6 4-4cyli.dat\r\n') },
      { path: 'p/48/4-4Cyli.dat', bytes: Uint8Array.of(0x30, 0x20, 0xe9, 0x0a, 0x0a) },
      { path: 'p/empty.dat', bytes: new Uint8Array(0) },
    ];
    const read = readLibraryPack(encodeLibraryPack(files));
    expect([...read.keys()]).toEqual(['p/stud.dat', 'p/48/4-4Cyli.dat', 'p/empty.dat']);
    for (const f of files) expect(read.get(f.path)).toEqual(f.bytes);
  });

  it('hands out copies, so keeping one file does not keep the whole pack', () => {
    const read = readLibraryPack(encodeLibraryPack([{ path: 'p/a.dat', bytes: bytes('0 A\n') }, { path: 'p/b.dat', bytes: bytes('0 B\n') }]));
    expect(read.get('p/a.dat')!.buffer.byteLength).toBe(4);
  });

  it('says where a pack is damaged', () => {
    const good = encodeLibraryPack([{ path: 'p/stud.dat', bytes: bytes('0 Stud\n') }]);
    expect(() => readLibraryPack(bytes('<html>not found</html>\n'))).toThrow(`it is not a ${LIBRARY_PACK_HEADER} pack`);
    expect(() => readLibraryPack(good.subarray(0, good.byteLength - 2))).toThrow('the pack ends inside p/stud.dat');
    expect(() => readLibraryPack(bytes(`${LIBRARY_PACK_HEADER}\np/stud.dat\nseven\n0 Stud\n`))).toThrow('the length of p/stud.dat is not a number: "seven"');
    expect(() => readLibraryPack(bytes(`${LIBRARY_PACK_HEADER}\np/stud.dat`))).toThrow(/the pack ends before a file name/);
  });
});
