import { describe, expect, it } from 'vitest';
import { analyzeText, sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';
import { SMALL_CRAFT } from '../support/smallCraft.ts';

/** IV.H: boosts are propellers, wings and rocket boosters; a car's engine turns its wheels. */
describe.runIf(hasSharedModels)("a car's engine cover", () => {
  it('the Corvette\'s "EngineCover" submodel is body panelling, not a rocket booster', async () => {
    const a = await sharedPiece('brickhub-tests/vette.mpd');
    const cover = a.parts.flatMap((p, i) => (p.submodel.includes('EngineCover.ldr') ? [i] : []));
    expect(cover.length).toBeGreaterThan(0);
    for (const i of cover) expect(a.labels[i]!.boost).toBeNull();
  });
});

/**
 * A walker on two legs of 1 x 2 bricks (submodels named "leg left" and "leg right"), a body of two 2 x 4 bricks with
 * an eyes brick on top, and between the bricks a "wings" submodel: a Wing 7 x 12 right and left spread out flat.
 */
const WALKER = [
  '0 FILE walker.ldr',
  '0 A walker with wings',
  '1 1 0 -96 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 1 0 -128 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 15 0 -152 0 1 0 0 0 1 0 0 0 1 3005pe5.dat',
  '1 16 30 0 0 1 0 0 0 1 0 0 0 1 leg left.ldr',
  '1 16 -30 0 0 1 0 0 0 1 0 0 0 1 leg right.ldr',
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 wings.ldr',
  ...['leg left.ldr', 'leg right.ldr'].flatMap((name) => [`0 FILE ${name}`, '0 Leg', ...[-24, -48, -72].map((y) => `1 7 0 ${y} 0 1 0 0 0 1 0 0 0 1 3004.dat`)]),
  '0 FILE wings.ldr',
  '0 Wings',
  '1 15 30 -104 0 1 0 0 0 1 0 0 0 1 3585.dat',
  '1 15 -30 -104 0 1 0 0 0 1 0 0 0 1 3586.dat',
];

describe('wedge plates in a submodel named as wings', () => {
  // Mike Horvath's Androbot mech (batch 23) spreads a Wing 7 x 12 each side in its "wings" submodel.
  it('are wings on a walker too: Movement 2 for the legs + 1', async () => {
    const a = await analyzeText(`${WALKER.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('legs');
    const wings = a.parts.flatMap((p, i) => (/^358[56]\.dat$/.test(p.part) ? [i] : []));
    expect(wings).toHaveLength(2);
    for (const i of wings) expect(a.labels[i]!.boost).toBe('wing');
    expect(a.stats.M.base).toBe(3);
  });

  it('drawn in the walker itself, not in such a submodel, they stay its plating', async () => {
    const inWalker = [...WALKER.slice(0, 7), ...WALKER.slice(-2), ...WALKER.slice(8, -4)];
    const a = await analyzeText(`${inWalker.join('\n')}\n`);
    expect(a.parts.filter((p) => p.submodel.length === 0).map((p) => p.part)).toContain('3585.dat');
    const wings = a.parts.flatMap((p, i) => (/^358[56]\.dat$/.test(p.part) ? [i] : []));
    expect(wings).toHaveLength(2);
    for (const i of wings) expect(a.labels[i]!.boost).toBeNull();
    expect(a.stats.M.base).toBe(2);
  });
});

/**
 * A scooter: wheeledChassis with its driver seated on it, and a submodel named "Wing" of two 1 x 4 plates and two
 * Tail 4 x 1 x 3 fins standing on them at the chassis's back corners, inside the wheels' track (as the 6827 Strata
 * Scooter's side fins).
 */
const SCOOTER = [
  '0 FILE scooter.ldr',
  ...wheeledChassis(4),
  ...posedMinifig(0, -53, 10, 'seated'),
  '1 16 0 0 0 1 0 0 0 1 0 0 0 1 wing.ldr',
  '0 FILE wing.ldr',
  '0 Wing',
  ...[-50, 50].flatMap((x) => [`1 0 ${x} -8 50 0 0 1 0 1 0 -1 0 0 3710.dat`, `1 0 ${x} -8 50 0 0 1 0 1 0 -1 0 0 2340.dat`]),
];

describe('a submodel its builder named a wing, on a build that rolls', () => {
  it('is a wing, within the wheels\' track too: Movement 3 for the wheels + 1', async () => {
    const a = await analyzeText(`${SCOOTER.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('wheels');
    const fins = a.parts.flatMap((p, i) => (p.part === '2340.dat' ? [i] : []));
    expect(fins).toHaveLength(2);
    for (const i of fins) expect(a.labels[i]!.boost).toBe('wing');
    expect(a.stats.M.base).toBe(4);
  });
});

/**
 * The small craft with a pylon under each side of its deck, drawn by its builder as a submodel (as the 7141 N-1's
 * "Engine Base"): a 2 x 2 plate and a 1 x 2 Technic brick. Named as what it holds, it is no engine.
 */
const PYLONS = (name: string) => [
  '0 FILE craft.ldr',
  ...SMALL_CRAFT,
  ...[-70, 70].map((x) => `1 16 ${x} 8 0 1 0 0 0 1 0 0 0 1 ${name}.ldr`),
  '0 NOFILE',
  `0 FILE ${name}.ldr`,
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3022.dat',
  '1 7 0 8 0 0 0 -1 0 1 0 1 0 0 3700.dat',
  '0 NOFILE',
];

describe('a submodel named for what holds an engine', () => {
  it('an "Engine Base" is the engine\'s pylon, no boost; named "Engine" the same parts are one', async () => {
    const base = await analyzeText(`${PYLONS('Engine Base').join('\n')}\n`);
    const pylon = base.parts.flatMap((p, i) => (p.submodel.includes('Engine Base.ldr') ? [i] : []));
    expect(pylon).toHaveLength(4);
    for (const i of pylon) expect(base.labels[i]!.boost).toBeNull();
    const engine = await analyzeText(`${PYLONS('Engine').join('\n')}\n`);
    expect(engine.parts.some((p, i) => p.submodel.includes('Engine.ldr') && engine.labels[i]!.boost === 'rocket-booster')).toBe(true);
  });
});
