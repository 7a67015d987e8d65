import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FsSource } from '../../src/cli/FsSource.ts';
import { findLibrary } from '../../src/cli/library/findLibrary.ts';
import { buildModel, type Model } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { PartLibrary } from '../../src/ldraw/PartLibrary.ts';

/** The real LDraw library; tests that need it fail loudly (not skip) when it is not installed. */
export function libraryRoot(): string {
  const found = findLibrary();
  if (!found) throw new Error('no LDraw library: run "npx brickstats library install" (or set LDRAWDIR) before the tests');
  return found.root;
}

let shared: PartLibrary | undefined;

/** One PartLibrary for the whole test file, so library parts are parsed once. */
export function library(): PartLibrary {
  shared ??= new PartLibrary(new FsSource(libraryRoot()));
  return shared;
}

/** Loads and builds LDraw text against the real library. */
export async function buildText(text: string, name = 'test.ldr'): Promise<Model> {
  return buildModel(await loadModel(text, name, { library: library() }));
}

/** ../shared/models beside the checkout, when it is there; BRICKSTATS_SHARED_MODELS points elsewhere (a missing folder runs the suite as a machine without them does). */
export const SHARED_MODELS = process.env.BRICKSTATS_SHARED_MODELS || join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'models');
export const hasSharedModels = existsSync(SHARED_MODELS);
