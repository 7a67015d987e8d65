import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { MAX_PLACED_PARTS } from '../../src/ldraw/flatten.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library } from '../support/library.ts';

/** A wall of 1 x 2 plates in running bond, every plate held by the two above it: one piece. */
function plateWall(layerPairs: number, perLayer: number): string {
  const lines = ['0 FILE wall.ldr'];
  for (let k = 0; k < layerPairs; k++) lines.push(`1 16 0 ${-16 * k} 0 1 0 0 0 1 0 0 0 1 course.ldr`);
  lines.push('0 FILE course.ldr');
  for (let layer = 0; layer < 2; layer++) {
    for (let j = 0; j < perLayer; j++) lines.push(`1 4 ${40 * j + 20 * layer} ${-8 * layer} 0 1 0 0 0 1 0 0 0 1 3023.dat`);
  }
  return lines.join('\n');
}

/**
 * The reader takes up to MAX_PLACED_PARTS parts; the analysis must take them too.
 * (Past about 125,000 values, Math.max(...values) and push(...values) overflow the stack:
 * the analysis stopped with "this is a bug: Maximum call stack size exceeded".)
 */
describe('a build of many parts', () => {
  it('a wall of 140,000 plates, within the reader\'s limit, is analyzed as one piece of them all', async () => {
    const parts = 2 * 350 * 200;
    expect(parts).toBeLessThan(MAX_PLACED_PARTS);
    const model = buildModel(await loadModel(plateWall(350, 200), 'wall.mpd', { library: library() }), { expandShortcuts: true });
    expect(model.parts).toHaveLength(parts);
    const team = analyzeTeam(model);
    expect(team.members).toHaveLength(1);
    const a = team.members[0]!.analysis;
    expect(a.parts).toHaveLength(parts);
    expect(a.measurements.pipHeight).toBeGreaterThan(15);
  }, 120_000);
});
