import { buildModel, type Model } from '../../ldraw/buildModel.ts';
import { decodeModelBytes } from '../../ldraw/decodeModelBytes.ts';
import { loadModel } from '../../ldraw/loadModel.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { modelProblem } from './modelProblem.ts';

/**
 * A model file's bytes read into a model as the viewer reads the model it
 * shows: Studio archives opened, parts from the library, shortcuts expanded;
 * a broken file or one with no parts is an error naming the file and why.
 * (The `load` request still does these steps itself.)
 */
export async function readModelBytes(bytes: ArrayBuffer, name: string, library: PartLibrary): Promise<Model | { error: string }> {
  const decoded = decodeModelBytes(new Uint8Array(bytes), name);
  if ('error' in decoded) return decoded;
  const loaded = await loadModel(decoded.text, name, { library, ...(decoded.customParts ? { fallback: decoded.customParts } : {}) });
  const model = buildModel(loaded, { expandShortcuts: true });
  // Over a budget, broken or empty: refused as the loaded model would be.
  const problem = modelProblem(model, name);
  if (problem) return { error: problem };
  return model;
}
