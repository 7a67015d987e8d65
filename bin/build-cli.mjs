// Bundles src/cli/run.ts into dist/cli.cjs with esbuild (fast: well under a second).
// A script, not a module: bin/loadBundle.mjs compiles it with V8's code cache, which Node 20 offers only to scripts.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = join(root, 'dist/cli.cjs');
/** The source files the bundle was made from: the start checks only these for changes. */
export const INPUTS = join(root, 'dist/cli.inputs.json');

export async function buildCli() {
  const result = await build({
    entryPoints: [join(root, 'src/cli/run.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    metafile: true,
    // Input paths in the metafile are relative to this, whatever folder the CLI was started from.
    absWorkingDir: root,
    // The loader passes the bundle's own address in (a script has no import.meta).
    define: { 'import.meta.url': '__bundleUrl' },
    write: false,
  });
  // Each output is renamed into place whole: a CLI started meanwhile (tests start several) never loads half a bundle.
  mkdirSync(join(root, 'dist'), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).filter((p) => p.startsWith('src/'));
  const outputs = [...result.outputFiles.map((f) => [f.path, f.contents]), [INPUTS, JSON.stringify(inputs)]];
  for (const [path, contents] of outputs) {
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, contents);
    renameSync(tmp, path);
  }
  // The code caches belong to the bundle before: V8 would refuse them, so they go now.
  for (const name of readdirSync(join(root, 'dist'))) if (name.endsWith('.v8cache')) rmSync(join(root, 'dist', name), { force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
