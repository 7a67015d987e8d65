import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { unionBox } from '../ldraw/geometry/worldBounds.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { windscreenWay } from './windscreenWay.ts';
import { facingOf } from './facingOf.ts';
import { mainPane } from './mainPane.ts';
import { pipLength, type ReadingChoices } from './ReadingChoices.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Confidence, PartFunction, PartLabel, Section } from './PartLabel.ts';
import { boxCentre, boxGap, boxOfParts, footprintOfParts } from './boxOfParts.ts';
import { findBuiltRotors, type BuiltRotor } from './findBuiltRotors.ts';
import { beyondWheelsTest } from './beyondWheels.ts';
import { enclosedTest } from './enclosedTest.ts';
import { isHull } from './isHull.ts';
import { columnIndex } from './columnIndex.ts';
import { findClipHands } from './findClipHands.ts';
import { findEngineBells } from './findEngineBells.ts';
import { findImplements } from './findImplements.ts';
import { findThrowingArms } from './findThrowingArms.ts';
import { limbReach } from './limbReach.ts';
import { findEngineGlows, type EngineGlows } from './findEngineGlows.ts';
import { findVehicleLamps } from './findVehicleLamps.ts';
import { lampsWay } from './lampsWay.ts';
import { agreedAim } from './agreedAim.ts';
import { fixedFlames } from './findFlames.ts';
import { raisedSticks, tipCovered, topSticks } from './topSticks.ts';
import { findFigures, type Figure } from './findFigures.ts';
import { fires, type BuiltGun } from './BuiltGun.ts';
import { findGuns, gunsAim } from './findGuns.ts';
import { findHead, type HeadFinding } from './findHead.ts';
import { findJointLimbs } from './findJointLimbs.ts';
import { findLegColumns } from './findLegColumns.ts';
import { findModularBody, moduleLimbs, trunkHead } from './findModularBody.ts';
import { findLimbs, type Limb } from './findLimbs.ts';
import { findFrontFeet } from './findFrontFeet.ts';
import { findSideLegs } from './findSideLegs.ts';
import { partTraits, weaponLevel, type PartTraits } from './partTraits.ts';
import { outermost, spaced, submodelInstances, submodelRole, type SubmodelInstance } from './submodelInstances.ts';
import { upAxis } from './upAxis.ts';
import { gripsAt } from './gripsAt.ts';
import { isLimbSegment } from './limbSegment.ts';
import { isWedge } from './wedgePlate.ts';
import { hingedPanels } from './hingedPanels.ts';
import { largest, smallest } from './extremes.ts';
import { alongMirror, mirrorAxis } from './mirrorAxis.ts';

/** A face part's neighbours belong to the Head if they reach no further down than this below the face (LDU). */
const HEAD_REACH_BELOW_FACE = 8;
/** Parts whose bottom is this close to the lowest point stand on the ground (LDU). */
const GROUND_TOLERANCE = 1;
/** Wheels whose bottom is this close to the lowest point roll on the ground (LDU): tyres squash, axles sag. */
const WHEEL_GROUND_TOLERANCE = 4;
/** Shiny parts no bigger than this (LDU, largest side) can be beams. */
const BEAM_MAX_SIZE = 24;

/** A figure with one of these (or a face) is a crew member; a torso with arms alone is a droid's own body. */
const CREW_MARKS: ReadonlySet<string> = new Set(['head', 'hips', 'legs', 'leg']);

/**
 * Labels every part of a piece automatically: its function from metadata
 * (with geometry for beams and guns), its section from where it sits: the
 * Head is where the face is, the Base what the piece stands on, the Core the
 * rest. A lone minifig is read as the rules' reference piece; any other build
 * (a vehicle with its crew, a creature, a robot) is read by its sub-assemblies.
 */
export function labelParts(parts: readonly ModelPart[], graph: ConnectionGraph, colours: ColourTable, rules: ReadingChoices): PartLabel[] {
  const traits = flatWheels(parts, onGroundPulleys(parts, parts.map((p) => partTraits(p.file?.description ?? p.part, p.file?.category ?? ''))));
  const figures = findFigures(parts, graph, traits);
  const bodies = new Set(figures.flatMap((f) => f.body));
  const others = parts.length - bodies.size;
  // Figures with only what they carry (a sword, a shield, a shovel), however they are posed; wheels make a vehicle.
  const n = figures.length;
  // (What a figure carries is kit: weapons, armour, headgear, tools. A raft of plates and round bricks under a kneeling
  // pirate is a vehicle he rides.)
  const built = parts.filter((p, i) => !bodies.has(i) && isBuildingPart(p, traits[i]!)).length;
  const figurePiece = n > 0 && !traits.some((t) => t.wheel) && !seatedAboard(parts, traits, figures) && !standingAtControls(parts, traits, graph, figures) && built < CRAFT_PARTS && (others <= FIGURE_KIT * n || (figures.every((f) => f.standing) && others <= 2 * FIGURE_KIT * n));
  // A rider on a moulded mount is read as a knight on his horse, whatever is built on its back (a crocodile's howdah of plates).
  // (A seated figure with its head and hips, up on the mount's back: a monkey's borrowed minifig arms ride nothing.)
  const mounts = parts.flatMap((_, i) => (traits[i]!.legs !== undefined && !bodies.has(i) ? [i] : []));
  const rides = (f: Figure) => !f.standing && ['head', 'hips'].every((m) => f.body.some((i) => traits[i]!.minifig === m)) && mounts.some((m) => largest(f.body.map((i) => parts[i]!.bodyBounds.max[1]!)) <= parts[m]!.bodyBounds.min[1]!);
  const riding = n > 0 && !traits.some((t) => t.wheel) && figures.some(rides);
  // (A torso with arms and no head is no crew: it is a robot's own body, its arms its own, a droid's clip hands.)
  const crew = new Set(figures.filter((f) => f.body.some((i) => traits[i]!.face || CREW_MARKS.has(traits[i]!.minifig ?? ''))).flatMap((f) => f.body));
  return figurePiece || riding ? labelFigure(parts, graph, colours, rules, traits) : labelBuild(parts, graph, colours, rules, traits, crew);
}

/** Pulleys and gears a build stands on, upright, roll as its wheels (an old catapult's belt wheels, a robot's gear rollers); elsewhere they stay pulleys and gears. */
function onGroundPulleys(parts: readonly ModelPart[], traits: readonly PartTraits[]): readonly PartTraits[] {
  if (!traits.some((t) => t.pulley)) return traits;
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  // Standing on its rim, as a wheel does: a gear lying flat under a walker's leg is its foot.
  const upright = (b: { min: readonly number[]; max: readonly number[] }) => b.max[1]! - b.min[1]! >= 2 * Math.min(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!);
  return traits.map((t, i) => (t.pulley && parts[i]!.bodyBounds.max[1]! >= ground - WHEEL_GROUND_TOLERANCE && upright(parts[i]!.bodyBounds) ? { ...t, wheel: true, reason: `${t.reason}, standing on the ground: a wheel` } : t));
}

/**
 * A wheel lying flat on the ground, its axle upright, rolls nowhere: it is a
 * turntable pad or a foot (the SPIKE walker's belly wheel). Tracks lie flat as
 * they run and stay tracks.
 */
function flatWheels(parts: readonly ModelPart[], traits: readonly PartTraits[]): readonly PartTraits[] {
  if (!traits.some((t) => t.wheel && !t.track)) return traits;
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const flat = (b: { min: readonly number[]; max: readonly number[] }) => 2 * (b.max[1]! - b.min[1]!) <= Math.min(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!);
  return traits.map((t, i) => {
    if (!t.wheel || t.track || parts[i]!.bodyBounds.max[1]! < ground - WHEEL_GROUND_TOLERANCE || !flat(parts[i]!.bodyBounds)) return t;
    const { wheel: _, ...rest } = t;
    return { ...rest, reason: `${t.reason}, but lying flat on the ground (its axle upright): it rolls nowhere, a pad under the build` };
  });
}

/** A figure carries at most this many parts of its own (helmet, plume, sword, shield, cape ...). */
const FIGURE_KIT = 12;
/** An oar dips this far (LDU, a brick) below the hull it rows. */
const OAR_DIP = 24;
/** Plain bricks and plates under or around figures, this many or more, are a craft they ride, not what they carry. */
const CRAFT_PARTS = 10;

/** A plain building part: a brick, plate, tile, slope or round brick, with no role of its own (no weapon, armour, wheel or boost). */
function isBuildingPart(p: ModelPart, t: PartTraits): boolean {
  if (t.weapon || t.armour || t.accessory || t.boost || t.wheel || t.face || t.minifig) return false;
  return /^(Brick|Plate|Tile|Slope Brick|Wedge|Bracket)\b/.test(cleanDescription(p.file?.description ?? ''));
}
/** Figures whose bodies stop this far (LDU, a plate and more) above the ground are carried by something else. */
const CARRIED_ABOVE = 8;
/** A seat and what holds it up: fewer parts than this under a figure are what it carries, not a vehicle. */
const SEAT_PARTS = 4;

/**
 * Seated figures that something else carries (a rider on a small speeder, a
 * pilot in a pod): none stands and every body stops above the ground, so the
 * parts under them are a vehicle, not what they hold. A rider on an animal
 * stays a mounted figure.
 */
function seatedAboard(parts: readonly ModelPart[], traits: readonly PartTraits[], figures: readonly Figure[]): boolean {
  if (figures.length === 0 || figures.some((f) => f.standing) || traits.some((t) => t.legs !== undefined)) return false;
  // What could carry them: parts that are no body, nothing held or worn (a cape or a sword may hang lower than the legs).
  const bodies = new Set(figures.flatMap((f) => f.body));
  const carrier = parts.flatMap((_, i) => (bodies.has(i) || traits[i]!.weapon || traits[i]!.armour || traits[i]!.accessory || traits[i]!.boost ? [] : [i]));
  if (carrier.length < SEAT_PARTS) return false;
  const ground = largest(carrier.map((i) => parts[i]!.bodyBounds.max[1]!));
  return figures.every((f) => largest(f.body.map((i) => parts[i]!.bodyBounds.max[1]!)) <= ground - CARRIED_ABOVE);
}

/**
 * A figure standing aboard something off the ground, its hands on it (a battle droid on its STAP, gripping the
 * handlebar): it drives what it stands on, a vehicle, as a pilot sits at a wheel. A figure on a pedestal holds its kit,
 * not the pedestal.
 */
function standingAtControls(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, figures: readonly Figure[]): boolean {
  if (figures.length !== 1 || !figures[0]!.standing || traits.some((t) => t.legs !== undefined)) return false;
  const body = new Set(figures[0]!.body);
  // (What it wears or carries is its own: airtanks on its back, a torch in its hand.)
  const kit = (i: number) => traits[i]!.weapon !== undefined || traits[i]!.armour !== undefined || traits[i]!.accessory === true || traits[i]!.tool === true || /^Minifig\b/.test(cleanDescription(parts[i]!.file?.description ?? ''));
  const carrier = parts.flatMap((_, i) => (body.has(i) || kit(i) ? [] : [i]));
  if (carrier.length < SEAT_PARTS) return false;
  const ground = largest(carrier.map((i) => parts[i]!.bodyBounds.max[1]!));
  if (largest([...body].map((i) => parts[i]!.bodyBounds.max[1]!)) > ground - CARRIED_ABOVE) return false;
  const onIt = new Set(carrier);
  return [...body].some((i) => (traits[i]!.minifig === 'hand' || traits[i]!.minifig === 'arm') && graph.held[i]!.some((j) => onIt.has(j)));
}

/** A minifig (or minifigs) with what they carry: the rules' reference reading. */
function labelFigure(parts: readonly ModelPart[], graph: ConnectionGraph, colours: ColourTable, rules: ReadingChoices, traits: readonly PartTraits[]): PartLabel[] {
  // A rider on a mount (a knight on his horse): the rider's face is the Head, the mount's legs are the Base and kick, and so do his.
  const mounted = traits.some((t) => t.legs !== undefined) && traits.some((t) => t.minifig === 'head');
  const sections = mounted ? mountedSections(parts, traits, graph) : assignSections(parts, traits, graph);
  const pieceBox = unionBox(parts.map((p) => p.bodyBounds));
  const minifigHead = traits.some((t) => t.minifig === 'head');
  return parts.map((p, i) => {
    const t = traits[i]!;
    let fn = functionOf(p, t, colours, rules, pieceBox, 'figure');
    if (fn.weapon?.kind === 'gun' && burningTorch(i, parts, traits, graph)) fn = unlit(t);
    // The rider sits on the mount, which carries him; his legs still kick, as his arms still punch (IV.F: "its limbs").
    if (mounted && t.minifig === 'hips') {
      fn = { function: 'none', weapon: null, boost: null, reason: `${t.reason}; it sits on its mount, whose legs carry it`, confidence: 'medium' };
    } else if (mounted && (t.minifig === 'leg' || t.minifig === 'legs')) {
      fn = { ...fn, reason: `${fn.reason}; the rider sits on the mount, which carries him, and still kicks`, confidence: 'medium' };
    }
    // The rider's head is the Head; the mount's own head still bites (IV.F: "parts that ... bite").
    if (mounted && t.faceKind === 'creature' && !t.legs) fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `${t.reason}: the head of the mount the figure rides; it bites: a Level 0 hit weapon`, confidence: 'medium' };
    // Horns worn on the head are its headdress: the Head already butts, they are no weapon of their own.
    if (sections[i]!.section === 'head' && isHorn(p, t) && fn.weapon?.kind === 'hit') {
      fn = { function: 'none', weapon: null, boost: null, reason: `${t.reason}, but worn on the head: a headdress, part of the Head (which is already a weapon)`, confidence: 'medium' };
    }
    const accessory = isAccessory(p, t);
    if (mounted && t.legs) {
      return partLabel(sections[i]!, fn, t, accessory, 'medium', 'a rider on a mount: the mount carries the piece', { legs: t.legs, ...(t.strikes ? { strikes: t.strikes } : {}) });
    }
    // IV.F: "A Piece's Head is counted as a Weapon". A minifig head is one by its trait; a brick-built
    // Head (the face part and the blocks on it) headbutts or bites just the same: a Level 0 hit weapon.
    if (!minifigHead && sections[i]!.section === 'head' && fn.function === 'none' && !accessory) {
      fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `${t.reason}; part of the Head, which is counted as a weapon (it headbutts or bites): a Level 0 hit weapon` };
    }
    return partLabel(sections[i]!, fn, t, accessory, fn.confidence, fn.confidence === 'high' ? 'read from the part\'s name on a minifig' : fn.reason);
  });
}

function isAccessory(p: ModelPart, t: PartTraits): boolean {
  return t.accessory === true || t.weapon?.kind === 'antenna' || /^Flag\b/.test(p.file?.description ?? '');
}

/**
 * A brick-built piece, possibly with a crew: the Head (cockpit, face, or a
 * submodel named as the head), limbs drawn as submodels, guns by their shape,
 * the Base (wheels or tracks, legs, else what touches the ground).
 */
function labelBuild(parts: readonly ModelPart[], graph: ConnectionGraph, colours: ColourTable, rules: ReadingChoices, traits: readonly PartTraits[], crew: ReadonlySet<number>): PartLabel[] {
  const instances = submodelInstances(parts);
  const glass = parts.map((p) => colours.resolve(p.colour).alpha < 255);
  const sticks = topSticks(parts, traits, graph);
  // Raised sticks lower down are antennae too, unless they turn out to be a gun's barrel or a named weapon's part.
  const raised = raisedSticks(parts, traits, graph, crew);
  // It rolls on wheels that reach the ground (a ship's wheel-rim thrusters at its stern roll nothing).
  // (Legs a parked trailer is let down on, named as its landing gear, reach below the wheels it rolls on.)
  const letDown = new Set(instances.filter((inst) => submodelRole(inst.name) === 'landing-gear').flatMap((inst) => inst.parts.filter((i) => !traits[i]!.wheel)));
  const floor = largest(parts.flatMap((p, i) => (crew.has(i) || letDown.has(i) ? [] : [p.bodyBounds.max[1]!])));
  const groundWheels = parts.flatMap((p, i) => (traits[i]!.wheel && !crew.has(i) && p.bodyBounds.max[1]! >= floor - WHEEL_GROUND_TOLERANCE ? [i] : []));
  const rolls = groundWheels.length > 0;
  // A plane rolls on its landing gear and still flies on wings that span far past it.
  const pastWheels = beyondWheelsTest(parts, groundWheels);
  const stern = rolls ? undefined : findEngineGlows(parts, glass, parts.map((_, i) => crew.has(i)));
  // A ship's engine glow and a car's lamps give light; nobody looks out of them.
  const lights = rolls ? findVehicleLamps(parts, glass, colours) : (stern?.parts ?? []);
  // A cart an animal draws, its driver out in the open on the seat, is read as a rider on his horse: the driver's face
  // is the Head, his arms punch and his legs kick, and the animal's head bites.
  const pulled = rolls && crew.size > 0 && parts.some((_, i) => !crew.has(i) && traits[i]!.legs !== undefined && traits[i]!.faceKind === 'creature');
  const found = findHead(parts, traits, graph, instances, crew, glass, rolls, rules.vehicleFace, new Set([...sticks, ...raised]), new Set(lights), pulled);
  // A build put together from big modules (a combined robot's lions) moves them as its limbs, whatever is named inside them,
  // and its face is on its trunk, not in a cockpit its limbs carry.
  const body = crew.size === 0 ? findModularBody(parts, instances, graph, (i) => traits[i]!.wheel === true) : undefined;
  const head = (body && trunkHead(parts, instances, body, found)) ?? found;
  const inHead = new Set(head.parts);
  // Where it looks before it is measured, and what said so: one guess for the limbs, the feet, the jetpacks and the guns.
  const guess = provisionalFront(parts, head.parts, head.panes ?? []);
  const flames = fixedFlames(parts, traits, graph, crew);
  // Struts a flyer lands on are no legs unless the "landingStruts" interpretation says so.
  // Real wings and propellers make a flyer; a jet engine sits on walkers and cars too.
  const rotors = findBuiltRotors(parts, graph);
  const rotorOf = new Map<number, BuiltRotor>();
  for (const r of rotors) for (const i of r.parts) if (!crew.has(i) && !inHead.has(i)) rotorOf.set(i, r);
  // A rotor with other parts fixed on its blades cannot turn: it is built in as a plate (a car's floor, a robot's shoulder).
  const holders = (i: number) => new Set(graph.held[i]).size;
  const fixedRotor = (i: number) => traits[i]!.boost === 'propeller' && holders(i) >= FIXED_ROTOR_HOLDS;
  const flyer = rotorOf.size > 0 || traits.some((t, i) => !crew.has(i) && ((t.boost === 'propeller' && !fixedRotor(i)) || (t.boost === 'wing' && !isWedge(parts[i]!))));
  // A flying machine's tail is its boom, not a limb that lashes; a dragon's (a face, wings) still is.
  const faced = traits.some((t, i) => !crew.has(i) && (t.faceKind === 'face' || t.faceKind === 'creature'));
  const engines = parts.some((_, i) => !crew.has(i) && traits[i]!.boost === 'rocket-booster') || instances.some((inst) => submodelRole(inst.name) === 'engine');
  const crewed = crew.size > 0 || parts.some((_, i) => traits[i]!.faceKind === 'cockpit');
  const ship = stern !== undefined || (crewed && engines);
  // (A ship built of big modules stands on the ones under it as landing gear: a UCS TIE on its wing panels.)
  const modules = body ? moduleLimbs(body, inHead).map((l) => (ship && l.role === 'leg' ? { ...l, gear: true } : l)) : [];
  const drawn = modules.length > 0 ? modules : findLimbs(instances, graph, inHead, parts.length).filter((l) => !(l.role === 'tail' && flyer && !faced));
  // A leg moulded as one part is a leg, flying or not (an Insectoid bug stands on its four and spreads its wings); on a
  // build that rolls on wheels it still kicks, but the build rolls on its wheels, it does not walk (the Planetary
  // Prowler's six insect legs, batch 18).
  const inDrawn = new Set(drawn.flatMap((l) => l.parts));
  const moulded = parts.flatMap((p, i) => (traits[i]!.leg && !crew.has(i) && !inHead.has(i) && !inDrawn.has(i) ? [i] : []));
  const named = [...drawn, ...moulded.map((i, k): Limb => ({ role: 'leg', parts: [i], name: `leg ${k + 1} (${parts[i]!.part}, a leg moulded as one part)`, ...(rolls ? { rides: true } : {}) }))];
  // A ship whose engines glow at its end stands on landing gear, not on legs it walks and kicks with; so does one with a
  // crew in its cockpit and engines (the Y-wing on its round struts).
  const legged = flyer && rules.landingStruts === 'not-legs' ? named : withLegs(named, parts, traits, graph, inHead, crew, ship);
  const pieceBox = unionBox(parts.map((p) => p.bodyBounds));
  const enclosed = enclosedTest(parts);
  const inHand = (i: number) => graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'hand');
  // Whether a part reaches out past the rest of the build (its crew apart) by a quarter stud or more.
  const reachesOut = (i: number) => {
    const rest = unionBox(parts.flatMap((q, j) => (j === i || crew.has(j) ? [] : [q.bodyBounds])));
    const b = parts[i]!.bodyBounds;
    return rest !== undefined && [0, 1, 2].some((k) => b.min[k]! < rest.min[k]! - REACH_OUT || b.max[k]! > rest.max[k]! + REACH_OUT);
  };
  // An animal that comes assembled with minifig arms and hands for its limbs (LDraw's complete monkey, 2550c01):
  // they are its limbs, not clips in a build. The parts one library shortcut expands to share its placement.
  const assembly = (p: ModelPart) => p.shortcut?.id;
  const animals = new Set(parts.flatMap((p, i) => (traits[i]!.faceKind === 'creature' && !crew.has(i) && assembly(p) ? [assembly(p)!] : [])));
  const animalLimb = (i: number) => (traits[i]!.minifig === 'arm' || traits[i]!.minifig === 'hand') && !crew.has(i) && animals.has(assembly(parts[i]!) ?? '');
  // Binoculars on a car (a crew or a windscreen, on its wheels, with no wings and no legs) are its lamps, vents and
  // gauges: a DeLorean is unarmed.
  // On a starship or a walker they are twin blasters, as every player who labelled one read them.
  // A vehicle: a crew, a cockpit, or windows a crew would look out of.
  const vehicle = crewed || head.windows === true;
  const walks = legged.some((l) => l.role === 'leg' && !l.gear && !l.rides);
  const craft = (vehicle || flyer) && !walks;
  const car = craft && rolls && !flyer;
  // It floats on a hull at its bottom (a ship, a rowboat), though an oar may dip below it.
  // (A seaplane's floats carry a flyer: its wedge plates are still wings.)
  const floats = !flyer && parts.some((p, i) => !crew.has(i) && isHull(p) && p.bodyBounds.max[1]! >= floor - OAR_DIP);
  const carDetail = (i: number) => car && !crew.has(i) && !inHand(i) && TWIN_TUBES.test(cleanDescription(parts[i]!.file?.description ?? ''));
  // Fixed on a craft that does not roll, where no hand holds it.
  const fixedOnCraft = (i: number) => craft && !rolls && !crew.has(i) && !inHand(i);
  const crewHead = (j: number) => crew.has(j) && traits[j]!.minifig === 'head';
  // The crew's hands on an oar, and the arms they are on.
  const oar = (j: number) => /^Minifig\b.*\bOar\b/.test(cleanDescription(parts[j]!.file?.description ?? ''));
  const rowing = new Set(parts.flatMap((_, h) => (crew.has(h) && traits[h]!.minifig === 'hand' && graph.neighbours[h]!.some(oar) ? [h, ...graph.held[h]!.filter((a) => crew.has(a) && traits[a]!.minifig === 'arm')] : [])));
  const helmet = (j: number) => {
    const d = cleanDescription(parts[j]!.file?.description ?? '');
    return traits[j]!.armour === 'helmet' || (/\bHelmet\b/.test(d) && !VIKING_HORN.test(d));
  };
  // Hand weapons carried along as spares: a submodel its builder named after the spear stays a spare.
  const spares = new Set<number>();
  const fns = parts.map((p, i) => {
    if (carDetail(i)) return { function: 'none' as const, weapon: null, boost: null, reason: `"${p.file?.description}" on a car that rolls on wheels: a lamp, a vent or a gauge, not twin guns`, confidence: 'medium' as const };
    if (sticks.has(i) && !crew.has(i)) return { function: 'weapon' as const, weapon: { kind: 'antenna' as const, level: 0 as const }, boost: null, reason: `"${p.file?.description}" stands upright on top of the build: an antenna, a Level 0 weapon`, confidence: 'medium' as const };
    const rotor = rotorOf.get(i);
    if (rotor) return { function: 'boost' as const, weapon: null, boost: 'propeller' as const, reason: rotor.reason, confidence: 'medium' as const };
    const f = functionOf(p, traits[i]!, colours, rules, pieceBox, crew.has(i) ? (pulled ? 'figure' : 'crew') : 'build');
    // A viking helmet's horn on no helmet or head is a creature's claw, leg or tusk: it strikes (the 31088 crab's six legs).
    if (!crew.has(i) && VIKING_HORN.test(cleanDescription(p.file?.description ?? '')) && !graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'head' || helmet(j))) {
      return { function: 'weapon' as const, weapon: { kind: 'hit' as const, level: 0 as const }, boost: null, reason: `${traits[i]!.reason}, but on no helmet: a creature's claw, leg or tusk, a Level 0 hit`, confidence: 'medium' as const };
    }
    // A boat's oarsman rows out in the open: the arm that pulls the oar punches (his legs are down in the hull).
    if (floats && rowing.has(i)) {
      return { function: 'weapon' as const, weapon: { kind: 'hit' as const, level: 0 as const }, boost: null, reason: `${traits[i]!.reason}; it rows the boat, out in the open: the arm that pulls the oar punches, a Level 0 hit`, confidence: 'low' as const };
    }
    if (animalLimb(i)) {
      return { function: 'weapon' as const, weapon: { kind: 'hit' as const, level: 0 as const }, boost: null, reason: `${traits[i]!.reason}, a limb of the animal it comes assembled with: it punches or claws, a Level 0 hit`, confidence: 'medium' as const };
    }
    if (fixedRotor(i) && !crew.has(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but held by ${holders(i)} parts fixed on its blades: it cannot turn, it is built in as a plate`, confidence: 'medium' as const };
    }
    // Horns resting on a crew member's hair or helmet are a headdress, no weapon (an islander paddling his canoe).
    if (isHorn(p, traits[i]!) && !crew.has(i) && graph.neighbours[i]!.some((j) => crewHead(j) || ((traits[j]!.accessory === true || traits[j]!.armour === 'helmet') && graph.held[j]!.some(crewHead)))) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but worn on a crew member's head: a headdress, not the vehicle's weapon`, confidence: 'medium' as const };
    }
    // A rotor shut inside the build turns no air outside it: an engine's fan, no propeller.
    if (f.boost === 'propeller' && !crew.has(i) && enclosed(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but shut inside the build: an engine's fan, not a propeller`, confidence: 'medium' as const };
    }
    if (traits[i]!.tool && !crew.has(i) && !inHand(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, stowed on the build where no hand holds it: equipment, not a weapon`, confidence: 'medium' as const };
    }
    if (f.weapon?.kind === 'gun' && burningTorch(i, parts, traits, graph)) return unlit(traits[i]!);
    // A whip no hand holds cracks nothing: on a build it is a cable or a rope (the UCS B-wing's).
    if (f.weapon?.kind === 'whip' && !crew.has(i) && !inHand(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but no hand holds it: a cable or a rope on the build, not a weapon`, confidence: 'medium' as const };
    }
    // A lance or a spear no hand holds, fixed on a craft that does not roll (a crew or a cockpit, no legs), is a rod: a
    // spar, a probe, a fitting (the UCS Y-wing's engine probes). Only a hand thrusts one. (On wheels, see spares below.)
    if ((f.weapon?.kind === 'lance' || f.weapon?.kind === 'spear') && fixedOnCraft(i) && !standsUp(parts, i, graph)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but fixed on the craft where no hand holds it: a rod (a spar, a probe, a fitting), not a weapon`, confidence: 'medium' as const };
    }
    // A lightsaber hilt fixed on such a craft is a tube: a gun's barrel if it points out (the Ghost's turrets), read with the guns.
    if (f.weapon?.kind === 'blade' && HILT.test(cleanDescription(p.file?.description ?? '')) && fixedOnCraft(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but fixed on the craft where no hand holds it: a tube, no blade`, confidence: 'medium' as const };
    }
    // A minifig's hand weapon clipped to a vehicle with no hand on it, within its outline, is a spare its crew carries along
    // (a catapult's spear and sword): a vehicle does not wield a sword.
    // (One reaching out past the vehicle's body is mounted to cut or ram: an Ice Planet buggy's chainsaw; one standing up on it is an antenna.
    // A pickaxe or a club is swung, never rammed: sticking out of a roadster's tail it is still stowed.)
    // (Asked last: reachesOut measures the whole build.)
    const mountedToStrike = () => f.weapon?.kind !== 'staff' && reachesOut(i);
    // (On a boat the same goes for the crew's pistols and muskets, racked or lying aboard: a ship fights with its cannons.)
    const spareLevel = (f.weapon?.level ?? 0) === 1 ? rolls || floats : (f.weapon?.level ?? 0) === 2 && floats;
    if (spareLevel && !crew.has(i) && !inHand(i) && /^Minifig\b/.test(cleanDescription(p.file?.description ?? '')) && !mountedToStrike() && !standsUp(parts, i, graph)) {
      spares.add(i);
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, clipped to a vehicle where no hand holds it: a spare, not the vehicle's weapon`, confidence: 'medium' as const };
    }
    // A minifig's weapon no hand holds, shut inside the build, is a detail (a revolver in a car's engine).
    if ((f.weapon?.level ?? 0) >= 1 && !crew.has(i) && /^Minifig\b/.test(cleanDescription(p.file?.description ?? '')) && !inHand(i) && enclosed(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but shut inside the build where no hand holds it: a detail, not a weapon`, confidence: 'medium' as const };
    }
    const why = f.weapon?.kind === 'antenna' ? notAnAntenna(parts, i, graph, (j) => crew.has(j) || traits[j]!.minifig !== undefined || traits[j]!.accessory === true || traits[j]!.armour === 'helmet') : undefined;
    return why ? { ...f, function: 'none' as const, weapon: null, reason: `${traits[i]!.reason}, but ${why}` } : f;
  });
  // A creature or a robot (no wheels, nothing that flies) moves its limbs on joints: find the ones nobody named.
  // A vehicle (a crew, a cockpit) has no limbs of its own unless it walks on legs.
  // (So is a build with windows a crew would look out of: a train's clips and lamps are no tails.)
  // Wheels or tracks at the end of a walker's legs are its feet: it still moves its limbs.
  const inLegs = new Set(legged.flatMap((l) => (l.role === 'leg' ? l.parts : [])));
  // (A walker rolls only on wheels that reach the ground: rims on its shoulders are trim.)
  const rollsOrFlies = flyer || (walks ? groundWheels.some((i) => !inLegs.has(i)) : traits.some((t, i) => t.wheel && !crew.has(i) && !inLegs.has(i))) || (vehicle && !walks);
  // (A flame fixed on the build is an engine's blast: what holds it is an engine pod, not a limb.)
  const known = new Set([...inHead, ...crew, ...legged.flatMap((l) => l.parts), ...flames.keys(), ...parts.flatMap((_, i) => (fns[i]!.function !== 'none' || traits[i]!.wheel ? [i] : []))]);
  // A claw, a horn or a tail's tip moulded as one part is what a limb ends in: it strikes with the limb, as one weapon,
  // and does not keep the limb from being found.
  const endsLimb = (i: number) => fns[i]!.weapon?.kind === 'hit' && traits[i]!.minifig === undefined && !inHead.has(i) && !crew.has(i);
  const limbSkip = new Set([...known].filter((i) => !endsLimb(i)));
  // A work machine on wheels swings its implements (a bucket, forks, a boom) as limbs.
  // A robot on wheels or tracks with nobody aboard and no cockpit (WALL-E) still swings the arms at its sides; on a car
  // no part hinged at its side is that big (a mirror, a door's trim).
  const rollingArms = (tools: readonly Limb[]) => {
    if (vehicle) return [];
    const swung = new Set(tools.flatMap((l) => l.parts));
    return findJointLimbs(parts, graph, limbSkip, guess.front, faced, false).filter((l) => l.role === 'arm' && l.parts.length >= Math.max(ROLLING_ARM_MIN, parts.length * ROLLING_ARM_SHARE) && !l.parts.some((i) => swung.has(i)));
  };
  const onWheels = () => {
    // (The animal drawing a cart is no implement of it: it walks and bites on its own.)
    const tools = findImplements(parts, graph, pulled ? new Set([...limbSkip, ...parts.flatMap((_, i) => (traits[i]!.faceKind === 'creature' ? [i] : []))]) : limbSkip, groundWheels);
    return [...legged, ...tools, ...rollingArms(tools)];
  };
  const jointed = rollsOrFlies
    ? rolls && !flyer && !walks ? onWheels() : legged
    : // (Where nothing tells its front end from its back, nothing behind it is a tail: it may be its front.)
      [...legged, ...findJointLimbs(parts, graph, limbSkip, guess.front, faced, guess.by !== 'nothing')];
  // A small creature with a face and no joints: parts sticking out low at both sides are its legs.
  const creature = crew.size === 0 && traits.some((t) => t.faceKind === 'face' || t.faceKind === 'creature');
  // (Or two small feet sticking out ahead on the ground under it: a penguin's.)
  const unjointed = () => {
    const skip = new Set([...known, ...jointed.flatMap((l) => l.parts)]);
    const feet = findFrontFeet(parts, graph, skip, guess.front);
    return feet.length > 0 ? feet : findSideLegs(parts, graph, skip, guess.front);
  };
  const bodyLimbs = creature && !rollsOrFlies && !jointed.some((l) => l.role === 'leg') ? [...jointed, ...unjointed()] : jointed;
  // A small droid or critter grabs with the clips at its sides.
  const inLimbs = new Set(bodyLimbs.flatMap((l) => l.parts));
  const hands = !rollsOrFlies && crew.size === 0 && !bodyLimbs.some((l) => l.role === 'arm') ? findClipHands(parts, (i) => known.has(i) || inLimbs.has(i)) : [];
  // A catapult's throwing arm, on a build nobody rides: one Level 3 cannon, not a limb.
  const throwing = crew.size === 0 ? findThrowingArms(parts, graph, (i) => inHead.has(i) || fns[i]!.function === 'boost') : [];
  const thrownOf = new Map<number, number>();
  throwing.forEach((arm, k) => arm.forEach((i) => thrownOf.set(i, k)));
  const limbs = [...bodyLimbs, ...hands].filter((l) => !l.parts.some((i) => thrownOf.has(i)));
  // It walks on the legs its builder named, or on the ones found from how it is built (a flat file's walker).
  const onLegs = walks || limbs.some((l) => l.role === 'leg' && !l.gear && !l.rides);
  const limbOf = new Map<number, number>();
  limbs.forEach((l, k) => l.parts.forEach((i) => limbOf.set(i, k)));
  // The Head's eye stalk or nozzle is the face, not a gun.
  const armed = namedWeapons(instances, inHead, crew, parts.length);
  // A build on wheels whose wings span far past them is a plane: its engines push it.
  const plane = rolls && (instances.some((inst) => submodelRole(inst.name) === 'wing' && pastWheels(boxOfParts(parts, inst.parts))) || parts.some((p, i) => traits[i]!.boost === 'wing' && isWedge(p) && plumb(p) && pastWheels(p.bodyBounds)));
  const boosted = namedBoosts(instances, inHead, crew, parts, rolls ? pastWheels : undefined, plane);
  const armedOf = new Map<number, number>();
  armed.forEach((w, k) => w.parts.forEach((i) => armedOf.set(i, k)));
  // A shield is held: by an arm, a claw or a hand (a truck's "shield" is a guard plate).
  const armPart = (j: number) => (limbOf.has(j) && limbs[limbOf.get(j)!]!.role === 'arm') || traits[j]!.minifig === 'hand';
  const shieldOf = namedShields(instances, inHead, crew, parts.length, (inst) => inst.parts.some((i) => armPart(i) || graph.neighbours[i]!.some(armPart)));
  // A small Head's barrel is its eye stalk; a head module (a walker's cockpit) carries real guns.
  // (So is a cockpit of any size, a canopy or a submodel named so, and no face: it has windows, not eyes.)
  const inCockpit = new Set(instances.filter((inst) => submodelRole(inst.name) === 'cockpit').flatMap((inst) => inst.parts));
  const cockpitHead = head.parts.some((i) => traits[i]!.faceKind === 'cockpit' || inCockpit.has(i)) && !head.parts.some((i) => !crew.has(i) && (traits[i]!.faceKind === 'face' || traits[i]!.faceKind === 'creature'));
  const headHasGuns = head.parts.length >= HEAD_MODULE || cockpitHead;
  // Where it looks before it is measured: exhausts point away from it, and mini-scale stick guns towards it.
  // Barrels inside a submodel named as a gun are looked for too: two or more side by side split it into that many guns.
  // A named sword or spear is a hand weapon whole: no barrel in it fires.
  const handHeld = (i: number) => armedOf.has(i) && LEVEL_ONE_NAMED.has(armed[armedOf.get(i)!]!.kind);
  const taken = fns.map((f, i) => f.function !== 'none' || (inHead.has(i) && !headHasGuns) || handHeld(i) || carDetail(i) || thrownOf.has(i));
  const armedParts = new Set([...armedOf.keys()].filter((i) => !handHeld(i)));
  const cannonLength = rules.cannonBarrel === 'along' ? 4 * pipLength(rules.ruler) : undefined;
  // A car's cab read from its windows looks out of its windscreen (a plane's nose reaches on past its windscreen;
  // a walker's cab rides on its legs).
  const panes = new Set(rolls && !plane && !walks ? head.panes ?? [] : []);
  const guessedFront = buildFront(parts, traits, crew, head.parts, stern, [...panes], rolls ? lights : [], colours, guess, [...flames.values()]);
  const swung = new Set(limbs.flatMap((l) => (l.role === 'arm' ? l.parts : [])));
  const rawGuns = findGuns(parts, traits, graph, taken, crew, onLegs ? undefined : guessedFront.front, guessedFront.front, armedParts, cannonLength, guessedFront.sure, swung, glass);
  // A submodel named as a gun whose one barrel is a cannon's (a four-pip end, or long enough) is a cannon.
  const namedCannons = new Set(rawGuns.flatMap((g) => {
    const k = namedGunOf(g, armedOf);
    return g.kind === 'cannon' && k !== undefined ? [k] : [];
  }));
  // So is one holding a moulded cannon (a carriage with its barrel and breech): the submodel and the barrel are one cannon.
  const firesItself = (i: number) => !crew.has(i) && (fns[i]!.weapon?.level ?? 0) >= 2;
  for (const [i, k] of armedOf) if (armed[k]!.kind === 'gun' && firesItself(i) && fns[i]!.weapon?.kind === 'cannon') namedCannons.add(k);
  const firstGuns = splitNamedGuns(rawGuns, armedOf);
  // A front guessed with no face to go by yields to where two guns or more agree to point, as the measuring does:
  // then exhausts and forward-only barrels are read again from that side.
  // (With nothing at all to go by, one gun says which end is the front, as the measuring reads it: a Dalek's. Only which
  // end: pointing across the build's length, a side turret does not turn the build round.)
  const lone = guessedFront.blind ? loneGunAim(firstGuns) : undefined;
  const along = lone ? dotXZ(lone, guessedFront.front) : 0;
  const loneEnd = Math.abs(along) >= 0.7 ? guessedFront.front.map((v) => Math.sign(along) * v + 0) as [number, number, number] : undefined;
  const aim = guessedFront.sure ? undefined : gunsAim(firstGuns) ?? loneEnd;
  const facing = aim && dotXZ(aim, guessedFront.front) < 0.7 ? aim : guessedFront.front;
  const foundGuns = guessedFront.sure ? firstGuns : splitNamedGuns(findGuns(parts, traits, graph, taken, crew, onLegs ? undefined : facing, facing, armedParts, cannonLength, true, swung, glass), armedOf);
  // On a car whose face says where it looks, one hollow part on its own pointing out to the side is a side lamp or a
  // detail (a buggy's bumper cones, a sports car's side light): a gun points ahead, or is built of more than one part.
  const sideLamp = (g: BuiltGun) => car && guessedFront.sure && g.kind === 'gun' && g.parts.length === 1 && g.twin === undefined && !armedOf.has(g.parts[0]!) && Math.abs(dotXZ(g.aim, guessedFront.front)) < 0.7;
  const sideLamps = new Set(foundGuns.filter(sideLamp).map((g) => g.parts[0]!));
  const guns = foundGuns.filter((g) => !sideLamp(g));
  // A named gun submodel with two barrels or more in it is that many guns; each of its other parts belongs to the nearest.
  const split = new Set(guns.flatMap((g) => g.parts.flatMap((i) => (armedOf.has(i) ? [armedOf.get(i)!] : []))));
  const gunBoxes = guns.map((g) => boxOfParts(parts, g.parts));
  const nearestGun = (i: number) => {
    const inside = guns.flatMap((g, n) => (namedGunOf(g, armedOf) === armedOf.get(i) ? [n] : []));
    return inside.reduce((a, b) => (boxGap(parts[i]!.bodyBounds, gunBoxes[b]!) < boxGap(parts[i]!.bodyBounds, gunBoxes[a]!) ? b : a));
  };
  const gunOf = new Map<number, number>();
  guns.forEach((g, k) => g.parts.forEach((i) => gunOf.set(i, k)));
  // A ship that neither rolls nor walks may show its engines as light: see-through round plates facing out of its end.
  // (Where its face says which way it looks, an engine glows at its back, never out of its nose.)
  const glowsAt = rolls || onLegs ? undefined : findEngineGlows(parts, glass, parts.map((_, i) => taken[i]! || inHead.has(i) || gunOf.has(i) || crew.has(i)));
  const glows = glowsAt && !(guessedFront.sure && dotXZ(glowsAt.blows, facing) > 0) ? glowsAt : undefined;
  const glowing = new Set(glows?.parts ?? []);
  const bells = rolls || onLegs ? undefined : findEngineBells(parts, parts.map((_, i) => taken[i]! || inHead.has(i) || gunOf.has(i) || crew.has(i) || glowing.has(i)));
  const belled = new Set(bells?.parts ?? []);
  const sections = buildSections(parts, traits, inHead, head, limbs, crew, rules, floor);

  // Wheels, tracks or legs carry it: wedge plates ("Wing 2 x 4") are its plating, not wings.
  // (So does a hull it floats on: a ship's wedge plates are its deck.)
  // (A ship on its landing gear flies all the same: the Star Fleet Voyager's wedge plates beside its cockpit are wings.)
  const onGear = (i: number) => limbOf.has(i) && limbs[limbOf.get(i)!]!.gear === true;
  const flies = !floats && !sections.some((x, i) => x.section === 'base' && (traits[i]!.wheel || (limbOf.has(i) && !onGear(i))));
  // (Dozens of flat wedge plates are a hull's plating, not wings: the UCS Falcon's disc.)
  const plated = parts.filter((p, i) => fns[i]!.boost === 'wing' && isWedge(p) && plumb(p)).length > HULL_PLATES;
  const standingPanels = flies ? uprightPanels(parts) : [];
  // A walker spreads the wings hinged on its back (Voltron's); its other wedge plates are plating.
  const walkerWings = onLegs && !rolls ? hingedPanels(parts, graph, parts.flatMap((p, i) => (fns[i]!.boost === 'wing' && isWedge(p) ? [i] : [])), (i) => inHead.has(i) || limbOf.has(i) || crew.has(i), head.parts.length > 0 ? smallest(head.parts.map((i) => parts[i]!.bodyBounds.min[1]!)) : undefined) : new Set<number>();
  // A limb that holds a weapon of its own is that weapon ("a hand holding a gun or sword only counts as one weapon").
  // A "tail" of cylinders and cones standing upright on the back is a jetpack's tank: a rocket booster, not a tail.
  const jetpacks = new Set(limbs.flatMap((l, k) => (l.role === 'tail' && isJetpack(parts, l.parts, guess.front) ? [k] : [])));
  // An engine on an arm points where the arm strikes: the arm's blaster, not a boost (boosts push the body).
  // (At the arm's far end, where a hand would be: a jet engine on the shoulder still pushes, as a booster.)
  const armGun = (i: number) => fns[i]!.boost === 'rocket-booster' && limbOf.has(i) && limbs[limbOf.get(i)!]!.role === 'arm' && atFarEnd(parts, graph, limbs[limbOf.get(i)!]!.parts, i);
  // (Or one fixed on its end: a sabre clipped to a tail is its stinger, the tail and the blade one weapon.)
  const wielded = (i: number) => (fns[i]!.weapon?.level ?? 0) > 0 && !crew.has(i) && !limbOf.has(i);
  // (A plunger on a limb's end is its grabbing hand: the limb and the plunger are one hit.)
  const firedBy = (i: number) => gunOf.has(i) && guns[gunOf.get(i)!]!.kind !== 'exhaust' && guns[gunOf.get(i)!]!.kind !== 'plunger';
  // (A gun built along an arm with its claw reaching on past the muzzle is a weapon of its own: the arm still strikes.)
  const alongside = limbs.map((l) => l.role === 'arm' && reachesPast(parts, graph, l.parts, l.parts.filter(firedBy)));
  const holds = limbs.map((l, k) => l.parts.some((i) => (fns[i]!.weapon?.level ?? 0) > 0 || (firedBy(i) && !alongside[k]) || armedOf.has(i) || armGun(i) || graph.held[i]!.some(wielded)));
  return parts.map((p, i) => {
    const t = traits[i]!;
    let fn = fns[i]!;
    let group: string | undefined;
    let aim: readonly [number, number, number] | undefined;
    let twin = false;
    const named = armedOf.get(i);
    const g = gunOf.get(i) ?? (named !== undefined && split.has(named) ? nearestGun(i) : undefined);
    const limb = limbOf.get(i);
    const boost = boosted.get(i);
    if (boost && fn.function === 'none' && g === undefined && !armedOf.has(i)) fn = { function: 'boost', weapon: null, boost: boost.kind, reason: `part of the submodel "${boost.name}", named as ${boost.kind === 'wing' ? 'a wing' : 'an engine'}: a boost part (+1 Movement)`, confidence: 'medium' };
    // (A missile's own rocket tail flies with it: part of the missile, no boost of the piece's.)
    const missileTail = fn.boost === 'rocket-booster' && armed[named ?? -1]?.kind === 'missile';
    const spareNamed = named !== undefined && spares.has(i) && LEVEL_ONE_NAMED.has(armed[named]!.kind);
    if (named !== undefined && !split.has(named) && !spareNamed && (fn.function === 'none' || fn.weapon?.kind === 'hit' || missileTail || (firesItself(i) && !LEVEL_ONE_NAMED.has(armed[named]!.kind)))) {
      const named_ = armed[named]!;
      const w = named_.kind === 'gun' && namedCannons.has(named) ? { ...named_, kind: 'cannon' as const } : named_;
      const why = w === named_ ? `named as a ${w.kind}` : `named as a gun, its barrel a cannon's${cannonLength !== undefined ? ' (the "cannonBarrel" interpretation)' : ''}`;
      fn = { function: 'weapon', weapon: { kind: w.kind, level: weaponLevel(w.kind) }, boost: null, reason: `part of the submodel "${w.name}", ${why}: one Level ${weaponLevel(w.kind)} weapon`, confidence: 'medium' };
      group = `named ${named}`;
    } else if (fn.function === 'none' && sideLamps.has(i)) {
      fn = { ...fn, reason: `"${p.file?.description}" on its own on a car, its hollow end out to the side: a side lamp or a detail, not a gun (a gun points ahead, or is built of more parts)`, confidence: 'medium' };
    } else if (fn.function === 'none' && g !== undefined) {
      const gun = guns[g]!;
      if (gun.kind === 'exhaust') {
        // (Hollow ends all in the Head of a robot nobody pilots point out of the back of its head: ears or vents, no engine.)
        if (crewed || !gun.parts.every((k) => inHead.has(k))) {
          fn = { function: 'boost', weapon: null, boost: 'rocket-booster', reason: gun.reason, confidence: 'medium' };
          aim = gun.aim;
        }
      } else if (gun.kind === 'plunger') {
        const l = limb !== undefined && !holds[limb] && !limbs[limb]!.gear ? limbs[limb] : undefined;
        fn = { function: 'weapon', weapon: { kind: 'hit', level: 0 }, boost: null, reason: l ? `${gun.reason}, on the end of the ${l.role} "${l.name}": the limb grabs with it, one Level 0 hit` : gun.reason, confidence: 'low' };
        group = l ? `limb ${limb}` : `gun ${g}`;
      } else {
        // (Long barrels side by side in a submodel named as a cannon are that many cannons, four pips long or more as the
        // "cannonBarrel: along" reading has it: its builder says how big they fire. A short one beside them is a gun.)
        const asNamed = named !== undefined && split.has(named) && armed[named]!.kind === 'cannon' && gun.kind === 'gun' && (gun.length ?? 0) >= 4 * pipLength(rules.ruler);
        const kind = asNamed ? 'cannon' : gun.kind;
        const reason = asNamed ? `${gun.reason}; but its submodel "${armed[named]!.name}" is named as a cannon, so each barrel four pips long or more in it is one Level 3 cannon` : gun.reason;
        fn = { function: 'weapon', weapon: { kind, level: kind === 'gun' ? 2 : 3 }, boost: null, reason, confidence: 'medium' };
        group = `gun ${g}`;
        aim = gun.aim;
        twin = gun.twin === i;
      }
    } else if (fn.function === 'weapon' && fn.weapon?.kind === 'hit' && !crew.has(i) && (inHead.has(i) || limb !== undefined)) {
      fn = { ...fn, function: 'none', weapon: null };
    }
    if (pulled && t.faceKind === 'creature' && !t.legs && !inHead.has(i) && fn.function === 'none') {
      fn = { function: 'weapon', weapon: { kind: 'hit', level: 0 }, boost: null, reason: `${t.reason}: the head of the animal that draws the cart; it bites: a Level 0 hit`, confidence: 'medium' };
    }
    if (belled.has(i) && fn.function === 'none') {
      fn = { function: 'boost', weapon: null, boost: 'rocket-booster', reason: bells!.reason, confidence: 'low' };
    }
    if (glowing.has(i) && fn.function === 'none') {
      fn = { function: 'boost', weapon: null, boost: 'rocket-booster', reason: glows!.reason, confidence: 'low' };
      aim = glows!.blows;
    }
    if (limb !== undefined && jetpacks.has(limb) && fn.function === 'none' && !isJoint(p)) {
      fn = { function: 'boost', weapon: null, boost: 'rocket-booster', reason: `part of "${limbs[limb]!.name}": cylinders and cones standing on the back, a jetpack's booster (+1 Movement), not a tail`, confidence: 'low' };
    }
    if (armGun(i)) {
      fn = { function: 'weapon', weapon: { kind: 'gun', level: 2 }, boost: null, reason: `"${p.file?.description}" sits on the arm "${limbs[limb!]!.name}": an engine's hollow end the arm points, its blaster (a Level 2 gun), not a boost`, confidence: 'low' };
      group = `arm gun ${i}`;
    }
    const shield = shieldOf.get(i);
    if (shield !== undefined && (fn.function === 'none' || fn.weapon?.kind === 'hit')) {
      fn = { function: 'armour', weapon: null, boost: null, reason: `part of the submodel "${shield.name}", named as a shield: one shield (+1 Defense)`, confidence: 'medium' };
    }
    if (raised.has(i) && fn.function === 'none' && limb === undefined) {
      fn = { function: 'weapon', weapon: { kind: 'antenna', level: 0 }, boost: null, reason: `"${p.file?.description}" is raised out of the body, its ball end above everything around it and out of any crew's reach: an antenna, a Level 0 weapon`, confidence: 'low' };
    }
    const thrown = thrownOf.get(i);
    if (thrown !== undefined && (fn.function === 'none' || fn.weapon?.kind === 'hit')) {
      fn = { function: 'weapon', weapon: { kind: 'cannon', level: 3 }, boost: null, reason: `part of a throwing arm (${throwing[thrown]!.length} parts swinging on a pivot, a bucket open to the sky on it): a catapult hurls its stones, a power projectile, one Level 3 cannon`, confidence: 'low' };
      group = `throwing arm ${thrown}`;
    }
    const accessory = isAccessory(p, t);
    if (fn.function === 'none' && !accessory && !crew.has(i)) {
      if (inHead.has(i)) {
        fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `part of the Head (${head.reason}), which is counted as a weapon: it headbutts or bites, a Level 0 hit`, confidence: head.confidence };
        group = 'head';
      } else if (limb !== undefined && limbs[limb]!.gear) {
        fn = { ...fn, reason: `part of "${limbs[limb]!.name}": a ship stands on its landing gear, it does not kick with it` };
      } else if (limb !== undefined && !holds[limb] && !jetpacks.has(limb)) {
        const l = limbs[limb]!;
        fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `part of the ${l.role} "${l.name}": a limb punches, kicks or lashes, a Level 0 hit (IV.F)`, confidence: 'medium' };
        group = `limb ${limb}`;
      }
    } else if (crew.has(i) && inHead.has(i) && t.minifig === 'head') {
      fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `the crew's head, part of the Head (${head.reason}): a Level 0 hit`, confidence: head.confidence };
      group = 'head';
    } else if (crew.has(i) && t.minifig === 'head' && head.driver) {
      fn = { ...fn, function: 'none', weapon: null, reason: `${t.reason}: a passenger riding along; the driver's head is the vehicle's Head`, confidence: 'medium' };
    }
    // Two arms that meet at a dragon's chest still claw one each.
    // (So do a crab's horn legs, side by side on its flank.)
    if ((t.limb || VIKING_HORN.test(cleanDescription(p.file?.description ?? ''))) && fn.function === 'weapon' && group === undefined) group = `limb part ${i}`;
    if (fn.function === 'boost' && fn.boost === 'wing' && isWedge(p)) {
      fn = rolls && plumb(p) && pastWheels(p.bodyBounds)
        ? { ...fn, reason: `"${p.file?.description}": a wedge plate lying flat far out past the wheels: a plane's wing (+1 Movement)`, confidence: 'medium' }
        : flies && plumb(p) && !plated
        ? { ...fn, reason: `"${p.file?.description}": a wedge plate on a build that stands on no wheels or legs: a wing (+1 Movement)`, confidence: 'medium' }
        : flies && bells
          ? { ...fn, reason: `"${p.file?.description}": a wedge plate on a rocket standing on its tail, its wings upright with it: a wing (+1 Movement)`, confidence: 'medium' }
        : flies && standingPanels.some((panel) => inPanel(p, panel))
          ? { ...fn, reason: `"${p.file?.description}": a wedge plate in an upright panel the flyer stands on (a TIE fighter's): a wing on its edge (+1 Movement)`, confidence: 'medium' }
        : walkerWings.has(i)
          ? { ...fn, reason: `"${p.file?.description}": a wedge plate in a panel hinged high on a walker, on a joint and clear of its Head and limbs: a wing it spreads (+1 Movement)`, confidence: 'medium' }
        // (Its builder named the submodel a wing: the wedge plates are what it lifts with, on a walker too.)
        : boost?.kind === 'wing'
          ? { ...fn, reason: `"${p.file?.description}": a wedge plate in the submodel "${boost.name}", named as a wing: a wing (+1 Movement)`, confidence: 'medium' }
          : { function: 'none', weapon: null, boost: null, reason: flies ? `"${p.file?.description}" is a wedge plate standing upright, not lying flat: plating, not a wing` : `"${p.file?.description}" is a wedge plate on a build that ${floats ? 'floats on a hull' : 'rolls or walks'}: plating, not a wing`, confidence: 'medium' };
    }
    if (fn.weapon?.level === 1 && crew.size === 0 && limb === undefined && !inHead.has(i) && standsUp(parts, i, graph)) {
      // No hand holds it and no crew can take it up: a sword or spear standing up on the body is an antenna
      // (IV.F: "antennae standing on the body"). A crew's sword on board stays the crew's hand weapon.
      fn = { ...fn, weapon: { kind: 'antenna', level: 0 }, reason: `"${p.file?.description}" stands upright on the body and no hand holds it: an antenna, a Level 0 weapon`, confidence: 'medium' };
    }
    const s = sections[i]!;
    const confidence = lower(fn.confidence, s.confidence);
    return partLabel(s, fn, t, accessory, confidence, confidence === s.confidence && s.confidence !== 'high' ? s.reason : fn.reason, {
      ...(group !== undefined ? { weaponGroup: group } : {}),
      ...(shield !== undefined && fn.function === 'armour' ? { armourGroup: shield.key } : {}),
      ...(aim !== undefined && (fn.function === 'weapon' || fn.boost === 'rocket-booster') ? { aim } : {}),
      ...(twin && fn.function === 'weapon' ? { twin } : {}),
      // (A ship's landing gear is no leg it stands on unless the "landingStruts" interpretation says so.)
      ...(limb !== undefined && !jetpacks.has(limb) && !(limbs[limb]!.gear && rules.landingStruts === 'not-legs') ? { limb: limbs[limb]!.role } : {}),
      ...(s.rolls ? { rolls: true } : {}),
      ...(panes.has(i) ? { pane: true as const } : {}),
      ...(t.legs && !crew.has(i) ? { legs: t.legs } : {}),
      ...(t.strikes && !crew.has(i) ? { strikes: t.strikes } : {}),
    });
  });
}

/** A lightsaber's hilt, a tube. */
const HILT = /^Minifig Lightsaber Hilt\b/;

/** Two tubes side by side in one part. */
const TWIN_TUBES = /^Minifig (Tool )?Binoculars\b/;

/** A part sticking out this far (LDU) past the rest of a build reaches out of it. */
const REACH_OUT = 5;

/** A propeller or rotor held by this many parts or more has parts built on its blades (a spinning one hangs on its hub). */
const FIXED_ROTOR_HOLDS = 4;

/** An arm a robot on wheels swings is this share of its parts at least, and this many parts (a hinged mirror is two or three). */
const ROLLING_ARM_SHARE = 0.03;
const ROLLING_ARM_MIN = 4;

/** More flat wedge plates than this on a ship are its hull's plating, not wings (a craft has a few wings). */
const HULL_PLATES = 24;

/** Legs end this share of the piece's height above the ground at most. */
const LEG_REACH = 0.15;

/** A Head of this many parts or more is a module (a cockpit, a turret head): barrels on it are guns, not its eye. */
const HEAD_MODULE = 12;

/**
 * Legs nobody named (findLegColumns), where no submodel is called a leg;
 * the crew and the Head are not legs.
 */
function withLegs(limbs: Limb[], parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, inHead: ReadonlySet<number>, crew: ReadonlySet<number>, ship: boolean): Limb[] {
  if (limbs.some((l) => l.role === 'leg')) return limbs;
  const skip = new Set([...crew, ...inHead, ...limbs.flatMap((l) => l.parts)]);
  const columns = findLegColumns(parts, traits, graph, skip, ship ? 'landing strut' : 'leg');
  return [...limbs, ...(ship ? columns.map((l) => ({ ...l, gear: true })) : columns)];
}

/** A submodel a builder named as a weapon (gun, cannon, blaster, missile, rocket, turret, sword, spear): one weapon of all its parts. */
interface NamedWeapon {
  readonly kind: 'gun' | 'cannon' | 'missile' | 'blade' | 'spear' | 'lance';
  readonly name: string;
  readonly parts: readonly number[];
}

function namedWeapons(instances: readonly SubmodelInstance[], inHead: ReadonlySet<number>, crew: ReadonlySet<number>, partCount: number): NamedWeapon[] {
  const named = instances.filter((inst) => (submodelRole(inst.name) === 'gun' || submodelRole(inst.name) === 'hand-weapon') && inst.parts.length <= partCount / 2 && !carriesItsLoad(inst, instances));
  return outermost(named).flatMap((inst) => {
    const parts = inst.parts.filter((i) => !inHead.has(i) && !crew.has(i));
    if (parts.length === 0) return [];
    const kind = submodelRole(inst.name) === 'hand-weapon' ? handWeaponKind(inst.name) : /\b(missiles?|rockets?|torpedo(es)?)\b/i.test(inst.name) ? 'missile' : /\b(cannons?|canons?)\b/i.test(inst.name) ? 'cannon' : 'gun';
    return [{ kind, name: inst.name, parts }];
  });
}

/** A carrier named with its load ("Trailer + Rocket") is not the weapon: the load's own submodel inside it is. */
function carriesItsLoad(inst: SubmodelInstance, instances: readonly SubmodelInstance[]): boolean {
  const role = submodelRole(inst.name);
  return CARRIER.test(inst.name) && instances.some((o) => o.key.startsWith(inst.key + '/') && !CARRIER.test(o.name) && submodelRole(o.name) === role);
}

/** Words naming what carries a weapon, not the weapon: a trailer or a cart with a rocket on it. */
const CARRIER = /\b(trailers?|trucks?|carts?|wagons?|carriages?|vehicles?|buggy|buggies|rovers?|sleds?|sledges?|dollies|dolly|holders?|racks?|stands?|mounts?|bays?)\b/i;

/** Submodels a builder named as a shield (outermost) that something holds: each is one shield, whatever it is built of. */
function namedShields(instances: readonly SubmodelInstance[], inHead: ReadonlySet<number>, crew: ReadonlySet<number>, partCount: number, held: (inst: SubmodelInstance) => boolean): Map<number, SubmodelInstance> {
  const named = instances.filter((inst) => submodelRole(inst.name) === 'shield' && inst.parts.length <= partCount / 2);
  const out = new Map<number, SubmodelInstance>();
  for (const inst of outermost(named).filter(held)) {
    for (const i of inst.parts) if (!inHead.has(i) && !crew.has(i)) out.set(i, inst);
  }
  return out;
}

/** Named weapons a hand or a claw swings, not fires. */
const LEVEL_ONE_NAMED: ReadonlySet<NamedWeapon['kind']> = new Set(['blade', 'spear', 'lance']);

/** A spear by its name (a trident, a halberd), a lance, else a blade (a sword, a sabre, a dagger). */
function handWeaponKind(name: string): 'blade' | 'spear' | 'lance' {
  return /\blances?\b/i.test(name) ? 'lance' : /\b(spears?|halberds?|tridents?)\b/i.test(name) ? 'spear' : 'blade';
}

/**
 * Guns found inside submodels named as guns count only where a submodel holds
 * two or more (then it is that many guns); one barrel in it is the named gun itself.
 */
function splitNamedGuns(guns: readonly BuiltGun[], armedOf: ReadonlyMap<number, number>): BuiltGun[] {
  const count = new Map<number, number>();
  for (const g of guns) {
    const k = namedGunOf(g, armedOf);
    if (k !== undefined && fires(g)) count.set(k, (count.get(k) ?? 0) + 1);
  }
  return guns.filter((g) => {
    if (g.parts.every((i) => !armedOf.has(i))) return true;
    const k = namedGunOf(g, armedOf);
    return k !== undefined && fires(g) && (count.get(k) ?? 0) >= 2;
  });
}

/** Where the one gun or cannon of a build points, snapped to the four sides; nothing for none or several. */
function loneGunAim(guns: readonly BuiltGun[]): [number, number, number] | undefined {
  const firing = guns.filter(fires);
  return firing.length === 1 ? agreedAim([firing[0]!.aim]) : undefined;
}

/** The named gun submodel a found gun lies wholly inside, if any. */
function namedGunOf(g: BuiltGun, armedOf: ReadonlyMap<number, number>): number | undefined {
  const k = armedOf.get(g.parts[0]!);
  return k !== undefined && g.parts.every((i) => armedOf.get(i) === k) ? k : undefined;
}

/**
 * Where a build looks, for telling guns from exhausts: the way its crew
 * faces, else the way its face or windscreen part faces (-Z in the part's own
 * frame), else away from its engine glows (these are sure); else its cab's
 * windscreen end, its lamps (headlamps ahead), or the provisional front (its
 * mirror, its Head, its windows). `blind` when nothing at all told which end
 * is the front.
 */
function buildFront(parts: readonly ModelPart[], traits: readonly PartTraits[], crew: ReadonlySet<number>, head: readonly number[], stern: EngineGlows | undefined, panes: readonly number[], lamps: readonly number[], colours: ColourTable, guess: ProvisionalFront, flames: readonly (readonly number[])[]): { front: [number, number, number]; sure: boolean; blind?: true } {
  const torso = [...crew].find((i) => traits[i]!.minifig === 'torso');
  const first = torso ?? head.find((i) => traits[i]!.faceKind === 'face' || traits[i]!.faceKind === 'cockpit');
  // Windscreens facing several ways: the pilot's is most of the glass.
  const face = first !== undefined && first !== torso && traits[first]!.faceKind === 'cockpit' ? mainPane(parts, head.filter((i) => traits[i]!.faceKind === 'cockpit')) : first;
  const facing = face === undefined ? undefined : facingOf(parts[face]!);
  if (facing) return { front: facing, sure: true };
  // A ship with no face flies away from the engines glowing at its end.
  if (stern) return { front: [-stern.blows[0], 0, -stern.blows[2]], sure: true };
  // So does one with flames fixed on it, trailing out of its engines' backs.
  const trail = flames.length > 0 ? agreedAim(flames) : undefined;
  if (trail) return { front: [-trail[0] + 0, 0, -trail[2] + 0], sure: true };
  // A car's cab looks out of its windscreen, wherever the cab sits (a hot rod's is behind its engine).
  const windscreen = windscreenWay(parts, head, panes);
  if (windscreen) return { front: windscreen, sure: false };
  // Else its lamps say which end is which: headlamps ahead, tail lights behind.
  const lit = lampsWay(parts, lamps, colours, guess.front);
  return lit ? { front: lit, sure: false } : { front: guess.front, sure: false, ...(guess.by === 'nothing' ? { blind: true } : {}) };
}

function dotXZ(a: readonly number[], b: readonly number[]): number {
  return a[0]! * b[0]! + a[2]! * b[2]!;
}

/** Parts that join two things so they turn or clip on: hinges and clips. */
const MOUNT = /^Hinge\b|\bClips?\b/;

/**
 * Submodels a builder named as engines (engine, thruster, booster, jet) or
 * wings: their parts are that boost, a "wing" on a build that rolls too (a
 * scooter's fins its builder named so; players call a racing car's wings wings).
 * On a build that rolls, its "engine" is the motor that turns its wheels, not a
 * rocket, unless it is a plane's (wings spanning far past its wheels).
 */
function namedBoosts(
  instances: readonly SubmodelInstance[],
  inHead: ReadonlySet<number>,
  crew: ReadonlySet<number>,
  parts: readonly ModelPart[],
  pastWheels: ((box: Box3) => boolean) | undefined,
  plane: boolean,
): Map<number, { kind: 'rocket-booster' | 'wing'; name: string }> {
  const out = new Map<number, { kind: 'rocket-booster' | 'wing'; name: string }>();
  // A car's "engine" or "motor" is what turns its wheels; only a thruster, booster or jet pushes a build that rolls (or a plane's engines).
  const pushes = (inst: SubmodelInstance) => {
    // In words as builders run them together ("EngineCover": the cover of a car's engine).
    const words = spaced(inst.name);
    return !pastWheels || plane || !/\b(engines?|moteurs?|motors?)\b/i.test(words) || /\b(thrusters?|boosters?|jets?|rockets?|turbines?)\b/i.test(words);
  };
  const named = instances.filter((inst) => {
    const role = submodelRole(inst.name);
    return ((role === 'engine' && pushes(inst)) || role === 'wing') && inst.parts.length <= parts.length / 2;
  });
  for (const inst of outermost(named)) {
    const kind = submodelRole(inst.name) === 'wing' ? 'wing' : 'rocket-booster';
    // The hinge or clip a wing hangs on is its joint to the hull, not its lifting surface (the labellers leave it out).
    const mount = (i: number) => kind === 'wing' && MOUNT.test(cleanDescription(parts[i]!.file?.description ?? ''));
    for (const i of inst.parts) if (!inHead.has(i) && !crew.has(i) && !mount(i)) out.set(i, { kind, name: inst.name });
  }
  return out;
}

/** The provisional front, and what said so: the Head's side, the Head's windows, or nothing (LDraw's -Z). */
interface ProvisionalFront {
  readonly front: [number, number, number];
  readonly by: 'head' | 'windows' | 'nothing';
}

/**
 * Where the piece looks before it is measured. A build mirrored left to right
 * faces along its mirror: to the end its Head leans to, else the end of the
 * Head its windows sit at, else LDraw's -Z end. Any other faces towards its
 * Head where that sits off the middle, else -Z. (So a mech turned in its
 * scene still has its arms at its sides.)
 */
function provisionalFront(parts: readonly ModelPart[], head: readonly number[], panes: readonly number[]): ProvisionalFront {
  const all = boxCentre(boxOfParts(parts, parts.keys()));
  const h = head.length > 0 ? boxCentre(boxOfParts(parts, head)) : undefined;
  const lean: [number, number, number] | undefined = h ? [h[0] - all[0], h[1] - all[1], h[2] - all[2]] : undefined;
  const mirror = mirrorAxis(parts);
  if (mirror) {
    const byHead = alongMirror(mirror, lean);
    if (byHead.leaned) return { front: byHead.front, by: 'head' };
    if (!h || panes.length === 0 || panes.length >= head.length) return { front: byHead.front, by: 'nothing' };
    const g = boxCentre(boxOfParts(parts, panes));
    const byWindows = alongMirror(mirror, [g[0] - h[0], g[1] - h[1], g[2] - h[2]]);
    return { front: byWindows.front, by: byWindows.leaned ? 'windows' : 'nothing' };
  }
  if (!lean) return { front: [0, 0, -1], by: 'nothing' };
  const [dx, , dz] = lean;
  if (Math.abs(dx) < 10 && Math.abs(dz) < 10) return { front: [0, 0, -1], by: 'nothing' };
  return { front: Math.abs(dx) > Math.abs(dz) ? [Math.sign(dx), 0, 0] : [0, 0, Math.sign(dz)], by: 'head' };
}

/**
 * IV.F counts "antennae standing on the body". One lying level is a barrel (a
 * gun if it points out), one under a roof is a bar of a cage, one holding a
 * flag is a mast, a radio with the build rising close beside it is stowed kit (`figure` names the parts of figures,
 * which may hold one up). Undefined where it does stand free.
 */
function notAnAntenna(parts: readonly ModelPart[], i: number, graph: ConnectionGraph, figure: (j: number) => boolean): string | undefined {
  const p = parts[i]!;
  if (RADIO.test(cleanDescription(p.file?.description ?? '')) && overTopped(parts, i, figure)) return 'the build beside it rises above its antenna: a radio stowed low, kit';
  // A whip antenna bends however it is mounted; a rigid one lying level is a barrel.
  if (!plumb(p) && !/\bWhip\b/.test(cleanDescription(p.file?.description ?? ''))) return 'it lies level: a barrel, not an antenna standing on the body';
  if (graph.neighbours[i]!.some((j) => /^Flag\b/.test(cleanDescription(parts[j]!.file?.description ?? '')))) return 'it carries a flag: a mast';
  // A rigid rod against a wall that rises above its tip is a grab handle or a rail (a truck cab's), not standing on the body.
  if (!/\bWhip\b/.test(cleanDescription(p.file?.description ?? '')) && walledIn(parts, i)) return 'a wall beside it rises above its tip: a grab handle or a rail, not an antenna';
  // (Only one standing has its tip on top: a whip lying level has nothing over its end.)
  return plumb(p) && tipCovered(parts, i) ? 'something sits on its tip: a bar holding it up, not an antenna' : undefined;
}

/** A radio (its handle an antenna). */
const RADIO = /^Minifig Radio\b/;
/** Parts this far (LDU) beside a radio that rise above its antenna's tip stow it. */
const STOWED_REACH = 12;

/** Whether something beside the part (figures apart: the one holding it up) rises above its top: stowed low on the build's side, under a roll bar. */
function overTopped(parts: readonly ModelPart[], i: number, figure: (j: number) => boolean): boolean {
  const b = parts[i]!.bodyBounds;
  const near = columnIndex(parts).over(b.min[0]! - STOWED_REACH, b.min[2]! - STOWED_REACH, b.max[0]! + STOWED_REACH, b.max[2]! + STOWED_REACH);
  return near.some((j) => j !== i && !figure(j) && boxGap(b, parts[j]!.bodyBounds) <= STOWED_REACH && parts[j]!.bodyBounds.min[1]! < b.min[1]!);
}

/** A wall rising this far (LDU, a plate) above a rod's tip makes the rod its handle. */
const HANDLE_WALL = 8;
/** A wall this close (LDU, a stud) beside it. */
const HANDLE_REACH = 20;
/** ... from no more than this (LDU, a brick) above the tip: a wall, not a roof far above. */
const HANDLE_GAP = 24;
/** Whether, a stud or less to one side of the rod, the wall goes on above its tip: a part rises past it from a brick above it at most. */
function walledIn(parts: readonly ModelPart[], i: number): boolean {
  const b = parts[i]!.bodyBounds;
  const tip = b.min[1]!;
  const [x, z] = [(b.min[0]! + b.max[0]!) / 2, (b.min[2]! + b.max[2]!) / 2];
  const index = columnIndex(parts);
  // (The index gives what stands in the point's column cell; only a part whose box is over the point itself is beside it.)
  return [[HANDLE_REACH, 0], [-HANDLE_REACH, 0], [0, HANDLE_REACH], [0, -HANDLE_REACH]].some(([dx, dz]) => {
    const [px, pz] = [x + dx!, z + dz!];
    return index.at(px, pz).some((j) => {
      const w = parts[j]!.bodyBounds;
      return j !== i && w.min[0]! <= px && px <= w.max[0]! && w.min[2]! <= pz && pz <= w.max[2]! && w.min[1]! < tip - HANDLE_WALL && w.max[1]! >= tip - HANDLE_GAP;
    });
  });
}

/** Axles, pins and connectors: what mounts a part, not the part. */
function isJoint(p: ModelPart): boolean {
  return /^Technic (Axle|Pin|Angle Connector|Connector)\b/.test(cleanDescription(p.file?.description ?? ''));
}

/** Mostly cylinders, cones and round parts (joints aside), taller than it is long: a tank standing on the back. */
function isJetpack(parts: readonly ModelPart[], limb: readonly number[], front: readonly [number, number, number]): boolean {
  const body = limb.filter((i) => !isJoint(parts[i]!));
  const round = body.filter((i) => /\b(Cylinder|Cone|Round)\b/.test(cleanDescription(parts[i]!.file?.description ?? '')));
  if (body.length < 2 || round.length * 4 < body.length * 3) return false;
  const b = boxOfParts(parts, body);
  const length = Math.abs(front[0]) * (b.max[0] - b.min[0]) + Math.abs(front[2]) * (b.max[2] - b.min[2]);
  return b.max[1] - b.min[1] > length;
}

/**
 * Upright, its top above everything it is attached to, and gripped by no
 * clip or hand (a clip holding a sword is a brick-built hand): it stands up
 * from the body on its own.
 */
function standsUp(parts: readonly ModelPart[], i: number, graph: ConnectionGraph): boolean {
  const top = parts[i]!.bodyBounds.min[1]!;
  const holders = graph.held[i]!;
  return plumb(parts[i]!) && holders.length > 0 && holders.every((j) => parts[j]!.bodyBounds.min[1]! > top + 4 && !/\b(Clip|Hand|Holder)\b/.test(cleanDescription(parts[j]!.file?.description ?? '')));
}

/** The part's own up axis points up or down in the world: a plate lying flat (as a wing does; a skirt panel stands), an antenna standing. */
function plumb(p: ModelPart): boolean {
  return Math.abs(upAxis(p)[1]) >= 0.7;
}

/** An upright plane: the world axis its face looks along, and where along it. */
interface Panel {
  readonly axis: 0 | 2;
  readonly at: number;
}

/** Wedges this far (LDU) from a panel's plane are in it. */
const PANEL_REACH = 4;

/**
 * The planes of upright wedge plates that reach the ground: side panels a
 * flyer stands on (a TIE fighter's), whose wedges are its wings.
 */
function uprightPanels(parts: readonly ModelPart[]): Panel[] {
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  return parts.flatMap((p) => {
    if (!isWedge(p) || plumb(p) || p.bodyBounds.max[1]! < ground - 1) return [];
    const axis = facingAxis(p);
    return axis === undefined ? [] : [{ axis, at: (p.bodyBounds.min[axis]! + p.bodyBounds.max[axis]!) / 2 }];
  });
}

/** The horizontal world axis an upright plate's face looks along, when it is square to one. */
function facingAxis(p: ModelPart): 0 | 2 | undefined {
  const m = p.matrix;
  // The plate's own up (its column 1) lies along the world axis its face looks along.
  const up = [Math.abs(m[4]!), Math.abs(m[7]!), Math.abs(m[10]!)];
  return up[0]! > 0.9 ? 0 : up[2]! > 0.9 ? 2 : undefined;
}

function inPanel(p: ModelPart, panel: Panel): boolean {
  return !plumb(p) && facingAxis(p) === panel.axis && Math.abs((p.bodyBounds.min[panel.axis]! + p.bodyBounds.max[panel.axis]!) / 2 - panel.at) <= PANEL_REACH;
}

function partLabel(
  section: { readonly section: Section; readonly reason: string },
  fn: FunctionLabel,
  t: PartTraits,
  accessory: boolean,
  confidence: Confidence,
  confidenceReason: string,
  extras: Partial<Pick<PartLabel, 'weaponGroup' | 'armourGroup' | 'limb' | 'rolls' | 'legs' | 'strikes' | 'aim' | 'twin' | 'pane'>> = {},
): PartLabel {
  return {
    section: section.section,
    sectionReason: section.reason,
    function: fn.function,
    weapon: fn.weapon,
    boost: fn.boost,
    accessory,
    body: t.minifig ?? null,
    functionReason: fn.reason,
    corrected: false,
    confidence,
    confidenceReason,
    ...extras,
  };
}

function lower(a: Confidence, b: Confidence): Confidence {
  const rank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };
  return rank[a] <= rank[b] ? a : b;
}

interface BuildSection {
  readonly section: Section;
  readonly reason: string;
  readonly confidence: Confidence;
  readonly rolls?: boolean;
}

/** Head as found; Base: wheels or tracks on the ground, else legs that reach it, else what touches it; Core the rest. `floor` is where wheels roll (below it only legs let down to park). */
function buildSections(
  parts: readonly ModelPart[],
  traits: readonly PartTraits[],
  inHead: ReadonlySet<number>,
  head: HeadFinding,
  limbs: readonly Limb[],
  crew: ReadonlySet<number>,
  rules: ReadingChoices,
  floor: number,
): BuildSection[] {
  const out: (BuildSection | undefined)[] = parts.map((_, i) => (inHead.has(i) ? { section: 'head', reason: head.reason, confidence: head.confidence } : undefined));
  const notCrew = parts.map((_, i) => i).filter((i) => !crew.has(i));
  const ground = largest(notCrew.map((i) => parts[i]!.bodyBounds.max[1]!));
  // Tracks roll as wheels unless the "tracks" interpretation says the build stands on them as on a block.
  const rolls = (i: number) => traits[i]!.wheel === true && !(traits[i]!.track && rules.tracks === 'block');
  const wheels = notCrew.filter((i) => rolls(i) && !out[i] && parts[i]!.bodyBounds.max[1]! >= floor - WHEEL_GROUND_TOLERANCE);
  if (wheels.length > 0) {
    for (const i of wheels) out[i] = { section: 'base', rolls: true, reason: traits[i]!.track ? `${traits[i]!.reason}: tracks roll as wheels (the "tracks" interpretation)` : `${traits[i]!.reason}: wheels are the Base`, confidence: 'high' };
    const wheelTop = smallest(wheels.map((i) => parts[i]!.bodyBounds.min[1]!));
    for (const i of notCrew) {
      if (!out[i] && parts[i]!.bodyBounds.min[1]! >= wheelTop - GROUND_TOLERANCE) out[i] = { section: 'base', reason: 'at wheel level: part of the Base', confidence: 'medium' };
    }
  } else {
    // Legs a creature stands on reach the ground, or nearly: a belly plate may rest lower than its feet.
    const top = smallest(notCrew.map((i) => parts[i]!.bodyBounds.min[1]!));
    const reach = Math.max(WHEEL_GROUND_TOLERANCE, (ground - top) * LEG_REACH);
    const reaching = limbs.filter((l) => l.role === 'leg' && l.parts.some((i) => parts[i]!.bodyBounds.max[1]! >= ground - reach));
    // Two legs or more are what a creature walks on, even posed above a belly that rests on the ground.
    const allLegs = limbs.filter((l) => l.role === 'leg');
    const legs = reaching.length > 0 ? reaching : allLegs.length >= 2 ? allLegs : [];
    if (legs.length > 0) {
      for (const l of legs) for (const i of l.parts) if (!out[i]) out[i] = { section: 'base', reason: `part of the leg "${l.name}": legs are the Base`, confidence: 'medium' };
    } else {
      for (const i of notCrew) {
        if (!out[i] && parts[i]!.bodyBounds.max[1]! >= ground - GROUND_TOLERANCE) out[i] = { section: 'base', reason: 'touches the ground: the Base is what the piece stands on', confidence: 'medium' };
      }
    }
  }
  return out.map((l, i) => l ?? { section: 'core', reason: crew.has(i) ? 'the crew, seated in the build: part of its Core' : 'between the Head and the Base: the Core', confidence: 'high' });
}

interface FunctionLabel {
  readonly function: PartFunction;
  readonly weapon: PartLabel['weapon'];
  readonly boost: PartLabel['boost'];
  readonly reason: string;
  readonly confidence: Confidence;
}

/** Where a part sits: on a lone figure, in a build, or on the crew seated in a build. */
type Setting = 'figure' | 'build' | 'crew';

function functionOf(part: ModelPart, t: PartTraits, colours: ColourTable, rules: ReadingChoices, pieceBox: Box3 | undefined, setting: Setting): FunctionLabel {
  const fl = (f: Omit<FunctionLabel, 'confidence'>, confidence: Confidence = 'high'): FunctionLabel => ({ ...f, confidence });
  if (setting === 'crew' && t.minifig && t.minifig !== 'head') {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}; the crew's limbs: a vehicle fights with its own weapons` });
  }
  // An arm with a blaster moulded on (a super battle droid's) shoots, on a figure or mounted on a build: arm and gun are one weapon.
  if (t.minifig === 'arm' && t.weapon) {
    return fl({ function: 'weapon', weapon: t.weapon, boost: null, reason: `${t.reason}; it shoots: a Level ${t.weapon.level} ${t.weapon.kind}` });
  }
  // Minifig arms and hands without a figure are clips and joints in a build (mechanical arms); brick-built feet still kick.
  // (A head without a figure butts only as the build's Head, where it is its face: else it is a knob or a lamp.)
  if (setting === 'build' && (t.minifig === 'arm' || t.minifig === 'hand' || t.minifig === 'torso' || t.minifig === 'hips' || t.minifig === 'head')) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}, used as a building element: no figure's ${t.minifig === 'head' ? 'head' : 'limb'}` }, 'medium');
  }
  if (t.minifig === 'head' || t.minifig === 'arm' || t.minifig === 'hand' || t.minifig === 'leg' || t.minifig === 'legs') {
    const what = t.minifig === 'head' ? 'headbutts' : t.minifig === 'leg' || t.minifig === 'legs' ? 'kicks' : 'punches';
    return fl({ function: 'weapon', weapon: { kind: 'hit', level: 0 }, boost: null, reason: `${t.reason}; it ${what}: a Level 0 hit weapon` });
  }
  // A standing figure's radio is how it calls, not how it fights.
  if (setting === 'figure' && t.weapon?.kind === 'antenna' && /^Minifig Radio\b/.test(cleanDescription(part.file?.description ?? ''))) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}, in a figure's hand: it calls with it, it does not fight with it` }, 'medium');
  }
  // A lightsaber blade on a build with no hilt in a hand is a bar: a barrel or a rod.
  if (setting !== 'figure' && t.weapon?.kind === 'blade' && /^Bar\b.*\bLightsaber Blade\b/.test(cleanDescription(part.file?.description ?? ''))) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}, but on a build with no hilt: a bar` }, 'medium');
  }
  if (t.weapon && t.weapon.kind === 'gun' && /\b(Bow|Crossbow)\b/.test(cleanDescription(part.file?.description ?? '')) && rules.bow === 'hand-weapon') {
    return fl({ function: 'weapon', weapon: { kind: 'staff', level: 1 }, boost: null, reason: `${t.reason}: a bow held as a Level 1 hand weapon (the "bow" interpretation)` });
  }
  if (setting === 'crew' && t.armour === 'helmet' && rules.pilotHelmet === 'none') {
    return fl({ function: 'none', weapon: null, boost: null, reason: `${t.reason}: it protects the pilot, not the vehicle (the "pilotHelmet" interpretation)` });
  }
  if (t.weapon) {
    return fl({ function: 'weapon', weapon: t.weapon, boost: null, reason: `${t.reason}: a Level ${t.weapon.level} ${t.weapon.kind}` });
  }
  // LDraw names wedge plates "Wing 2 x 4": one is a wing only where it sticks out at the piece's side.
  // In a build, whether the build flies decides (labelBuild); on a figure, the edge does.
  if (setting === 'figure' && t.boost === 'wing' && isWedge(part) && !(pieceBox && atSideEdge(part.bodyBounds, pieceBox))) {
    return fl({ function: 'none', weapon: null, boost: null, reason: `"${part.file?.description}" is a wedge plate inside the piece's outline: plating, not a wing` });
  }
  if (t.boost) {
    if (t.boost === 'propeller' && rules.propeller === 'weapon') {
      return fl({ function: 'weapon', weapon: { kind: 'propeller-fan', level: 3 }, boost: null, reason: `${t.reason}: a propeller fan (Level 3), by the "propeller" interpretation` });
    }
    return fl({ function: 'boost', weapon: null, boost: t.boost, reason: `${t.reason}: a boost part (+1 Movement), never a weapon` });
  }
  if (t.armour) return fl({ function: 'armour', weapon: null, boost: null, reason: `${t.reason}: a removable protective part (+1 Defense)` });
  const colour = colours.resolve(part.colour);
  // On a build, flat silver and pearl are the builder's greys: only chrome shines like a beam emitter.
  const shines = setting === 'figure' ? colour.shiny : colour.finish === 'chrome';
  if (rules.shinyBeams === 'count' && shines && pieceBox && isSmall(part.bodyBounds) && onOutside(part.bodyBounds, pieceBox)) {
    return fl({
      function: 'weapon', weapon: { kind: 'beam', level: 3 }, boost: null,
      reason: `${colour.name} is shiny and the part faces outward: a Level 3 beam (the "shinyBeams" interpretation)`,
    }, 'medium');
  }
  return fl({ function: 'none', weapon: null, boost: null, reason: t.reason });
}

/** A rider on a mount: the rider's head and headwear the Head, the mount the Base, the rest (the rider's body) the Core. */
function mountedSections(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): SectionLabel[] {
  const riderless = traits.map((t) => (t.faceKind === 'creature' ? { ...t, face: false } : t));
  const sections = assignSections(parts, riderless, graph);
  return sections.map((s, i) => {
    const t = traits[i]!;
    if (t.faceKind === 'creature') return { section: 'base', reason: `${t.reason}: the mount the figure rides is the Base` };
    if (t.minifig === 'hips' || t.minifig === 'leg' || t.minifig === 'legs') return { section: 'core', reason: `${t.reason}: the rider sits; the mount is the Base` };
    return s;
  });
}

interface SectionLabel {
  readonly section: Section;
  readonly reason: string;
}

function assignSections(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): SectionLabel[] {
  const labels: (SectionLabel | undefined)[] = parts.map(() => undefined);
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const isMinifig = traits.some((t) => t.minifig === 'torso') && traits.some((t) => t.minifig === 'head');

  // Head: where the face is, and what sits on it.
  const faces = traits.flatMap((t, i) => (t.face ? [i] : []));
  if (faces.length > 0) {
    const faceBottom = largest(faces.map((i) => parts[i]!.bodyBounds.max[1]!));
    const faceReason = (i: number) => `${traits[i]!.reason}: the Head is where the face is`;
    for (const i of faces) labels[i] = { section: 'head', reason: faceReason(i) };
    // Grow over touching parts that stay above the face's bottom (a helmet, a plume, the block the eyes are on).
    const queue = [...faces];
    while (queue.length > 0) {
      const i = queue.pop()!;
      // (Horns worn as a headdress only rest on the hair: touching is enough for them.)
      for (const j of [...graph.held[i]!, ...graph.neighbours[i]!.filter((k) => isHorn(parts[k]!, traits[k]!))]) {
        if (labels[j]) continue;
        const t = traits[j]!;
        if (t.minifig && t.minifig !== 'head') continue;
        // A cannon or a wing beside the face is carried by the body, not part of the Head: it must not
        // raise the Head's top ("you don't include parts on the Head like antennae in Pip Height").
        if (t.boost || (t.weapon && t.weapon.level > 0)) continue;
        if (parts[j]!.bodyBounds.max[1]! > faceBottom + HEAD_REACH_BELOW_FACE) continue;
        // Headwear sits over the head: a barrel hanging above it, or a roof, does not.
        if (!overHead(parts[j]!.bodyBounds, parts[i]!.bodyBounds, t.armour === 'helmet')) continue;
        labels[j] = { section: 'head', reason: `sits on the Head (touches ${parts[i]!.part}, above the face's bottom)` };
        queue.push(j);
      }
    }
  }

  // Base: minifig hips and legs; else wheels; else whatever stands on the ground.
  if (isMinifig) {
    const hipTop = smallest(parts.flatMap((p, i) => (traits[i]!.minifig === 'hips' || traits[i]!.minifig === 'legs' ? [p.bodyBounds.min[1]!] : [])));
    parts.forEach((p, i) => {
      const t = traits[i]!;
      if (labels[i]) return;
      if (t.minifig === 'hips' || t.minifig === 'leg' || t.minifig === 'legs') labels[i] = { section: 'base', reason: `${t.reason}: the feet are the Base` };
      else if (Number.isFinite(hipTop) && centreY(p.bodyBounds) > hipTop && !t.minifig && !isHeld(i, parts, traits, graph)) {
        labels[i] = { section: 'base', reason: 'below the hips: part of what the piece stands on' };
      }
    });
  } else {
    // Only wheels that reach the ground carry the piece; a wheel high up is a joint or decoration.
    const wheels = traits.flatMap((t, i) => (t.wheel && !labels[i] && parts[i]!.bodyBounds.max[1]! >= ground - WHEEL_GROUND_TOLERANCE ? [i] : []));
    if (wheels.length > 0) {
      for (const i of wheels) labels[i] = { section: 'base', reason: `${traits[i]!.reason}: wheels are the Base` };
      const wheelTop = smallest(wheels.map((i) => parts[i]!.bodyBounds.min[1]!));
      parts.forEach((p, i) => {
        if (!labels[i] && p.bodyBounds.min[1]! >= wheelTop - GROUND_TOLERANCE) labels[i] = { section: 'base', reason: 'at wheel level: part of the Base' };
      });
    } else {
      parts.forEach((p, i) => {
        if (!labels[i] && p.bodyBounds.max[1]! >= ground - GROUND_TOLERANCE) labels[i] = { section: 'base', reason: 'touches the ground: the Base is what the piece stands on' };
      });
    }
  }

  return labels.map((l, i) => l ?? { section: 'core', reason: traits[i]!.minifig === 'torso' ? `${traits[i]!.reason}: the Core is the torso` : 'between the Head and the Base: the Core' });
}

/** Headwear is at most this wide (LDU) and centred this close to what it sits on. */
const HEADWEAR_WIDTH = 64;
const HEADWEAR_OFFSET = 24;

/** (A helmet by name may be wider: bat wings or horns on it, still worn.) */
function overHead(b: Box3, head: Box3, helmet = false): boolean {
  const w = Math.max(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!) / (helmet ? 2 : 1);
  const dx = (b.min[0]! + b.max[0]!) / 2 - (head.min[0]! + head.max[0]!) / 2;
  const dz = (b.min[2]! + b.max[2]!) / 2 - (head.min[2]! + head.max[2]!) / 2;
  return w <= HEADWEAR_WIDTH && Math.hypot(dx, dz) <= HEADWEAR_OFFSET;
}

/** A torch (a tool that is a gun in a hand) with a flame pegged into its end: a burning torch. */
function burningTorch(i: number, parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): boolean {
  return traits[i]!.tool === true && graph.neighbours[i]!.some((j) => /^Minifig Flame\b/.test(cleanDescription(parts[j]!.file?.description ?? '')));
}

/** A burning torch lights the way: fire to see by, no ray gun. */
function unlit(t: PartTraits): FunctionLabel {
  return { function: 'none', weapon: null, boost: null, reason: `${t.reason}, but a flame burns on its end: a burning torch, fire to see by, not a ray gun`, confidence: 'medium' };
}

/** A viking helmet's horn, a part of its own. */
const VIKING_HORN = /^Minifig Helmet Viking Horn\b/;

/** Horns or antlers moulded on their own (not a minifig's part): worn on a head, a headdress. */
function isHorn(p: ModelPart, t: PartTraits): boolean {
  return t.minifig === undefined && t.weapon?.kind === 'hit' && /\b(Horns?|Antlers?|Cattlehorns)\b/.test(cleanDescription(p.file?.description ?? ''));
}

/** A part gripped by a minifig hand (a sword held low) belongs with the hand, not the Base. */
function isHeld(i: number, parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): boolean {
  return graph.neighbours[i]!.some((j) => gripsAt(j, (k) => traits[k]!.minifig, graph, (k) => isLimbSegment(parts[k]!)));
}

function centreY(b: Box3): number {
  return (b.min[1]! + b.max[1]!) / 2;
}

function isSmall(b: Box3): boolean {
  return Math.max(b.max[0]! - b.min[0]!, b.max[1]! - b.min[1]!, b.max[2]! - b.min[2]!) <= BEAM_MAX_SIZE;
}

/** At the piece's outermost left, right, front or back (within 2 LDU): where a wing tip is. */
function atSideEdge(b: Box3, piece: Box3): boolean {
  const e = 2;
  return b.min[0]! <= piece.min[0]! + e || b.max[0]! >= piece.max[0]! - e || b.min[2]! <= piece.min[2]! + e || b.max[2]! >= piece.max[2]! - e;
}

/** On the piece's outer box on some side other than the bottom. */
function onOutside(b: Box3, piece: Box3): boolean {
  const e = 2;
  return (
    b.min[0]! <= piece.min[0]! + e || b.max[0]! >= piece.max[0]! - e ||
    b.min[2]! <= piece.min[2]! + e || b.max[2]! >= piece.max[2]! - e ||
    b.min[1]! <= piece.min[1]! + e
  );
}

/** Past this share of the way from where a limb is held on to its farthest part, a part is at its far end. */
const FAR_END_SHARE = 0.6;

/** Whether part i of a limb sits at its far end, away from the parts that hold the limb on. */
function atFarEnd(parts: readonly ModelPart[], graph: ConnectionGraph, limb: readonly number[], i: number): boolean {
  const from = limbReach(parts, graph, limb);
  return !from || from(i) >= FAR_END_SHARE * largest(limb.map(from));
}

/** Past a gun's farthest part, a limb's own parts reach on this far (LDU) at least where its claw or hand goes on beyond the muzzle. */
const REACH_PAST = 10;

/** Whether a limb's other parts reach on past the given ones (the gun mounted along it), away from where it is held on. */
function reachesPast(parts: readonly ModelPart[], graph: ConnectionGraph, limb: readonly number[], along: readonly number[]): boolean {
  const from = along.length > 0 ? limbReach(parts, graph, limb) : undefined;
  if (!from) return false;
  const gun = new Set(along);
  const rest = limb.filter((j) => !gun.has(j));
  return rest.length > 0 && largest(rest.map(from)) >= largest(along.map(from)) + REACH_PAST;
}
