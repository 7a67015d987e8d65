import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLibraryIndex } from '../../../src/app/library/LibraryIndex.ts';
import { readLibraryPack } from '../../../src/app/library/LibraryPack.ts';
import { readLibraryRelease } from '../../../src/app/library/LibraryRelease.ts';
import { libraryHandler } from '../../../src/app/server/ldrawLibraryPlugin.ts';
import { smallLibrary } from '../../support/smallLibrary.ts';

/** A library of one part, in a folder whose name must never reach a client. */
function library(): string {
  const root = mkdtempSync(join(tmpdir(), 'secret-library-'));
  mkdirSync(join(root, 'parts'));
  mkdirSync(join(root, 'p'));
  writeFileSync(join(root, 'parts', '3001.dat'), '0 Brick 2 x 4\n');
  writeFileSync(join(root, 'LDConfig.ldr'), '0 LDraw.org Configuration File\n');
  return root;
}

/** Calls the middleware as connect would, with a fake request and response. */
function request(handler: ReturnType<typeof libraryHandler>, url: string) {
  const res = { statusCode: 200, body: '', bytes: Buffer.alloc(0), headers: {} as Record<string, string>, passed: false };
  const fake = {
    get statusCode() {
      return res.statusCode;
    },
    set statusCode(code: number) {
      res.statusCode = code;
    },
    setHeader: (name: string, value: string) => (res.headers[name] = value),
    end: (body?: string | Uint8Array) => {
      res.bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body ?? []);
      res.body = res.bytes.toString('latin1');
    },
  };
  handler({ url } as IncomingMessage, fake as unknown as ServerResponse, () => (res.passed = true));
  return res;
}

describe('the library dev server', () => {
  const root = library();
  const handler = libraryHandler(() => root);

  it('serves the index: every part by its real path, with what it needs', () => {
    const res = request(handler, '/ldraw/index.json');
    expect(res.statusCode).toBe(200);
    const index = readLibraryIndex(JSON.parse(res.body));
    expect(index.path(index.find('parts/3001.dat')!)).toBe('parts/3001.dat');
    expect(index.find('ldconfig.ldr')).toBeDefined();
  });

  it('serves the release the index names, to be asked again every time (no-cache)', () => {
    const res = request(handler, '/ldraw/release.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['Cache-Control']).toBe('no-cache');
    expect(readLibraryRelease(JSON.parse(res.body))).toBe(JSON.parse(request(handler, '/ldraw/index.json').body).release);
  });

  it('serves the pack of the primitives the index names, asked again every time (no-cache); none for a library without primitives', () => {
    const small = smallLibrary();
    const res = request(libraryHandler(() => small), '/ldraw/pack');
    expect(res.statusCode).toBe(200);
    expect(res.headers['Cache-Control']).toBe('no-cache');
    expect(new TextDecoder().decode(readLibraryPack(res.bytes).get('p/stud.dat'))).toBe('0 Stud\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 4-4cyli.dat\r\n');
    expect(request(handler, '/ldraw/pack')).toMatchObject({ statusCode: 404, body: 'not found' });
  });

  it('serves a library file', () => {
    expect(request(handler, '/ldraw/file/parts/3001.dat')).toMatchObject({ statusCode: 200, body: '0 Brick 2 x 4\n' });
  });

  it.each(['/ldraw/file/parts/%E0%A4%A', '/ldraw/file/%', '/ldraw/file/parts/3001%zz.dat', '/ldraw/index.json%C0'])('answers a bad %%-escape (%s) with 400 and no path', (url) => {
    const res = request(handler, url);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('bad request');
    expect(res.passed).toBe(false);
  });

  it.each(['/ldraw/file/../../../etc/passwd', '/ldraw/file/parts%2F..%2F..%2F..%2Fetc%2Fpasswd', '/ldraw/file/parts/3001.dat%00.txt', '/ldraw/file/parts'])('refuses %s with 404 and no path', (url) => {
    const res = request(handler, url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('not found');
  });

  it('leaves other addresses, even malformed ones, to the next middleware', () => {
    expect(request(handler, '/src/main.tsx%E0%A4%A').passed).toBe(true);
  });

  it('says what to do, without paths, when there is no library', () => {
    const res = request(libraryHandler(() => undefined), '/ldraw/index.json');
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toMatch(/\//);
  });

  it('never shows the library folder in a body', () => {
    for (const url of ['/ldraw/index.json', '/ldraw/release.json', '/ldraw/colours', '/ldraw/file/x', '/ldraw/file/%']) expect(request(handler, url).body).not.toContain(root);
  });
});
