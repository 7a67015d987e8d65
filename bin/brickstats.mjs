#!/usr/bin/env node
// Runs the CLI from source without a build step to remember: the bundle in
// dist/ is rebuilt whenever a source file is newer than it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist/cli.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

// esbuild is loaded only to build: every run of an up-to-date CLI starts faster without it.
if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestSource(join(root, 'src'))) await (await import('./build-cli.mjs')).buildCli();
await import(pathToFileURL(bundle).href);
