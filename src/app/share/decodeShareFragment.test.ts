import { existsSync, readFileSync } from 'node:fs';
import { deflateSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CORRECTIONS_SCHEMA, emptyCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { encodeBase64Url } from './base64url.ts';
import { decodeShareFragment, SHARE_DECODERS, type ShareDecoder } from './decodeShareFragment.ts';
import { encodeShareFragment } from './encodeShareFragment.ts';
import { MAX_SHARE_BYTES, type SharedModel } from './sharedModel.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const MINIFIG = readFileSync(`${ROOT}models/minifig.ldr`);
/** A real Studio file: a zip of its model and thumbnails, 334 KB, far over what a link carries. */
const DALEK_IO = `${ROOT}../shared/models/marek-saji/dalek__dalek.io`;

const CORRECTIONS: Corrections = {
  schema: CORRECTIONS_SCHEMA,
  parts: { '10': { part: '3818.dat', function: 'weapon', weapon: { kind: 'gun' } } },
  piece: { front: '-z', element: 'Fire' },
};
const MODEL: SharedModel = { name: 'minifig.ldr', bytes: new Uint8Array(MINIFIG), corrections: CORRECTIONS };

/** The fragment for a model (failing the test when it is too large). */
function fragmentOf(model: SharedModel): string {
  const made = encodeShareFragment(model);
  if (!('fragment' in made)) throw new Error(`${model.name} is too large for a link: ${made.tooLarge} bytes`);
  return made.fragment;
}

/** A v1 fragment whose inflated data is `framed` as it is (for malformed headers). */
function v1Of(framed: Uint8Array): string {
  return `share/v1/${encodeBase64Url(deflateSync(framed))}`;
}
function framedWith(header: string, body = new Uint8Array()): Uint8Array {
  const h = new TextEncoder().encode(header);
  const out = new Uint8Array(4 + h.length + body.length);
  new DataView(out.buffer).setUint32(0, h.length);
  out.set(h, 4);
  out.set(body, 4 + h.length);
  return out;
}
const errorOf = (hash: string, decoders?: Readonly<Record<string, ShareDecoder>>): string => {
  const result = decodeShareFragment(hash, decoders);
  if (!result || !('error' in result)) throw new Error(`expected an error for ${hash.slice(0, 40)}`);
  return result.error;
};

describe('a share link round-trips the model, its name and its corrections', () => {
  it('an .ldr with corrections (part, front and Element) comes back byte for byte, with "#" or without', () => {
    const fragment = fragmentOf(MODEL);
    expect(fragment).toMatch(/^share\/v1\/[A-Za-z0-9_-]+$/);
    for (const hash of [fragment, `#${fragment}`]) expect(decodeShareFragment(hash)).toEqual(MODEL);
  });

  it('no corrections travel as none (so the other screen shows the automatic result, whatever it saved)', () => {
    const model = { ...MODEL, corrections: emptyCorrections() };
    expect(decodeShareFragment(fragmentOf(model))).toEqual(model);
  });

  it('the chosen piece travels with it', () => {
    const model = { ...MODEL, name: 'castle.mpd', piece: 3 };
    expect(decodeShareFragment(fragmentOf(model))).toEqual(model);
  });

  it('a Studio .io (a zip) travels as its own bytes, not unpacked', () => {
    const io = zipSync({ 'model.ldr': new Uint8Array(MINIFIG), 'thumbnail.png': new Uint8Array(64) });
    const model = { ...MODEL, name: 'figure.io', bytes: io };
    expect(decodeShareFragment(fragmentOf(model))).toEqual(model);
  });

  it('names in any script, and a file with no bytes', () => {
    const model = { ...MODEL, name: 'Zoë 騎士.mpd', bytes: new Uint8Array() };
    expect(decodeShareFragment(fragmentOf(model))).toEqual(model);
  });
});

/** Bytes that do not compress (xorshift32): deflated, a few bytes more than they are. */
function noise(length: number): Uint8Array {
  let x = 2463534242;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
}

describe('too large for a link', () => {
  it('a file over 32 KB compressed gives its compressed size instead of a link', () => {
    const made = encodeShareFragment({ ...MODEL, name: 'noise.ldr', bytes: noise(MAX_SHARE_BYTES + 100) });
    expect(made).not.toHaveProperty('fragment');
    expect((made as { tooLarge: number }).tooLarge).toBeGreaterThan(MAX_SHARE_BYTES);
  });

  it('a file just under it still gets a link', () => {
    expect(encodeShareFragment({ ...MODEL, name: 'noise.ldr', bytes: noise(MAX_SHARE_BYTES - 1000) })).toHaveProperty('fragment');
  });

  it.skipIf(!existsSync(DALEK_IO))('a real Studio file with its thumbnails is too large', () => {
    const made = encodeShareFragment({ ...MODEL, name: 'dalek__dalek.io', bytes: new Uint8Array(readFileSync(DALEK_IO)) });
    expect((made as { tooLarge: number }).tooLarge).toBeGreaterThan(300_000);
  });
});

describe('a malformed link gives one line saying what is wrong', () => {
  const good = fragmentOf(MODEL);
  const payload = good.slice('share/v1/'.length);

  it('fragments that are not share links are not read at all', () => {
    for (const hash of ['', '#', '#top', '#shared', 'v1/abc']) expect(decodeShareFragment(hash)).toBeUndefined();
  });

  it('bad base64', () => {
    expect(errorOf(`share/v1/${payload.slice(0, 10)}*${payload.slice(11)}`)).toBe('This share link cannot be opened: its data is not readable: the character "*" at 11 is not base64url.');
  });

  it('bad compression', () => {
    expect(errorOf(`share/v1/${encodeBase64Url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))}`)).toMatch(/^This share link cannot be opened: its data does not decompress \(.+\); was the link copied whole\?$/);
  });

  it('bad JSON in the header, or JSON that is not a header', () => {
    expect(errorOf(v1Of(framedWith('{"name": "a.ldr",')))).toMatch(/^This share link cannot be opened: its header is not JSON \(.+\)\.$/);
    expect(errorOf(v1Of(framedWith('[1, 2]')))).toBe('This share link cannot be opened: its header is not a JSON object.');
    expect(errorOf(v1Of(framedWith('{"name": "../a.ldr", "key": "x", "corrections": ""}')))).toMatch(/its header names no file/);
    expect(errorOf(v1Of(framedWith('{"name": "a.ldr", "corrections": ""}')))).toMatch(/its header has no "key"/);
    expect(errorOf(v1Of(new Uint8Array([0, 0])))).toMatch(/its data ends before its header/);
    expect(errorOf(v1Of(new Uint8Array([0, 0, 1, 0, 32])))).toMatch(/its data ends inside its header/);
  });

  it('corrections that are not a corrections file: the corrections reader\'s own message', () => {
    const key = 'a.ldr:811c9dc5:0';
    expect(errorOf(v1Of(framedWith(JSON.stringify({ name: 'a.ldr', key, corrections: '{"schema": "other"}' }))))).toBe(
      `This share link cannot be opened: a.ldr: the link's corrections: not a corrections file (expected "schema": "${CORRECTIONS_SCHEMA}").`,
    );
  });

  it('unknown version, and no version', () => {
    expect(errorOf(`share/v9/${payload}`)).toBe('This share link cannot be opened: it is a version "v9" link, which this brickstats does not know (it reads v1): was it made by a newer one?');
    expect(errorOf('share/__proto__/abc')).toMatch(/version "__proto__" link, which this brickstats does not know/);
    expect(errorOf('share/abc')).toMatch(/^This share link cannot be opened: it names no version before its data/);
    expect(errorOf('share/')).toMatch(/it names no version/);
  });

  it('truncated anywhere: every cut of a real link is refused, none opens a shorter model', () => {
    for (let n = 0; n < payload.length; n++) {
      const result = decodeShareFragment(`share/v1/${payload.slice(0, n)}`);
      expect(result, `cut to ${n} characters`).toHaveProperty('error');
    }
  });

  it('one character changed anywhere in the data: refused or the same model (never another one)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < payload.length; i += 7) {
      const c = alphabet[(alphabet.indexOf(payload[i]!) + 1) % 64]!;
      const result = decodeShareFragment(`share/v1/${payload.slice(0, i)}${c}${payload.slice(i + 1)}`);
      if (result && !('error' in result)) expect(result.bytes, `changed at ${i}`).toEqual(MODEL.bytes);
    }
  });

  it('data longer than any link this brickstats makes is refused before it is unpacked', () => {
    const long = encodeBase64Url(new Uint8Array(MAX_SHARE_BYTES + 1));
    expect(errorOf(`share/v1/${long}`)).toBe(`This share link cannot be opened: its data is ${MAX_SHARE_BYTES + 1} bytes, more than the ${MAX_SHARE_BYTES} a link carries.`);
  });

  it('a link with nothing after its version', () => {
    expect(errorOf('share/v1/')).toBe('This share link cannot be opened: it carries no data; was the link copied whole?');
  });
});

describe('versions: each link is read by its own version\'s decoder', () => {
  it('a new version added beside v1: v2 links go to it, v1 links still open as before', () => {
    const seen: string[] = [];
    const v2: ShareDecoder = (data) => {
      seen.push(data);
      return { name: 'from-v2.ldr', bytes: new TextEncoder().encode(data), corrections: emptyCorrections() };
    };
    const decoders = { ...SHARE_DECODERS, v2 };
    expect(decodeShareFragment('share/v2/hello', decoders)).toMatchObject({ name: 'from-v2.ldr' });
    expect(seen).toEqual(['hello']);
    expect(decodeShareFragment(fragmentOf(MODEL), decoders)).toEqual(MODEL);
    // And the message for an unknown version lists what is read.
    expect(errorOf('share/v3/x', decoders)).toMatch(/\(it reads v1, v2\)/);
  });

  it('a decoder\'s message is said as the link\'s', () => {
    const failing: ShareDecoder = () => ({ error: 'it is too old' });
    expect(errorOf('share/v0/x', { v0: failing })).toBe('This share link cannot be opened: it is too old.');
  });
});
