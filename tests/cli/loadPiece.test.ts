import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPiece } from '../../src/cli/loadPiece.ts';
import { library } from '../support/library.ts';

const dir = mkdtempSync(join(tmpdir(), 'load-piece-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a model file and loads it the way every analyzing command does; returns the error message it gives. */
async function failure(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  writeFileSync(path, text);
  return loadPiece(path, library(), {}, () => undefined).then(
    () => 'loaded',
    (e: Error) => e.message,
  );
}

/** A file that places nothing says why: the lines the reader could not use, each with its file and line. */
describe('a model with no parts to analyze', () => {
  it('names the line whose matrix is not a number', async () => {
    const message = await failure('nan.ldr', '0 a brick with a broken matrix\n1 16 0 0 0 NaN 0 0 0 1 0 0 0 1 3001.dat\n');
    expect(message).toMatch(/^nan\.ldr: the model has no parts to analyze \(nan\.ldr:2: .*"NaN" is not a usable number/);
  });

  it('names the references it refused to follow out of the folders it was given', async () => {
    const message = await failure('out.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 ../../../../etc/passwd\n');
    expect(message).toMatch(/out\.ldr:1: reference "\.\.\/\.\.\/\.\.\/\.\.\/etc\/passwd" points outside the model and library folders/);
  });

  it('shows three problems and counts the rest, on one line', async () => {
    const message = await failure('many.ldr', '1 16 0 0 0 NaN 0 0 0 1 0 0 0 1 3001.dat\n'.repeat(5));
    expect(message.match(/many\.ldr:\d+:/g)).toEqual(['many.ldr:1:', 'many.ldr:2:', 'many.ldr:3:']);
    expect(message).toContain('(and 2 more); brickstats inspect lists every problem)');
    expect(message).not.toContain('\n');
  });
});
