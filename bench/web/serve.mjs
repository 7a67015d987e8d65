// Builds the viewer plus the LDrawLoader page into dist-bench/ and serves both from one
// preview server, which also serves the shared models, so both pages fetch the model over
// the same HTTP server.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { build, preview } from 'vite';

export const MODEL_URL = '/bench-model/';
const OUT_DIR = 'dist-bench';

/** Serves `/bench-model/<path>` from `models`, never a file outside it (symlinks included). */
function benchModelPlugin(models) {
  const handler = (req, res, next) => {
    const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    if (!url.startsWith(MODEL_URL)) return next();
    try {
      const real = realpathSync(resolve(models, url.slice(MODEL_URL.length)));
      if (!real.startsWith(realpathSync(models) + sep) || !statSync(real).isFile()) throw new Error('outside');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      // Each load must really fetch it: the pages are timed from navigation start.
      res.setHeader('Cache-Control', 'no-store');
      res.end(readFileSync(real));
    } catch {
      res.statusCode = 404;
      res.end('not found');
    }
  };
  return { name: 'brickstats-bench-models', configurePreviewServer: (server) => void server.middlewares.use(handler) };
}

/**
 * A library address with no file is 404, as on a plain static host: the preview server would
 * answer it with index.html (its single-page fallback), which LDrawLoader, searching parts/,
 * then p/, then models/ for each name, would take for the part.
 */
function libraryNotFoundPlugin(outDir) {
  const handler = (req, res, next) => {
    let url;
    try {
      url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    } catch {
      url = '';
    }
    if (!url.startsWith('/ldraw/') || existsSync(join(outDir, url))) return next();
    res.statusCode = 404;
    res.end('not found');
  };
  return { name: 'brickstats-bench-library-404', configurePreviewServer: (server) => void server.middlewares.use(handler) };
}

/** Builds (production, like users get) and serves; returns the base URL without a trailing slash. */
export async function startBenchServer(root, models) {
  await build({
    root,
    logLevel: 'error',
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      // Vite 8 bundles with Rolldown: rolldownOptions (rollupOptions is a deprecated alias).
      rolldownOptions: { input: { main: join(root, 'index.html'), ldrawloader: join(root, 'bench', 'web', 'ldrawloader.html') } },
    },
  });
  const server = await preview({
    root,
    logLevel: 'error',
    build: { outDir: OUT_DIR },
    preview: { port: 0, strictPort: false, open: false },
    plugins: [benchModelPlugin(models), libraryNotFoundPlugin(join(root, OUT_DIR))],
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not say where it listens');
  return { server, base: url.replace(/\/$/, '') };
}
