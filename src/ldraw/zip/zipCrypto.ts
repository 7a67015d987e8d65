/**
 * CRC-32 (IEEE, reflected, polynomial 0xEDB88320) and the traditional PKWARE
 * "ZipCrypto" stream cipher. The cipher is weak, but BrickLink Studio used it
 * for older .io files, so we must be able to read it.
 */

export const CRC32_TABLE: Uint32Array = buildCrc32Table();

function buildCrc32Table(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32 of `data`; pass a previous result as `crc` to continue over several chunks. */
export function crc32(data: Uint8Array, crc = 0): number {
  const table = CRC32_TABLE;
  let c = ~crc >>> 0;
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** The three 32-bit cipher keys, after the password has been mixed in. */
export type ZipCryptoKeys = Uint32Array;

/** Fresh keys for one entry: every encrypted entry restarts from the password. */
export function zipCryptoKeys(password: Uint8Array): ZipCryptoKeys {
  const keys = Uint32Array.of(0x12345678, 0x23456789, 0x34567890);
  for (let i = 0; i < password.length; i++) updateKeys(keys, password[i]!);
  return keys;
}

function updateKeys(keys: Uint32Array, plainByte: number): void {
  const table = CRC32_TABLE;
  const k0 = table[(keys[0]! ^ plainByte) & 0xff]! ^ (keys[0]! >>> 8);
  const k1 = (Math.imul((keys[1]! + (k0 & 0xff)) >>> 0, 134775813) + 1) >>> 0;
  keys[0] = k0;
  keys[1] = k1;
  keys[2] = table[(keys[2]! ^ (k1 >>> 24)) & 0xff]! ^ (keys[2]! >>> 8);
}

/**
 * Decrypts `src` into `dst` (same length; may be the same array) and advances
 * `keys`, so a stream can be decrypted in pieces (12-byte header, then data).
 * Keys live in locals for the loop: no allocation or property access per byte.
 */
export function zipCryptoDecrypt(keys: ZipCryptoKeys, src: Uint8Array, dst: Uint8Array): void {
  const table = CRC32_TABLE;
  let k0 = keys[0]!;
  let k1 = keys[1]!;
  let k2 = keys[2]!;
  const n = Math.min(src.length, dst.length);
  for (let i = 0; i < n; i++) {
    const t = (k2 | 2) & 0xffff;
    const plain = (src[i]! ^ (Math.imul(t, t ^ 1) >>> 8)) & 0xff;
    dst[i] = plain;
    k0 = table[(k0 ^ plain) & 0xff]! ^ (k0 >>> 8);
    k1 = (Math.imul((k1 + (k0 & 0xff)) >>> 0, 134775813) + 1) >>> 0;
    k2 = table[(k2 ^ (k1 >>> 24)) & 0xff]! ^ (k2 >>> 8);
  }
  keys[0] = k0;
  keys[1] = k1;
  keys[2] = k2;
}
