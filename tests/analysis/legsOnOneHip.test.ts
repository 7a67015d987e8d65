import { describe, expect, it } from 'vitest';
import { findJointLimbs } from '../../src/analysis/findJointLimbs.ts';
import type { ConnectionGraph } from '../../src/analysis/findConnections.ts';
import type { ModelPart } from '../../src/ldraw/buildModel.ts';

/**
 * A walker drawn as boxes and holds, no library: a body of twelve plates off the ground and one
 * short leg at each side (hip clip, shin, ankle clip), each foot two toes on jointed hinges. The
 * shapes do not matter to the limb finder, only the boxes and what holds what.
 */
function walker(): { parts: ModelPart[]; graph: ConnectionGraph } {
  const parts: ModelPart[] = [];
  const connections: { a: number; b: number; kind: 'stud' | 'contact'; held: boolean }[] = [];
  const held: number[][] = [];
  const add = (description: string, min: number[], max: number[]) => {
    parts.push({ id: String(parts.length + 1), part: 'x.dat', matrix: Float64Array.of(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1), file: { description }, bodyBounds: { min, max } } as unknown as ModelPart);
    held.push([]);
    return parts.length - 1;
  };
  const join = (a: number, b: number, kind: 'stud' | 'contact' = 'contact') => {
    connections.push({ a, b, kind, held: true });
    held[a]!.push(b);
    held[b]!.push(a);
  };
  let below = -1;
  for (let k = 0; k < 12; k++) {
    const i = add('Plate 2 x 4', [-40, -100 - 8 * (k + 1), -20], [40, -100 - 8 * k, 20]);
    if (below >= 0) join(below, i, 'stud');
    below = i;
  }
  for (const sx of [1, -1]) {
    const x = 50 * sx;
    const hip = add('Hinge Clip', [x - 5, -110, -5], [x + 5, -100, 5]);
    join(0, hip);
    const shin = add('Bar 6L', [x - 2, -100, -2], [x + 2, -30, 2]);
    join(hip, shin);
    const ankle = add('Hinge Clip', [x - 5, -30, -5], [x + 5, -20, 5]);
    join(shin, ankle);
    for (const sz of [1, -1]) {
      const toe = add('Hinge Plate', [x - 5, -20, sz * 5 - 5], [x + 5, -10, sz * 5 + 5]);
      join(ankle, toe);
      join(toe, add('Tile 1 x 2', [x - 5, -10, sz * 15 - 5], [x + 5, 0, sz * 15 + 5]), 'stud');
    }
  }
  return { parts, graph: { connections, held, neighbours: held } as unknown as ConnectionGraph };
}

describe('legs on one hip', () => {
  it('a leg whose foot is two jointed toes stays one leg: the walker has two legs of seven parts, not four toes', () => {
    const { parts, graph } = walker();
    const legs = findJointLimbs(parts, graph, new Set(), [0, 0, -1]).filter((l) => l.role === 'leg');
    expect(legs.map((l) => l.parts.length)).toEqual([7, 7]);
  });
});
