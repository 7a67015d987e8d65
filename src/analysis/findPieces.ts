import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { findFigures, type Figure } from './findFigures.ts';
import { partTraits, type PartTraits } from './partTraits.ts';
import { boxCentre, boxGap, boxOfParts, footprintOfParts } from './boxOfParts.ts';
import { heldComponents } from './heldComponents.ts';
import { pieceName } from './pieceName.ts';
import { anySubmodelNamed, outermost, submodelInstances, submodelRole, tidyName, type SubmodelInstance, type SubmodelRole } from './submodelInstances.ts';
import { topAssembly, topAssemblyName } from './topAssembly.ts';
import { isWedge, wedgeLength } from './wedgePlate.ts';
import { largest, smallest } from './extremes.ts';
import { appendAll } from './appendAll.ts';
import { isHull } from './isHull.ts';
import { withStandingAnimalsApart } from './standingAnimals.ts';
import { namedRobot, withDroidsApart } from './droidsApart.ts';
import { withCreaturesAboardApart } from './creaturesAboard.ts';
import { plumb } from './plumb.ts';
import { kitSize } from './kitSize.ts';

/** One piece a player would put on the board: a figure, a creature or a vehicle (with its pilot or rider). */
export interface FoundPiece {
  /** 1, 2, 3 ... largest first. */
  readonly number: number;
  readonly name: string;
  /** Indices into the model's parts. */
  readonly parts: readonly number[];
  readonly reason: string;
}

export interface PieceSplit {
  readonly pieces: readonly FoundPiece[];
  /** Ground, terrain and buildings: on the board, but no piece. */
  readonly scenery: readonly number[];
  /** Small parts lying about, held by nothing. */
  readonly loose: readonly number[];
}

const FIGURE = 'a standing figure with what it holds';

/** A component this small, with no face and no figure in it, is an accessory lying about, not a piece. */
const LOOSE_MAX_PARTS = 3;
/** Something held only by one standing figure and at most this big is what the figure carries (a sword, a shield, a hat). */
const CARRIED_MAX_PARTS = 12;
/** A figure's parts that stand on things. */
const FOOT: ReadonlySet<string> = new Set(['legs', 'leg', 'hips']);
/** A structure wider than this in both directions (LDU; 20 p, twice the rules' 10 p) and with no face is a building. */
const BUILDING_FOOTPRINT = 318;
/** What a standing figure rides, lifeless, is this narrow at least one way (LDU; 10 p, the widest a piece may be). */
const MOUNT_SIDE = 159;
/** A missing part this close (LDU) to a piece belongs to it. */
const MISSING_REACH = 24;
/** What mounts a weapon on a vehicle. */
const MOUNT = /\b(Clip|Holder)\b/;
/** What a figure steers a vehicle by. */
const CONTROLS = /\bSteering\b|^Hinge Control Stick$|\bControls? (Panel )?Pattern\b|\bHandlebars?\b/;
/** What builders name a building (a top-level submodel). */
const BUILDING_NAME = /\b(buildings?|walls?|towers?|castles?|houses?|huts?|forts?|fortress|gates?|gatehouse)\b/i;
/** And a patch of terrain, by its last word: "Dino Island", "Explorer Camp" (an "Island Hopper" is a plane). */
const TERRAIN_NAME = /\b(islands?|terrain|landscape|camp|campfire)$/i;
/** Plates this large (studs, both sides) are ground to stand on. */
const GROUND_PLATE_STUDS = 16;

/**
 * Splits a model into the pieces a player would put on the board. Parts that
 * hold each other (studs, clips, bars, pins, hands: `graph.held`) belong
 * together; parts that merely touch do not. The ground (baseplates) is taken
 * away first, then each standing figure is cut from what it stands on and
 * keeps what it carries; a seated pilot or rider stays with its vehicle or
 * mount. What is left is a piece, a building (no face, and standing on the
 * ground or too large for a piece) or a loose part.
 */
export function findPieces(parts: readonly ModelPart[], graph: ConnectionGraph, modelName = 'build', traits: readonly PartTraits[] = parts.map(traitsOf)): PieceSplit {
  const n = parts.length;
  // A display stand the model stands on (a top-level submodel named so) is taken away as a baseplate is.
  const topName = topAssemblyName(parts);
  const stand = parts.map((p, i) => !isGround(p) && onStand(topName(i)));
  const ground = parts.map((p, i) => isGround(p) || stand[i]!);
  if (ground.every(Boolean)) {
    ground.fill(false);
    stand.fill(false);
  }

  // A figure wears its hair, hat or helmet, even where the brim reaches into a roof above it.
  const found = findFigures(parts, graph, traits).map((f) => ({ ...f, body: withHeadwear(f.body, graph, traits) }));
  const figureOf = new Int32Array(n).fill(-1);
  found.forEach((f, k) => f.body.forEach((i) => (figureOf[i] = k)));
  // A small scene's base plate, under a standing figure's feet, is its ground as a baseplate is (a vignette's island).
  const floor = new Set(sceneFloor(parts, graph, traits, ground, found, figureOf));
  for (const i of floor) ground[i] = true;
  // A figure seated on a chair or a bench fixed to the ground is no pilot: what it sits on goes nowhere.
  const top = topAssembly(parts);
  const onFurniture = seatedOnFurniture(parts, graph, traits, ground, figureOf, found, top);
  const figures = found.map((f, k) => (onFurniture.has(k) ? { ...f, standing: true } : f));
  const standingBody = (i: number) => figureOf[i]! >= 0 && figures[figureOf[i]!]!.standing;

  // A hand weapon or tool is the figure's whose hand holds it, even where its blade digs into the ground or a
  // forge's floor (the Orc Forge's shovel): it is cut out first, as a bit of its own that figure carries.
  // (A minifig cannon is no hand weapon: a figure's hand resting on it does not carry it off.)
  const handWeapon = (i: number) => traits[i]!.weapon !== undefined && traits[i]!.weapon!.level <= 2 && /^Minifig\b/.test(cleanDescription(parts[i]!.file?.description ?? ''));
  // (So is a shield on its arm, even where its rim leans on a tower's wall.)
  const inHand = (i: number) => (handWeapon(i) || traits[i]!.armour === 'shield') && new Set(graph.held[i]!.filter((j) => standingBody(j) && traits[j]!.minifig === 'hand').map((j) => figureOf[j]!)).size === 1;
  // (Not a pole flying a flag, fixed in a clip on the scenery, that a hand only touches: it is a flagpole.)
  const flag = (j: number) => /^Flag\b/.test(cleanDescription(parts[j]!.file?.description ?? ''));
  const flagpole = (i: number) => graph.held[i]!.some(flag) && graph.held[i]!.some((j) => figureOf[j]! < 0 && !flag(j));
  const inHands = parts.flatMap((_, i) => (!ground[i] && !standingBody(i) && inHand(i) && !flagpole(i) ? [[i]] : []));
  const cut = new Set(inHands.flat());

  // What holds together once the ground, the standing figures' bodies and what their hands hold are taken away.
  const held = heldComponents(n, (i) => !ground[i] && !standingBody(i) && !cut.has(i), graph);
  // (A model its builder or exporter wrapped whole in one submodel has its assemblies one level down.)
  // (A horse standing on a castle's drawbridge is cut from the castle as a figure standing there is.)
  const standing = withStandingAnimalsApart(parts, held, traits, graph, (i) => figureOf[i]! >= 0, (comp) => buildingSized(parts, comp), (group) => isAlive(parts, group, traits, figureOf));
  const comps = withCreaturesAboardApart(parts, withDroidsApart(parts, withNestedCraftApart(parts, withVehiclesApart(parts, withPerchedAnimals(parts, [...standing, ...inHands], traits, graph, figureOf), traits, graph, figureOf, top), traits), top, topName), traits, top, graph);
  const compOf = new Int32Array(n).fill(-1);
  comps.forEach((comp, c) => comp.forEach((i) => (compOf[i] = c)));
  const heldBy = (comp: readonly number[]) => new Set(comp.flatMap((i) => graph.held[i]!));

  // Each standing figure keeps the small things only it holds (sword, shield, helmet, hair).
  const carriedBy = new Int32Array(comps.length).fill(-1);
  comps.forEach((comp, c) => {
    const holders = new Set<number>();
    let underFoot = true;
    for (const j of heldBy(comp)) {
      if (!standingBody(j)) continue;
      holders.add(figureOf[j]!);
      if (!FOOT.has(traits[j]!.minifig ?? '')) underFoot = false;
    }
    // (Not what only its feet stand on, unless a minifig part (skis, flippers): a platform's plates are the platform's.)
    if (underFoot && !comp.some((i) => /^Minifig\b/.test(cleanDescription(parts[i]!.file?.description ?? '')))) return;
    // A sword held by one figure is that figure's, even where its tip rests in a wall.
    // (A minifig's pistol is carried like a sword; a gun turret it stands at is not.)
    // (What a seated figure sits on, fixed to the ground, stays where it is.)
    const seat = holders.size === 1 && !found[[...holders][0]!]!.standing && comp.some((i) => graph.held[i]!.some((j) => ground[j]));
    if (holders.size === 1 && !seat && kitSize(parts, comp) <= CARRIED_MAX_PARTS && !comp.some((i) => traits[i]!.face || (isAlive(parts, [i], traits, figureOf) && !handWeapon(i)))) carriedBy[c] = [...holders][0]!;
  });

  // (A robot or a creature its builder named so, arms, legs and a head, lives though its pilot is the only face: a mech on a display baseplate.)
  // (On a vignette's floor a windscreen in a solid colour is a roof, no sign of life: the sentry box beside its guard.)
  const onFloor = (comp: readonly number[]) => floor.size > 0 && comp.some((i) => graph.held[i]!.some((j) => floor.has(j)));
  // (So does a robot its builder named so, faceless or not: a droid standing by a cart.)
  const alive = comps.map((comp) => isAlive(parts, onFloor(comp) ? comp.filter((i) => !traits[i]!.solid) : comp, traits, figureOf) || namedLikeACreature(parts, comp, traits) || namedRobot(parts, comp));
  // The lowest point of the build (the table), ground aside.
  const bottom = largest(parts.flatMap((p, i) => (ground[i] ? [] : [p.bodyBounds.max[1]!])));
  const big = comps.map((comp) => buildingSized(parts, comp));
  const inNamedBuilding = (i: number) => {
    const name = tidyName(topName(i) ?? '');
    return BUILDING_NAME.test(name) || TERRAIN_NAME.test(name);
  };
  // What a standing figure fights from rather than rides: a vehicle with nothing to steer it by (no creature or robot,
  // which carries its rider), and no building its builder named so (a castle's wall).
  const steered = comps.map((comp) => comp.some((i) => CONTROLS.test(cleanDescription(parts[i]!.file?.description ?? ''))));
  const lives = comps.map((comp) => comp.some((i) => figureOf[i]! < 0 && (traits[i]!.faceKind === 'face' || traits[i]!.faceKind === 'creature')));
  const namedBuilding = comps.map((comp) => comp.every(inNamedBuilding));
  // Fixed to the ground: held by a baseplate, going nowhere.
  const grounded = comps.map((comp) => comp.some((i) => graph.held[i]!.some((j) => ground[j])));

  // A standing figure rides on what it stands on when that moves or lives (a gunner on a car); else it is its own piece.
  // (What only its hands or arms touch it does not ride: a pirate's hand resting on a deck cannon.)
  // The table the builds stand on (the figures' own feet apart: a file may sink them into a baseplate).
  const table = largest(parts.flatMap((p, i) => (ground[i] || figureOf[i]! >= 0 ? [] : [p.bodyBounds.max[1]!])));
  const inHull = (body: readonly number[]) => {
    const legs = body.filter((i) => traits[i]!.minifig === 'legs' || traits[i]!.minifig === 'leg' || traits[i]!.minifig === 'hips');
    const feet = boxOfParts(parts, legs);
    return legs.some((i) => graph.held[i]!.some((j) => {
      const h = parts[j]!.bodyBounds;
      return figureOf[j]! < 0 && h.max[1]! >= table - 1 && h.min[0]! <= feet.min[0]! && feet.max[0]! <= h.max[0]! && h.min[2]! <= feet.min[2]! && feet.max[2]! <= h.max[2]!;
    }));
  };
  // (A standing figure rides no structure wider than a piece both ways that goes nowhere, no wheels under it, no hull, no
  // boosts, whatever else is on it: the 6761 hideout's rocks, with a skull in a cowboy hat on a post and a machine gun on
  // a tripod, and a bandit standing on their stairs.)
  // (Each structure is asked once, however many figures stand about it: a castle's soldiers.)
  const nowhere = new Map<number, boolean>();
  const goesNowhere = (c: number) => {
    let v = nowhere.get(c);
    if (v === undefined) nowhere.set(c, (v = Math.min(...footprintOfParts(parts, comps[c]!)) > MOUNT_SIDE && wheelsAtBottom(parts, comps[c]!, traits).length < VEHICLE_WHEELS && !comps[c]!.some((i) => traits[i]!.boost !== undefined || isHull(parts[i]!))));
    return v;
  };
  const rideOn = figures.map((f) => {
    if (!f.standing) return -1;
    // Its feet on the table, it stands beside whatever its legs brush against (a canopy a file lays through a mechanic's
    // leg), unless it stands in a hull that is on the table too, all round its feet (a paddler in a canoe).
    if (boxOfParts(parts, f.body).max[1]! >= table - 1 && !inHull(f.body)) return -1;
    const holders = f.body.flatMap((i) => graph.held[i]!.map((j) => compOf[j]!)).filter((c) => c >= 0 && carriedBy[c] === -1 && !big[c]);
    const bearing = new Set(f.body.filter((i) => traits[i]!.minifig !== 'arm' && traits[i]!.minifig !== 'hand').flatMap((i) => graph.held[i]!.map((j) => compOf[j]!)));
    // (Not a fighter standing on it with its own weapon in hand, its hands on nothing of it, on a vehicle with nothing to
    // steer it by: a knight on a battering ram's deck fights on his own; a driver at the wheel, a gunner at his gun, a
    // trooper on a speeder bike's handlebars, a technician at a cart's control sticks ride.)
    const hands = f.body.filter((i) => traits[i]!.minifig === 'hand' || traits[i]!.minifig === 'arm');
    // (Its own weapon: one also clipped to the vehicle is the vehicle's gun, and the figure at it its gunner.)
    // (Only a clip or a holder mounts it: a spear's butt resting in a fence, a bow brushing an arch, are no mounts.)
    const armed = (c: number) => f.body.some((i) => traits[i]!.minifig === 'hand' && graph.held[i]!.some((j) => cut.has(j) && handWeapon(j) && !graph.held[j]!.some((k) => compOf[k] === c && MOUNT.test(cleanDescription(parts[k]!.file?.description ?? '')))));
    // (A hull's sides, up to its hips, are no handhold: an officer standing in a rowboat, cutlass and pistol drawn.)
    const handsOn = (c: number) => hands.some((i) => graph.neighbours[i]!.some((j) => compOf[j] === c && !isHull(parts[j]!)));
    const fights = (c: number) => !steered[c] && !lives[c] && armed(c) && !handsOn(c);
    const under = holders.filter((c) => alive[c] && bearing.has(c) && !fights(c) && !goesNowhere(c));
    if (under.length > 0) return mostCommon(under);
    // Something small that is no building and stands on no ground, holding a figure: its mount (a speeder bike).
    // (Not a plate lying on the table that the figure's feet stand on: that is the scene's floor.)
    const feetOn = f.body.filter((i) => traits[i]!.minifig === 'legs' || traits[i]!.minifig === 'leg' || traits[i]!.minifig === 'hips').flatMap((i) => graph.held[i]!);
    const floor = (c: number) => feetOn.some((j) => compOf[j] === c && parts[j]!.bodyBounds.max[1]! >= bottom - 1);
    // (What only its hands hold it pushes or carries: a road worker at his handcart's handle rides nothing.)
    // (Nor one wider than a piece may be both ways: a ridge of rock a brave stands on, built on plates, is terrain.)
    const pieceSized = (c: number) => Math.min(...footprintOfParts(parts, comps[c]!)) <= MOUNT_SIDE;
    // (Nor a building its builder named so: guards on a castle's wall walk, armed or not.)
    const mounts = holders.filter((c) => bearing.has(c) && comps[c]!.length > CARRIED_MAX_PARTS && !grounded[c] && !floor(c) && pieceSized(c) && !namedBuilding[c] && !fights(c));
    if (mounts.length > 0) return mostCommon(mounts);
    // A figure shut inside a vehicle (a prisoner in its jail, a pilot under a canopy) rides in it, held or not.
    // (Not one standing on the table beside it, inside its box only because a dragon's head juts out over him.)
    const body = boxOfParts(parts, f.body);
    if (body.max[1]! >= bottom - 1) return -1;
    // (Not in one fixed to the ground, going nowhere: a robot standing by a rocket on its launch pad, between two rocks.)
    return comps.findIndex((comp, c) => carriedBy[c] === -1 && alive[c] && !big[c] && comp.length > f.body.length && inside(body, boxOfParts(parts, comp)) && !grounded[c] && !fights(c) && !goesNowhere(c));
  });
  const units: Unit[] = [];
  const figureUnit = new Map<number, Unit>();
  const compUnit: (Unit | undefined)[] = comps.map(() => undefined);
  figures.forEach((f, k) => {
    if (!f.standing) return;
    const c = rideOn[k]!;
    if (c < 0) {
      const unit: Unit = { parts: [...f.body], kind: 'figure' };
      units.push(unit);
      figureUnit.set(k, unit);
      return;
    }
    figureUnit.set(k, (compUnit[c] ??= { parts: [], kind: 'build' }));
    appendAll(compUnit[c]!.parts, f.body);
  });
  comps.forEach((comp, c) => {
    if (carriedBy[c]! >= 0) {
      appendAll(figureUnit.get(carriedBy[c]!)!.parts, comp);
      return;
    }
    const unit = (compUnit[c] ??= { parts: [], kind: 'build' });
    appendAll(unit.parts, comp);
    if (!units.includes(unit)) units.push(unit);
  });

  const pieces: { parts: number[]; reason: string }[] = [];
  const scenery: number[] = parts.flatMap((_, i) => (ground[i] ? [i] : []));
  const loose: number[] = [];
  const leftover: number[][] = [];
  for (const unit of units) {
    if (unit.kind === 'figure') {
      pieces.push({ parts: unit.parts, reason: FIGURE });
      continue;
    }
    const c = compOf[unit.parts.find((i) => compOf[i]! >= 0)!]!;
    const onGround = unit.parts.some((i) => graph.held[i]!.some((j) => ground[j]));
    // What stands on a display stand, and on no other ground, is a model on show, faceless or not (a space station,
    // its capsules and its shuttle), not a building.
    const onShow = onGround && !unit.parts.some((i) => graph.held[i]!.some((j) => ground[j] && !stand[j]));
    if (onShow && !alive[c] && unit.parts.length > LOOSE_MAX_PARTS && !isKit(parts, unit.parts, figureOf, traits)) {
      pieces.push({ parts: unit.parts, reason: 'a model on its display stand' });
      continue;
    }
    if (big[c] && onGround) {
      // A building or a scene: what lives in it (top-level submodels with a face, wheels, wings, guns) are pieces, the rest scenery.
      const split = splitScene(parts, unit.parts, traits, figureOf, top);
      for (const lively of split.lively) pieces.push({ parts: lively, reason: 'a submodel with a face, wheels, wings or guns, standing in a scene' });
      appendAll(scenery, split.rest);
      continue;
    }
    // Weapons and tools laid out for the figures (a crossbow, a lance, a shield on the ground) are kit, not a piece.
    // (What a figure rides is a vehicle, however plain: a raft of plates on round floats with a pirate standing on it.)
    const ridden = unit.parts.some((i) => figureOf[i]! >= 0);
    if ((alive[c] || ridden) && !isKit(parts, unit.parts, figureOf, traits)) {
      pieces.push({ parts: unit.parts, reason: ridden ? 'parts that hold together, with the figures in or on them' : 'parts that hold together' });
      continue;
    }
    if (onGround || big[c]) appendAll(scenery, unit.parts);
    else leftover.push(unit.parts);
  }

  // Small bits join the bigger piece they touch; the rest are loose parts, scenery (a flag pole, terrain) or a faceless build.
  const pieceOf = new Int32Array(n).fill(-1);
  pieces.forEach((p, k) => p.parts.forEach((i) => (pieceOf[i] = k)));
  // (A whole moulded animal only touching a bigger piece lives on its own: a parrot perched on a boat's post.)
  const animal = (i: number) => traits[i]!.faceKind === 'creature' && WHOLE_ANIMAL.test(cleanDescription(parts[i]!.file?.description ?? ''));
  const small = pieces.flatMap((p, k) => (p.parts.length <= CARRIED_MAX_PARTS && !p.parts.some((i) => figureOf[i]! >= 0 || animal(i)) ? [k] : []));
  const absorbed = new Set<number>();
  for (const k of small) {
    const touched = pieces[k]!.parts.flatMap((i) => graph.neighbours[i]!.map((j) => pieceOf[j]!)).filter((t) => t >= 0 && t !== k && pieces[t]!.parts.length >= 5 * pieces[k]!.parts.length);
    if (touched.length === 0) continue;
    const t = mostCommon(touched);
    appendAll(pieces[t]!.parts, pieces[k]!.parts);
    pieces[k]!.parts.forEach((i) => (pieceOf[i] = t));
    absorbed.add(k);
  }
  const kept: { parts: number[]; reason: string }[] = pieces.filter((_, k) => !absorbed.has(k));
  const titled = (i: number, re: RegExp) => re.test(cleanDescription(parts[i]!.file?.description ?? ''));
  const inScenery = new Uint8Array(n);
  for (const i of scenery) inScenery[i] = 1;
  const toScenery = (bits: readonly number[]) => {
    appendAll(scenery, bits);
    for (const i of bits) inScenery[i] = 1;
  };
  // (The biggest first: a ridge of rock is scenery before the totem pole standing on it is asked what it rests on.)
  for (const bits of [...leftover].sort((a, b) => b.length - a.length)) {
    // (Never into a smaller piece: scorpions perched on a vault do not carry it.)
    // (Nor onto a whole animal: the rigging a monkey hangs from is the ship's, not the monkey's.)
    // (Nor onto a figure whose arm or body only brushes it where it is fixed on a building: a torch in its wall bracket
    // beside a crossbowman. A hand touching it would have taken it up.)
    // (Nor onto a figure that only stands on it: a launch platform's plates under a robot's feet.)
    const brushed = (j: number) => figureOf[j]! >= 0 && ((traits[j]!.minifig !== 'hand' && bits.some((i) => graph.neighbours[i]!.some((k) => inScenery[k] === 1 && !stand[k]))) || FOOT.has(traits[j]!.minifig ?? ''));
    const touched = bits.flatMap((i) => graph.neighbours[i]!.flatMap((j) => (brushed(j) ? [] : [pieceOf[j]!]))).filter((k) => k >= 0 && pieces[k]!.parts.length >= bits.length && !pieces[k]!.parts.some(animal));
    if (touched.length > 0 && bits.length <= CARRIED_MAX_PARTS) appendAll(pieces[mostCommon(touched)]!.parts, bits);
    else if (bits.length <= LOOSE_MAX_PARTS || isKit(parts, bits, figureOf, traits)) appendAll(loose, bits);
    // A flag pole, or terrain: a faceless patch with a plant growing on it (an island with its tree and campfire).
    // (A flag on a build of many parts is its emblem, no pole: the 4486 mini AT-ST's printed flag.)
    // (Growing upright: palm tops laid on their side are a podracer's engine flaps, no tree.)
    else if (bits.some((i) => titled(i, /^Plant\b/) && plumb(parts[i]!)) || (bits.length <= CARRIED_MAX_PARTS && bits.some((i) => titled(i, /^Flag\b/)))) toScenery(bits);
    // A faceless fixture resting on a building (a winch on a tower's top) belongs to the building, not the board.
    // (A display stand is no building: a model resting on it is on show.)
    else if (bits.some((i) => graph.neighbours[i]!.some((j) => inScenery[j] === 1 && !stand[j]))) toScenery(bits);
    // (So is a lifeless one its builder named a building: a castle's wall, its guards standing on top.)
    else if (bits.every(inNamedBuilding)) toScenery(bits);
    else kept.push({ parts: bits, reason: 'parts that hold together (no face found)' });
  }
  // A build with no face and nothing else in the file is still the piece.
  if (kept.length === 0) {
    const rest = parts.map((_, i) => i).filter((i) => !ground[i]);
    const all = rest.length > 0 ? rest : parts.map((_, i) => i);
    const keep = new Set(all);
    scenery.splice(0, scenery.length, ...scenery.filter((i) => !keep.has(i)));
    loose.splice(0, loose.length, ...loose.filter((i) => !keep.has(i)));
    kept.push({ parts: all, reason: 'the only build in the file' });
  }

  // A part missing from the library is only a box at its origin: it belongs to the piece it sits nearest, not to no piece.
  for (const i of [...loose]) {
    if (!parts[i]!.missing || kept.length === 0) continue;
    const near = kept.map((p) => boxGap(parts[i]!.bodyBounds, boxOfParts(parts, p.parts)));
    const k = near.indexOf(smallest(near));
    if (near[k]! <= MISSING_REACH) {
      kept[k]!.parts.push(i);
      loose.splice(loose.indexOf(i), 1);
    }
  }
  const sorted = kept.map((p) => ({ ...p, parts: p.parts.sort((a, b) => a - b) })).sort((a, b) => b.parts.length - a.parts.length || a.parts[0]! - b.parts[0]!);
  return {
    pieces: sorted.map((p, k) => ({ number: k + 1, name: pieceName(parts, p.parts, traits, modelName, p.reason === FIGURE), parts: p.parts, reason: p.reason })),
    scenery: scenery.sort((a, b) => a - b),
    loose: loose.sort((a, b) => a - b),
  };
}

/** A whole animal in one moulded part (not a head, a tail or a wing for a brick-built one). */
// (Only the words before "with" name the part: "Parrot with ... Yellow/Green Wings Pattern" is a whole parrot.)
const WHOLE_ANIMAL = /^Animal\b(?!(?:(?! with ).)*\b(Head|Tail|Legs?|Arms?|Wings?|Jaw|Neck|Quarter|Half|Claws?|Fins?|Flipper|Horns?|Left|Right|Saddle|Harness|Bridle|Barding|Hitching)\b)/;

/**
 * A whole moulded animal perched on something lifeless (a monkey clinging to a
 * pirate flag's pole, scorpions on a vault's treasure) is a piece of its own, as a figure standing on a scene
 * is: it is cut, with the minifig arms and hands fixed to it and what they
 * hold, from what it perches on, which stays as it is (scenery, if nothing else lives in it).
 */
function withPerchedAnimals(parts: readonly ModelPart[], comps: number[][], traits: readonly PartTraits[], graph: ConnectionGraph, figureOf: Int32Array): number[][] {
  const out: number[][] = [];
  for (const comp of comps) {
    const faces = comp.filter((i) => traits[i]!.face);
    const whole = faces.filter((i) => figureOf[i]! < 0 && WHOLE_ANIMAL.test(cleanDescription(parts[i]!.file?.description ?? '')));
    // Every face in it a whole animal, none a figure's (two scorpions guarding a vault's treasure); or, among other
    // faces, animals holding on by their own hands alone (a monkey clinging to a ship's mast).
    const everyFace = faces.length > 0 && whole.length === faces.length;
    if (whole.length === 0) {
      out.push(comp);
      continue;
    }
    const inComp = new Set(comp);
    const kitOf = (animal: number) => {
      const kit = new Set([animal]);
      // Its limbs moulded apart (minifig arms and hands on a monkey's body), then what only they hold.
      for (const j of graph.held[animal]!) if (inComp.has(j) && (traits[j]!.minifig === 'arm' || traits[j]!.minifig === 'hand')) kit.add(j);
      for (const j of [...kit]) for (const k of graph.held[j]!) if (inComp.has(k) && (traits[k]!.minifig === 'arm' || traits[k]!.minifig === 'hand')) kit.add(k);
      for (const j of [...kit]) {
        for (const k of graph.held[j]!) {
          if (!inComp.has(k) || kit.has(k) || !traits[k]!.weapon) continue;
          if (graph.held[k]!.every((x) => kit.has(x) || !inComp.has(x))) kit.add(k);
        }
      }
      return kit;
    };
    const clings = (animal: number, kit: ReadonlySet<number>) => kit.size > 1 && graph.held[animal]!.every((j) => kit.has(j) || !inComp.has(j));
    const kits = everyFace ? whole.map(kitOf) : whole.map((a) => ({ a, kit: kitOf(a) })).filter(({ a, kit }) => clings(a, kit)).map(({ kit }) => kit);
    if (kits.length === 0) {
      out.push(comp);
      continue;
    }
    const taken = new Set(kits.flatMap((k) => [...k]));
    const rest = new Set(comp.filter((i) => !taken.has(i)));
    // Only when what they perch on is bigger than each, and no part is two animals' at once; what they perch on is
    // lifeless without them, unless they only cling to it.
    if (taken.size !== kits.reduce((n, k) => n + k.size, 0) || kits.some((k) => rest.size <= k.size) || (everyFace && [...rest].some((i) => figureOf[i]! >= 0))) {
      out.push(comp);
      continue;
    }
    out.push(...kits.map((k) => [...k].sort((a, b) => a - b)), ...heldComponents(parts.length, (i) => rest.has(i), graph));
  }
  return out;
}

/** A figure's body with what its head holds that is worn on a head (hair, hats, helmets). */
function withHeadwear(body: readonly number[], graph: ConnectionGraph, traits: readonly PartTraits[]): number[] {
  const out = new Set(body);
  for (const h of body) {
    if (traits[h]!.minifig !== 'head') continue;
    for (const j of graph.held[h]!) if (!traits[j]!.minifig && (traits[j]!.armour === 'helmet' || traits[j]!.accessory)) out.add(j);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * The seated figures (by index) whose seat is fixed to the ground and lifeless
 * without the figures on it (a control room's chair, a throne on a baseplate):
 * they sit, but ride nothing. A seat on wheels, wings or a creature is a vehicle or a mount.
 */
function seatedOnFurniture(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[], ground: readonly boolean[], figureOf: Int32Array, figures: readonly Figure[], top: (i: number) => string | undefined): Set<number> {
  const seated = figures.flatMap((f, k) => (f.standing ? [] : [k]));
  if (seated.length === 0 || !ground.some(Boolean)) return new Set();
  // What holds together without the ground and the figures: the seats and what they stand in.
  const seats = heldComponents(parts.length, (i) => !ground[i] && figureOf[i]! < 0, graph);
  const seatOf = new Int32Array(parts.length).fill(-1);
  seats.forEach((comp, c) => comp.forEach((i) => (seatOf[i] = c)));
  // Fixed: held by the ground, and nothing in it that lives or moves, as far as the builder's assembly the seat is in
  // reaches (a command base's console chair, though a ship rests on the base's launch rack).
  // (Read once per seat group and assembly: a figure's every part may rest on the same ones.)
  const read = new Map<string, boolean>();
  const fixed = (c: number, seat: number) => {
    const key = `${c} ${top(seat) ?? ''}`;
    let is = read.get(key);
    if (is === undefined) {
      const comp = top(seat) === undefined ? seats[c]! : seats[c]!.filter((i) => top(i) === top(seat));
      is = seats[c]!.some((i) => graph.held[i]!.some((j) => ground[j])) && !isAlive(parts, comp, traits, figureOf);
      read.set(key, is);
    }
    return is;
  };
  return new Set(seated.filter((k) => {
    const under = figures[k]!.body.flatMap((i) => graph.held[i]!).filter((j) => seatOf[j]! >= 0);
    return under.length > 0 && under.every((j) => fixed(seatOf[j]!, j));
  }));
}

/** A scene's floor plate is this many studs or more (both sides at least 4). */
const FLOOR_PLATE_SIDE = 4;

/**
 * The floor of a small scene: a plain plate at the very bottom (4 x 4 studs or more) that a standing figure's feet
 * stand on, in a group that does not move once the standing figures are taken off it (no wheels on the ground, no
 * wings or engines, no gun, no face of its own: seated figures, animals and minifig kit aside). The pirate and the
 * skeleton of a vignette stand and sit on its 6 x 8 island, which is no vehicle they ride.
 */
function sceneFloor(parts: readonly ModelPart[], graph: ConnectionGraph, traits: readonly PartTraits[], ground: readonly boolean[], figures: readonly Figure[], figureOf: Int32Array): number[] {
  const standing = (i: number) => figureOf[i]! >= 0 && figures[figureOf[i]!]!.standing;
  const feet = new Set(figures.flatMap((f) => (f.standing ? f.body.filter((i) => traits[i]!.minifig === 'leg' || traits[i]!.minifig === 'legs') : [])));
  if (feet.size === 0) return [];
  const bottom = largest(parts.flatMap((p, i) => (ground[i] || figureOf[i]! >= 0 ? [] : [p.bodyBounds.max[1]!])));
  const plates = parts.flatMap((p, i) => {
    if (ground[i] || figureOf[i]! >= 0 || p.bodyBounds.max[1]! < bottom - 1) return [];
    const m = /^Plate\s+(\d+)\s+x\s+(\d+)$/.exec(cleanDescription(p.file?.description ?? ''));
    if (!m || Number(m[1]) < FLOOR_PLATE_SIDE || Number(m[2]) < FLOOR_PLATE_SIDE) return [];
    return graph.held[i]!.some((j) => feet.has(j)) ? [i] : [];
  });
  if (plates.length === 0) return [];
  const none = new Int32Array(parts.length).fill(-1);
  const groups = heldComponents(parts.length, (i) => !ground[i] && !standing(i), graph);
  const groupOf = new Int32Array(parts.length).fill(-1);
  groups.forEach((g, k) => g.forEach((i) => (groupOf[i] = k)));
  return plates.filter((i) => {
    // (Animals on it, a crocodile by the cage, a parrot on its roof, are pieces of their own, as the figures are; a
    // minifig's bow on a rack is kit, no gun of the scene's.)
    // (Nor is a windscreen in a solid colour a cockpit there: a sentry box's canopy is its tent roof.)
    const group = groups[groupOf[i]!]!.filter((j) => figureOf[j]! < 0 && !traits[j]!.solid && !/^(Animal|Minifig)\b/.test(cleanDescription(parts[j]!.file?.description ?? '')));
    return !isAlive(parts, group, traits, none) && !group.some((j) => traits[j]!.faceKind === 'cockpit');
  });
}

/** A vehicle drawn apart has at least this many wheels on the ground. */
const VEHICLE_WHEELS = 3;
/** Its wheels reach this close (LDU) to its bottom. */
const VEHICLE_WHEEL_REACH = 12;

/**
 * Vehicles that hold each other, each drawn by its builder as a top-level
 * submodel that moves on its own (rolls on its own wheels with its own driver or
 * cockpit, or flies on its own wings from its own cockpit: a tow jeep hitched to
 * the plane it tows, a shuttle riding its carrier plane), are pieces apart. What
 * else holds them (the tow bar, the pylons) goes with the vehicle that carries it.
 */
function withVehiclesApart(parts: readonly ModelPart[], comps: number[][], traits: readonly PartTraits[], graph: ConnectionGraph, figureOf: Int32Array, top: (i: number) => string | undefined): number[][] {
  return comps.flatMap((comp) => {
    const byTop = new Map<string, number[]>();
    for (const i of comp) {
      const key = top(i) ?? '';
      (byTop.get(key) ?? byTop.set(key, []).get(key)!).push(i);
    }
    // A seated figure drawn as a submodel of its own drives the unit that holds it.
    const unitOf = new Map<number, number[]>();
    for (const unit of byTop.values()) for (const i of unit) unitOf.set(i, unit);
    const driven = new Set<number[]>();
    for (const i of comp) if (figureOf[i]! >= 0) for (const j of graph.held[i]!) if (figureOf[j]! < 0 && unitOf.has(j)) driven.add(unitOf.get(j)!);
    const vehicles = [...byTop].filter(([key, unit]) => key !== '' && unit.length > CARRIED_MAX_PARTS && (drivesItself(parts, unit, traits, figureOf, driven.has(unit)) || parkedApart(parts, unit, comp, traits, graph))).map(([, unit]) => unit);
    // A craft drawn apart with its own pilot at its own controls and wings, engines or wheels to go by, docked in a
    // bigger build that has a crew or a face of its own (the Robot Command Center's rover and ship in their bays), leaves
    // it as a piece: each has its own pilot. (A control sled with a seat, a stick and nothing to go by is the crew's
    // station in the build it sits on: the Planetary Prowler's.)
    const goes = (unit: readonly number[]) => wheelsAtBottom(parts, unit, traits).length >= VEHICLE_WHEELS || unit.some((i) => traits[i]!.boost !== undefined);
    const crewed = [...byTop].filter(([key, unit]) => key !== '' && unit.length > CARRIED_MAX_PARTS && !vehicles.includes(unit) && piloted(parts, unit, figureOf, driven.has(unit)) && goes(unit)).map(([, unit]) => unit);
    const figureUnit = (unit: readonly number[]) => 2 * unit.filter((i) => figureOf[i]! >= 0).length > unit.length;
    const dockedIn = (craft: readonly number[][]) => {
      const taken = new Set([...vehicles, ...craft]);
      const rest = [...byTop.values()].filter((unit) => !taken.has(unit) && !figureUnit(unit));
      const body = new Set(rest.flat());
      const aboard = new Set(craft.flat());
      const ownCrew = comp.some((i) => figureOf[i]! >= 0 && !aboard.has(i) && graph.held[i]!.some((j) => body.has(j)));
      return body.size > largest([...taken].map((v) => v.length)) && (ownCrew || [...body].some((i) => traits[i]!.face)) ? rest : undefined;
    };
    // (Only where one of them flies: a car with its driver hitched to a cabin with its crew is one vehicle, the 6927's.
    // Voltron's lions, nobody aboard, are its limbs.)
    const craft = [...vehicles.filter((v) => piloted(parts, v, figureOf, driven.has(v))), ...crewed];
    const dock = craft.some((c) => wheelsAtBottom(parts, c, traits).length < VEHICLE_WHEELS) ? dockedIn(craft) : undefined;
    if (dock) vehicles.push(...crewed, dock.flat());
    const consumed = new Set<number[]>([...vehicles, ...(dock ?? [])]);
    // (A car towing a trailer is one piece: only a craft that flies, not rolls, rides its carrier apart.)
    if (!dock && vehicles.length === 1 && wheelsAtBottom(parts, vehicles[0]!, traits).length < VEHICLE_WHEELS) {
      // A craft drawn apart riding a carrier that rolls on wheels of its own, drawn in submodels of their own and driving
      // nothing (a transporter's tractor, trailer and ramp, nobody aboard): the craft is one piece, the carrier another.
      // (A figure's own submodel, with its airtanks, is no part of the carrier.)
      const carrierUnits = [...byTop].filter(([key, unit]) => key !== '' && unit !== vehicles[0] && !figureUnit(unit)).map(([, unit]) => unit);
      const carrier = carrierUnits.flat();
      if (carrier.length > CARRIED_MAX_PARTS && wheelsAtBottom(parts, carrier, traits).length >= VEHICLE_WHEELS) {
        vehicles.push(carrier);
        for (const unit of carrierUnits) consumed.add(unit);
      }
    }
    if (vehicles.length < 2) return [comp];
    const vehicleOf = new Map<number, number>();
    vehicles.forEach((v, k) => v.forEach((i) => vehicleOf.set(i, k)));
    const out = vehicles.map((v) => [...v]);
    const biggest = vehicles.reduce((a, v, k) => (v.length > vehicles[a]!.length ? k : a), 0);
    // (LDraw's y points down: the larger, the lower.)
    const middleHeight = vehicles.map((v) => boxCentre(boxOfParts(parts, v))[1]!);
    for (const unit of byTop.values()) {
      if (consumed.has(unit)) continue;
      // Each thing in it that holds together (loose parts drawn in the main model: a tow bar, a pylon) goes on its own
      // to the vehicle it holds or is held by; where it holds two, to the lower, which carries it (a carrier plane's
      // pylons stay on the plane when the shuttle on them is lifted off); else to the biggest.
      const inUnit = new Set(unit);
      for (const bit of heldComponents(parts.length, (i) => inUnit.has(i), graph)) {
        const linked = new Set<number>();
        for (const i of bit) for (const j of graph.held[i]!) if (vehicleOf.has(j)) linked.add(vehicleOf.get(j)!);
        // (A seated figure goes with the vehicle it drives, though its feet rest on the ramp it is carried on.)
        const drivenBy = bit.some((i) => figureOf[i]! >= 0) ? [...linked].filter((k) => driven.has(vehicles[k]!)) : [];
        if (drivenBy.length === 1) {
          appendAll(out[drivenBy[0]!]!, bit);
          continue;
        }
        const carrier = [...linked].reduce<number | undefined>((a, k) => (a === undefined || middleHeight[k]! > middleHeight[a]! ? k : a), undefined);
        appendAll(out[carrier ?? biggest]!, bit);
      }
    }
    return out.map((v) => v.sort((a, b) => a - b));
  });
}

/**
 * A craft its builder drew as a submodel of its own, deeper than the top level, that flies on an aircraft's wings from
 * its own cockpit and rides a carrier rolling on wheels of its own (the 6957 Solar Snooper's patrol ship, docked on
 * the trailer drawn with it in one submodel): the craft is one piece, the carrier another, as withVehiclesApart
 * parts them at the top level.
 */
function withNestedCraftApart(parts: readonly ModelPart[], comps: number[][], traits: readonly PartTraits[]): number[][] {
  const instances = submodelInstances(parts);
  const compOf = new Int32Array(parts.length).fill(-1);
  comps.forEach((comp, c) => comp.forEach((i) => (compOf[i] = c)));
  const insideOf = comps.map((): SubmodelInstance[] => []);
  for (const inst of instances) {
    const c = compOf[inst.parts[0]!]!;
    if (c >= 0 && inst.parts.length > CARRIED_MAX_PARTS && inst.parts.length < comps[c]!.length && inst.parts.every((i) => compOf[i] === c)) insideOf[c]!.push(inst);
  }
  const cockpits = instances.filter((inst) => submodelRole(inst.name) === 'cockpit');
  return comps.flatMap((comp, c) => {
    // (Its cockpit a windscreen, or a sub-assembly of its own named so: the patrol ship's see-through panels.)
    const cockpit = (inst: SubmodelInstance) => inst.parts.some((i) => traits[i]!.faceKind === 'cockpit') || cockpits.some((sub) => sub.key.startsWith(`${inst.key}/`));
    // (What rolls on wheels of its own is the carrier, or the carrier with the craft on it.)
    const crafts = outermost(insideOf[c]!.filter((inst) => flies(parts, inst.parts, traits) && cockpit(inst) && wheelsAtBottom(parts, inst.parts, traits).length < VEHICLE_WHEELS));
    if (crafts.length === 0) return [comp];
    const aboard = new Set(crafts.flatMap((inst) => inst.parts));
    const carrier = comp.filter((i) => !aboard.has(i));
    if (carrier.length <= CARRIED_MAX_PARTS || wheelsAtBottom(parts, carrier, traits).length < VEHICLE_WHEELS) return [comp];
    return [carrier, ...crafts.map((inst) => [...inst.parts].sort((a, b) => a - b))];
  });
}

/**
 * Rolls on its own wheels (VEHICLE_WHEELS at its bottom) with its own cockpit, or its own driver (a seated figure, in it or holding on)
 * at a steering wheel, control sticks or a control panel; or flies on an aircraft's wings from its own cockpit or such a seat.
 * (A shuttle stack's tank has no cockpit: the stack is one.)
 */
function drivesItself(parts: readonly ModelPart[], unit: readonly number[], traits: readonly PartTraits[], figureOf: Int32Array, driven: boolean): boolean {
  const wheels = wheelsAtBottom(parts, unit, traits);
  const cockpit = unit.some((i) => traits[i]!.faceKind === 'cockpit');
  const driver = piloted(parts, unit, figureOf, driven);
  // (Flown from an open seat too: a Classic Space craft's pilot at its steering stand.)
  if ((cockpit || driver) && flies(parts, unit, traits)) return true;
  return wheels.length >= VEHICLE_WHEELS && (cockpit || driver);
}

/**
 * A vehicle parked with nobody aboard: drawn as a submodel of its own, with controls to steer it by (handlebars, a
 * steering wheel, control sticks) and its own way to go (wheels at its bottom, or wings), touching the rest of the file
 * but joined to it by no stud (a hover bike its file sets down with a wing through the nose pod of the ship beside it,
 * batch 18's 5974). A trailer has nothing to steer by; a craft docked on studs stays docked.
 */
function parkedApart(parts: readonly ModelPart[], unit: readonly number[], comp: readonly number[], traits: readonly PartTraits[], graph: ConnectionGraph): boolean {
  if (!unit.some((i) => CONTROLS.test(cleanDescription(parts[i]!.file?.description ?? '')))) return false;
  if (wheelsAtBottom(parts, unit, traits).length < VEHICLE_WHEELS && !flies(parts, unit, traits)) return false;
  const own = new Set(unit);
  const rest = new Set(comp.filter((i) => !own.has(i)));
  return !graph.connections.some((c) => c.kind === 'stud' && ((own.has(c.a) && rest.has(c.b)) || (own.has(c.b) && rest.has(c.a))));
}

/**
 * A seated figure, in it or holding on, drives it at a steering wheel, control sticks or a control panel. A seated crew
 * steers only with something to steer by: a trailer carries its passengers, it does not drive. (An M:Tron rover's
 * driver works two control sticks behind a printed control tile.)
 */
function piloted(parts: readonly ModelPart[], unit: readonly number[], figureOf: Int32Array, driven: boolean): boolean {
  const steers = unit.some((i) => /\bSteering\b|^Hinge Control Stick$|\bControls? (Panel )?Pattern\b/.test(cleanDescription(parts[i]!.file?.description ?? '')));
  return steers && (driven || unit.some((i) => figureOf[i]! >= 0));
}

/** The wheels a group rolls on: those reaching its bottom. (A plane's gear struts reach a little lower than its wheels.) */
function wheelsAtBottom(parts: readonly ModelPart[], unit: readonly number[], traits: readonly PartTraits[]): number[] {
  const bottom = largest(unit.map((i) => parts[i]!.bodyBounds.max[1]!));
  return unit.filter((i) => traits[i]!.wheel && !traits[i]!.track && parts[i]!.bodyBounds.max[1]! >= bottom - VEHICLE_WHEEL_REACH);
}

/** A wing plate this many studs long or more is an aircraft's wing; shorter ones are wedge plates (they build hulls, rocks and roofs as often). */
const AIRCRAFT_WING_STUDS = 7;

/** Has wings of its own, an aircraft's (a shuttle's delta wing), not wedge plates. */
function flies(parts: readonly ModelPart[], unit: readonly number[], traits: readonly PartTraits[]): boolean {
  return unit.some((i) => traits[i]!.boost === 'wing' && (wedgeLength(parts[i]!) ?? AIRCRAFT_WING_STUDS) >= AIRCRAFT_WING_STUDS);
}

interface Unit {
  readonly parts: number[];
  readonly kind: 'figure' | 'build';
}

/** Wheels count where they reach the bottom of the group (LDU): a water wheel or a gear up high does not roll. */
const WHEEL_GROUND = 4;

/** A group lives or moves: a face or a creature, wheels it stands on, boosts, weapons that shoot, or a figure in it. */
function isAlive(parts: readonly ModelPart[], group: readonly number[], traits: readonly PartTraits[], figureOf: Int32Array): boolean {
  const bottom = largest(group.map((i) => parts[i]!.bodyBounds.max[1]!));
  return group.some((i) => {
    const t = traits[i]!;
    // Wedge plates ("Wing 2 x 3") build rocks and roofs as often as wings: they are no sign of life.
    const wedge = t.boost === 'wing' && isWedge(parts[i]!);
    // (Dynamite printed on a tile, lying about, is a prop: it is a weapon only in a hand.)
    // (Nor is a minifig's pistol or bow lying on a crate or a ledge: a figure's kit, fired only from a hand, and what a
    // hand holds was cut out with its figure.)
    const kit = t.weapon?.level === 2 && /^Minifig\b/.test(cleanDescription(parts[i]!.file?.description ?? ''));
    if (t.face || (t.boost !== undefined && !wedge) || (t.weapon !== undefined && t.weapon.level >= 2 && !t.tool && !kit) || figureOf[i]! >= 0) return true;
    // (A hull at the bottom floats as wheels roll: a rowboat, a canoe with its paddler.)
    const moves = t.wheel === true || isHull(parts[i]!);
    return moves && parts[i]!.bodyBounds.max[1]! >= bottom - WHEEL_GROUND;
  });
}

/** Whether a submodel of one of these roles holds any of the unit's parts (each name read once: every part repeats its chain). */
function anySubmodelRole(parts: readonly ModelPart[], unit: readonly number[], roles: ReadonlySet<SubmodelRole>): boolean {
  return anySubmodelNamed(parts, unit, (name) => {
    const role = submodelRole(name);
    return role !== undefined && roles.has(role);
  });
}

const COCKPIT_ROLES: ReadonlySet<SubmodelRole> = new Set(['cockpit']);
const CREATURE_ROLES: ReadonlySet<SubmodelRole> = new Set(['head', 'arm', 'leg', 'tail', 'mouth', 'eye']);

/** Claws, jaws, or submodels named head, arm, leg or tail: a creature or a robot, even with no face found. */
function namedLikeACreature(parts: readonly ModelPart[], unit: readonly number[], traits: readonly PartTraits[]): boolean {
  // (A lone horn or tail is no creature: cattle horns fixed over a hut's door.)
  return (unit.length > 1 && unit.some((i) => traits[i]!.weapon?.kind === 'hit')) || anySubmodelRole(parts, unit, CREATURE_ROLES);
}

/** Weapons and tools laid out for the figures, or on a rack (lances, shields, a crossbow): kit, not a piece. */
function isKit(parts: readonly ModelPart[], group: readonly number[], figureOf: Int32Array, traits: readonly PartTraits[]): boolean {
  // (A monkey with the minifig arms fixed to it is a creature, however many minifig parts it has.)
  // (Nor is a cannon: no figure carries one; on its carriage it is a piece of artillery.)
  if (group.some((i) => figureOf[i]! >= 0 || traits[i]!.face || (traits[i]!.weapon?.level ?? 0) >= 3)) return false;
  // (Nor is what is steered: handlebars or a steering wheel built onto it make a vehicle, ridden or not: a gun sled.)
  if (group.length > LOOSE_MAX_PARTS && group.some((i) => STEERED.test(cleanDescription(parts[i]!.file?.description ?? '')))) return false;
  const kit = group.filter((i) => /^Minifig\b/.test(cleanDescription(parts[i]!.file?.description ?? ''))).length;
  return kit * 3 >= group.length;
}

/** Controls a rider or a driver steers by. */
const STEERED = /\b(Handlebars?|Steering Wheel)\b/;

/** Wider than a piece may be in both directions. */
function buildingSized(parts: readonly ModelPart[], group: readonly number[]): boolean {
  const box = footprintOfParts(parts, group);
  return box[0] > BUILDING_FOOTPRINT && box[1] > BUILDING_FOOTPRINT;
}

/** A scene's parts by top-level submodel: the lively ones (pieces standing in the scene) and the rest. */
function splitScene(parts: readonly ModelPart[], group: readonly number[], traits: readonly PartTraits[], figureOf: Int32Array, top: (i: number) => string | undefined): { lively: number[][]; rest: number[] } {
  const byTop = new Map<string, number[]>();
  for (const i of group) {
    const key = top(i) ?? `part ${i}`;
    let list = byTop.get(key);
    if (!list) byTop.set(key, (list = []));
    list.push(i);
  }
  const lively: number[][] = [];
  const rest: number[] = [];
  for (const unit of byTop.values()) {
    // A creature named by its builder (legs, claws, tail) is one whatever its size, and so is a craft with a windscreen
    // (a shuttle stack on its pad); anything else that big is a building.
    // (A cockpit its builder named, a canopy of trans plates over the pilot's seat, makes one too: a Classic Space ship.)
    // (A craft with a cockpit its builder named is one parked in the scene even with nothing in it that shows life by
    // its parts alone: a pilotless ship on a base's deck, its wings wedge plates and its guns built.)
    const namedCockpit = anySubmodelRole(parts, unit, COCKPIT_ROLES);
    const craft = namedCockpit || unit.some((i) => traits[i]!.faceKind === 'cockpit');
    if (unit.length > 1 && (namedLikeACreature(parts, unit, traits) || namedCockpit || (isAlive(parts, unit, traits, figureOf) && (craft || !buildingSized(parts, unit))))) lively.push(unit);
    else if (unit.length === 1 && figureOf[unit[0]!]! < 0 && traits[unit[0]!]!.face && /^Animal\b/.test(cleanDescription(parts[unit[0]!]!.file?.description ?? ''))) lively.push(unit);
    else appendAll(rest, unit);
  }
  return { lively, rest };
}

function traitsOf(p: ModelPart): PartTraits {
  return partTraits(p.file?.description ?? p.part, p.file?.category ?? '');
}

/** A top-level submodel named as a display stand. */
function onStand(name: string | undefined): boolean {
  return name !== undefined && submodelRole(tidyName(name)) === 'stand';
}

/** Baseplates, and plates 16 x 16 studs or more, are ground. */
function isGround(p: ModelPart): boolean {
  const d = cleanDescription(p.file?.description ?? '');
  // (Any case: a part embedded in a file may be titled in prose, "A decorated 32x32 road baseplate ...".)
  if (/\bbaseplate\b/i.test(d) || /^Baseplate$/i.test(p.file?.category ?? '')) return true;
  const m = /^Plate\s+(\d+)\s+x\s+(\d+)\b/.exec(d);
  return m !== null && Number(m[1]) >= GROUND_PLATE_STUDS && Number(m[2]) >= GROUND_PLATE_STUDS;
}

/** Most of box a (two thirds of its volume) lies within box b. */
function inside(a: Box3, b: Box3): boolean {
  let common = 1;
  let own = 1;
  for (let k = 0; k < 3; k++) {
    common *= Math.max(0, Math.min(a.max[k]!, b.max[k]!) - Math.max(a.min[k]!, b.min[k]!));
    own *= Math.max(1e-9, a.max[k]! - a.min[k]!);
  }
  return common >= own * (2 / 3);
}


function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}
