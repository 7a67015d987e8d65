import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { mpdText } from '../support/mpdText.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/** A minifig seated with its legs forward, the backs of its legs on studs whose tops are at `y`; with airtanks on its back, or not. */
const seated = (x: number, y: number, z: number, airtanks = false) => [
  ...(airtanks ? [`1 0 ${x} ${y - 53} ${z} 1 0 0 0 1 0 0 0 1 3838.dat`] : []),
  ...posedMinifig(x, y - 53, z, 'seated'),
];

const chassis = (colour: number) => wheeledChassis(colour);

const mpd = mpdText;
const place = (name: string, z = 0) => `1 16 0 0 ${z} 1 0 0 0 1 0 0 0 1 ${name}`;

/** A craft of two 4 x 8 wedge plates and a body of bricks, flown from an open seat at a steering stand, its pilot drawn apart. */
const TRANSPORTER = mpd({
  'transporter.ldr': [place('carrier.ldr'), place('craft.ldr'), place('pilot.ldr')],
  // (With a 1 x 2 plate of the carrier's under the pilot's feet, as the 6870's ramp reaches under its pilot.)
  'carrier.ldr': [...chassis(7), '1 7 0 -16 -10 1 0 0 0 1 0 0 0 1 3023.dat'],
  'craft.ldr': [
    '1 15 -40 -8 0 1 0 0 0 1 0 0 0 1 3933.dat', '1 15 40 -8 0 1 0 0 0 1 0 0 0 1 3934.dat',
    '1 15 0 -8 20 1 0 0 0 1 0 0 0 1 3020.dat', '1 15 0 -8 -20 1 0 0 0 1 0 0 0 1 3020.dat',
    '1 15 0 -16 20 1 0 0 0 1 0 0 0 1 3022.dat', '1 0 0 -24 -30 1 0 0 0 1 0 0 0 1 3829c01.dat',
    ...[-40, 40].flatMap((z) => [-40, -64].flatMap((y) => [-30, 30].map((x) => `1 15 ${x} ${y} ${z} 1 0 0 0 1 0 0 0 1 3004.dat`))),
  ],
  'pilot.ldr': seated(0, -16, 10, true),
});

/** The craft's parts in TRANSPORTER, as lines. */
const CRAFT = TRANSPORTER.split('0 FILE craft.ldr\n')[1]!.split('\n0 NOFILE')[0]!.split('\n');

/**
 * A rover whose builder drew its chassis and the craft docked on its back in one submodel (the 6957 Solar Snooper's
 * "Vehicle - Back + Spaceship"): the craft (TRANSPORTER's wings and body, no seat) with a cockpit of its own, a
 * see-through panel in a submodel named so; or with that panel in a solid colour drawn loose in the craft.
 */
const nestedCraft = (namedCockpit: boolean) => mpd({
  'rover.ldr': [place('back.ldr')],
  'back.ldr': [...chassis(7), place('ship.ldr')],
  'ship.ldr': [...CRAFT.filter((l) => !l.endsWith('3829c01.dat')), ...(namedCockpit ? [place('cockpit.ldr')] : ['1 0 0 -24 -30 1 0 0 0 1 0 0 0 1 2466.dat'])],
  'cockpit.ldr': ['1 34 0 -24 -30 1 0 0 0 1 0 0 0 1 2466.dat'],
});

/** A car with a windscreen towing a rover whose driver, drawn apart, works two control sticks (no steering wheel). */
const CONVOY = mpd({
  'convoy.ldr': [place('car.ldr'), place('rover.ldr', 200), place('driver.ldr', 200), '1 0 0 16 100 0 0 1 0 1 0 -1 0 0 3795.dat'],
  'car.ldr': [...chassis(1), '1 47 0 -8 -40 1 0 0 0 1 0 0 0 1 4474.dat'],
  'rover.ldr': [...chassis(4), ...[-20, 20].flatMap((x) => [`1 0 ${x} -8 -40 1 0 0 0 1 0 0 0 1 4592.dat`, `1 0 ${x} -8 -40 1 0 0 0 1 0 0 0 1 4593.dat`])],
  'driver.ldr': seated(0, 0, 20),
});

/** An 8 x 8 plate, its top at y 0, on four columns of three 2 x 2 bricks that stand on the table (y 80). */
const deck = (z: number) => [
  `1 1 0 0 ${z} 1 0 0 0 1 0 0 0 1 41539.dat`,
  ...[8, 32, 56].flatMap((y) => [[60, 60], [60, -60], [-60, -60], [-60, 60]].map(([dx, dz]) => `1 1 ${dx} ${y} ${z + dz!} 1 0 0 0 1 0 0 0 1 3003.dat`)),
];

/**
 * A big base of two decks on one 2 x 4 brick, a windscreen on the rear one, with a craft docked on the front deck: the craft
 * (TRANSPORTER's, wings and a steering stand, with two more plates under the stand and the pilot's feet) drawn apart
 * with its pilot drawn inside it; on the rear deck a control
 * sled drawn apart, its seated figure at two control sticks, with nothing to go by.
 */
const BASE_AND_CRAFT = mpd({
  'base.ldr': [...deck(0), ...deck(-160), '1 1 0 8 -80 0 0 1 0 1 0 -1 0 0 3001.dat', '1 47 0 -8 -200 1 0 0 0 1 0 0 0 1 4474.dat', place('ship.ldr'), '1 16 0 0 -160 1 0 0 0 1 0 0 0 1 sled.ldr'],
  'ship.ldr': [...TRANSPORTER.split('0 FILE craft.ldr\n')[1]!.split('\n0 NOFILE')[0]!.split('\n'), '1 7 0 -16 -10 1 0 0 0 1 0 0 0 1 3023.dat', '1 7 0 -16 -30 1 0 0 0 1 0 0 0 1 3020.dat', ...seated(0, -16, 10)],
  'sled.ldr': ['1 0 0 -8 0 1 0 0 0 1 0 0 0 1 3020.dat', ...[-20, 20].flatMap((x) => [`1 0 ${x} -8 -30 1 0 0 0 1 0 0 0 1 4592.dat`, `1 0 ${x} -8 -30 1 0 0 0 1 0 0 0 1 4593.dat`]), ...seated(0, -8, 10)],
});

/** Two 4 x 8 wings at height y, a 2 x 4 plate across their inner edges, ten 1 x 2 plates stacked on it, and `top` on it. */
const flyer = (x: number, y: number, top: string) => [
  `1 15 ${x - 40} ${y} 0 1 0 0 0 1 0 0 0 1 3933.dat`, `1 15 ${x + 40} ${y} 0 1 0 0 0 1 0 0 0 1 3934.dat`,
  `1 15 ${x} ${y - 8} 0 1 0 0 0 1 0 0 0 1 3020.dat`,
  ...Array.from({ length: 10 }, (_, k) => `1 0 ${x} ${y - 16 - 8 * k} 10 1 0 0 0 1 0 0 0 1 3023.dat`),
  `1 0 ${x} ${y - 16} -10 1 0 0 0 1 0 0 0 1 ${top}`,
];

/**
 * A winged craft with a windscreen, and beside it a winged bike drawn apart with handlebars and nobody on it, set down
 * a little higher with its wing reaching through the craft's (as the 5974 file sets its hover bike's wing through the
 * ship's nose pod); `bolted`: a plate of the bike's also sits on the craft's studs.
 */
const parked = (bolted: boolean) => mpd({
  'hangar.ldr': [place('ship.ldr'), place('bike.ldr')],
  'ship.ldr': flyer(0, -8, '4474.dat'),
  'bike.ldr': [...flyer(120, -12, '30031.dat'), ...(bolted ? ['1 4 0 -104 10 1 0 0 0 1 0 0 0 1 3023.dat'] : [])],
});

const split = async (text: string) => {
  const model = await buildText(text, 'scene.mpd');
  const found = findPieces(model.parts, findConnections(model.parts), 'scene');
  return found.pieces.map((p) => ({ name: p.name, parts: p.parts.map((i) => model.parts[i]!) }));
};

describe('crafts drawn apart', () => {
  // The 6870 Transporter (batch 15): a Classic Space craft on the launch ramp of a tractor's trailer, nobody aboard the tractor.
  it('a craft flown from an open seat rides its wheeled carrier as a piece of its own, its pilot with it', async () => {
    const pieces = await split(TRANSPORTER);
    expect(pieces.map((p) => p.name).sort()).toEqual(['carrier', 'craft']);
    const craft = pieces.find((p) => p.name === 'craft')!;
    expect(craft.parts.filter((p) => p.submodel.at(-1) === 'pilot.ldr')).toHaveLength(10);
    expect(pieces.find((p) => p.name === 'carrier')!.parts.every((p) => p.submodel.at(-1) === 'carrier.ldr')).toBe(true);
  });

  // The 6862 Secret Space Voyager's rover (batch 15): its driver steers with two control sticks.
  it('a craft with a cockpit of its own, drawn deeper in the file with the wheeled carrier it docks on, is a piece apart', async () => {
    const pieces = await split(nestedCraft(true));
    expect(pieces.map((p) => p.name).sort()).toEqual(['back', 'ship']);
    expect(pieces.find((p) => p.name === 'ship')!.parts.every((p) => p.submodel.includes('ship.ldr'))).toBe(true);
    expect(pieces.find((p) => p.name === 'back')!.parts.some((p) => p.submodel.includes('ship.ldr'))).toBe(false);
  });

  it('the same craft with no cockpit (its panel solid, in no submodel named so) stays docked: one piece', async () => {
    expect(await split(nestedCraft(false))).toHaveLength(1);
  });

  it('a rover steered by control sticks drives itself: hitched to a car, it is a piece apart', async () => {
    const pieces = await split(CONVOY);
    expect(pieces.map((p) => p.name).sort()).toEqual(['car', 'rover']);
    expect(pieces.find((p) => p.name === 'rover')!.parts.filter((p) => p.submodel.at(-1) === 'driver.ldr')).toHaveLength(9);
  });

  // The 6951 Robot Command Center (batch 21): a rover and a ship, each with its own pilot, parked in the robot's bays.
  it('a craft with its own pilot and wings, docked on a bigger faced build, is a piece apart; a control sled is not', async () => {
    const pieces = await split(BASE_AND_CRAFT);
    expect(pieces.map((p) => p.name).sort()).toEqual(['scene', 'ship']);
    const ship = pieces.find((p) => p.name === 'ship')!;
    expect(ship.parts).toHaveLength(25);
    expect(ship.parts.every((p) => p.submodel.at(-1) === 'ship.ldr')).toBe(true);
    expect(pieces.find((p) => p.name === 'scene')!.parts.filter((p) => p.submodel.at(-1) === 'sled.ldr')).toHaveLength(14);
  });

  // The 5974 Galactic Enforcer (batch 18): its hover bike, nobody on it, stands on the floor with a wing through the ship's pod.
  it('a flyer with handlebars, nobody aboard, that only reaches into a craft beside it is parked apart: two pieces', async () => {
    const pieces = await split(parked(false));
    expect(pieces.map((p) => p.name).sort()).toEqual(['bike', 'ship']);
    expect(pieces.find((p) => p.name === 'bike')!.parts.every((p) => p.submodel.at(-1) === 'bike.ldr')).toBe(true);
  });

  it('the same bike joined to the craft on studs is docked: one piece', async () => {
    const pieces = await split(parked(true));
    expect(pieces).toHaveLength(1);
  });
});
