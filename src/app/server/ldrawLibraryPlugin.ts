import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { findLibrary } from '../../cli/library/findLibrary.ts';
import type { LibraryIndexJson } from '../library/LibraryIndex.ts';
import { libraryReleaseJson } from '../library/LibraryRelease.ts';
import { buildLibraryIndex } from './buildLibraryIndex.ts';
import { packLibraryFiles } from './packLibraryFiles.ts';
import { writeStaticLibrary } from './writeStaticLibrary.ts';

/** Where the app asks for the library: an index of every file, and the files by their exact path. */
export const LIBRARY_URL = '/ldraw/';

/**
 * The installed LDraw library for the app. The development server answers
 * `/ldraw/index.json` (see LibraryIndex: every file's real path and what it
 * needs), `/ldraw/release.json` (see LibraryRelease), `/ldraw/file/<path>` (a file, never one outside the library),
 * `/ldraw/colours` (LDConfig.ldr, fetched before the index) and `/ldraw/pack` (see LibraryPack). `vite build` writes
 * the same addresses as plain files into the site's `ldraw/` folder, so the
 * built site (and `vite preview`) needs no server code.
 */
export function ldrawLibraryPlugin(findRoot: () => string | undefined = () => findLibrary()?.root): Plugin {
  let outDir: string | undefined;
  let log: (line: string) => void = () => {};
  return {
    name: 'brickstats-ldraw-library',
    configureServer(server) {
      server.middlewares.use(libraryHandler(findRoot));
    },
    configResolved(config) {
      if (config.command === 'build') outDir = resolve(config.root, config.build.outDir);
      log = (line) => config.logger.info(line);
    },
    closeBundle() {
      if (!outDir) return;
      const root = findRoot();
      if (!root) {
        this.warn('no LDraw library installed ("npx brickstats library install"): the site is built without one, and opens only files that embed their parts');
        return;
      }
      const started = performance.now();
      const { files, linked } = writeStaticLibrary(root, join(outDir, 'ldraw'));
      log(`ldraw/: ${files} library files and their index (${linked ? 'hard links to the library' : 'copies'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/** The middleware itself; `findRoot` is the library finder (tests give their own). */
export function libraryHandler(findRoot: () => string | undefined = () => findLibrary()?.root) {
  let built: { json: LibraryIndexJson; text: string } | undefined;
  let pack: Uint8Array | undefined;
  let root: string | undefined;
  const index = (at: string) => {
    if (!built) {
      const json = buildLibraryIndex(at);
      built = { json, text: JSON.stringify(json) };
    }
    return built;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const raw = (req.url ?? '').split('?')[0] ?? '';
    if (!raw.startsWith(LIBRARY_URL)) return next();
    let url: string;
    try {
      url = decodeURIComponent(raw);
    } catch {
      // A malformed %-escape: the client's mistake, answered without echoing it or any path.
      res.statusCode = 400;
      res.end('bad request');
      return;
    }
    root ??= findRoot();
    if (!root) {
      res.statusCode = 503;
      res.end('no LDraw library installed: run "npx brickstats library install"');
      return;
    }
    if (url === `${LIBRARY_URL}index.json` || url === `${LIBRARY_URL}release.json`) {
      const { json, text } = index(root);
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(url.endsWith('index.json') ? text : JSON.stringify(libraryReleaseJson(json.release!)));
      return;
    }
    if (url === `${LIBRARY_URL}pack`) {
      const { json } = index(root);
      pack ??= json.pack ? packLibraryFiles(root, json) : undefined;
      res.statusCode = pack ? 200 : 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      // It changes with the release, as the index does.
      res.setHeader('Cache-Control', 'no-cache');
      res.end(pack ?? 'not found');
      return;
    }
    if (url === `${LIBRARY_URL}colours` || url.startsWith(`${LIBRARY_URL}file/`)) {
      const real = url === `${LIBRARY_URL}colours` ? colourFile(root) : resolve(root, url.slice(`${LIBRARY_URL}file/`.length));
      try {
        const inside = realpathSync(real).startsWith(realpathSync(root) + sep);
        if (!inside || !statSync(real).isFile()) throw new Error('outside');
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'max-age=86400');
        res.end(readFileSync(real));
      } catch {
        // Also a library without LDConfig.ldr: the app then asks the index, and draws with no colour table.
        res.statusCode = 404;
        res.end('not found');
      }
      return;
    }
    next();
  };
}

/** The library's LDConfig.ldr, whatever the case of its name (a missing one is answered 404). */
function colourFile(root: string): string {
  const name = readdirSync(root).find((n) => n.toLowerCase() === 'ldconfig.ldr') ?? 'LDConfig.ldr';
  return join(root, name);
}
