const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/**
 * LDraw files are mostly ASCII; Studio writes UTF-8 with a BOM and old tools
 * write Latin-1. Try strict UTF-8 first and fall back to Latin-1, which never fails.
 */
export function decodeText(bytes: Uint8Array): string {
  let start = 0;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const body = start === 0 ? bytes : bytes.subarray(start);
  try {
    return utf8.decode(body);
  } catch {
    return latin1.decode(body);
  }
}

/** True when the bytes look like binary data rather than text (NULs or many control bytes). */
export function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    if (b === 0) return true;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return n > 0 && control / n > 0.05;
}
