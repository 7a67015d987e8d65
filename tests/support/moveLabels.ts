import type { BuildLabels, LabelGroup } from './scoreLabels.ts';

/** Labels moved to a redrawn file: the anchor by `move`, every group (Head, weapons, boosts, armour) by `group`. */
export function moveLabels(labels: BuildLabels, move: (id: string) => string, group: <G extends LabelGroup>(g: G) => G): BuildLabels {
  return {
    ...labels,
    pieces: labels.pieces.map((piece) => ({
      ...piece,
      anchor: move(piece.anchor),
      head: piece.head ? group(piece.head) : null,
      weapons: piece.weapons.map(group),
      boosts: piece.boosts.map(group),
      armour: piece.armour.map(group),
    })),
  };
}

/** A part id moved by the placements' new ids: the longest placement it starts with; a shortcut's parts keep their own lines after it. */
export function idMover(ids: ReadonlyMap<string, string>): (id: string) => string {
  return (id) => {
    const segs = id.split('/');
    for (let k = segs.length; k > 0; k--) {
      const hit = ids.get(segs.slice(0, k).join('/'));
      if (hit) return [hit, ...segs.slice(k)].join('/');
    }
    return `gone:${id}`;
  };
}

/**
 * Whether a file's first FILE block is its main model, by the loader's rule:
 * text before the first FILE is the main model only where it places or draws
 * something (a header of comments is not one).
 */
export function firstBlockIsMain(text: string): boolean {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const first = lines.findIndex((l) => /^\s*0\s+FILE\b/i.test(l));
  if (first < 0) return false;
  return !lines.slice(0, first).some((l) => /^\s*[1-5]\s/.test(l));
}
