import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { SHARED_MODELS } from '../support/library.ts';

export const MODELS = new URL('../../models', import.meta.url).pathname;
export const CASTLE = join(SHARED_MODELS, 'omr-sets', '6080 - Kings Castle.mpd');
export const ALLIGATOR = join(SHARED_MODELS, 'omr-sets', 'Alligator.mpd');

/** Runs the CLI as a user would; stdout and stderr as text. */
export async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * A file of three pieces made from the bundled models, standing apart:
 * minifig-sword.ldr (10 parts), minifig.ldr (9) and knight-plate.ldr (8).
 */
export function threePieceFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'brickstats-team-'));
  for (const name of ['minifig.ldr', 'minifig-sword.ldr', 'knight-plate.ldr']) copyFileSync(join(MODELS, name), join(dir, name));
  const path = join(dir, 'three.ldr');
  writeFileSync(
    path,
    [
      '0 Three pieces standing apart',
      '1 16 -60 0 0 1 0 0 0 1 0 0 0 1 minifig-sword.ldr',
      '1 16 60 0 0 1 0 0 0 1 0 0 0 1 minifig.ldr',
      '1 16 0 0 80 1 0 0 0 1 0 0 0 1 knight-plate.ldr',
      '',
    ].join('\n'),
  );
  return path;
}
