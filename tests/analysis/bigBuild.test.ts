import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { MAX_PLACED_PARTS } from '../../src/ldraw/flatten.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { analyzeText } from '../support/analyze.ts';
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

/** A slab of 6 x 6 plates on a grid of posts, each three 1 x 1 round bricks tall. */
function tableOnPosts(side: number): string {
  const lines: string[] = [];
  for (let i = 0; i < side; i++) {
    for (let k = 0; k < side; k++) for (let h = 0; h < 3; h++) lines.push(`1 4 ${40 * i + 10} ${-24 * h} ${40 * k + 10} 1 0 0 0 1 0 0 0 1 3062b.dat`);
  }
  const plates = Math.ceil((40 * side) / 120);
  for (let a = 0; a < plates; a++) for (let b = 0; b < plates; b++) lines.push(`1 7 ${120 * a + 60} -56 ${120 * b + 60} 1 0 0 0 1 0 0 0 1 3958.dat`);
  for (let a = 0; a < plates - 1; a++) for (let b = 0; b < plates - 1; b++) lines.push(`1 7 ${120 * a + 120} -64 ${120 * b + 120} 1 0 0 0 1 0 0 0 1 3958.dat`);
  return lines.join('\n');
}

describe('a field of posts', () => {
  it('a table on a hundred posts stands on them as a block; it does not kick with a hundred legs (a scorpion has eight)', async () => {
    const a = await analyzeText(tableOnPosts(10));
    expect(a.measurements.baseType).not.toBe('legs');
    expect(a.weapons.filter((w) => w.kind === 'hit')).toHaveLength(1);
  });

  it('on four posts it is a walker: four legs, each a kick', async () => {
    const a = await analyzeText(tableOnPosts(2));
    expect(a.measurements.baseType).toBe('legs');
    expect(a.weapons.filter((w) => w.kind === 'hit').length).toBeGreaterThanOrEqual(4);
  });
});

