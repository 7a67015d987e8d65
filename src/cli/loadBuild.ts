import { buildModel, type Model } from '../ldraw/buildModel.ts';
import { loadModel } from '../ldraw/loadModel.ts';
import type { FlattenOptions } from '../ldraw/flatten.ts';
import type { PartLibrary } from '../ldraw/PartLibrary.ts';
import { FsSource } from './FsSource.ts';
import { readModelFile, type ModelFile } from './readModelFile.ts';
import { UserError } from './UserError.ts';

/** Reads, resolves, flattens and builds the geometry of a model file on disk. */
export async function loadBuild(path: string, library: PartLibrary, options: FlattenOptions & { maxBytes?: number } = {}): Promise<{ file: ModelFile; model: Model }> {
  const file = readModelFile(path, options.maxBytes);
  const loaded = await loadModel(file.text, file.name, {
    library,
    modelFolder: new FsSource(file.folder),
    ...(file.customParts ? { fallback: file.customParts } : {}),
  });
  const { maxBytes: _, ...flattenOptions } = options;
  const model = buildModel(loaded, flattenOptions);
  // A file over a budget is refused with the limit, not analyzed in part.
  if (model.overBudget) throw new UserError(`${file.name}: ${model.overBudget}: over the limit, so the file is refused`);
  return { file, model };
}
