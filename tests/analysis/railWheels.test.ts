import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { buildText } from '../support/library.ts';

/**
 * The 6761 Hide Out's rail cannon as that file places it: a cart of two wheel-pin plates, four small train wheels
 * and a minifig cannon, standing with its wheels in the slots of two straight rails on a 4 x 12 plate, the end of
 * the track with its buffer bricks.
 */
const ON_TRACK = [
  '1 0 -198.231 -38.223 60.035 1.003 -0.018 0 0.018 1.003 0 0 0 1 3029.dat',
  '1 7 -308.382 -48.17 60.005 0 -0.018 1.003 0 1.003 0.018 -1 0 0 3023.dat',
  '1 7 -157.853 -53.556 90.052 -1.003 -0.018 0 -0.018 1.003 0 0 0 -1 3228b.dat',
  '1 7 -157.835 -53.574 30.052 -1.003 -0.018 0 -0.018 1.003 0 0 0 -1 3228b.dat',
  '1 7 -298.635 -31.953 60.003 0 -0.018 -1.003 0 1.003 -0.018 1 0 0 3020.dat',
  '1 7 -298.769 -23.937 40 0 -0.018 1.003 0 1.003 0.018 -1 0 0 2444.dat',
  '1 7 -298.781 -23.925 80 0 -0.018 -1 0 1 -0.018 1 0 0 2444.dat',
  '1 7 -300 -24 10 -1 0 0 0 1 0 0 0 -1 2458.dat',
  '1 7 -300 -24 110 1 0 0 0 1 0 0 0 1 2458.dat',
  '1 0 -307.961 -72.233 60.012 0 -0.018 -1.003 0 1.003 -0.018 1 0 0 4865a.dat',
  '1 0 -122 -68.34 59.995 0 -0.017 -1 0 1 -0.017 1 0 0 4600.dat',
  '1 0 -42 -66.98 59.995 0 -0.017 -1 0 1 -0.017 1 0 0 4600.dat',
  '1 8 -81.864 -75.66 59.995 -1 -0.017 0 -0.017 1 0 0 0 -1 3795.dat',
  '1 6 -61.728 -83.32 59.995 0 -0.017 -1 0 1 -0.017 1 0 0 2527.dat',
  '1 8 -31.252 -110.81 59.995 0 0.243 -0.97 0 0.97 0.243 1 0 0 2533.dat',
  '1 8 -31.252 -110.81 59.995 0 0.243 -0.97 0 0.97 0.243 1 0 0 2534.dat',
  '1 8 -31.252 -110.81 59.995 0 0.243 -0.97 0 0.97 0.243 1 0 0 2535.dat',
  '1 0 -42.085 -61.98 89.995 -1 -0.017 0 -0.017 1 0 0 0 -1 50254.dat',
  '1 0 -122.085 -63.34 89.995 -1 -0.017 0 -0.017 1 0 0 0 -1 50254.dat',
  '1 0 -122.085 -63.34 29.995 1 -0.017 0 0.017 1 0 0 0 1 50254.dat',
  '1 0 -42.085 -61.98 29.995 1 -0.017 0 0.017 1 0 0 0 1 50254.dat',
];

describe('a cart on its track', () => {
  it('runs its wheels in the rails, held by nothing: each wheel touches a rail and is held on its wheel-pin plate only', async () => {
    const model = await buildText(ON_TRACK.join('\n') + '\n', 'cart.ldr');
    const graph = findConnections(model.parts);
    const isPart = (i: number, part: string) => model.parts[i]!.part === part;
    const wheels = model.parts.flatMap((_, i) => (isPart(i, '50254.dat') ? [i] : []));
    expect(wheels).toHaveLength(4);
    for (const w of wheels) {
      expect(graph.neighbours[w]!.some((j) => isPart(j, '3228b.dat'))).toBe(true);
      expect(graph.held[w]!.some((j) => isPart(j, '3228b.dat'))).toBe(false);
      expect(graph.held[w]!.some((j) => isPart(j, '4600.dat'))).toBe(true);
    }
    // The rails are still held on their plate, by its studs.
    const rails = model.parts.flatMap((_, i) => (isPart(i, '3228b.dat') ? [i] : []));
    for (const r of rails) expect(graph.held[r]!.some((j) => isPart(j, '3029.dat'))).toBe(true);
  });
});
