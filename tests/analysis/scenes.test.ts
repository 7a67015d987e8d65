import { describe, expect, it } from 'vitest';
import { hasSharedModels } from '../support/library.ts';
import { sharedTeam } from '../support/analyze.ts';

const PAD = 'omr-sets/6339-1 - Shuttle Launch Pad.mpd';

/** Pieces in a big scene fixed to its baseplate (the 6339 launch pad), as a player takes them off the board. */
describe.runIf(hasSharedModels)('pieces in a scene', () => {
  it('the shuttle stack on its pad is a piece, however wide its wings: a craft with a windscreen is no building', async () => {
    const t = await sharedTeam(PAD);
    const stack = t.members.find((m) => m.analysis.parts.some((p) => p.part === '6238a.dat'));
    expect(stack, t.members.map((m) => m.piece.name).join(', ')).toBeDefined();
    // The orbiter, its tank and both boosters: the whole stack, not the pad it stands on.
    expect(stack!.analysis.parts.every((p) => p.id.startsWith('9/'))).toBe(true);
    expect(stack!.analysis.parts.length).toBe(192);
  });

  it("the control room's seated operator sits on a chair fixed to the ground: he and the two crew standing by are three figures, and the room is scenery", async () => {
    const t = await sharedTeam(PAD);
    const figures = t.members.filter((m) => m.analysis.parts.some((p) => p.part.startsWith('3626b')) && !m.analysis.parts.some((p) => p.part === '6238a.dat'));
    expect(figures.map((m) => m.analysis.parts.length)).toEqual([10, 10, 10]);
    for (const f of figures) expect(f.analysis.measurements.baseType).toBe('legs');
    // The chair and the room's walls are no piece's.
    expect(t.members.some((m) => m.analysis.parts.some((p) => p.part === '4079.dat'))).toBe(false);
  });
});
