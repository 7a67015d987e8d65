import { describe, expect, it } from 'vitest';
import { sharedPiece as first } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** A faceless car read from its windows looks out of its windscreen, wherever its cab sits. */
describe.runIf(hasSharedModels)('a car faces where its windscreen is', () => {
  it("the micro hot rod's cab sits behind its engine, its windscreen at the cab's -Z end: it faces -Z, and the cones on its flanks blowing +Z are its side-pipe exhausts", async () => {
    const a = await first('omr-sets/4096 - Micro Wheels - QB Roadster 2.mpd');
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.measurements.frontReason).toMatch(/windscreen/);
    const cones = a.parts.flatMap((p, i) => (p.part === '4589.dat' && p.bodyBounds.min[1]! > -10 ? [i] : []));
    expect(cones).toHaveLength(2);
    for (const i of cones) expect(a.labels[i]!.boost).toBe('rocket-booster');
  });

  it('the tractor, its cab over the big rear wheels, faces -X, where its windscreen looks', async () => {
    const a = await first('omr-sets/tractor.mpd');
    expect(a.measurements.front).toEqual([-1, 0, 0]);
  });

  it("a plane's nose reaches on past its windscreen: the passenger jet still faces -Z", async () => {
    const a = await first('omr-sets/3181 - Passenger Plane.mpd');
    expect(a.measurements.front).toEqual([0, 0, -1]);
  });
});
