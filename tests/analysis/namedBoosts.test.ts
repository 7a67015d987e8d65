import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** IV.H: boosts are propellers, wings and rocket boosters; a car's engine turns its wheels. */
describe.runIf(hasSharedModels)("a car's engine cover", () => {
  it('the Corvette\'s "EngineCover" submodel is body panelling, not a rocket booster', async () => {
    const a = await sharedPiece('brickhub-tests/vette.mpd');
    const cover = a.parts.flatMap((p, i) => (p.submodel.includes('EngineCover.ldr') ? [i] : []));
    expect(cover.length).toBeGreaterThan(0);
    for (const i of cover) expect(a.labels[i]!.boost).toBeNull();
  });
});
