// Bundles src/cli/main.ts into dist/cli.mjs with esbuild (fast: well under a second).
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildCli() {
  const result = await build({
    entryPoints: [join(root, 'src/cli/run.ts')],
    outfile: join(root, 'dist/cli.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    write: false,
  });
  // Each output is renamed into place whole: a CLI started meanwhile (tests start several) never loads half a bundle.
  mkdirSync(join(root, 'dist'), { recursive: true });
  for (const file of result.outputFiles) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
