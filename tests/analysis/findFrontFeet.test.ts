import { describe, expect, it } from 'vitest';
import { findFrontFeet } from '../../src/analysis/findFrontFeet.ts';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** "A Piece's feet are considered the Base" (III.B): two small feet sticking out ahead on the ground under the body. */
describe.runIf(hasSharedModels)('feet ahead under the body', () => {
  it("Skipper stands and kicks on his two orange feet, and his flippers' low slopes are no legs", async () => {
    // Rendered in LeoCAD from the front: two orange tooth plates splay forward at the bottom; the black flippers hang at the sides.
    const a = await sharedPiece('marek-saji/skipper__skipper.ldr');
    const at = (id: string) => a.parts.findIndex((p) => p.id === id);
    for (const foot of ['101', '102']) {
      expect(a.labels[at(foot)]!.section).toBe('base');
      expect(a.weapons.filter((w) => w.kind === 'hit' && w.parts.includes(at(foot)))).toHaveLength(1);
    }
    for (const slope of ['79', '89']) expect(a.labels[at(slope)]!.limb).not.toBe('leg');
    expect(a.measurements.baseType).toBe('legs');
  });

  it('one part sticking out ahead on the ground is a detail, not a pair of feet', async () => {
    const a = await sharedPiece('marek-saji/skipper__skipper.ldr');
    const right = a.parts.findIndex((p) => p.id === '102');
    // Without the other foot (skipped as if it were something else), nothing is read as feet.
    expect(findFrontFeet(a.parts, a.graph, new Set([right]), [0, 0, -1])).toEqual([]);
    expect(findFrontFeet(a.parts, a.graph, new Set(), [0, 0, -1]).map((l) => a.parts[l.parts[0]!]!.id).sort()).toEqual(['101', '102']);
  });
});
