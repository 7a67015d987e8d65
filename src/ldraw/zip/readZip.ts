import { Inflate, inflateSync } from 'fflate';
import { ZipError } from './ZipError';
import { crc32, zipCryptoDecrypt, zipCryptoKeys } from './zipCrypto';

/** One file in the archive, as the central directory describes it. */
export interface ZipEntry {
  readonly name: string;
  readonly compressedSize: number;
  /** Declared uncompressed size; reading refuses data that does not match it. */
  readonly size: number;
  /** 0 = stored, 8 = deflate; anything else is listed but cannot be read. */
  readonly method: number;
  readonly encrypted: boolean;
  readonly crc32: number;
}

export interface ZipArchive {
  readonly entries: readonly ZipEntry[];
  /** Entry contents; names match case-insensitively, with `\` taken as `/`. Throws ZipError. */
  read(name: string): Uint8Array;
  has(name: string): boolean;
  /** The entry of that name (matched as `read` does), or undefined. */
  entry(name: string): ZipEntry | undefined;
}

export interface ReadZipOptions {
  /** For ZipCrypto-encrypted entries. */
  readonly password?: string;
  readonly maxEntries?: number;
  /** Limit on the sum of all declared uncompressed sizes. */
  readonly maxTotalBytes?: number;
  /** Limit on one entry's declared uncompressed size. */
  readonly maxEntryBytes?: number;
}

const MiB = 1024 * 1024;

/** Zip-bomb guards: generous for brick models, small enough not to exhaust a browser tab. */
export const ZIP_DEFAULT_LIMITS = {
  maxEntries: 100_000,
  maxEntryBytes: 512 * MiB,
  maxTotalBytes: 2048 * MiB,
} as const;

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;

const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIZE = 56;
const CRYPT_HEADER_SIZE = 12;

const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;

/** Deflate cannot expand more than ~1032:1 (a 258-byte match in 2 bits), so larger claims are lies. */
const MAX_DEFLATE_RATIO = 1032;

/** Compressed bytes handed to the streaming inflater at once, and how many may pass without output (see inflate). */
const INFLATE_CHUNK_MIN = 32 * 1024;
const INFLATE_CHUNK_MAX = 64 * 1024;
const INFLATE_CHUNK_FIRST = 4 * 1024;
const INFLATE_MAX_IDLE = 128 * 1024;

interface EntryRecord {
  readonly entry: ZipEntry;
  readonly flags: number;
  readonly modTime: number;
  readonly localOffset: number;
}

/**
 * Reads a zip archive held in memory. Only the central directory is parsed
 * here; entry data is located, decrypted and inflated on `read`.
 * Every failure, including corrupt or hostile input, is a ZipError.
 */
export function readZip(bytes: Uint8Array, options: ReadZipOptions = {}): ZipArchive {
  let records: EntryRecord[];
  try {
    records = parseCentralDirectory(bytes, options);
  } catch (e) {
    throw asZipError(e, 'archive');
  }
  const password = options.password === undefined ? undefined : new TextEncoder().encode(options.password);
  const byKey = new Map<string, EntryRecord>();
  // First wins on duplicate names, like most unzip tools.
  for (const r of records) if (!byKey.has(entryKey(r.entry.name))) byKey.set(entryKey(r.entry.name), r);

  return {
    entries: records.map((r) => r.entry),
    has: (name) => byKey.has(entryKey(name)),
    entry: (name) => byKey.get(entryKey(name))?.entry,
    read(name) {
      const record = byKey.get(entryKey(name));
      if (!record) throw new ZipError(`no entry named "${name}" in the archive`, 'missing');
      try {
        return extract(bytes, record, password);
      } catch (e) {
        throw asZipError(e, `entry ${record.entry.name}`);
      }
    },
  };
}

function entryKey(name: string): string {
  return name.replace(/\\/g, '/').toLowerCase();
}

/** Corrupt input must never surface as a stray TypeError/RangeError from deep inside. */
function asZipError(e: unknown, where: string): ZipError {
  if (e instanceof ZipError) return e;
  const detail = e instanceof Error ? e.message : String(e);
  return new ZipError(`${where}: damaged zip data (${detail})`, 'corrupt', { cause: e });
}

// ---------------------------------------------------------------- central directory

function parseCentralDirectory(bytes: Uint8Array, options: ReadZipOptions): EntryRecord[] {
  const maxEntries = options.maxEntries ?? ZIP_DEFAULT_LIMITS.maxEntries;
  const maxEntryBytes = options.maxEntryBytes ?? ZIP_DEFAULT_LIMITS.maxEntryBytes;
  const maxTotalBytes = options.maxTotalBytes ?? ZIP_DEFAULT_LIMITS.maxTotalBytes;

  const eocd = findEocd(bytes);
  if (eocd < 0) {
    // Starts like a zip but its directory is gone: most likely a cut-short download.
    if (bytes.length >= 4 && u32(bytes, 0) === SIG_LOCAL) {
      throw new ZipError('truncated zip archive: no end-of-central-directory record found');
    }
    const what = bytes.length === 0 ? 'the file is empty' : 'no end-of-central-directory record found';
    throw new ZipError(`not a zip archive: ${what}`, 'not-zip');
  }
  let disk = u16(bytes, eocd + 4);
  let cdDisk = u16(bytes, eocd + 6);
  let count = u16(bytes, eocd + 10);
  let cdSize = u32(bytes, eocd + 12);
  let cdOffset = u32(bytes, eocd + 16);

  // A zip64 locator sits right before the classic record whenever zip64 fields are in use.
  const locator = eocd - ZIP64_LOCATOR_SIZE;
  if (locator >= 0 && u32(bytes, locator) === SIG_ZIP64_LOCATOR) {
    const z = u64(bytes, locator + 8);
    if (z + ZIP64_EOCD_SIZE > locator || u32(bytes, z) !== SIG_ZIP64_EOCD) {
      throw new ZipError('damaged zip64 archive: zip64 end-of-central-directory record not found');
    }
    disk = u32(bytes, z + 16);
    cdDisk = u32(bytes, z + 20);
    count = u64(bytes, z + 32);
    cdSize = u64(bytes, z + 40);
    cdOffset = u64(bytes, z + 48);
  }

  if (disk !== 0 || cdDisk !== 0) {
    throw new ZipError('multi-part (split or spanned) zip archives are not supported', 'unsupported');
  }
  if (count > maxEntries) {
    throw new ZipError(`archive has ${count} entries, over the limit of ${maxEntries}`, 'limit');
  }
  const cdEnd = cdOffset + cdSize;
  if (cdEnd > bytes.length) {
    throw new ZipError('central directory lies beyond the end of the file (truncated archive?)');
  }

  const records: EntryRecord[] = [];
  let total = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + CENTRAL_SIZE > cdEnd || u32(bytes, p) !== SIG_CENTRAL) {
      throw new ZipError(`central directory record ${i + 1} of ${count} is damaged`);
    }
    const flags = u16(bytes, p + 8);
    const method = u16(bytes, p + 10);
    const modTime = u16(bytes, p + 12);
    const crc = u32(bytes, p + 16);
    let compressedSize = u32(bytes, p + 20);
    let size = u32(bytes, p + 24);
    const nameStart = p + CENTRAL_SIZE;
    const extraStart = nameStart + u16(bytes, p + 28);
    const extraEnd = extraStart + u16(bytes, p + 30);
    const next = extraEnd + u16(bytes, p + 32);
    let localOffset = u32(bytes, p + 42);
    if (next > cdEnd) throw new ZipError(`central directory record ${i + 1} of ${count} runs past its end`);
    const name = decodeName(bytes.subarray(nameStart, extraStart), flags);

    if (size === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff) {
      // The zip64 extra field holds only the fields that overflowed, in this fixed order.
      let z = findExtraField(bytes, extraStart, extraEnd, 0x0001);
      const zEnd = z < 0 ? -1 : z + u16(bytes, z - 2);
      const take = (): number => {
        if (z < 0 || z + 8 > zEnd) throw new ZipError(`entry ${name}: zip64 size field is missing or short`);
        const v = u64(bytes, z);
        z += 8;
        return v;
      };
      if (size === 0xffffffff) size = take();
      if (compressedSize === 0xffffffff) compressedSize = take();
      if (localOffset === 0xffffffff) localOffset = take();
    }

    if (size > maxEntryBytes) {
      throw new ZipError(
        `entry ${name} declares ${formatBytes(size)} uncompressed, over the ${formatBytes(maxEntryBytes)} limit per entry`,
        'limit',
      );
    }
    total += size;
    if (total > maxTotalBytes) {
      throw new ZipError(
        `archive declares more than ${formatBytes(maxTotalBytes)} uncompressed in total (limit reached at entry ${name})`,
        'limit',
      );
    }
    const entry: ZipEntry = Object.freeze({
      name,
      compressedSize,
      size,
      method,
      encrypted: (flags & FLAG_ENCRYPTED) !== 0,
      crc32: crc,
    });
    records.push({ entry, flags, modTime, localOffset });
    p = next;
  }
  return records;
}

/**
 * Scans back from the end, since an archive comment (up to 64 KiB) may follow
 * the record. A record whose comment ends exactly at end of file wins over a
 * stray signature inside a comment; failing that, take the last one found.
 */
function findEocd(bytes: Uint8Array): number {
  const last = bytes.length - EOCD_SIZE;
  const stop = Math.max(0, last - 0xffff);
  let fallback = -1;
  for (let i = last; i >= stop; i--) {
    if (bytes[i] !== 0x50 || u32(bytes, i) !== SIG_EOCD) continue;
    if (i + EOCD_SIZE + u16(bytes, i + 20) === bytes.length) return i;
    if (fallback < 0) fallback = i;
  }
  return fallback;
}

/** Offset of the data of extra field `id`, or -1. */
function findExtraField(bytes: Uint8Array, start: number, end: number, id: number): number {
  for (let p = start; p + 4 <= end; p += 4 + u16(bytes, p + 2)) {
    if (u16(bytes, p) === id) return p + 4 + u16(bytes, p + 2) <= end ? p + 4 : -1;
  }
  return -1;
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');

/**
 * Flag bit 11 promises UTF-8. Without it the spec says CP437, but many tools
 * write UTF-8 anyway; we try UTF-8 and otherwise map bytes 1:1 (Latin-1),
 * which is exact for the ASCII names that matter here.
 */
function decodeName(raw: Uint8Array, flags: number): string {
  if (flags & FLAG_UTF8) return utf8Lenient.decode(raw);
  try {
    return utf8Strict.decode(raw);
  } catch {
    let s = '';
    for (let i = 0; i < raw.length; i++) s += String.fromCharCode(raw[i]!);
    return s;
  }
}

// ---------------------------------------------------------------- entry data

function extract(bytes: Uint8Array, record: EntryRecord, password: Uint8Array | undefined): Uint8Array {
  const { entry, flags } = record;
  const { name, method } = entry;
  if (method !== 0 && method !== 8) {
    throw new ZipError(
      `entry ${name} uses compression method ${method} (${methodName(method)}), which is not supported; only stored (0) and deflate (8) are`,
      'unsupported',
    );
  }
  if (flags & FLAG_STRONG_ENCRYPTION) {
    throw new ZipError(`entry ${name} uses PKWARE strong encryption, which is not supported`, 'unsupported');
  }

  const at = record.localOffset;
  if (at + LOCAL_SIZE > bytes.length || u32(bytes, at) !== SIG_LOCAL) {
    throw new ZipError(`entry ${name}: local header not found at offset ${at} (truncated or damaged archive)`);
  }
  // Sizes come from the central directory: local ones are zero when a data descriptor follows.
  const dataStart = at + LOCAL_SIZE + u16(bytes, at + 26) + u16(bytes, at + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) {
    throw new ZipError(`entry ${name}: data runs past the end of the file (truncated archive)`);
  }
  const raw = bytes.subarray(dataStart, dataEnd);
  const data = entry.encrypted ? decrypt(raw, record, password) : raw;

  let out: Uint8Array;
  try {
    out = method === 0 ? stored(data, entry) : inflate(data, entry);
    if (crc32(out) !== entry.crc32) throw new ZipError(`entry ${name}: CRC-32 mismatch (data is damaged)`);
  } catch (e) {
    // With the wrong password, a lucky check byte still leaves garbage: blame the password.
    if (entry.encrypted) throw wrongPassword(name, e);
    throw e;
  }
  // Stored, unencrypted data is a view of the caller's buffer: hand back a copy.
  return out === raw ? raw.slice() : out;
}

function wrongPassword(name: string, cause?: unknown): ZipError {
  return new ZipError(`entry ${name} is encrypted; wrong or missing password`, 'password', { cause });
}

function decrypt(raw: Uint8Array, record: EntryRecord, password: Uint8Array | undefined): Uint8Array {
  const { entry, flags, modTime } = record;
  if (!password) throw wrongPassword(entry.name);
  if (raw.length < CRYPT_HEADER_SIZE) {
    throw new ZipError(`entry ${entry.name}: encrypted data is shorter than its 12-byte header`);
  }
  const keys = zipCryptoKeys(password);
  const header = new Uint8Array(CRYPT_HEADER_SIZE);
  zipCryptoDecrypt(keys, raw.subarray(0, CRYPT_HEADER_SIZE), header);
  // The last header byte repeats the CRC's high byte; writers that stream
  // (flag bit 3) do not know the CRC yet and use the mod time's high byte.
  const check = header[CRYPT_HEADER_SIZE - 1];
  const crcCheck = entry.crc32 >>> 24;
  const ok = flags & FLAG_DATA_DESCRIPTOR ? check === modTime >>> 8 || check === crcCheck : check === crcCheck;
  if (!ok) throw wrongPassword(entry.name);
  const out = new Uint8Array(raw.length - CRYPT_HEADER_SIZE);
  zipCryptoDecrypt(keys, raw.subarray(CRYPT_HEADER_SIZE), out);
  return out;
}

function stored(data: Uint8Array, entry: ZipEntry): Uint8Array {
  if (data.length > entry.size) throw tooLarge(entry);
  if (data.length < entry.size) throw tooSmall(entry, data.length);
  return data;
}

function inflate(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const { name, size } = entry;
  if (data.length === 0) {
    if (size === 0) return new Uint8Array(0);
    throw new ZipError(`entry ${name}: no compressed data for ${formatBytes(size)} declared`);
  }
  if (size > data.length * MAX_DEFLATE_RATIO + 1024) {
    throw new ZipError(
      `entry ${name} declares ${formatBytes(size)} from ${formatBytes(data.length)} of deflate data, more than deflate can produce (damaged header)`,
    );
  }
  if (data.length <= INFLATE_CHUNK_FIRST) return inflateSmall(data, entry);
  // Streamed in chunks so a bomb is refused by the first chunk that passes the
  // declared size; inflateSync would go on decoding long after its buffer was full.
  const out = new Uint8Array(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (chunk.length > size - written) throw tooLarge(entry);
    out.set(chunk, written);
    written += chunk.length;
  });
  // A chunk can expand ~1032-fold before we see its output. The first is 4 KiB and each
  // next one twice the last, up to the working size (32-64 KiB, fewer calls: each costs):
  // a lying entry wastes at most ~max(its declared size, 4 MiB) of decoding (it was
  // 32 MiB, ~140 ms per bomb, with 32 KiB from the start), while entries under 4 KiB
  // compressed, most LDraw files, still take one call and big ones only a few more.
  const chunkSize = Math.min(INFLATE_CHUNK_MAX, Math.max(INFLATE_CHUNK_MIN, Math.ceil(size / MAX_DEFLATE_RATIO)));
  let chunk = INFLATE_CHUNK_FIRST;
  let idle = 0;
  try {
    for (let at = 0; at < data.length; ) {
      const end = Math.min(data.length, at + chunk);
      chunk = Math.min(chunkSize, chunk * 2);
      const before = written;
      inflater.push(data.subarray(at, end), end === data.length);
      idle = written === before ? idle + (end - at) : 0;
      at = end;
      // fflate re-buffers unused input on every push, so bytes after the end of the deflate
      // stream would cost quadratic time. No real stream goes this long without output (a
      // stored block holds at most 64 KiB): finish here and ignore the rest, as inflateSync did.
      if (idle >= INFLATE_MAX_IDLE && at < data.length) {
        inflater.push(new Uint8Array(0), true);
        break;
      }
    }
  } catch (e) {
    if (e instanceof ZipError) throw e;
    const detail = e instanceof Error ? e.message : String(e);
    throw new ZipError(`entry ${name}: deflate data is damaged (${detail})`, 'corrupt', { cause: e });
  }
  if (written < size) throw tooSmall(entry, written);
  return out;
}

/**
 * An entry of at most one first chunk, in one call: the streaming inflater allocates
 * ~200 KiB per entry, and a .io of 20,000 custom parts spent seconds in that and its
 * garbage collection. Output goes into a buffer one byte longer than declared (fflate
 * drops writes past its end), so a longer stream shows as that byte filled; at most
 * ~4 MiB is decoded, as for the streamed first chunk.
 */
function inflateSmall(data: Uint8Array, entry: ZipEntry): Uint8Array {
  let out: Uint8Array;
  try {
    out = inflateSync(data, { out: new Uint8Array(entry.size + 1) });
  } catch (e) {
    // A stored block is copied in with set(), which throws past the buffer's end: too much data, too.
    if (e instanceof RangeError) throw tooLarge(entry);
    const detail = e instanceof Error ? e.message : String(e);
    throw new ZipError(`entry ${entry.name}: deflate data is damaged (${detail})`, 'corrupt', { cause: e });
  }
  if (out.length > entry.size) throw tooLarge(entry);
  if (out.length < entry.size) throw tooSmall(entry, out.length);
  return out;
}

function tooLarge(entry: ZipEntry): ZipError {
  return new ZipError(
    `entry ${entry.name} holds more data than its declared ${formatBytes(entry.size)}; refusing it (possible zip bomb)`,
    'limit',
  );
}

function tooSmall(entry: ZipEntry, actual: number): ZipError {
  return new ZipError(
    `entry ${entry.name} holds ${formatBytes(actual)}, less than its declared ${formatBytes(entry.size)} (damaged)`,
  );
}

function methodName(method: number): string {
  switch (method) {
    case 1: return 'shrink';
    case 6: return 'implode';
    case 9: return 'deflate64';
    case 12: return 'bzip2';
    case 14: return 'LZMA';
    case 93: return 'Zstandard';
    case 95: return 'XZ';
    case 98: return 'PPMd';
    case 99: return 'AES encryption';
    default: return 'unknown';
  }
}

// ---------------------------------------------------------------- little-endian reads

// Out-of-range indexes read as undefined, and `undefined | 0` is 0: callers bound-check
// structures first, so these stay branch-free.
function u16(b: Uint8Array, at: number): number {
  return (b[at]! | (b[at + 1]! << 8)) & 0xffff;
}

function u32(b: Uint8Array, at: number): number {
  return (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
}

/** Above 2^53 this loses precision, but such values fail every limit and bounds check anyway. */
function u64(b: Uint8Array, at: number): number {
  return u32(b, at) + u32(b, at + 4) * 0x1_0000_0000;
}

function formatBytes(n: number): string {
  if (n >= 1024 * MiB && n % (1024 * MiB) === 0) return `${n / (1024 * MiB)} GiB`;
  if (n >= MiB && n % MiB === 0) return `${n / MiB} MiB`;
  return n === 1 ? '1 byte' : `${n} bytes`;
}
