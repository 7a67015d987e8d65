/** The first line of a pack: what it is, and which layout follows. */
export const LIBRARY_PACK_HEADER = 'brickstats-pack@1';

/** A library file in a pack: its real path and its bytes. */
export interface PackedFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

const NEWLINE = 0x0a;

/**
 * Many library files in one download (`ldraw/pack`): the primitives most parts need, which
 * a first visit would otherwise fetch one request each (about half of a castle's 300 files).
 * Byte layout, so a file's bytes are taken as they are, never decoded: the header line, then
 * for each file its path on a line, its length in bytes on a line, and its bytes.
 */
export function encodeLibraryPack(files: Iterable<PackedFile>): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [encoder.encode(`${LIBRARY_PACK_HEADER}\n`)];
  for (const { path, bytes } of files) chunks.push(encoder.encode(`${path}\n${bytes.byteLength}\n`), bytes);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** A fetched pack's files by real path; throws an Error saying where it is damaged (the caller then fetches the files one by one). */
export function readLibraryPack(bytes: Uint8Array): Map<string, Uint8Array> {
  const decoder = new TextDecoder();
  let at = 0;
  const line = (what: string): string => {
    const end = bytes.indexOf(NEWLINE, at);
    if (end < 0) throw new Error(`the pack ends before ${what} (byte ${at})`);
    const text = decoder.decode(bytes.subarray(at, end));
    at = end + 1;
    return text;
  };
  if (line('its header') !== LIBRARY_PACK_HEADER) throw new Error(`it is not a ${LIBRARY_PACK_HEADER} pack`);
  const files = new Map<string, Uint8Array>();
  while (at < bytes.byteLength) {
    const path = line('a file name');
    const size = line(`the length of ${path}`);
    if (!/^\d+$/.test(size)) throw new Error(`the length of ${path} is not a number: "${size.slice(0, 20)}"`);
    const end = at + Number(size);
    if (end > bytes.byteLength) throw new Error(`the pack ends inside ${path}`);
    // A copy, not a view: the cache clones what it keeps, and a view would take the whole pack with it.
    files.set(path, bytes.slice(at, end));
    at = end;
  }
  return files;
}
