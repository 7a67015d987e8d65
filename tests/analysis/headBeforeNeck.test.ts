import { describe, expect, it } from 'vitest';
import { headBeforeNeck } from '../../src/analysis/headBeforeNeck.ts';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** The Head "above a neck": where a build narrows between its face and its middle, and only there. */
describe.runIf(hasSharedModels)('the head before the neck', () => {
  it("the AT-AT narrows to six parts across at its neck: its head is what lies in front of that", async () => {
    const a = await sharedPiece('omr-sets/75054-1 - AT-AT.mpd');
    const eyes = ['13/1018', '13/1019'].map((id) => a.parts.findIndex((p) => p.id === id));
    const head = headBeforeNeck(a.parts, a.graph, eyes, a.parts.length / 2)!;
    expect(head.length).toBeGreaterThan(100);
    // All in front of the neck, none of the body behind it.
    for (const i of head) expect(a.parts[i]!.bodyBounds.max[0]).toBeLessThanOrEqual(-320);
  });

  it("Skipper's face is built into the front of his body, which never narrows: no neck, no head from one", async () => {
    const a = await sharedPiece('marek-saji/skipper__skipper.ldr');
    const eyes = a.parts.flatMap((p, i) => (p.part === '98138p07.dat' ? [i] : []));
    expect(eyes).toHaveLength(2);
    expect(headBeforeNeck(a.parts, a.graph, eyes, a.parts.length / 2)).toBeUndefined();
  });
});
