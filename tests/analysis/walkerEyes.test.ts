import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/**
 * "The Head is where the Piece's face is" (III.A), the whole sub-assembly "above a neck". The AT-AT has no
 * printed face: its two trans-light-blue viewports on the front of its head module are its eyes. A wheel
 * rim built into its body does not make it a car (whose small round lamps would be its lights).
 */
describe.runIf(hasSharedModels)("a walker's lamp eyes", () => {
  it("the AT-AT's Head is its whole head module, as far as the neck that holds it on, as the player labelled it", async () => {
    const a = await sharedPiece('omr-sets/75054-1 - AT-AT.mpd');
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : []));
    const labelled = JSON.parse(readFileSync(new URL('labels/at-at.json', import.meta.url), 'utf8')) as { pieces: { head: { parts: string[] } }[] };
    // The labelled head: every part in front of the neck (x <= -340), the viewports, the cheek and chin guns.
    expect(head.sort()).toEqual([...labelled.pieces[0]!.head.parts].sort());
    expect(a.labels[a.parts.findIndex((p) => p.id === '13/1018')]!.sectionReason).toMatch(/sit together like eyes, with the head they sit in, as far as the neck/);
  });
});
