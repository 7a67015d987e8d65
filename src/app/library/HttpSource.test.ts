import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpSource } from './HttpSource.ts';

const BASE = 'http://library.test/ldraw/';
const text = (s: string) => new TextEncoder().encode(s);

/** A server: each URL (after BASE) answers with a body, a status, a thrown network error, or never. */
function serve(routes: Record<string, string | number | Error | 'never'>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const path = url.slice(BASE.length);
    asked.push(path);
    const route = routes[path];
    if (route === undefined) return Promise.resolve(new Response('not found', { status: 404 }));
    if (route === 'never') return new Promise(() => {});
    if (route instanceof Error) return Promise.reject(route);
    if (typeof route === 'number') return Promise.resolve(new Response('no library here', { status: route }));
    return Promise.resolve(new Response(route));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HttpSource', () => {
  it('fetches a file by the exact path the index gives, and asks for nothing the index lacks', async () => {
    const asked = serve({ 'index.json': JSON.stringify({ files: { 'parts/3001.dat': 'parts/3001.dat', 'p/stud.dat': 'p/Stud.dat' } }), colours: '0 LDConfig', 'file/p/Stud.dat': '0 Stud' });
    const source = new HttpSource(BASE);
    expect(await source.read('p/stud.dat')).toEqual(text('0 Stud'));
    expect(await source.read('parts/nosuch.dat')).toBeUndefined();
    expect(asked.filter((a) => a.startsWith('file/'))).toEqual(['file/p/Stud.dat']);
  });

  it('reads the colours without waiting for the index', async () => {
    serve({ 'index.json': 'never', colours: '0 !COLOUR Black CODE 0 VALUE #1B2A34 EDGE #808080' });
    const source = new HttpSource(BASE);
    expect(new TextDecoder().decode(await source.read('ldconfig.ldr'))).toMatch(/^0 !COLOUR Black/);
  });

  it('finds the colours through the index when their own URL fails, and goes without when neither can be had', async () => {
    serve({ 'index.json': JSON.stringify({ files: { 'ldconfig.ldr': 'LDConfig.ldr' } }), colours: new TypeError('Failed to fetch'), 'file/LDConfig.ldr': '0 from the index' });
    expect(await new HttpSource(BASE).read('ldconfig.ldr')).toEqual(text('0 from the index'));
    serve({ 'index.json': 503, colours: 404 });
    expect(await new HttpSource(BASE).read('ldconfig.ldr')).toBeUndefined();
  });

  it('says the library is not available, and why, when the index cannot be had or read', async () => {
    serve({ 'index.json': new TypeError('Failed to fetch') });
    await expect(new HttpSource(BASE).read('parts/3001.dat')).rejects.toThrow('the LDraw library is not available (its index could not be fetched: Failed to fetch)');
    serve({ 'index.json': 503 });
    await expect(new HttpSource(BASE).read('parts/3001.dat')).rejects.toThrow('the LDraw library is not available (503: no library here)');
    serve({ 'index.json': '<html>proxy error</html>' });
    await expect(new HttpSource(BASE).read('parts/3001.dat')).rejects.toThrow(/^the LDraw library is not available \(its index is not JSON: /);
    serve({ 'index.json': '{"parts": []}' });
    await expect(new HttpSource(BASE).ready()).resolves.toBeUndefined();
    await expect(new HttpSource(BASE).read('parts/3001.dat')).rejects.toThrow('the LDraw library is not available (its index lists no files)');
  });
});
