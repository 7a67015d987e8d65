import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { library, hasSharedModels } from '../support/library.ts';
import { sharedTeam } from '../support/analyze.ts';

/** A baseplate with a tower of bricks on it (the scene), and cattle horns set on the tower's top as a hut's ornament. */
const SCENE = [
  '1 2 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat',
  ...[-24, -48, -72, -96].flatMap((y) => [`1 7 200 ${y} 100 1 0 0 0 1 0 0 0 1 3001.dat`, `1 7 200 ${y} 60 1 0 0 0 1 0 0 0 1 3001.dat`]),
  '1 15 200 -104 80 1 0 0 0 1 0 0 0 1 6029a.dat',
];
/** A canoe on the baseplate, a dozen 1 x 1 plates on its floor, and an islander standing in it (grass-skirt legs). */
const CANOE = [
  '1 4 0 -8 0 1 0 0 0 1 0 0 0 1 6021.dat',
  ...[-10, 10].flatMap((x) => [40, 60, 80, -40, -60, -80].map((z) => `1 4 ${x} -8 ${z} 1 0 0 0 1 0 0 0 1 3024.dat`)),
];
/** An islander (head, hair and cattle-horn headdress, torso, arms, hands, hips, legs) with its feet at y = 0 + dy. */
const islander = (dy: number) => [
  `1 14 0 ${-76 + dy} 0 1 0 0 0 1 0 0 0 1 3626bp3j.dat`,
  `1 0 0 ${-76 + dy} 0 1 0 0 0 1 0 0 0 1 6025.dat`,
  `1 15 0 ${-92 + dy} 0 1 0 0 0 1 0 0 0 1 6029a.dat`,
  `1 14 0 ${-52 + dy} 0 1 0 0 0 1 0 0 0 1 973pac.dat`,
  `1 14 -15.552 ${-43 + dy} 0 0.985 -0.17 0 0.17 0.985 0 0 0 1 3818.dat`,
  `1 14 15.552 ${-43 + dy} 0 0.985 0.17 0 -0.17 0.985 0 0 0 1 3819.dat`,
  `1 14 -23.6904 ${-25.226 + dy} -9.8982 0.985 -0.1202 0.1202 0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat`,
  `1 14 23.6904 ${-25.226 + dy} -9.8982 0.985 0.1202 -0.1202 -0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat`,
  `1 2 0 ${-20 + dy} 0 1 0 0 0 1 0 0 0 1 3815.dat`,
  `1 14 0 ${-8 + dy} 0 1 0 0 0 1 0 0 0 1 3816p3j.dat`,
  `1 14 0 ${-8 + dy} 0 1 0 0 0 1 0 0 0 1 3817p3j.dat`,
];
/**
 * A raft at a tower's foot (no ground under it): a 4 x 4 plate on four round bricks as floats, tiles round its edge, and a
 * minifig standing on it.
 */
const RAFT = [
  '1 2 0 0 0 1 0 0 0 1 0 0 0 1 3811.dat',
  '1 7 300 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 7 300 -48 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 7 300 -72 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 7 300 -96 0 0 0 1 0 1 0 -1 0 0 3001.dat',
  '1 6 380 -32 0 1 0 0 0 1 0 0 0 1 3031.dat',
  '1 6 360 -24 -20 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 6 400 -24 -20 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 6 360 -24 20 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 6 400 -24 20 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 6 350 -40 -30 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 350 -40 -10 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 350 -40 10 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 350 -40 30 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 410 -40 -30 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 410 -40 -10 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 410 -40 10 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 410 -40 30 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 6 390 -40 -30 1 0 0 0 1 0 0 0 1 3070b.dat',
  '1 14 380 -128 10 1 0 0 0 1 0 0 0 1 3626bp01.dat',
  '1 4 380 -104 10 1 0 0 0 1 0 0 0 1 973p01.dat',
  '1 4 364.448 -95 10 0.985 -0.17 0 0.17 0.985 0 0 0 1 3818.dat',
  '1 4 395.552 -95 10 0.985 0.17 0 -0.17 0.985 0 0 0 1 3819.dat',
  '1 14 356.3096 -77.226 0.1018 0.985 -0.1202 0.1202 0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 14 403.6904 -77.226 0.1018 0.985 0.1202 -0.1202 -0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
  '1 0 380 -72 10 1 0 0 0 1 0 0 0 1 3815b.dat',
  '1 0 380 -60 10 1 0 0 0 1 0 0 0 1 3816b.dat',
  '1 0 380 -60 10 1 0 0 0 1 0 0 0 1 3817b.dat',
];
const read = async (lines: string[]) => {
  const model = buildModel(await loadModel(lines.join('\n') + '\n', 'island.ldr', { library: library() }), { expandShortcuts: true });
  return { model, team: analyzeTeam(model, { element: 'Normal' }) };
};

describe('boats, and horns worn or set on a wall', () => {
  it('a canoe on the sea with its paddler standing in it is one piece: a hull at the bottom floats as wheels roll', async () => {
    const { model, team } = await read([...SCENE, ...CANOE, ...islander(0)]);
    expect(team.members).toHaveLength(1);
    const names = team.members[0]!.piece.parts.map((i) => model.parts[i]!.part);
    expect(names).toContain('6021.dat');
    expect(names).toContain('973pac.dat');
    // The tower and the horns on it are the scene: a lone horn is no creature.
    expect(names).not.toContain('3001.dat');
    expect(team.split.scenery.map((i) => model.parts[i]!.part)).toContain('3001.dat');
  });

  it("a boat's wedge plates are its deck, not wings, and a pistol lying aboard is the crew's spare", async () => {
    const wings = ['1 7 -10 -16 40 1 0 0 0 1 0 0 0 1 41770.dat', '1 7 10 -16 -60 1 0 0 0 1 0 0 0 1 41769.dat'];
    const { team } = await read([...SCENE, ...CANOE, ...islander(0), ...wings, '1 0 10 -26 70 1 0 0 0 1 0 0 0 1 2562.dat']);
    const a = team.members[0]!.analysis;
    for (const part of ['41770.dat', '41769.dat']) {
      const l = a.labels[a.parts.findIndex((p) => p.part === part)]!;
      expect(l.function).toBe('none');
      expect(l.functionReason).toMatch(/floats on a hull/);
    }
    const pistol = a.labels[a.parts.findIndex((p) => p.part === '2562.dat')]!;
    expect(pistol.function).toBe('none');
    expect(pistol.functionReason).toMatch(/a spare/);
    expect(a.weapons.filter((w) => w.kind === 'gun')).toEqual([]);
  });

  it.runIf(hasSharedModels)("the Harbor Sentry's oarsman pulls the oars: each arm with its hand is a Level 0 hit, the oars no weapon", async () => {
    const a = (await sharedTeam('brickbuilt/6245 - Harbor Sentry.mpd')).members[0]!.analysis;
    const arms = a.parts.flatMap((p, i) => (['8/40/54', '8/40/55', '8/40/56', '8/40/57'].includes(p.id) ? [i] : []));
    expect(arms).toHaveLength(4);
    for (const i of arms) expect(a.labels[i]!.functionReason).toMatch(/rows the boat/);
    // The oars they pull row the boat: no staffs.
    const oars = a.parts.flatMap((p, i) => (p.part === '2542.dat' ? [i] : []));
    expect(oars.length).toBeGreaterThan(0);
    for (const i of oars) expect(a.labels[i]!.functionReason).toMatch(/an oar to row with/);
    const hits = a.weapons.filter((w) => w.kind === 'hit' && w.parts.some((i) => arms.includes(i)));
    expect(hits.map((w) => w.parts.length)).toEqual([2, 2]);
  });

  it('a raft a figure stands on, floating beside a tower, is a piece with its figure: what a figure rides is a vehicle', async () => {
    const { model, team } = await read(RAFT);
    expect(team.members).toHaveLength(1);
    const names = team.members[0]!.piece.parts.map((i) => model.parts[i]!.part);
    expect(names).toEqual(expect.arrayContaining(['3031.dat', '3941.dat', '973p01.dat']));
    expect(names).not.toContain('3001.dat');
    expect(team.split.scenery.map((i) => model.parts[i]!.part)).toContain('3001.dat');
  });

  it('a castaway on his raft swings the oar in his hand as a staff, one weapon with the hand and the arm that hold it', async () => {
    // The 1713 pirate's oar, in the raft figure's right hand as the pirate holds his.
    const oar = '1 4 356.4426 -78.764 -20.991 0.1462 -0.0865 -0.9849 -0.8487 0.4998 -0.1694 0.5077 0.8616 -0.0002 2542.dat';
    const a = (await read([...RAFT, oar])).team.members[0]!.analysis;
    const at = a.parts.findIndex((p) => p.part === '2542.dat');
    expect(a.labels[at]!.weapon).toEqual({ kind: 'staff', level: 1 });
    const holding = a.labels.filter((l) => /^holds 2542\.dat: a hand holding a weapon counts as one weapon/.test(l.functionReason));
    expect(holding).toHaveLength(2);
    for (const l of holding) expect(l.function).toBe('none');
    // The head, the other arm and the two legs strike; the oar arm is the staff.
    expect(a.weapons.map((w) => `${w.kind}${w.level}`).sort()).toEqual(['hit0', 'hit0', 'hit0', 'hit0', 'staff1']);
  });

  it("horns resting on an islander's hair are its headdress, part of the Head and no weapon of their own", async () => {
    const { model, team } = await read([...SCENE, ...islander(-200).map((l) => l.replace(/^1 (\d+) (\S+)/, (_, c, x) => `1 ${c} ${Number(x) - 100}`))]);
    const figure = team.members.find((m) => m.piece.parts.some((i) => model.parts[i]!.part === '973pac.dat'))!;
    const a = figure.analysis;
    const horns = a.parts.findIndex((p) => p.part === '6029a.dat' || p.part === '87695.dat');
    expect(horns).toBeGreaterThanOrEqual(0);
    expect(a.labels[horns]!.section).toBe('head');
    expect(a.labels[horns]!.function).toBe('none');
    expect(a.labels[horns]!.functionReason).toMatch(/headdress/);
    // Head, two arms, two legs: the minifig's five hits, no sixth for the horns.
    expect(a.weapons.map((w) => `${w.kind}${w.level}`)).toEqual(['hit0', 'hit0', 'hit0', 'hit0', 'hit0']);
  });
});
