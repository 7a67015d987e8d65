import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

/** A walker's wedge plates are plating, except in a panel it spreads on a joint high on its back: a wing (IV.H). */
describe.runIf(hasSharedModels)('wings hinged on a walker', () => {
  it("Voltron's two red wings, pinned on the Black Lion's back, are wings: Movement 2 + 1", async () => {
    // Rendered in LeoCAD from the back: two red panels of plates and pentagonal wing plates rise behind the shoulders.
    const a = await sharedPiece('brickbuilt/21311 - Voltron - Voltron.mpd');
    const wings = a.parts.flatMap((p, i) => (a.labels[i]!.boost === 'wing' ? [p.id] : []));
    expect(wings.filter((id) => id.startsWith('8/1716/'))).not.toEqual([]);
    expect(wings.filter((id) => id.startsWith('8/1718/'))).not.toEqual([]);
    // Nothing else: the lions' wedge plates in Voltron's limbs and body stay plating.
    expect(wings.every((id) => id.startsWith('8/1716/') || id.startsWith('8/1718/'))).toBe(true);
    expect(a.stats.M.base).toBe(3);
  });

  it('one panel hinged on alone is a hatch or a flap, not a wing: Voltron with its -Z wing taken off', async () => {
    const file = 'brickbuilt/21311 - Voltron - Voltron.mpd';
    // Line 1718 of the file places the Black Lion's +Z wing (the submodel "Steps 203-220").
    const text = readFileSync(join(SHARED_MODELS, file), 'utf8').split('\n').filter((l) => !/^1 .*Steps 203-220\.ldr\s*$/.test(l)).join('\n');
    const loaded = await loadModel(text, 'voltron.mpd', { library: library() });
    const a = analyzeTeam(buildModel(loaded, { expandShortcuts: true }), { element: 'Normal' }).members[0]!.analysis;
    expect(a.parts.some((p) => p.id.startsWith('8/1716/'))).toBe(true);
    expect(a.labels.filter((l) => l.boost === 'wing')).toEqual([]);
    expect(a.stats.M.base).toBe(2);
  });

  it("the AT-AT's hinged side panels are big sections of hull, not wings", async () => {
    const a = await sharedPiece('omr-sets/75054-1 - AT-AT.mpd');
    expect(a.labels.filter((l) => l.boost === 'wing')).toEqual([]);
    expect(a.stats.M.base).toBe(2);
  });
});
