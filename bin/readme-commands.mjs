#!/usr/bin/env node
// Writes the README's "## Commands" block from the commander definitions in
// src/cli (tests/cli/readme.test.ts fails until this has been run after a
// change to a command's arguments, options or description).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './build-cli.mjs';

// Node 20 cannot import TypeScript: bundle the renderer, leaving commander to node_modules.
const outfile = join(root, 'dist/readme-commands.mjs');
await build({
  entryPoints: [join(root, 'src/cli/readmeCommands.ts')],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
});
const { renderCommands, withCommands } = await import(pathToFileURL(outfile).href);

const path = join(root, 'README.md');
const before = readFileSync(path, 'utf8');
const after = withCommands(before, renderCommands());
if (after === before) console.log('README.md: the Commands block is up to date');
else {
  writeFileSync(path, after);
  console.log('README.md: the Commands block rewritten from the command definitions');
}
