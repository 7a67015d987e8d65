import type { Model } from '../../src/ldraw/buildModel.ts';
import type { BuildLabels, LabelGroup } from './scoreLabels.ts';
import { firstBlockIsMain, idMover, moveLabels } from './moveLabels.ts';

/**
 * A build's file with its whole main model wrapped in one submodel, placed
 * once, as some exporters and builders draw it, and its labels moved to the
 * new ids: every line moves down by the lines put on top, and every part sits
 * one placement deeper. `plain` is the build loaded with shortcuts whole.
 */
export function wrapLabelled(plain: Model, original: string, labels: BuildLabels): { text: string; labels: BuildLabels } {
  const mpd = firstBlockIsMain(original);
  const inner = mpd ? original.split('\n').find((l) => /^\s*0\s+FILE\b/i.test(l))!.trim().replace(/^0\s+FILE\s+/i, '').trim() : 'inner.ldr';
  const head = ['0 FILE wrapper.ldr', '0 Wrapper', `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${inner}`, ...(mpd ? [] : ['0 FILE inner.ldr'])];
  const placement = '3';
  const ids = new Map(plain.parts.map((p) => [p.id, [placement, ...p.id.split('/').map((line) => String(Number(line) + head.length))].join('/')]));
  const move = idMover(ids);
  // A chain of submodels from the top ("A.ldr > B.ldr") now starts at the wrapped main model.
  const group = <G extends LabelGroup>(g: G): G => ({ ...g, parts: (g.parts ?? []).map(move), submodels: (g.submodels ?? []).map((name) => (name.includes(' > ') ? `${inner} > ${name}` : name)) });
  return { text: [...head, original].join('\n'), labels: moveLabels(labels, move, group) };
}
