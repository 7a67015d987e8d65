// Bundles src/cli/main.ts into dist/cli.mjs with esbuild (fast: well under a second).
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildCli() {
  await build({
    entryPoints: [join(root, 'src/cli/run.ts')],
    outfile: join(root, 'dist/cli.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
