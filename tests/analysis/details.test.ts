import { describe, expect, it } from 'vitest';
import { sharedPiece as first } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';


/** Parts used as details: inside a build, or named for what they are on a car. */
describe.runIf(hasSharedModels)('details of a build', () => {
  it("the Ferrari F40's revolvers built into its engine are detail, shut inside; its \"engine\" submodel turns its wheels and pushes nothing", async () => {
    const a = await first('omr-sets/10248 - Ferrari F40.mpd');
    const revolvers = a.parts.flatMap((p, i) => (p.part === '30132.dat' && p.submodel.at(-1) === '10248 - engine.ldr' ? [i] : []));
    expect(revolvers.length).toBeGreaterThanOrEqual(6);
    for (const i of revolvers) {
      expect(a.labels[i]!.weapon).toBeNull();
      expect(a.labels[i]!.functionReason).toMatch(/shut inside the build/);
    }
    const engine = a.parts.flatMap((p, i) => (p.submodel.at(-1) === '10248 - engine.ldr' ? [i] : []));
    expect(engine.length).toBeGreaterThan(10);
    for (const i of engine) expect(a.labels[i]!.boost).not.toBe('rocket-booster');
  });

  it("a plane's named engines still push it: the passenger plane has rocket boosters beside its wings", async () => {
    const a = await first('omr-sets/3181 - Passenger Plane.mpd');
    expect(a.labels.some((l) => l.boost === 'rocket-booster')).toBe(true);
    expect(a.labels.some((l) => l.boost === 'wing')).toBe(true);
  });
});
