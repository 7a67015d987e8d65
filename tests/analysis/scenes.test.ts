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

  it("a tow jeep hitched to the plane it tows is a piece apart, with its driver drawn as a submodel of his own; the shuttle riding the plane flies apart on its own wings, the pylons stay on the plane, and nobody's trailer drives itself", async () => {
    const t = await sharedTeam('omr-sets/6544-1 - Shuttle Transcon 2.mpd');
    const holding = (top: string) => t.members.filter((m) => m.analysis.parts.some((p) => p.id.startsWith(top + '/')));
    const having = (id: string) => t.members.find((m) => m.analysis.parts.some((p) => p.id === id));
    const jeep = holding('11');
    expect(jeep).toHaveLength(1);
    expect(jeep[0]!.analysis.parts.every((p) => p.id.startsWith('11/') || p.id.startsWith('23/') || !p.id.includes('/'))).toBe(true);
    expect(holding('23')[0]).toBe(jeep[0]); // its seated driver
    expect(jeep[0]!.analysis.measurements.baseType).toBe('wheels');
    // The tow bar drawn loose in the main model (4319 on its hinge plates) is the jeep's; hitched under the plane, it is no arm that swings.
    for (const id of ['12', '17', '18']) expect(having(id)).toBe(jeep[0]);
    expect(jeep[0]!.analysis.weapons.some((w) => w.parts.some((i) => jeep[0]!.analysis.parts[i]!.id === '17'))).toBe(false);
    const plane = holding('9');
    expect(plane).toHaveLength(1);
    // The orbiter has its own cockpit and delta wing: a piece of its own, lifted off the pylons, which stay on the plane.
    const orbiter = holding('10');
    expect(orbiter).toHaveLength(1);
    expect(orbiter[0]).not.toBe(plane[0]);
    expect(orbiter[0]!.analysis.parts.every((p) => p.id.startsWith('10/'))).toBe(true);
    for (const id of ['13', '14', '15', '16']) expect(having(id)).toBe(plane[0]);
    expect(orbiter[0]!.analysis.measurements.baseType).toBe('plate');
    // The 1682 crew car's trailer carries its crew but has no steering wheel: car and trailer stay one piece. (The
    // gantry's platform, tied to it by the crane's string, is scenery, as its labeller has it.)
    const crew = await sharedTeam('omr-sets/1682-1 - Space Shuttle.mpd');
    expect(crew.members).toHaveLength(3);
    expect(crew.members.filter((m) => m.piece.name === 'car')).toHaveLength(1);
    expect(crew.members.some((m) => m.piece.name === 'platform')).toBe(false);
  });

  it("a figure's shovel is his, though its blade digs into the forge's floor: the bald orc swings it as a Level 1 staff", async () => {
    const t = await sharedTeam('brickbuilt/9476-1 - The Orc Forge.mpd');
    const orc = t.members.find((m) => m.analysis.parts.some((p) => p.id === '19/759'));
    expect(orc, t.members.map((m) => m.piece.name).join(', ')).toBeDefined();
    const a = orc!.analysis;
    const shovel = a.parts.findIndex((p) => p.id === '19/764');
    expect(shovel, 'the shovel (3837) is in the orc piece').toBeGreaterThanOrEqual(0);
    const swung = a.weapons.find((w) => w.parts.includes(shovel));
    expect(swung?.kind).toBe('staff');
    expect(swung?.level).toBe(1);
    expect(a.stats.R.base).toBe(2);
  });
});
