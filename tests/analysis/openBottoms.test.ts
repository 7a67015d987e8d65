import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/**
 * A small craft: a 6 x 6 deck, a windscreen looking -Z, and a 1 x 2 brick on the deck's front edge. A 1 x 1 round
 * brick or cone lies along Z in front of that brick, its stud plugged back into it and its open bottom pointing
 * forward, out of the nose (the Cosmic Cruiser's twin trans-green nose guns, the Crater Crawler's red cones).
 */
const DECK = SMALL_CRAFT;
/** Local +Y (the brick's body, away from its stud) turned to world -Z: the stud points back, the bottom forward. */
const NOSE = (part: string, colour = 34) => `1 ${colour} 0 -12 -60 1 0 0 0 0 1 0 -1 0 ${part}`;

const text = (lines: readonly string[]) => `${lines.join('\n')}\n`;

describe('a round brick or cone whose open bottom points forward', () => {
  it('a 1 x 1 round brick with its stud plugged back into the nose fires out of its open bottom: a Level 2 gun, R 3', async () => {
    const a = await analyzeText(text([...DECK, NOSE('3062b.dat')]));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const brick = a.parts.findIndex((p) => p.part === '3062b.dat');
    expect(a.labels[brick]!.weapon).toEqual({ kind: 'gun', level: 2 });
    expect(a.stats.R.base).toBe(3);
  });

  it('so does a 1 x 1 cone set the same way', async () => {
    const a = await analyzeText(text([...DECK, NOSE('4589.dat', 36)]));
    const cone = a.parts.findIndex((p) => p.part === '4589.dat');
    expect(a.labels[cone]!.weapon).toEqual({ kind: 'gun', level: 2 });
  });

  it('in a submodel its builder named a radar, the same brick is the radar\'s emitter, no gun', async () => {
    const mpd = ['0 FILE craft.ldr', ...DECK, '1 16 0 0 0 1 0 0 0 1 0 0 0 1 radar.ldr', '0 FILE radar.ldr', '0 Radar', NOSE('3062b.dat')];
    const a = await analyzeText(text(mpd));
    const brick = a.parts.findIndex((p) => p.part === '3062b.dat');
    expect(a.labels[brick]!.weapon).toBeNull();
    expect(a.stats.R.base).toBe(1);
  });
});

/** The same craft stretched to 870 LDU with six more decks behind, and its nose brick's hollow stud pointing forward. */
const LONG = [...DECK, ...[120, 240, 360, 480, 600, 720].map((z) => `1 7 0 0 ${z} 1 0 0 0 1 0 0 0 1 3958.dat`)];
const MUZZLE = (colour: number, z = -84, y = -12) => `1 ${colour} 0 ${y} ${z} 1 0 0 0 0 -1 0 1 0 3062b.dat`;

describe('a lone round brick at a big build\'s scale', () => {
  it('in an opaque colour on the hull, behind the nose, it is surface detail; see-through, it is a glowing muzzle all the same: a Level 2 gun', async () => {
    // (On the deck half-way back, lying on it and pointing forward along it with nothing in front.)
    const grey = await analyzeText(text([...LONG, MUZZLE(7, 300, -10)]));
    const dull = grey.parts.findIndex((p) => p.part === '3062b.dat');
    expect(grey.labels[dull]!.weapon).toBeNull();
    const green = await analyzeText(text([...LONG, MUZZLE(34, 300, -10)]));
    const glow = green.parts.findIndex((p) => p.part === '3062b.dat');
    expect(green.labels[glow]!.weapon).toEqual({ kind: 'gun', level: 2 });
  });

  it('at the very tip of the nose, pointing straight ahead, even an opaque one is a gun (noseGuns.test.ts)', async () => {
    const a = await analyzeText(text([...LONG, MUZZLE(7)]));
    const tip = a.parts.findIndex((p) => p.part === '3062b.dat');
    expect(a.labels[tip]!.weapon).toEqual({ kind: 'gun', level: 2 });
  });
});

/**
 * A nose gun as the 6894 Invader's: a 4H antenna lying forward out of a headlight brick on the deck's front edge, a
 * black round brick on its tip and a trans-red 1 x 1 round plate plugged into the brick's open end, facing forward.
 */
const NOSE_GUN = [
  '1 0 0 -24 -50 1 0 0 0 1 0 0 0 1 4070.dat',
  '1 36 0 -14 -128 0 0 1 -1 0 0 0 -1 0 3957a.dat',
  '1 0 0 -14 -136 0 0 1 -1 0 0 0 -1 0 3062b.dat',
  '1 36 0 -14 -160 0 0 1 -1 0 0 0 -1 0 6141.dat',
];

describe('a round plate closing a barrel\'s round brick', () => {
  it('is its lens, part of the gun, not an engine glowing out of the nose: one Level 2 gun of the rod, the brick and the plate', async () => {
    const a = await analyzeText(text([...DECK.filter((l) => !l.endsWith('3004.dat')), ...NOSE_GUN]));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const guns = a.weapons.filter((w) => w.level === 2);
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['3062b.dat', '3957a.dat', '6141.dat']);
    expect(a.labels.some((l) => l.boost === 'rocket-booster')).toBe(false);
  });
});

/** Two headlight bricks on the deck's front edge, each with a trans-red round plate on its front stud, facing forward. */
const NOSE_LAMPS = [-30, 30].flatMap((x) => [`1 0 ${x} -24 -50 1 0 0 0 1 0 0 0 1 4070.dat`, `1 36 ${x} -12 -68 1 0 0 0 0 -1 0 1 0 6141.dat`]);

describe('see-through round plates at the nose', () => {
  it('are no engine glowing out of a craft whose face looks that way: no rocket booster', async () => {
    const a = await analyzeText(text([...DECK.filter((l) => !l.endsWith('3004.dat')), ...NOSE_LAMPS]));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.labels.some((l) => l.boost === 'rocket-booster')).toBe(false);
  });
});

/** A 1 x 2 brick on the deck's back edge, and a finned 1 x 1 round brick plugged into it, its finned open end to +Z. */
const TAIL = ['1 7 0 -24 50 1 0 0 0 1 0 0 0 1 3004.dat', '1 34 0 -12 60 1 0 0 0 0 -1 0 1 0 4588.dat'];

describe('a finned 1 x 1 round brick', () => {
  // The 6811 Pulsar Charger's tail engine (batch 22), the 6956 Stellar Recon Voyager's pod tails (batch 21).
  it('lying level with its fins out of the back is a thruster: a rocket booster, +1 Movement', async () => {
    const a = await analyzeText(text([...DECK, ...TAIL]));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const finned = a.parts.findIndex((p) => p.part === '4588.dat');
    expect(a.labels[finned]!.boost).toBe('rocket-booster');
    expect(a.labels[finned]!.weapon).toBeNull();
  });

  it('pointing out of the nose it is no muzzle: neither a gun nor a booster', async () => {
    const a = await analyzeText(text([...DECK, NOSE('4588.dat')]));
    const finned = a.parts.findIndex((p) => p.part === '4588.dat');
    expect(a.labels[finned]!.weapon).toBeNull();
    expect(a.labels[finned]!.boost).toBeNull();
  });
});

/**
 * A loudhailer lying on the deck along Z, its bell to the back (+Z) and its narrow end out of the nose, with a
 * see-through red 1 x 1 round plate on the stud of that end (the 6951 Robot Command Center ship's twin blasters).
 */
const HAILER = '1 7 0 -20 -70 -1 0 0 0 1 0 0 0 -1 4349.dat';
const HAILER_LENS = '1 36 0 -20 -96 1 0 0 0 0 -1 0 1 0 4073.dat';

describe('a loudhailer with a glowing round plate on its narrow end', () => {
  it('fires out of that end: the loudhailer and the plate are one Level 2 gun, R 3', async () => {
    const a = await analyzeText(text([...DECK.filter((l) => !l.endsWith('3004.dat')), HAILER, HAILER_LENS]));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['4073.dat', '4349.dat']);
    expect(a.stats.R.base).toBe(3);
  });

  it('so does one with a 1 x 1 cone on that end (the 5980 black hover-bike\'s twin guns): the loudhailer and the cone are one gun', async () => {
    const a = await analyzeText(text([...DECK.filter((l) => !l.endsWith('3004.dat')), HAILER, '1 7 0 -20 -112 1 0 0 0 0 -1 0 1 0 4589.dat']));
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['4349.dat', '4589.dat']);
    expect(a.stats.R.base).toBe(3);
  });

  it('bare, its bell is its mouth, and that points back at the pilot: no gun', async () => {
    const a = await analyzeText(text([...DECK.filter((l) => !l.endsWith('3004.dat')), HAILER]));
    expect(a.weapons.filter((w) => w.kind === 'gun')).toEqual([]);
  });
});

describe('a bar with a blade on it', () => {
  // The 5982 Smash 'n' Grab's ram blades (batch 24), which its players read as Level 1 blades.
  it('is no barrel: laid forward out of the nose it is no gun but a Level 1 blade (R 2)', async () => {
    const a = await analyzeText(text([...DECK, '1 0 0 -12 -62 1 0 0 0 0 1 0 -1 0 64727.dat']));
    const blade = a.parts.findIndex((p) => p.part === '64727.dat');
    expect(a.labels[blade]!.weapon).toEqual({ kind: 'blade', level: 1 });
    expect(a.weapons.filter((w) => w.kind === 'gun')).toHaveLength(0);
    expect(a.stats.R.base).toBe(2);
  });

  it('a lightsaber blade bar still is, where no hand holds it: the same way it is a Level 2 gun', async () => {
    const a = await analyzeText(text([...DECK, '1 36 0 -12 -62 1 0 0 0 0 1 0 -1 0 30374.dat']));
    const bar = a.parts.findIndex((p) => p.part === '30374.dat');
    expect(a.labels[bar]!.weapon).toEqual({ kind: 'gun', level: 2 });
  });
});

describe('a torch laid forward out of the nose with a see-through round plate in its lamp', () => {
  // The 5981 Raid VPR's two nose guns (batch 24); the 5974 hover bike's lasers.
  it('is a gun, the plate its glowing muzzle: the torch and the plate are one Level 2 gun, R 3', async () => {
    const a = await analyzeText(text([...DECK, '1 15 0 -12 -84 1 0 0 0 1 0 0 0 1 3959.dat', '1 34 0 -12 -116 1 0 0 0 0 -1 0 1 0 6141.dat']));
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['3959.dat', '6141.dat']);
    expect(a.stats.R.base).toBe(3);
  });
});

describe('a 1 x 1 round plate on the tip of a bar laid forward', () => {
  // The 6941 Battrax's tail guns (batch 25): a 4H antenna out of a headlight brick, a trans-red round plate on its tip.
  const bar = (colour: number) => [...DECK.filter((l) => !l.endsWith('3004.dat')), NOSE_GUN[0]!, NOSE_GUN[1]!, `1 ${colour} 0 -14 -136 0 0 1 -1 0 0 0 -1 0 6141.dat`];

  it('see-through, it is a glowing muzzle: the bar and the plate are one Level 2 gun', async () => {
    const a = await analyzeText(text(bar(36)));
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(guns[0]!.parts.map((i) => a.parts[i]!.part).sort()).toEqual(['3957a.dat', '6141.dat']);
  });

  it('opaque, it closes the bar: no gun', async () => {
    const a = await analyzeText(text(bar(0)));
    expect(a.weapons.filter((w) => w.kind === 'gun')).toEqual([]);
  });
});

describe('a gun built into a small cockpit module', () => {
  // The 6830 Space Patroller's two lasers sit in its "Cockpit" submodel (batch 25), eleven parts in all, a 3 x 2 x 6
  // panel its windscreen.
  it('fires all the same: a cockpit has windows, not eyes, so its barrels are guns however few its parts', async () => {
    // (A hull of seven 6 x 6 plates, and a submodel named "cockpit": an opaque 3 x 2 x 6 panel, the nose gun's headlight
    // brick, its antenna and a see-through round plate on the antenna's tip.)
    const hull = [0, 8, 16, 24, 32, 40, 48].map((y) => `1 7 0 ${y} 0 1 0 0 0 1 0 0 0 1 3958.dat`);
    const mpd = ['0 FILE craft.ldr', '0 A hull with a cockpit module', ...hull, '1 16 0 0 0 1 0 0 0 1 0 0 0 1 cockpit.ldr', '0 FILE cockpit.ldr', '0 Cockpit', '1 15 0 -48 0 1 0 0 0 1 0 0 0 1 2466.dat', NOSE_GUN[0]!, NOSE_GUN[1]!, '1 36 0 -14 -136 0 0 1 -1 0 0 0 -1 0 6141.dat'];
    const a = await analyzeText(text(mpd));
    const cockpit = a.parts.flatMap((p, i) => (p.submodel.at(-1) === 'cockpit.ldr' ? [i] : []));
    expect(cockpit).toHaveLength(4);
    for (const i of cockpit) expect(a.labels[i]!.section).toBe('head');
    const guns = a.weapons.filter((w) => w.kind === 'gun');
    expect(guns).toHaveLength(1);
    expect(a.stats.R.base).toBe(3);
  });
});
