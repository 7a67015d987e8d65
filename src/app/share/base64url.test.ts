import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';

describe('base64url', () => {
  it('round-trips any bytes, in the URL-safe alphabet and without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = encodeBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it('uses - and _ where base64 has + and /', () => {
    expect(encodeBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('round-trips more bytes than one chunk of the encoder (0x8000)', () => {
    const bytes = Uint8Array.from({ length: 100_001 }, (_, i) => (i * 7919) & 0xff);
    expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
  });

  it('names a character outside the alphabet and where it is', () => {
    expect(decodeBase64Url('abc+def')).toEqual({ error: 'the character "+" at 4 is not base64url' });
    expect(decodeBase64Url('abcd%20')).toEqual({ error: 'the character "%" at 5 is not base64url' });
  });

  it('refuses a length no encoding gives (one character past whole groups)', () => {
    expect(decodeBase64Url('abcde')).toEqual({ error: '5 base64url characters cannot be whole (a link cut short?)' });
  });
});
