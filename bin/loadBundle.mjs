// Loads dist/cli.cjs, rebuilt first whenever a source file it was made from is
// newer. Compiled with V8's code cache (Node 20 has no module compile cache): a
// run's cache holds every function it compiled, so the next run of the same
// command starts with them compiled instead of parsing and compiling them again.
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const bundle = join(root, 'dist/cli.cjs');
const inputs = join(root, 'dist/cli.inputs.json');

function isStale() {
  if (!existsSync(bundle) || !existsSync(inputs)) return existsSync(join(root, 'src'));
  const built = statSync(bundle).mtimeMs;
  // Only the files it was built from: a new file matters once an old one imports it (and so changes).
  for (const path of JSON.parse(readFileSync(inputs, 'utf8'))) {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs > built) return true;
  }
  return false;
}

/**
 * The bundle's exports. `cacheName` names the code cache to use: each command
 * gets its own, so `analyze` starts with the analysis compiled and `--version` does not load it.
 */
export async function loadBundle(cacheName) {
  // esbuild is loaded only to build: every run of an up-to-date CLI starts faster without it.
  if (isStale()) await (await import('./build-cli.mjs')).buildCli();
  const cachePath = join(root, 'dist', `cli.${cacheName.replace(/[^a-z-]/g, '') || 'other'}.v8cache`);
  let cachedData;
  try {
    cachedData = readFileSync(cachePath);
  } catch {
    cachedData = undefined;
  }
  // The wrapper starts on the bundle's first line, so stack traces keep its line numbers.
  const source = `(function (exports, require, module, __filename, __dirname, __bundleUrl) {${readFileSync(bundle, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: bundle, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle), pathToFileURL(bundle).href);
  const saveCache = () => {
    if (cachedData && !script.cachedDataRejected) return;
    try {
      const tmp = `${cachePath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cachePath);
    } catch {
      // A read-only checkout runs without the cache.
    }
  };
  return { exports: module.exports, saveCache };
}
