import type { Model, ModelPart } from '../../src/ldraw/buildModel.ts';
import type { BuildLabels, LabelGroup } from './scoreLabels.ts';
import { idMover, moveLabels } from './moveLabels.ts';

/**
 * A model drawn again as one flat main model, as a builder who makes no
 * submodels would draw it: a placement per part, in world space, in the order
 * the parts come. The file's own blocks follow, unused, for the parts it
 * defines itself (an MPD's custom parts). Load the model without expanding
 * shortcuts, so they stay whole.
 */
export function flatText(model: Model, original: string): string {
  return flatDrawing(model, original).text;
}

/** The flat text, and each part's new id by its old one ("402/5758" becomes its line in the flat file). */
function flatDrawing(model: Model, original: string): { text: string; ids: Map<string, string> } {
  const mpd = /^\s*0\s+FILE\b/im.test(original);
  const head = mpd ? ['0 FILE flat.ldr', '0 Flat', '0 Name: flat.ldr'] : ['0 Flat', '0 Name: flat.ldr'];
  const ids = new Map<string, string>();
  const lines = model.parts.map((p, k) => {
    ids.set(p.id, String(head.length + k + 1));
    // (The part its placement's matrix is for: a `~Moved to` part's matrix already carries the move.)
    return `1 ${p.colour} ${[...p.matrix].map((v) => +v.toFixed(6)).join(' ')} ${p.resolvedPart}`;
  });
  return { text: mpd ? [...head, ...lines, '0 NOFILE', original].join('\n') : [...head, ...lines].join('\n'), ids };
}

/**
 * A labelled build drawn flat, with its labels moved to the flat file's ids:
 * `plain` is the build loaded with shortcuts whole, `expanded` with them
 * expanded (for the labels that name whole submodels, which the flat file no
 * longer has).
 */
export function flatLabelled(plain: Model, expanded: Model, original: string, labels: BuildLabels): { text: string; labels: BuildLabels } {
  const { text, ids } = flatDrawing(plain, original);
  const move = idMover(ids);
  const inSubmodel = (p: ModelPart, name: string) => {
    const chain = name.split(' > ');
    return chain.length > 1 ? chain.every((c, k) => p.submodel[k] === c) : p.submodel.includes(name);
  };
  const group = <G extends LabelGroup>(g: G): G => ({
    ...g,
    parts: [...(g.parts ?? []), ...(g.submodels ?? []).flatMap((name) => expanded.parts.filter((p) => inSubmodel(p, name)).map((p) => p.id))].map(move),
    submodels: [],
  });
  return { text, labels: moveLabels(labels, move, group) };
}
