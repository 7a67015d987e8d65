import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** A car's tail lights and amber headlamps give light; nobody looks out of them, so they are not its cab (III.A). */
describe.runIf(hasSharedModels)('vehicle lamps', () => {
  it("the Corvette's Head is its roof over the cabin, not its trans-red tail lights and trans-yellow headlamps", async () => {
    const a = await sharedPiece('brickhub-tests/vette.mpd');
    const head = a.parts.filter((_, i) => a.labels[i]!.section === 'head').map((p) => p.id);
    // Headlight (83, 85), Headlight2 (89, 91), RearBumper (135), RearLight (137, 139): none of them.
    expect(head.filter((id) => /^(83|85|89|91|135|137|139)\//.test(id))).toEqual([]);
    // The Roof submodel (157) is most of it.
    expect(head.filter((id) => id.startsWith('157/')).length).toBeGreaterThan(head.length / 2);
  });
});
