import type { Model } from '../../src/ldraw/buildModel.ts';

/**
 * A model drawn again as one flat main model, as a builder who makes no
 * submodels would draw it: a placement per part, in world space, in the order
 * the parts come. The file's own blocks follow, unused, for the parts it
 * defines itself (an MPD's custom parts). Shortcuts stay whole (load the model
 * without expanding them).
 */
export function flatText(model: Model, original: string): string {
  const lines = model.parts.map((p) => `1 ${p.colour} ${[...p.matrix].map((v) => +v.toFixed(6)).join(' ')} ${p.part}`);
  const mpd = /^\s*0\s+FILE\b/im.test(original);
  return mpd ? ['0 FILE flat.ldr', '0 Flat', '0 Name: flat.ldr', ...lines, '0 NOFILE', original].join('\n') : ['0 Flat', '0 Name: flat.ldr', ...lines].join('\n');
}
