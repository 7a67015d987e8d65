import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

describe.runIf(hasSharedModels)('legs hold a body up', () => {
  // The 7111 Droid Fighter in flight mode: its builder named the folded wing halves it lies on "Leg Left Base" and
  // "Leg Right Base" (they are its legs in walking mode). As high as the whole craft, they are its sides, not legs.
  it("the Droid Fighter lying on its folded wings stands on plates, not legs: they reach as high as the whole craft", async () => {
    const a = await sharedPiece('omr-annotated/7111-1.mpd');
    expect(a.measurements.baseType).toBe('plate');
    expect(a.stats.M.direction).toBe('diagonal-cross');
    expect(a.labels.some((l) => l.limb === 'leg')).toBe(false);
  });

  // The alligator's legs reach more than half its height, low as it is: they still carry it.
  it('an alligator walks on its legs', async () => {
    const a = await sharedPiece('omr-sets/Alligator.mpd');
    expect(a.measurements.baseType).toBe('legs');
  });
});
