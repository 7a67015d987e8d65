import { describe, expect, it } from 'vitest';
import { sharedPiece as first } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';
import { submodelRole } from '../../src/analysis/submodelInstances.ts';

/** Legs a parked vehicle is let down on (a trailer's jack legs) are its landing gear: it still rolls on its wheels. */
describe('legs a vehicle parks on', () => {
  it('a jack leg, a support leg or an outrigger is landing gear, not a limb', () => {
    expect(submodelRole('JackLeg')).toBe('landing-gear');
    expect(submodelRole('support_leg_left')).toBe('landing-gear');
    expect(submodelRole('Outrigger 2')).toBe('landing-gear');
    expect(submodelRole('LeftLeg')).toBe('leg');
  });

  it.runIf(hasSharedModels)('the Coca-Cola semi-trailer rolls on its six wheels; its let-down jack legs neither walk nor kick', async () => {
    const a = await first('brickhub-tests/ldcad_motor_test.mpd');
    expect(a.measurements.baseType).toBe('wheels');
    const jacks = a.parts.flatMap((p, i) => (p.id.startsWith('169/1136/') || p.id.startsWith('169/1137/') ? [i] : []));
    expect(jacks.length).toBeGreaterThan(0);
    for (const i of jacks) expect(a.labels[i]!.function).not.toBe('weapon');
  });
});
