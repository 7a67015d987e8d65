import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { findLibrary } from '../../cli/library/findLibrary.ts';

/** Where the app asks for the library: an index of every file, and the files by their exact path. */
export const LIBRARY_URL = '/ldraw/';

/**
 * Serves the installed LDraw library to the app (dev server and preview):
 * `/ldraw/index.json` maps every lower-cased path under parts/, p/ and
 * models/ to its real path, so the app fetches each file by exact path and
 * never probes; `/ldraw/file/<path>` serves a file, never one outside the library.
 * `/ldraw/colours` serves LDConfig.ldr, so the colours can be fetched before the index.
 */
export function ldrawLibraryPlugin(): Plugin {
  const handler = libraryHandler();
  return {
    name: 'brickstats-ldraw-library',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}

/** The middleware itself; `findRoot` is the library finder (tests give their own). */
export function libraryHandler(findRoot: () => string | undefined = () => findLibrary()?.root) {
  let index: string | undefined;
  let root: string | undefined;
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
    if (url === `${LIBRARY_URL}index.json`) {
      index ??= JSON.stringify(buildIndex(root));
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(index);
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

/** Every library file: lower-cased relative path -> real relative path. */
function buildIndex(root: string): { files: Record<string, string> } {
  const files: Record<string, string> = {};
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else if (/\.(dat|ldr|mpd)$/i.test(entry.name)) files[path.toLowerCase()] = path;
    }
  };
  for (const top of ['parts', 'p', 'models']) {
    try {
      walk(join(root, top), top);
    } catch {
      // a library without models/ is fine
    }
  }
  for (const name of readdirSync(root)) if (/^ldconfig\.ldr$/i.test(name)) files['ldconfig.ldr'] = name;
  return { files };
}

/** The library's LDConfig.ldr, whatever the case of its name (a missing one is answered 404). */
function colourFile(root: string): string {
  const name = readdirSync(root).find((n) => n.toLowerCase() === 'ldconfig.ldr') ?? 'LDConfig.ldr';
  return join(root, name);
}
