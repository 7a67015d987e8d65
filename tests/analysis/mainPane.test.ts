import { describe, expect, it } from 'vitest';
import { sharedPiece as first, sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** A cockpit whose glass faces several ways looks out of most of it; a windscreen moulded in a solid colour far from any glass is panelling. */
describe.runIf(hasSharedModels)("a cockpit looks out of its pilot's glass", () => {
  it("the UCS Snowspeeder faces +X, out of its pilot's canopy, not its rear gunner's window; its three rear cones blow backward", async () => {
    const a = await first('omr-sets/10129-1 - Rebel Snowspeeder - UCS.mpd');
    expect(a.measurements.front).toEqual([1, 0, 0]);
    expect(a.measurements.frontReason).toMatch(/^4474\.dat/);
    const cones = a.parts.flatMap((p, i) => (p.part === '6233.dat' ? [i] : []));
    expect(cones).toHaveLength(3);
    for (const i of cones) expect(a.labels[i]!.boost).toBe('rocket-booster');
  });

  it("the Snowspeeder's white and orange windscreens striping its engine pods are not its Head", async () => {
    const a = await first('omr-sets/10129-1 - Rebel Snowspeeder - UCS.mpd');
    const painted = a.parts.flatMap((p, i) => (p.part === '6070.dat' && (p.colour === 15 || p.colour === 25) ? [i] : []));
    expect(painted.length).toBeGreaterThanOrEqual(8);
    for (const i of painted) expect(a.labels[i]!.section).not.toBe('head');
  });

  it("the airport tug's solid yellow windscreen beside its glass is still its cab", async () => {
    const team = await sharedTeam('omr-sets/3181 - Passenger Plane.mpd');
    const tug = team.members.map((m) => m.analysis).find((a) => a.parts.some((p) => p.id === '11/438/95'))!;
    const yellow = tug.parts.findIndex((p) => p.id === '11/438/93');
    expect(tug.parts[yellow]!.file?.description).toMatch(/^Windscreen/);
    expect(tug.parts[yellow]!.colour).not.toBe(40);
    expect(tug.labels[yellow]!.section).toBe('head');
  });
});
