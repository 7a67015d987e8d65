import type { ModelPart } from '../../ldraw/buildModel.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * A placed part's studs that point up (-Y) and sockets that open down (+Y),
 * in world coordinates: the only connections Blox knows ("the top of one
 * block is joined with the bottom of another"). Studs on the sides of a part
 * play no part in the game and are left out.
 */
export function verticalConnectors(p: ModelPart): { readonly studs: readonly Point[]; readonly sockets: readonly Point[] } {
  const m = p.matrix;
  const facing = (list: readonly { position: readonly number[]; direction: readonly number[] }[], sign: 1 | -1): Point[] => {
    const out: Point[] = [];
    for (const c of list) {
      const [px, py, pz] = c.position as [number, number, number];
      const [dx, dy, dz] = c.direction as [number, number, number];
      // Within about 25 degrees of vertical.
      if ((m[6]! * dx + m[7]! * dy + m[8]! * dz) * sign < 0.9) continue;
      out.push({
        x: m[3]! * px + m[4]! * py + m[5]! * pz + m[0]!,
        y: m[6]! * px + m[7]! * py + m[8]! * pz + m[1]!,
        z: m[9]! * px + m[10]! * py + m[11]! * pz + m[2]!,
      });
    }
    return out;
  };
  return { studs: facing(p.geometry?.studs ?? [], -1), sockets: facing(p.geometry?.sockets ?? [], 1) };
}
