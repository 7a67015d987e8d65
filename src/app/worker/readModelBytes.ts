import { buildModel, type Model } from '../../ldraw/buildModel.ts';
import { decodeModelBytes } from '../../ldraw/decodeModelBytes.ts';
import { loadModel } from '../../ldraw/loadModel.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';

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
  // Structural errors (a reference cycle, runaway nesting, a reference bomb, paths outside) refuse the file.
  const broken = model.diagnostics.filter((d) => d.severity === 'error');
  if (broken.length > 0) {
    const first = broken[0]!;
    return { error: `${name}: the file is broken: ${first.file}${first.line ? `:${first.line}` : ''}: ${first.message}${broken.length > 1 ? ` (and ${broken.length - 1} more)` : ''}` };
  }
  if (model.parts.length === 0) return { error: `${name}: the model has no parts` };
  return model;
}
