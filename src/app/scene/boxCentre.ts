type Box = { readonly min: readonly [number, number, number]; readonly max: readonly [number, number, number] };

/** The centre of the union of some boxes (LDraw units); null for none. */
export function boxCentre(boxes: readonly Box[]): [number, number, number] | null {
  if (boxes.length === 0) return null;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, b.min[k]!);
      max[k] = Math.max(max[k]!, b.max[k]!);
    }
  }
  return [(min[0]! + max[0]!) / 2, (min[1]! + max[1]!) / 2, (min[2]! + max[2]!) / 2];
}
