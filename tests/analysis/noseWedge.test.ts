import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** The 3 x 4 wedge plate notched 1 x 2 shapes a nose around a windscreen or a nose tip: plating, never a wing. */
describe.runIf(hasSharedModels)('nose wedges', () => {
  it('the 1682 orbiter standing on its tail and the Transcon orbiter lying flat: their notched nose plates are no wings, their delta wings are', async () => {
    for (const [file, noses] of [
      ['omr-sets/1682-1 - Space Shuttle.mpd', ['13/222/252']],
      ['omr-sets/6544-1 - Shuttle Transcon 2.mpd', ['10/110', '10/111']],
    ] as const) {
      const t = await sharedTeam(file);
      const m = t.members.find((x) => x.analysis.parts.some((p) => p.id === noses[0]))!.analysis;
      for (const id of noses) {
        const i = m.parts.findIndex((p) => p.id === id);
        expect(m.parts[i]!.part).toBe('4859.dat');
        expect(m.labels[i]!.boost ?? null, `${file} ${id}`).toBeNull();
        expect(m.labels[i]!.functionReason).toMatch(/notched for a nose/);
      }
      // The ship still flies on its real wings.
      expect(m.labels.some((l) => l.boost === 'wing'), file).toBe(true);
    }
  });
});
