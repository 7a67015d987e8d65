import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** "The Head is where the Piece's face is" (III.A): an eye printed on a tile looks out of the tile's top. */
describe.runIf(hasSharedModels)('eyes printed on tiles', () => {
  it("Skipper's eye tiles sit on side studs looking -Z, so the penguin faces -Z", async () => {
    const a = await sharedPiece('marek-saji/skipper__skipper.ldr');
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.measurements.frontReason).toMatch(/98138p07\.dat faces this way/);
  });

  it("the alligator's eye tiles look straight up from its head: the front comes from where the Head sits (+X)", async () => {
    const a = await sharedPiece('omr-sets/Alligator.mpd');
    expect(a.measurements.front).toEqual([1, 0, 0]);
    expect(a.measurements.frontReason).toMatch(/Head sits to this side/);
  });
});
