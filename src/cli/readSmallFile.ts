import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * Reads a file that is expected to be small, stopping as soon as it is larger
 * than `maxBytes`: a huge file, a device such as /dev/zero or an endless pipe
 * is refused at once instead of being read into memory. Returns undefined when
 * it is too large; read errors (ENOENT, EACCES, EISDIR...) are thrown as they are.
 */
export function readSmallFile(path: string, maxBytes: number): Buffer | undefined {
  const fd = openSync(path, 'r');
  try {
    // A regular file says its size: one read, and a too-large one is not read at all.
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), { code: 'EISDIR', path });
    if (stat.isFile() && stat.size > maxBytes) return undefined;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(1 << 20, maxBytes + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > maxBytes) return undefined;
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}
