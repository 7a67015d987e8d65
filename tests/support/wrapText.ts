import type { Model } from '../../src/ldraw/buildModel.ts';
import type { BuildLabels, LabelGroup } from './scoreLabels.ts';

/**
 * A build's file with its whole main model wrapped in one submodel, placed
 * once, as some exporters and builders draw it, and its labels moved to the
 * new ids: every line moves down by the lines put on top, and every part sits
 * one placement deeper. `plain` is the build loaded with shortcuts whole.
 */
export function wrapLabelled(plain: Model, original: string, labels: BuildLabels): { text: string; labels: BuildLabels } {
  const first = original.split('\n').find((l) => l.trim() !== '')?.trim() ?? '';
  const mpd = /^0\s+FILE\b/i.test(first);
  const inner = mpd ? first.replace(/^0\s+FILE\s+/i, '').trim() : 'inner.ldr';
  const head = ['0 FILE wrapper.ldr', '0 Wrapper', `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${inner}`, ...(mpd ? [] : ['0 FILE inner.ldr'])];
  const placement = '3';
  const ids = new Map(plain.parts.map((p) => [p.id, [placement, ...p.id.split('/').map((line) => String(Number(line) + head.length))].join('/')]));
  // The longest placement the id starts with; a shortcut's parts keep their own lines after it.
  const move = (id: string) => {
    const segs = id.split('/');
    for (let k = segs.length; k > 0; k--) {
      const hit = ids.get(segs.slice(0, k).join('/'));
      if (hit) return [hit, ...segs.slice(k)].join('/');
    }
    return `gone:${id}`;
  };
  // A chain of submodels from the top ("A.ldr > B.ldr") now starts at the wrapped main model.
  const group = <G extends LabelGroup>(g: G): G => ({ ...g, parts: (g.parts ?? []).map(move), submodels: (g.submodels ?? []).map((name) => (name.includes(' > ') ? `${inner} > ${name}` : name)) });
  return {
    text: [...head, original].join('\n'),
    labels: { ...labels, pieces: labels.pieces.map((piece) => ({ ...piece, anchor: move(piece.anchor), head: piece.head ? group(piece.head) : null, weapons: piece.weapons.map(group), boosts: piece.boosts.map(group), armour: piece.armour.map(group) })) },
  };
}
