import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** The Base is what carries the piece on the ground (IV.H); a gun barrel resting there beside it is still a gun. */
describe.runIf(hasSharedModels)('guns on the ground', () => {
  it("the mini X-wing rests on its lower wingtips' clip plates, a plate Base, though the wingtip guns touch the ground too", async () => {
    const a = await sharedPiece('omr-sets/30051-1 - X-wing Fighter - Mini.mpd');
    expect(a.measurements.baseType).toBe('plate');
    expect(a.stats.M.direction).toBe('diagonal-cross');
  });
});
