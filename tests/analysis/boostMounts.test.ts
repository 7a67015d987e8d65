import { describe, expect, it } from 'vitest';
import { sharedPiece as first } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** What turns or lifts is the boost; what fixes it to the hull, or is fixed on it, is not. */
describe.runIf(hasSharedModels)('boost parts and their mounts', () => {
  it("a Technic rotor with plates fixed on its blades cannot turn: the Ferrari F40's and Voltron's rotors are built in, no propellers", async () => {
    for (const file of ['omr-sets/10248 - Ferrari F40.mpd', 'brickbuilt/21311 - Voltron - Voltron.mpd']) {
      const a = await first(file);
      const rotors = a.parts.flatMap((p, i) => (p.part === '32124.dat' ? [i] : []));
      expect(rotors.length, file).toBeGreaterThanOrEqual(4);
      for (const i of rotors) {
        expect(a.labels[i]!.boost, file).toBeNull();
        // (A lion's rotor is part of the limb it is built into, and says so.)
        if (a.labels[i]!.function === 'none') expect(a.labels[i]!.functionReason).toMatch(/cannot turn/);
      }
    }
  });

  it("a rotor hanging on its hub still turns: the twin-rotor helicopter's blades are propellers", async () => {
    const a = await first('omr-sets/42020-1 - Twin Rotor Helicopter.mpd');
    const blades = a.parts.flatMap((p, i) => (p.part === '99012.dat' ? [i] : []));
    expect(blades).toHaveLength(6);
    for (const i of blades) expect(a.labels[i]!.boost).toBe('propeller');
  });

  it("the clip a wing hangs on is its joint, not the wing: the mini X-wing's four wing submodels lift, their clip plates do not", async () => {
    const a = await first('omr-sets/30051-1 - X-wing Fighter - Mini.mpd');
    const clips = a.parts.flatMap((p, i) => (p.part === '6019.dat' && /wing/i.test(p.submodel.at(-1) ?? '') ? [i] : []));
    expect(clips).toHaveLength(4);
    for (const i of clips) expect(a.labels[i]!.boost).toBeNull();
    const wings = new Set(a.parts.flatMap((p, i) => (a.labels[i]!.boost === 'wing' ? [p.submodel.at(-1)] : [])));
    expect(wings.size).toBe(4);
  });
});
