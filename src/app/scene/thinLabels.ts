/** A label as placed on screen this frame (CSS px, centred on x, y). */
export interface PlacedLabel {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Higher first when labels compete for the same space. */
  readonly rank: number;
  /** Shown whatever it covers: measurements, and the labels of the hovered or selected parts. */
  readonly pinned: boolean;
}

export interface Thinned {
  /** Per label: drawn this frame. */
  readonly shown: boolean[];
  /** Per label: how many hidden labels it stands for (0 for hidden labels and pinned labels that took none). */
  readonly more: number[];
  /** Per label: how far (px, down) it is moved from its place so as not to cover a pinned label drawn before it. */
  readonly dy: number[];
}

/** Where a pinned label covering another pinned one tries to go: its height (and the gap) down, up, twice that... */
const NUDGES = [0, 1, -1, 2, -2, 3, -3];

/**
 * Which labels to draw so that none covers another (with `gap` px between them): pinned labels first,
 * then by rank, then in the given order. A label that would cover a drawn one is hidden and counted
 * by the nearest drawn label that is not pinned (the cluster it joins), if any is within reach.
 * Pinned labels are never hidden: one that would cover a pinned label drawn before it (two measurements
 * on a small view) moves up or down to the nearest free place, if one is a few label heights away.
 */
export function thinLabels(labels: readonly PlacedLabel[], gap = 4): Thinned {
  const n = labels.length;
  const order = [...labels.keys()].sort((a, b) => {
    const la = labels[a]!;
    const lb = labels[b]!;
    return Number(lb.pinned) - Number(la.pinned) || lb.rank - la.rank || a - b;
  });
  const shown = new Array<boolean>(n).fill(false);
  const more = new Array<number>(n).fill(0);
  const dy = new Array<number>(n).fill(0);
  const drawn: number[] = [];
  const covers = (a: PlacedLabel, ay: number, j: number) => {
    const b = labels[j]!;
    return Math.abs(a.x - b.x) * 2 < a.w + b.w + 2 * gap && Math.abs(a.y + ay - b.y - dy[j]!) * 2 < a.h + b.h + 2 * gap;
  };
  for (const i of order) {
    const label = labels[i]!;
    if (label.pinned) {
      const step = NUDGES.find((k) => !drawn.some((j) => covers(label, k * (label.h + gap), j)));
      dy[i] = (step ?? 0) * (label.h + gap);
    }
    if (label.pinned || !drawn.some((j) => covers(label, 0, j))) {
      shown[i] = true;
      drawn.push(i);
      continue;
    }
    // Hidden: the nearest drawn label that is not pinned counts it.
    let nearest = -1;
    let best = Infinity;
    for (const j of drawn) {
      const other = labels[j]!;
      if (other.pinned) continue;
      const d = Math.hypot(other.x - label.x, other.y - label.y);
      if (d < best) {
        best = d;
        nearest = j;
      }
    }
    if (nearest >= 0) more[nearest]!++;
  }
  return { shown, more, dy };
}
