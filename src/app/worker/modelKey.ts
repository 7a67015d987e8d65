/**
 * A model's identity for its saved corrections: its name and an FNV-1a hash of
 * its bytes. Worked out in the worker, which has the bytes (the page may have
 * handed it only a stream). Keys saved by earlier versions stay valid: do not change it.
 */
export function modelKey(name: string, bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return `${name}:${(h >>> 0).toString(16)}:${bytes.length}`;
}
