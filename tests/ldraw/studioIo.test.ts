import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { ZipWriter, TextReader, Uint8ArrayWriter } from '@zip.js/zip.js';
import { readStudioIo, STUDIO_IO_PASSWORD } from '../../src/ldraw/studioIo';
import { readZip } from '../../src/ldraw/zip/readZip';
import { ZipError } from '../../src/ldraw/zip/ZipError';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const DALEK_IO = `${SHARED_MODELS}/marek-saji/dalek__dalek.io`;
const DALEK_LDR = `${SHARED_MODELS}/marek-saji/dalek__dalek.ldr`;
const TEXMAPS_IO = `${SHARED_MODELS}/brickhub-tests/studio_texmaps1.io`;
const TEXMAPS_LDR = `${SHARED_MODELS}/brickhub-tests/studio_texmaps1.ldr`;

const load = (path: string) => new Uint8Array(readFileSync(path));
const typeOneLines = (text: string) => text.split(/\r?\n/).filter((l) => l.startsWith('1 '));
const utf8 = (s: string) => new TextEncoder().encode(s);

function zipError(f: () => unknown): ZipError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ZipError);
    return e as ZipError;
  }
  throw new Error('expected a ZipError, but nothing was thrown');
}

describe.runIf(hasSharedModels)('readStudioIo on real Studio files', () => {
  it.each([
    ['dalek', DALEK_IO, DALEK_LDR, 24],
    ['studio_texmaps1', TEXMAPS_IO, TEXMAPS_LDR, 18],
  ])('%s.io (encrypted) gives the same parts as its LDraw export', (_, io, ldr, parts) => {
    const model = readStudioIo(load(io), io);
    expect(model.entry).toBe('model.ldr');
    expect(model.encrypted).toBe(true);
    expect(model.text.charCodeAt(0)).not.toBe(0xfeff);
    const expected = typeOneLines(readFileSync(ldr, 'utf8'));
    expect(expected.length).toBe(parts);
    expect(typeOneLines(model.text)).toEqual(expected);
  });

  it('the real files are ZipCrypto archives that the Studio password opens', () => {
    const zip = readZip(load(DALEK_IO), { password: STUDIO_IO_PASSWORD });
    expect(zip.entries.every((e) => e.encrypted)).toBe(true);
    expect(zip.has('model2.ldr')).toBe(true);
    // model2.ldr carries BrickLink colour ids (86 for the first brick, LDraw 71):
    // this is why readStudioIo does not use it.
    const model2 = new TextDecoder().decode(zip.read('model2.ldr'));
    expect(typeOneLines(model2)[0]?.split(' ')[1]).toBe('86');
    expect(model2).toContain('0 FILE 4733.dat');
  });

  it('reports a file name and a password problem when the entry will not decrypt', () => {
    const bytes = load(DALEK_IO);
    // Flip the encrypted check byte of model.ldr: now no known password opens it.
    bytes[entryDataStart(bytes, 'model.ldr') + 11]! ^= 0xff;
    const err = zipError(() => readStudioIo(bytes, 'dalek.io'));
    expect(err.code).toBe('password');
    expect(err.message).toBe("dalek.io: model.ldr is encrypted with a password other than Studio's");
  });

  it('reports a truncated .io with its file name', () => {
    const bytes = load(TEXMAPS_IO).subarray(0, 100_000);
    const err = zipError(() => readStudioIo(bytes, 'texmaps.io'));
    expect(err.code).toBe('corrupt');
    expect(err.message).toBe('texmaps.io: truncated zip archive: no end-of-central-directory record found');
  });
});

describe('readStudioIo on built archives', () => {
  it('reads an unencrypted (newer Studio) .io and prefers model.ldr over model2.ldr', () => {
    const bytes = zipSync({
      'model2.ldr': utf8('0 FILE x\n1 86 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'),
      'model.ldr': utf8('\ufeff0 Test\n1 71 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'),
    });
    const model = readStudioIo(bytes, 'new.io');
    expect(model).toMatchObject({ text: '0 Test\n1 71 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n', entry: 'model.ldr', encrypted: false });
  });

  it('serves the archive\'s CustomParts/ folder with the library layout', () => {
    const bytes = zipSync({
      'model.ldr': utf8('1 71 0 0 0 1 0 0 0 1 0 0 0 1 custom.dat\n'),
      'CustomParts/custom.dat': utf8('0 Custom Brick\n'),
      'CustomParts/s/s/customs01.dat': utf8('0 Custom subpart\n'),
      'CustomParts/p/prim.dat': utf8('0 Custom primitive\n'),
    });
    const parts = readStudioIo(bytes, 'custom.io').customParts;
    const text = (path: string) => {
      const b = parts.read(path);
      return b instanceof Uint8Array ? new TextDecoder().decode(b) : b;
    };
    expect(text('parts/custom.dat')).toBe('0 Custom Brick\n');
    expect(text('parts/s/customs01.dat')).toBe('0 Custom subpart\n');
    expect(text('p/prim.dat')).toBe('0 Custom primitive\n');
    expect(text('parts/absent.dat')).toBeUndefined();
  });

  it('bounds what the archive inflates to: model.ldr over the limit is refused, custom parts past it are missing', () => {
    const model = utf8(`1 16 0 0 0 1 0 0 0 1 0 0 0 1 a.dat\n${'0 padding\n'.repeat(99)}`);
    const bytes = zipSync({ 'model.ldr': model, 'CustomParts/a.dat': utf8('0 A\n'.repeat(50)), 'CustomParts/b.dat': utf8('0 B\n') });
    const err = zipError(() => readStudioIo(bytes, 'big.io', model.length - 1));
    expect(err.code).toBe('limit');
    expect(err.message).toBe('big.io: model.ldr inflates to 1 MB, over the 1 MB limit for model files');
    // 200 bytes left after model.ldr: a.dat (200) fits, then b.dat (4) does not.
    const parts = readStudioIo(bytes, 'big.io', model.length + 200).customParts;
    expect(parts.read('parts/a.dat')).toBeInstanceOf(Uint8Array);
    expect(parts.read('parts/b.dat')).toBeUndefined();
    // Why b.dat was not given: the entry and the limit, for the missing-part list.
    expect(parts.why?.('parts/b.dat')).toBe('big.io: CustomParts/b.dat inflates to 1 MB, past the 1 MB limit for model files (model.ldr and the custom parts before it count too)');
    expect(parts.why?.('parts/a.dat')).toBeUndefined();
  });

  it('says why a damaged custom part is missing: the entry and the damage', () => {
    const bytes = zipSync({ 'model.ldr': utf8('1 16 0 0 0 1 0 0 0 1 0 0 0 1 bad.dat\n'), 'CustomParts/bad.dat': utf8('0 Bad part\n') }, { level: 0 });
    // Break the stored data after the directory was written: its CRC no longer matches.
    const damaged = bytes.slice();
    const start = new TextDecoder('latin1').decode(damaged).indexOf('0 Bad part');
    expect(start).toBeGreaterThan(0);
    damaged[start + 2] = 'X'.charCodeAt(0);
    const parts = readStudioIo(damaged, 'bad.io').customParts;
    expect(parts.read('parts/bad.dat')).toBeUndefined();
    expect(parts.why?.('parts/bad.dat')).toBe('bad.io: entry CustomParts/bad.dat: CRC-32 mismatch (data is damaged)');
  });

  it('decodes UTF-8 text', () => {
    const model = readStudioIo(zipSync({ 'model.ldr': utf8('0 Author: Zoë Łukasz\n') }), 'utf8.io');
    expect(model.text).toBe('0 Author: Zoë Łukasz\n');
  });

  it('falls back to Latin-1 when the text is not valid UTF-8', () => {
    const latin1 = Uint8Array.from([...utf8('0 Author: Zo'), 0xeb, ...utf8('\n')]);
    expect(readStudioIo(zipSync({ 'model.ldr': latin1 }), 'old.io').text).toBe('0 Author: Zoë\n');
  });

  it('refuses an AES-encrypted .io in one line naming the file, the entry and AES', async () => {
    const writer = new ZipWriter(new Uint8ArrayWriter(), { useWebWorkers: false, password: STUDIO_IO_PASSWORD, encryptionStrength: 3 });
    await writer.add('model.ldr', new TextReader('1 71 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'));
    const bytes = await writer.close();
    const err = zipError(() => readStudioIo(bytes, 'aes.io'));
    expect(err.code).toBe('unsupported');
    expect(err.message).toBe('aes.io: entry model.ldr uses compression method 99 (AES encryption), which is not supported; only stored (0) and deflate (8) are');
  });

  it('refuses a zip without model.ldr', () => {
    const bytes = zipSync({ 'model2.ldr': utf8('0 FILE x\n'), 'thumbnail.png': new Uint8Array(8) });
    const err = zipError(() => readStudioIo(bytes, 'odd.io'));
    expect(err.message).toBe('odd.io: not a Studio .io file: no model.ldr inside');
  });

  it('refuses a file that is not a zip at all', () => {
    const err = zipError(() => readStudioIo(utf8('0 FILE main.ldr\n'), 'plain.io'));
    expect(err.code).toBe('not-zip');
    expect(err.message).toMatch(/^plain\.io: not a Studio \.io file: not a zip archive/);
  });

  it('prefixes other zip errors with the file name', () => {
    const bytes = zipSync({ 'model.ldr': utf8('1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'.repeat(50)) });
    // Damage the deflate data: the CRC or the inflater must notice.
    bytes[entryDataStart(bytes, 'model.ldr') + 5]! ^= 0x55;
    const err = zipError(() => readStudioIo(bytes, 'damaged.io'));
    expect(err.code).toBe('corrupt');
    expect(err.message).toMatch(/^damaged\.io: entry model\.ldr/);
  });
});

function u16(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8);
}

/** Where the (compressed, maybe encrypted) data of entry `name` starts, from its local header. */
function entryDataStart(bytes: Uint8Array, name: string): number {
  const want = new TextEncoder().encode(name);
  for (let i = 0; i + 30 + want.length <= bytes.length; i++) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b || bytes[i + 2] !== 3 || bytes[i + 3] !== 4) continue;
    if (u16(bytes, i + 26) === want.length && want.every((c, j) => bytes[i + 30 + j] === c)) {
      return i + 30 + want.length + u16(bytes, i + 28);
    }
  }
  throw new Error(`no local header for ${name}`);
}
