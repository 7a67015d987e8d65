import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpSource } from './HttpSource.ts';
import { cacheKey } from './CacheLedger.ts';
import type { LibraryCache } from './LibraryCache.ts';
import { encodeLibraryIndex } from './LibraryIndex.ts';
import { encodeLibraryPack } from './LibraryPack.ts';
import { libraryReleaseJson } from './LibraryRelease.ts';

const BASE = 'http://library.test/ldraw/';
const text = (s: string) => new TextEncoder().encode(s);

/** A server: each URL (after BASE) answers with a body, a status, a thrown network error, or never. */
function serve(routes: Record<string, string | Uint8Array | number | Error | 'never'>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const path = url.slice(BASE.length);
    asked.push(path);
    const route = routes[path];
    if (route === undefined) return Promise.resolve(new Response('not found', { status: 404 }));
    if (route === 'never') return new Promise(() => {});
    if (route instanceof Error) return Promise.reject(route);
    if (typeof route === 'number') return Promise.resolve(new Response('no library here', { status: route }));
    return Promise.resolve(new Response(typeof route === 'string' ? route : new Blob([route.slice()])));
  });
  return asked;
}

/** An index of these real paths; `needs` lists, by path, what each file needs at any depth; `pack`, the files served in the pack. */
function index(paths: string[], needs: Record<string, string[]> = {}, pack: string[] = []): string {
  const id = (p: string) => paths.indexOf(p);
  return JSON.stringify(encodeLibraryIndex(paths, paths.map((p) => (needs[p] ?? []).map(id)), pack.map(id)));
}

/** A cache in memory that keeps what HttpSource puts, by release as the browser's does (opening a release drops the others). */
function memoryCache(): LibraryCache & { readonly kept: Map<string, Uint8Array> } {
  const kept = new Map<string, Uint8Array>();
  const key = (release: string, path: string) => JSON.stringify(cacheKey(release, path));
  const usage = async () => ({ bytes: [...kept.values()].reduce((n, b) => n + b.byteLength, 0), files: kept.size });
  return {
    kept,
    async open(release) {
      for (const k of [...kept.keys()]) if (JSON.parse(k)[0] !== release) kept.delete(k);
      return { get: async (path) => kept.get(key(release, path)), put: (path, bytes) => void kept.set(key(release, path), bytes) };
    },
    usage,
    async clear() {
      kept.clear();
      return usage();
    },
  };
}

const release = (name: string) => JSON.stringify(libraryReleaseJson(name));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HttpSource', () => {
  it('fetches a file by the exact path the index gives, and asks for nothing the index lacks', async () => {
    const asked = serve({ 'index.json': index(['parts/3001.dat', 'p/Stud.dat']), colours: '0 LDConfig', 'file/p/Stud.dat': '0 Stud' });
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
    serve({ 'index.json': index(['LDConfig.ldr']), colours: new TypeError('Failed to fetch'), 'file/LDConfig.ldr': '0 from the index' });
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
    serve({ 'index.json': '{"files": {}}' });
    await expect(new HttpSource(BASE).ready()).resolves.toBeUndefined();
    await expect(new HttpSource(BASE).read('parts/3001.dat')).rejects.toThrow('the LDraw library is not available (it is not a brickstats/ldraw-index@2 index)');
  });

  it('fetches everything a part needs together with the part: one round, and nothing fetched twice', async () => {
    const paths = ['parts/3001.dat', 'parts/s/3001s01.dat', 'p/stud.dat', 'p/4-4cyli.dat', 'parts/3003.dat'];
    const asked = serve({
      'index.json': index(paths, { 'parts/3001.dat': ['parts/s/3001s01.dat', 'p/stud.dat', 'p/4-4cyli.dat'], 'parts/s/3001s01.dat': ['p/stud.dat', 'p/4-4cyli.dat'], 'p/stud.dat': ['p/4-4cyli.dat'], 'parts/3003.dat': ['p/stud.dat', 'p/4-4cyli.dat'] }),
      ...Object.fromEntries(paths.map((p) => [`file/${p}`, `0 ${p}`])),
    });
    const source = new HttpSource(BASE);
    source.countFromHere();
    // The loader's waves: the part, then (once it is read) its subpart, then the primitives.
    expect(await source.read('parts/3001.dat')).toEqual(text('0 parts/3001.dat'));
    expect(asked.filter((a) => a.startsWith('file/')).sort()).toEqual(['file/p/4-4cyli.dat', 'file/p/stud.dat', 'file/parts/3001.dat', 'file/parts/s/3001s01.dat']);
    expect(await source.read('parts/s/3001s01.dat')).toEqual(text('0 parts/s/3001s01.dat'));
    expect(await source.read('p/stud.dat')).toEqual(text('0 p/stud.dat'));
    expect(await source.read('p/4-4cyli.dat')).toEqual(text('0 p/4-4cyli.dat'));
    expect(asked.filter((a) => a.startsWith('file/'))).toHaveLength(4);
    expect(source.requests).toEqual({ files: 4, rounds: 1, cached: 0 });
    // Another part asked for only now, after those came back: a second round, of its own file only.
    await source.read('parts/3003.dat');
    expect(source.requests).toEqual({ files: 5, rounds: 2, cached: 0 });
    source.countFromHere();
    expect(source.requests).toEqual({ files: 0, rounds: 0, cached: 0 });
  });

  it('counts a waterfall as the rounds it takes when the index lists no needs', async () => {
    const paths = ['parts/3001.dat', 'parts/s/3001s01.dat', 'p/stud.dat'];
    serve({ 'index.json': index(paths), ...Object.fromEntries(paths.map((p) => [`file/${p}`, `0 ${p}`])) });
    const source = new HttpSource(BASE);
    for (const p of paths) await source.read(p);
    expect(source.requests).toEqual({ files: 3, rounds: 3, cached: 0 });
  });

  it('reports a file fetched ahead that failed only when it is read', async () => {
    const asked = serve({ 'index.json': index(['parts/3001.dat', 'p/stud.dat'], { 'parts/3001.dat': ['p/stud.dat'] }), 'file/parts/3001.dat': '0 Brick', 'file/p/stud.dat': new TypeError('Failed to fetch') });
    const source = new HttpSource(BASE);
    expect(await source.read('parts/3001.dat')).toEqual(text('0 Brick'));
    expect(asked).toContain('file/p/stud.dat');
    await expect(source.read('p/stud.dat')).rejects.toThrow('Failed to fetch');
  });

  describe('with a pack', () => {
    const paths = ['parts/3001.dat', 'parts/3003.dat', 'p/stud.dat', 'p/4-4cyli.dat', 'p/box5.dat'];
    const needs = { 'parts/3001.dat': ['p/stud.dat', 'p/4-4cyli.dat'], 'parts/3003.dat': ['p/stud.dat', 'p/box5.dat'], 'p/stud.dat': ['p/4-4cyli.dat'] };
    const packed = ['p/stud.dat', 'p/4-4cyli.dat', 'p/box5.dat'];
    const files = Object.fromEntries(paths.map((p) => [`file/${p}`, `0 ${p}`]));
    const pack = encodeLibraryPack(packed.map((p) => ({ path: p, bytes: text(`0 ${p}`) })));

    it('takes the packed files in one request, once, and keeps every file of it', async () => {
      const cache = memoryCache();
      const asked = serve({ 'release.json': release('release-2022-a'), 'index.json': index(paths, needs, packed), colours: '0 colours', pack, ...files });
      const source = new HttpSource(BASE, cache);
      source.countFromHere();
      expect(await source.read('parts/3001.dat')).toEqual(text('0 parts/3001.dat'));
      expect(await source.read('p/stud.dat')).toEqual(text('0 p/stud.dat'));
      expect(await source.read('p/4-4cyli.dat')).toEqual(text('0 p/4-4cyli.dat'));
      expect(await source.read('parts/3003.dat')).toEqual(text('0 parts/3003.dat'));
      expect(await source.read('p/box5.dat')).toEqual(text('0 p/box5.dat'));
      expect(asked.filter((a) => a === 'pack' || a.startsWith('file/')).sort()).toEqual(['file/parts/3001.dat', 'file/parts/3003.dat', 'pack']);
      expect(source.requests).toMatchObject({ files: 3 });
      // p/box5.dat came with the pack: kept, though the first part did not need it.
      await Promise.resolve();
      const again = serve({ 'release.json': release('release-2022-a') });
      const reloaded = new HttpSource(BASE, cache);
      expect(await reloaded.read('p/box5.dat')).toEqual(text('0 p/box5.dat'));
      expect(again).toEqual(['release.json']);
    });

    it('fetches the packed files one by one when the pack is missing or damaged', async () => {
      for (const broken of [404, text('<html>not a pack</html>\n'), pack.subarray(0, pack.byteLength - 3)]) {
        const asked = serve({ 'index.json': index(paths, needs, packed), pack: broken, ...files });
        const source = new HttpSource(BASE);
        expect(await source.read('parts/3001.dat')).toEqual(text('0 parts/3001.dat'));
        expect(await source.read('p/stud.dat')).toEqual(text('0 p/stud.dat'));
        expect(await source.read('p/4-4cyli.dat')).toEqual(text('0 p/4-4cyli.dat'));
        expect(asked.filter((a) => a === 'pack' || a.startsWith('file/')).sort()).toEqual(['file/p/4-4cyli.dat', 'file/p/stud.dat', 'file/parts/3001.dat', 'pack']);
      }
    });
  });

  describe('with a cache', () => {
    const paths = ['LDConfig.ldr', 'parts/3001.dat', 'parts/s/3001s01.dat', 'p/stud.dat'];
    const needs = { 'parts/3001.dat': ['parts/s/3001s01.dat', 'p/stud.dat'], 'parts/s/3001s01.dat': ['p/stud.dat'] };
    const files = (tag: string) => Object.fromEntries(paths.map((p) => [`file/${p}`, `0 ${tag} ${p}`]));

    it('keeps what it fetched for the release the site serves: the next source asks only which release it is', async () => {
      const cache = memoryCache();
      const first = serve({ 'release.json': release('release-2022-a'), 'index.json': index(paths, needs), colours: '0 colours', ...files('2022') });
      const source = new HttpSource(BASE, cache);
      source.countFromHere();
      expect(await source.read('parts/3001.dat')).toEqual(text('0 2022 parts/3001.dat'));
      expect(await source.read('ldconfig.ldr')).toEqual(text('0 colours'));
      expect(first.filter((a) => a.startsWith('file/'))).toHaveLength(3);
      expect(source.requests).toEqual({ files: 3, rounds: 1, cached: 0 });
      await Promise.all(['parts/s/3001s01.dat', 'p/stud.dat'].map((p) => source.read(p)));
      // The index and the colours are kept too, beside the three files.
      expect((await cache.usage())?.files).toBe(5);

      // A page reload: a new source, the same browser cache.
      const again = serve({ 'release.json': release('release-2022-a'), 'index.json': index(paths, needs), colours: '0 colours', ...files('2022') });
      const reloaded = new HttpSource(BASE, cache);
      reloaded.countFromHere();
      expect(await reloaded.read('parts/3001.dat')).toEqual(text('0 2022 parts/3001.dat'));
      expect(await reloaded.read('p/stud.dat')).toEqual(text('0 2022 p/stud.dat'));
      expect(await reloaded.read('ldconfig.ldr')).toEqual(text('0 colours'));
      expect(again).toEqual(['release.json']);
      expect(reloaded.requests).toEqual({ files: 0, rounds: 0, cached: 3 });
    });

    it('serves no file of another release: a new release fetches its own, and the old ones are let go', async () => {
      const cache = memoryCache();
      serve({ 'release.json': release('release-2022-a'), 'index.json': index(paths, needs), colours: '0 colours', ...files('2022') });
      await new HttpSource(BASE, cache).read('parts/3001.dat');
      const asked = serve({ 'release.json': release('release-2023-b'), 'index.json': index(paths, needs), colours: '0 colours', ...files('2023') });
      const source = new HttpSource(BASE, cache);
      expect(await source.read('parts/3001.dat')).toEqual(text('0 2023 parts/3001.dat'));
      expect(await source.read('p/stud.dat')).toEqual(text('0 2023 p/stud.dat'));
      expect(asked).toContain('index.json');
      expect(asked.filter((a) => a.startsWith('file/'))).toHaveLength(3);
      expect([...cache.kept.keys()].every((k) => JSON.parse(k)[0] === 'release-2023-b')).toBe(true);
    });

    it('keeps nothing when the site names no release (an older site) or the browser keeps nothing, and works as without a cache', async () => {
      const cache = memoryCache();
      for (const round of [1, 2]) {
        const asked = serve({ 'index.json': index(paths, needs), colours: '0 colours', ...files('2022') });
        expect(await new HttpSource(BASE, cache).read('parts/3001.dat')).toEqual(text('0 2022 parts/3001.dat'));
        expect(asked.filter((a) => a.startsWith('file/')), `load ${round}`).toHaveLength(3);
      }
      expect(cache.kept.size).toBe(0);
      const none: LibraryCache = { open: async () => undefined, usage: async () => null, clear: async () => null };
      serve({ 'release.json': release('release-2022-a'), 'index.json': index(paths, needs), colours: '0 colours', ...files('2022') });
      expect(await new HttpSource(BASE, none).read('parts/3001.dat')).toEqual(text('0 2022 parts/3001.dat'));
    });
  });
});
