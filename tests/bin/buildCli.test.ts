import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;

/*
 * The CLI rebuilds its bundle when a source file it was made from is newer.
 * Built from another folder, esbuild named the inputs relative to that folder,
 * none matched "src/", and the bundle was never rebuilt again: edits ran stale.
 */
it('the bundle lists the source files it was made from, relative to the checkout, whatever folder built it', () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'build-cli-'));
  try {
    execFileSync(process.execPath, [join(ROOT, 'bin', 'build-cli.mjs')], { cwd: elsewhere });
    const inputs = JSON.parse(readFileSync(join(ROOT, 'dist', 'cli.inputs.json'), 'utf8')) as string[];
    expect(inputs).toContain('src/cli/run.ts');
    expect(inputs).toContain('src/ldraw/buildModel.ts');
    expect(inputs.every((p) => p.startsWith('src/'))).toBe(true);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
});
