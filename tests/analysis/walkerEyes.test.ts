import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/**
 * "The Head is where the Piece's face is" (III.A). The AT-AT has no printed face: its two trans-light-blue
 * viewports on the front of its head module are its eyes. A wheel rim built into its body does not make it a
 * car (whose small round lamps would be its lights): it rolls on nothing.
 */
describe.runIf(hasSharedModels)("a walker's lamp eyes", () => {
  it("the AT-AT's Head is in its head module, in front of the neck, with both viewports", async () => {
    const a = await sharedPiece('omr-sets/75054-1 - AT-AT.mpd');
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p] : []));
    expect(head.map((p) => p.id)).toEqual(expect.arrayContaining(['13/1018', '13/1019']));
    // The labelled head module is every part at x <= -340 (the body and its top are behind it).
    for (const p of head) expect(p.bodyBounds.max[0]).toBeLessThanOrEqual(-340);
    expect(a.labels[a.parts.findIndex((p) => p.id === '13/1018')]!.sectionReason).toMatch(/sit together like eyes/);
  });
});
