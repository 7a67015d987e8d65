import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startView } from '../../src/cli/commands/view.ts';
import type { Io } from '../../src/cli/Io.ts';
import { viewPath } from '../../src/cli/view/viewServer.ts';

/** A built site, a secret beside it, and a model file in a folder of its own with a secret beside it too. */
function layout() {
  const top = mkdtempSync(join(tmpdir(), 'view-secret-'));
  const files: Record<string, string> = {
    'site/index.html': '<!doctype html><title>brickstats</title>',
    'site/assets/index-abc.js': 'console.log(1)',
    'site/ldraw/index.json': '{}',
    'site/ldraw/file/parts/3001.dat': '0 Brick  2 x  4',
    'site/ldraw/file/p/box3#8p.dat': '0 Box with a hash',
    'site/cli.mjs': '// the command line, not the site',
    'site/cli.mjs.map': '{}',
    'site/cli.cjs': '// the command line, not the site',
    'site/cli.cjs.map': '{}',
    'site/cli.inputs.json': '[]',
    'site/cli.analyze.v8cache': 'code cache',
    'site/readme-commands.mjs': '// a build tool, not the site',
    'site/.env': 'SECRET=1',
    'secret.txt': 'top secret',
    'models/My Knight.ldr': '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat',
    'models/other.ldr': 'another model in the same folder',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(top, path)), { recursive: true });
    writeFileSync(join(top, path), text);
  }
  return { top, site: join(top, 'site'), file: join(top, 'models', 'My Knight.ldr') };
}

const quiet: Io = { out: () => {}, err: () => {}, exit: () => {} };

/** A raw GET: the path is sent as written, never normalised by a client. */
function get(port: number, path: string, host = `127.0.0.1:${port}`): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('brickstats view', () => {
  const { top, site, file } = layout();
  let server: Server;
  let url: string;
  let port: number;

  beforeAll(async () => {
    ({ server, url } = await startView(file, { port: 0, open: false, site }, quiet));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('listens on the loopback address only and prints the address that opens the file', () => {
    expect((server.address() as { address: string }).address).toBe('127.0.0.1');
    expect(url).toBe(`http://127.0.0.1:${port}/?model=%2Fmodel%2FMy%2520Knight.ldr`);
    expect(new URL(url).searchParams.get('model')).toBe('/model/My%20Knight.ldr');
    expect(viewPath(undefined)).toBe('/');
  });

  it('serves the site, its library and the one file', async () => {
    expect(await get(port, '/')).toEqual({ status: 200, body: '<!doctype html><title>brickstats</title>' });
    expect(await get(port, '/?model=%2Fmodel%2FMy%2520Knight.ldr')).toMatchObject({ status: 200 });
    expect(await get(port, '/assets/index-abc.js')).toEqual({ status: 200, body: 'console.log(1)' });
    expect(await get(port, '/ldraw/file/parts/3001.dat')).toEqual({ status: 200, body: '0 Brick  2 x  4' });
    expect(await get(port, '/ldraw/file/p/box3%238p.dat')).toEqual({ status: 200, body: '0 Box with a hash' });
    expect(await get(port, '/model/My%20Knight.ldr')).toEqual({ status: 200, body: '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat' });
  });

  it.each([
    '/model/other.ldr',
    '/model/',
    '/model/My%20Knight.ldr/',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/ldraw/file/..%2F..%2F..%2Fsecret.txt',
    '/model/..%2F..%2Fsecret.txt',
    '/model/..%2Fother.ldr',
    '/model/.%2FMy%20Knight.ldr',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/assets/index-abc.js%00.html',
    '/cli.mjs',
    '/cli.mjs.map',
    '/cli.cjs',
    '/cli.cjs.map',
    '/cli.inputs.json',
    '/cli.analyze.v8cache',
    '/readme-commands.mjs',
    '/.env',
    '/nosuch.html',
    '/assets',
  ])('answers %s with 404 and no path', async (path) => {
    const res = await get(port, path);
    expect(res).toEqual({ status: 404, body: 'not found' });
  });

  it.each(['/%', '/assets/%E0%A4%A', '/ldraw/file/parts/3001%zz.dat', '/model/%C0'])('answers the bad %%-escape %s with 400 and no path', async (path) => {
    expect(await get(port, path)).toEqual({ status: 400, body: 'bad request' });
  });

  it('refuses a request naming another host (a page rebinding its name to this address)', async () => {
    expect(await get(port, '/model/My%20Knight.ldr', `evil.example:${port}`)).toEqual({ status: 400, body: 'bad request' });
    expect((await get(port, '/', `localhost:${port}`)).status).toBe(200);
  });

  it('never shows a folder in a body', async () => {
    for (const path of ['/%', '/../secret.txt', '/model/other.ldr', '/nosuch']) expect((await get(port, path)).body).not.toContain(top);
  });

  it('says to build first when the site is not built, and names a file that is not there', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-site-'));
    await expect(startView(undefined, { port: 0, open: false, site: empty }, quiet)).rejects.toThrow('the viewer is not built: run "npm run build" first');
    await expect(startView(join(top, 'nosuch.ldr'), { port: 0, open: false, site }, quiet)).rejects.toThrow('nosuch.ldr: no such file');
    await expect(startView(join(top, 'models'), { port: 0, open: false, site }, quiet)).rejects.toThrow('is not a model file');
  });
});
