import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import { partNames } from './partNames.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { rigidLinks } from './rigidLinks.ts';
import { headOnTrunk } from './headOnTrunk.ts';
import { spread } from './spread.ts';
import { boxGap, boxOfParts, boxSize } from './boxOfParts.ts';
import { enclosedTest } from './enclosedTest.ts';
import { headBeforeNeck } from './headBeforeNeck.ts';
import { heldComponents } from './heldComponents.ts';
import type { Confidence } from './PartLabel.ts';
import type { ReadingChoices } from './ReadingChoices.ts';
import type { PartTraits } from './partTraits.ts';
import { outermost, submodelRole, type SubmodelInstance, type SubmodelRole } from './submodelInstances.ts';
import { largest, smallest } from './extremes.ts';
import { LEVEL_WITH } from './levelWith.ts';
import { namesAWeapon } from './namedWeapons.ts';
import { lockedUp, type LockedUp } from './lockedUp.ts';

/** The Head of a brick-built piece: its parts, why, and how sure that is. */
export interface HeadFinding {
  readonly parts: readonly number[];
  readonly reason: string;
  readonly confidence: Confidence;
  /** Read from windows a crew would look out of: the build is a vehicle. */
  readonly windows?: true;
  /** Those windows (see-through parts of the Head): where they sit in the cab says where it looks. */
  readonly panes?: readonly number[];
  /** The face is one crew member's, the driver's: the others ride along and fight with nothing of their own. */
  readonly driver?: true;
  /** Read as a living thing's or a robot's head with no face printed: lamps for eyes, a head on a neck, a submodel named a head, an eye or a mouth. */
  readonly alive?: true;
}

/** See-through parts this close (LDU) to a crew member's head are the glass it looks through. */
const COCKPIT_REACH = 12;
/** A submodel this small named as a cockpit is a canopy and its hinge. */
const SMALL_MODULE = 8;

/** A cab sub-assembly is this share of the piece at most (or CAB_MIN parts): a windscreen's submodel, not a whole front section. */
const CAB_SHARE = 0.1;
const CAB_MIN = 16;
/** A cab has a windscreen and a few windows: more glass than this is spread over the build (a robot's many eyes and canopies). */
const CAB_GLASS = 4;

/** A Head is a part of the piece, never most of it. */
const HEAD_MAX_SHARE = 0.5;
/** Parts this far (LDU) below the face's bottom are no longer the Head when growing over neighbours. */
const HEAD_REACH_BELOW_FACE = 8;

/**
 * "The Head is where the Piece's face is" (III.A), for a build that is not a
 * lone minifig: a cockpit or windscreen the crew looks out of, with the crew's
 * heads; else face or eye parts with the sub-assembly they sit in (a submodel the
 * builder named head, eye, mouth or cockpit, or what holds them above their
 * bottom); else a submodel named like a head; else the crew's heads (an open
 * seat). With no face, the best candidate, low in confidence: windows a crew
 * would look out of, lamps set like eyes, the sub-assembly on a robot's neck
 * (headOnTrunk), what sits on top; with nothing, its Core counts as its Head.
 */
export function findHead(
  parts: readonly ModelPart[],
  traits: readonly PartTraits[],
  graph: ConnectionGraph,
  instances: readonly SubmodelInstance[],
  crew: ReadonlySet<number>,
  glass: readonly boolean[],
  /** It rolls on wheels that reach the ground, as labelParts reads it (a wheel rim built into a walker's body rolls nothing). */
  rolls: boolean,
  vehicleFace: ReadingChoices['vehicleFace'] = 'windscreen',
  antennae: ReadonlySet<number> = new Set(),
  glows: ReadonlySet<number> = new Set(),
  /** An animal draws it, its crew on an open seat (a horse and cart): the driver's face is the Head, not the animal's. */
  drawn = false,
  /** Figures locked up as cargo and their lock-ups: a prisoner's face is not the vehicle's, nor a jail's window a cockpit. */
  cargo: LockedUp = lockedUp(parts, traits, crew),
): HeadFinding {
  const all = parts.map((_, i) => i);
  const title = (i: number) => cleanDescription(parts[i]!.file?.description ?? '');
  const limit = Math.max(1, Math.floor(parts.length * HEAD_MAX_SHARE));
  // A prisoner in a jail or a container is cargo: the face is the crew's who ride free, and no window of the lock-up is a cockpit.
  const crewHeads = crewHeadParts(parts, traits, graph, cargo.figures.size > 0 ? new Set([...crew].filter((i) => !cargo.figures.has(i))) : crew);
  const enclosed = enclosedTest(parts);

  if (vehicleFace === 'grille' && rolls) {
    const grille = all.filter((i) => !crew.has(i) && /\bGrille\b/.test(title(i)));
    if (grille.length > 0) return { parts: grille, reason: `${partNames(parts, grille)}: the front grille is the vehicle's face (the "vehicleFace" interpretation)`, confidence: 'medium' };
  }

  // What the crew wears is theirs, not the vehicle's: a helmet's visor is no windscreen.
  const worn = new Set(crewHeads);
  const aboard = (i: number) => crew.has(i) || worn.has(i) || cargo.cells.has(i);
  // A windscreen by name, or see-through parts right around the crew's heads (a canopy drawn as a slope or a panel).
  const near = (i: number) => crewHeads.some((h) => boxGap(parts[i]!.bodyBounds, parts[h]!.bodyBounds) <= COCKPIT_REACH);
  // A windscreen moulded in a solid colour is a window only beside real glass (a cab's hood piece); alone it is painted panelling (an engine pod's stripes).
  const seeThrough = all.filter((i) => !aboard(i) && traits[i]!.faceKind === 'cockpit' && glass[i]);
  const besideGlass = (i: number) => near(i) || seeThrough.some((j) => boxGap(parts[i]!.bodyBounds, parts[j]!.bodyBounds) <= COCKPIT_REACH);
  // (A cockpit's windows printed on a solid part are windows too: the Imperial Shuttle's printed slope.)
  const byCrew = all.filter((i) => !aboard(i) && ((traits[i]!.faceKind === 'cockpit' && (glass[i] || besideGlass(i) || printedWindows(parts[i]!))) || (glass[i] && !traits[i]!.wheel && near(i))));
  // A car whose crew stands elsewhere (at a rear gun) still has its windscreen: see-through panels or windows on a build that rolls.
  const cockpit = byCrew.length > 0 || crewHeads.length === 0 || !rolls ? byCrew : all.filter((i) => !aboard(i) && glass[i] && !traits[i]!.wheel && !traits[i]!.weapon && !isLamp(parts[i]!) && /^(Panel|Window|Glass)\b/.test(title(i)));
  const namedCockpits = namedInstances(instances, ['cockpit'], limit);
  // With nobody aboard, a printed or moulded face says more than a canopy (a robot's face over its cockpits).
  // (A blank minifig head, no face printed or moulded on it, built in with no figure is a knob or a dome: no face.)
  const plainHead = (i: number) => BLANK_HEAD.test(title(i));
  const printedFace = crew.size === 0 && all.some((i) => (traits[i]!.faceKind === 'face' && !plainHead(i)) || traits[i]!.faceKind === 'creature');
  if (!printedFace && (cockpit.length > 0 || (namedCockpits.length > 0 && crewHeads.length > 0))) {
    const named = namedCockpits.filter((inst) => cockpit.length === 0 || inst.parts.some((i) => cockpit.includes(i)));
    // A small cockpit submodel is the canopy with its hinge; a big one is a whole front section: keep only its glass.
    // With a pilot aboard his face is the face, seen through the glass: the hinges and plates round it add nothing
    // (the Spectral Starguider's door); with nobody aboard the small cockpit stands for the face whole.
    const seenThrough = (i: number) => crewHeads.length === 0 || glass[i] || traits[i]!.faceKind === 'cockpit';
    const fromNamed = unionParts(named.filter((inst) => inst.parts.length <= SMALL_MODULE)).filter((i) => !crew.has(i) && seenThrough(i));
    // With nobody aboard, a windscreen in a small sub-assembly of its own is that whole cab (a car's windscreen submodel).
    const cab = crewHeads.length === 0 && fromNamed.length === 0 && cockpit.length > 0 && cockpit.length <= CAB_GLASS ? smallestModule(instances, cockpit, Math.min(limit, Math.max(CAB_MIN, Math.floor(parts.length * CAB_SHARE)))) : undefined;
    // A car or truck with nobody aboard and no cab sub-assembly: the glass with the roof and walls around it is the cab.
    // (A flyer's canopy, a bubble or a curved shell, is the whole cockpit: no walls round it to take.)
    const canopy = !rolls && cockpit.length > 0 && cockpit.every((i) => CANOPY.test(title(i)));
    const walls = crewHeads.length === 0 && fromNamed.length === 0 && !cab && cockpit.length > 0 && !canopy ? cabAround(parts, traits, graph, cockpit, limit, rolls) : [];
    // A cockpit in a sub-assembly its builder named as the head is that head, whole (a robot's head its pilot sits in).
    const headModule = namedInstances(instances, ['head'], limit).filter((inst) => inst.parts.some((i) => cockpit.includes(i)));
    // With nobody aboard, the controls at a bare canopy or windscreen are the cockpit too: the seat the pilot would take
    // faces them. (A cab read by its walls or its own submodel holds its steering wheel already, or leaves it out.)
    const controls = crewHeads.length === 0 && fromNamed.length === 0 && !cab && walls.length === 0 ? all.filter((i) => !crew.has(i) && CONTROLS.test(title(i)) && cockpit.some((j) => atGlass(parts[i]!.bodyBounds, parts[j]!.bodyBounds))) : [];
    const base = uniq([...cockpit, ...fromNamed, ...walls, ...controls, ...(cab ? unionParts(cab).filter((i) => !crew.has(i)) : []), ...(headModule.length > 0 ? unionParts(outermost(headModule)).filter((i) => !crew.has(i)) : [])]);
    const reason = crewHeads.length > 0 ? `${partNames(parts, base)}: the cockpit the crew looks out of, with the crew's heads` : `${partNames(parts, base)}: a cockpit or windscreen, where the face is`;
    return { parts: uniq([...base, ...crewHeads]), reason, confidence: 'medium' };
  }

  // (A face shut inside the build is nobody's: a glow-in-the-dark head under a car's bonnet is an engine detail.)
  const faces = all.filter((i) => !crew.has(i) && (traits[i]!.faceKind === 'face' || (traits[i]!.faceKind === 'creature' && !drawn)) && !enclosed(i));
  const creatureHeads = faces.filter((i) => traits[i]!.faceKind === 'creature' && /\bHead\b/.test(title(i)));
  const seeds = creatureHeads.length > 0 ? creatureHeads : faces;
  const headNamed = namedInstances(instances, ['head'], limit);
  if (seeds.length > 0) {
    const around = [...headNamed, ...namedInstances(instances, ['eye', 'mouth', 'cockpit'], limit)].filter((inst) => inst.parts.some((i) => seeds.includes(i)));
    const module = around.length > 0 ? outermost(around) : smallestModule(instances, seeds, limit);
    const neck = module ? undefined : headBeforeNeck(parts, graph, seeds, limit);
    const grown = module ? unionParts(module) : neck ?? grow(parts, traits, graph, seeds, limit, seeds.every((i) => traits[i]!.faceKind === 'face'));
    // A jaw drawn as a submodel of its own (named mouth) bites with the Head when it touches it.
    const mouths = namedInstances(instances, ['mouth'], limit).filter((inst) => inst.parts.some((i) => graph.neighbours[i]!.some((j) => grown.includes(j))));
    // (The face first: the Head is cut to its size from the end.)
    const head = uniq([...seeds, ...grown, ...unionParts(mouths)]).filter((i) => !crew.has(i));
    const how = module ? `the sub-assembly it sits in (${module.map((m) => m.name).join(', ')})` : neck ? 'the head it sits in, as far as the neck that holds it on' : 'the parts that hold it above its bottom';
    return { parts: head.slice(0, Math.max(limit, seeds.length)), reason: `${partNames(parts, seeds)}: the face, with ${how}`, confidence: module ? 'high' : 'medium' };
  }

  for (const role of ['head', 'cockpit', 'eye', 'mouth'] as const) {
    const named = role === 'head' ? headNamed : namedInstances(instances, [role], limit);
    if (named.length > 0) {
      const chosen = outermost(named);
      return { parts: unionParts(chosen).filter((i) => !crew.has(i)), reason: `the submodel ${chosen.map((c) => `"${c.name}"`).join(', ')}: named as the ${role}, where the face is`, confidence: 'medium', ...(role === 'cockpit' ? {} : { alive: true as const }) };
    }
  }
  if (crewHeads.length > 0) {
    const driver = driverOf(parts, traits, graph, crewHeads, crew);
    if (driver) return { parts: driver, reason: "an open seat: the driver's head, at the steering wheel, is the face (the others ride along)", confidence: 'medium', driver: true };
    return { parts: crewHeads, reason: "an open seat: the crew's heads are the face", confidence: 'medium' };
  }
  // No face and no crew: windows a crew would look out of (see-through parts, not lamps) with the block they sit in.
  // (A see-through bar is a shooter's projectile or a blade, not a window; a see-through cone a barrel's tip or a lamp.)
  // (An engine's glow at the stern is light blown out, not a window; so are a car's lamps: `glows` holds both.)
  // (Nor is a see-through part shut inside the build, a pull-back motor's clear casing: nobody looks out of it.)
  const onBar = (i: number) => /^Dish\b/.test(title(i)) && graph.neighbours[i]!.some((j) => THIN_ROD.test(title(j)));
  const windows = all.filter((i) => glass[i] && !glows.has(i) && !traits[i]!.wheel && !traits[i]!.weapon && !isLamp(parts[i]!) && !onBar(i) && !/^(Bar|Cone)\b|\bBlade\b|^Minifig Flame\b/.test(title(i)) && !enclosed(i));
  // (Windows spread all over the build, too many to be one cab, leave the biggest pane: a windscreen among lamps and portholes.
  // Panes alike within a hair are a tie, kept by the first the file lists, so an exporter's rounding noise reads the same.)
  const biggest = windows.length > 1 ? [windows.reduce((a, b) => (footprint(parts[b]!) > footprint(parts[a]!) * PANE_TIE ? b : a))] : [];
  for (const panes of [windows, biggest]) {
    if (panes.length === 0 || panes.length > limit) continue;
    // The cockpit a builder made a sub-assembly of, windows and all (a helicopter's nose, a TIE's ball); else what holds them,
    // and on wheels the cab round them.
    const module = smallestModule(instances, panes, limit);
    const head = module ? unionParts(module).filter((i) => !crew.has(i)) : uniq([...grow(parts, traits, graph, panes, limit, false, WINDOW_BLOCK_SHARE), ...(rolls ? cabAround(parts, traits, graph, panes, limit) : [])]);
    const how = module ? ` with the sub-assembly they sit in (${module.map((m) => m.name).join(', ')})` : '';
    if (head.length <= limit) return { parts: head, reason: `no face found: the windows ${partNames(parts, panes)} are where a crew would look out${how}; check it`, confidence: 'low', windows: true, panes: panes.filter((i) => head.includes(i)) };
  }
  // A walker or creature with no face: a tight cluster of two to four see-through lamps is its eyes.
  const eyes = rolls ? [] : lampEyes(parts, glass);
  if (eyes.length > 0) {
    const module = smallestModule(instances, eyes, limit);
    const neck = module ? undefined : headBeforeNeck(parts, graph, eyes, limit);
    const head = module ? unionParts(module).filter((i) => !crew.has(i)) : neck ?? grow(parts, traits, graph, eyes, limit);
    const how = module ? `the sub-assembly they sit in (${module.map((m) => m.name).join(', ')})` : neck ? 'the head they sit in, as far as the neck that holds it on' : 'the parts that hold them';
    if (head.length <= limit) return { parts: head, reason: `no face found: the lamps ${partNames(parts, eyes)} sit together like eyes, with ${how}; check it`, confidence: 'low', alive: true };
  }
  // A robot's or a creature's head on its neck: joined onto the top of its body, between its shoulders.
  const onTrunk = headOnTrunk(parts, graph, (i) => !crew.has(i) && !antennae.has(i) && fixedPart(traits[i]!) && !traits[i]!.accessory);
  if (onTrunk && onTrunk.parts.length <= limit) {
    const where = onTrunk.at === 'top' ? 'joined onto the top of the body, between its sides' : 'held out on a joint past one end of the body, in line with its middle';
    return { parts: onTrunk.parts, reason: `no face found: the best candidate is the sub-assembly ${where} (${partNames(parts, onTrunk.parts)}); check it`, confidence: 'low', alive: true };
  }
  const { parts: top, jointed } = topModule(parts, traits, graph, antennae);
  // (Handlebars or a steering wheel on top are where a rider sits and steers: nobody aboard, no face there.
  // Nor is a tail fin standing highest at a hover bike's stern, batch 24's, nor a flag on a catapult's or a longboat's mast.)
  // (A top its builder drew as a gun is that gun, no head: the mini AAT's turret, a submodel "Gun" round its barrel.)
  if (top.length > 0 && !mostlyNamedWeapon(instances, top) && !top.every((i) => NO_FACE_ON_TOP.test(title(i)))) {
    // The sub-assembly the builder made of it (a star destroyer's command tower), while that stays a part of the piece
    // and is not named as something else (a shoulder cannon, a wing, an arm on top is no head).
    const unnamed = instances.filter((inst) => faceRole(submodelRole(inst.name)));
    const module = smallestModule(unnamed, top, parts.length * TOP_MODULE_SHARE);
    if (module) return { parts: unionParts(module).filter((i) => !crew.has(i)), reason: `no face found: the best candidate is what sits on top, with the sub-assembly it is part of (${module.map((m) => m.name).join(', ')}); check it`, confidence: 'low' };
    const what = jointed ? 'the block on top that turns on one joint (a pin, a hinge or a turntable) on what carries it' : 'what sits on top';
    return { parts: top, reason: `no face found: the best candidate is ${what} (${partNames(parts, top)}); check it`, confidence: 'low' };
  }
  return { parts: [], reason: 'no face found: the Core counts as the Head (III.B)', confidence: 'low' };
}

/** One pane is bigger than another only past this factor. */
const PANE_TIE = 1.01;

/** A part's box seen from its largest side (LDU²): how big a pane is. */
function footprint(p: ModelPart): number {
  const [a, b, c] = boxSize(p.bodyBounds);
  return Math.max(a * b, b * c, a * c);
}

/** Controls at a cockpit's glass: beside it across the ground, and level with it or under it by up to two bricks (the seat's height). */
function atGlass(control: Box3, glass: Box3): boolean {
  const across = Math.max(control.min[0]! - glass.max[0]!, glass.min[0]! - control.max[0]!, control.min[2]! - glass.max[2]!, glass.min[2]! - control.max[2]!, 0);
  return across <= COCKPIT_REACH && control.max[1]! >= glass.min[1]! - COCKPIT_REACH && control.min[1]! <= glass.max[1]! + CONTROLS_BELOW;
}

/** How far under a cockpit's glass its controls may sit (LDU): two bricks. */
const CONTROLS_BELOW = 48;

/** A pilot's controls: a control stick or a car's steering wheel (its stand and holder with it). */
const CONTROLS = /^(Hinge Control Stick|Car Steering Wheel)\b/;

/** A see-through dish on one of these is a lamp's or a blaster's lens, or a sensor's, not a window (a TIE's dish canopy sits on bricks). */
const THIN_ROD = /^(Bar|Antenna|Technic Axle)\b/;

/** A top made only of these is no face: a driver's controls (a wheel, handlebars, a console to stand at), where a rider sits or stands and steers (not the big 5 x 5 car wheel, a hub's part; not a Technic steering hub or yoke), a ship's wheel, a tail fin, or a flag flying over it (a banner). */
const NO_FACE_ON_TOP = /^(Minifig Handlebars|Car Steering (Wheel|Stand)(?! 5 x 5)|Technic Steering Wheel (Large|Small)|Minifig Brick 2 x 2 with Steering Wheel|Tractor Chassis Steering Wheel|Boat Ship Wheel|Tile 1 x 2 with Console|Fabuland (Scooter|Tricycle) Handlebars|Tail|Flag)\b/;

/** A print of a cockpit's windows ("... with Imperial Shuttle Cockpit Pattern", "... with Cockpit Front Window Pattern"). */
function printedWindows(p: ModelPart): boolean {
  const d = cleanDescription(p.file?.description ?? '');
  const print = d.slice(d.lastIndexOf(' with ') + 1);
  return print.startsWith('with ') && /\bPattern\b/.test(print) && /\b(Cockpit|Windows?)\b/.test(print);
}

/** A submodel named for no role, or for the face's (a head, a cockpit, eyes, a mouth). */
function faceRole(role: SubmodelRole | undefined): boolean {
  return role === undefined || role === 'head' || role === 'cockpit' || role === 'eye' || role === 'mouth';
}

/** Most of `group` lies in submodels named as weapons (a gun, a cannon, a sword). */
function mostlyNamedWeapon(instances: readonly SubmodelInstance[], group: readonly number[]): boolean {
  // (Any such submodel, the whole build's too: the top of a build its builder named a laser cannon is no head either,
  // batch 37's gun emplacement, though namedWeapons makes no gun of a submodel that big.)
  const armed = new Set(instances.flatMap((inst) => (namesAWeapon(inst.name) ? inst.parts : [])));
  return group.filter((i) => armed.has(i)).length * 2 > group.length;
}

/** A submodel holding a faceless build's top is its Head up to this share of the piece's parts. */
const TOP_MODULE_SHARE = 0.25;

/** The top of the piece's height this share deep is where a faceless Head is looked for. */
const TOP_SHARE = 0.3;

/**
 * A faceless build's best Head candidate: the topmost part and what holds it
 * within the top of the piece (a dome with its eye stalk), never the whole
 * piece; antennae, weapons and boosts on top are not a head.
 */
function topModule(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, antennae: ReadonlySet<number>): { parts: number[]; jointed: boolean } {
  const ok = (i: number) => !antennae.has(i) && !traits[i]!.weapon && !traits[i]!.boost && !traits[i]!.minifig && !traits[i]!.accessory;
  const idx = parts.map((_, i) => i).filter(ok);
  if (idx.length < 4) return { parts: [], jointed: false };
  const ground = largest(idx.map((i) => parts[i]!.bodyBounds.max[1]!));
  const top = smallest(idx.map((i) => parts[i]!.bodyBounds.min[1]!));
  const line = top + (ground - top) * TOP_SHARE;
  // (Parts level with the top within a hair are at the top alike: the first of them, as the file lists them, so a
  // file whose coordinates carry an exporter's rounding noise reads the same.)
  const seed = idx.find((i) => parts[i]!.bodyBounds.min[1]! <= top + LEVEL_WITH)!;
  const out = spread(graph.held, [seed], (j) => ok(j) && parts[j]!.bodyBounds.max[1]! <= line);
  if (out.length * 2 > parts.length) return { parts: [], jointed: false };
  // "What hangs together above a neck, turntable or hinge": the block studded to the top part, when the rest of the
  // piece holds it only by a joint (a pin, a clip, a hinge), is the whole head module (a walker's cockpit box on its hip pin).
  const block = jointedBlock(parts, graph, seed, ok);
  return block && block.length > out.length ? { parts: block, jointed: true } : { parts: out, jointed: false };
}

/** A head module is at most this share of the piece's parts; more is the body a joint carries (a turret on a tank hull is less). */
const MODULE_SHARE = 0.75;

/**
 * The parts held rigidly together with `seed` (by studs, or fitted without a joint), when that block is a part of the
 * piece held to the rest by joints alone and sits in its upper half; else undefined.
 */
function jointedBlock(parts: readonly ModelPart[], graph: ConnectionGraph, seed: number, ok: (i: number) => boolean): number[] | undefined {
  // (Wings, guns and antennae fixed on the module are carried by it, though they are not the Head.)
  // (Spread over every rigid link, the block meets the rest of the piece only at joints.)
  const block = spread(rigidLinks(graph, parts), [seed], () => true);
  if (block.length < 2 || block.length > parts.length * MODULE_SHARE) return undefined;
  const inBlock = new Set(block);
  if (!graph.connections.some((c) => c.held && inBlock.has(c.a) !== inBlock.has(c.b))) return undefined;
  // The module sits on what carries it, in the upper half of the piece.
  const top = smallest(parts.map((p) => p.bodyBounds.min[1]!));
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const bottom = largest(block.map((i) => parts[i]!.bodyBounds.max[1]!));
  if (bottom > (top + ground) / 2) return undefined;
  // And it hangs on one carrier (a hip, a neck, a turntable on a hull): of the rest, one held-together group stands on the
  // ground. A body pinned straight onto several legs is what the legs carry, the Core, not a head.
  const carriers = heldComponents(parts.length, (i) => !inBlock.has(i), graph).filter((comp) => comp.some((i) => parts[i]!.bodyBounds.max[1]! >= ground - 1));
  return carriers.length === 1 ? block.filter(ok) : undefined;
}

/** Lamps this close together (LDU across) read as a pair or a row of eyes. */
const EYE_CLUSTER = 40;
/** Lamp eyes sit in this top share of the build's height. */
const EYE_HEIGHT = 0.5;

/** The one cluster of two to four see-through lamps that sit within EYE_CLUSTER of each other; none when there are several. */
function lampEyes(parts: readonly ModelPart[], glass: readonly boolean[]): number[] {
  const lamps = parts.flatMap((p, i) => (glass[i] && isLamp(p) ? [i] : []));
  if (lamps.length < 2 || lamps.length > 12) return [];
  const clusters: number[][] = [];
  for (const i of lamps) {
    const home = clusters.find((c) => c.every((j) => boxGap(parts[i]!.bodyBounds, parts[j]!.bodyBounds) <= EYE_CLUSTER + LEVEL_WITH));
    if (home) home.push(i);
    else clusters.push([i]);
  }
  const eyes = clusters.filter((c) => c.length >= 2 && c.length <= 4);
  if (eyes.length !== 1) return [];
  // Eyes look out of the upper part of a build; a row of lamps low down is a ship's engine glow or a car's lights.
  const top = smallest(parts.map((p) => p.bodyBounds.min[1]!));
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const middle = largest(eyes[0]!.map((i) => (parts[i]!.bodyBounds.min[1]! + parts[i]!.bodyBounds.max[1]!) / 2));
  return middle <= top + (ground - top) * EYE_HEIGHT ? eyes[0]! : [];
}

/** Small round see-through parts, and parts named as lights, are lamps, not windows. */
function isLamp(p: ModelPart): boolean {
  // (A 1 x 1 domed cylinder is a beacon: a police buggy's lights.)
  return /\b1\s+x\s+1\b.*\bRound\b|\bRound\b.*\b1\s+x\s+1\b|\bLight\b|\bLamp\b|^Cylinder Domed\s+1\s+x\s+1\b/.test(cleanDescription(p.file?.description ?? ''));
}

/** Minifig heads among the crew, with what they wear (helmets, visors, hair). */
function crewHeadParts(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, crew: ReadonlySet<number>): number[] {
  const heads = [...crew].filter((i) => traits[i]!.minifig === 'head');
  const out = new Set(heads);
  for (const h of heads) {
    const top = parts[h]!.bodyBounds.max[1]!;
    for (const j of graph.neighbours[h]!) {
      const t = traits[j]!;
      if (t.minifig || parts[j]!.bodyBounds.max[1]! > top + 2) continue;
      if (t.accessory || t.armour || /^Minifig\b/.test(cleanDescription(parts[j]!.file?.description ?? ''))) out.add(j);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** A minifig's arm reaches this far (LDU) from its head to a steering wheel in front of it. */
const DRIVER_REACH = 40;

/**
 * Of several crew on an open seat, the one at the steering wheel or control stick: a
 * player reads the car's face where its driver looks out, not at the passengers.
 */
function driverOf(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, crewHeads: readonly number[], crew: ReadonlySet<number>): number[] | undefined {
  const heads = crewHeads.filter((i) => traits[i]!.minifig === 'head');
  if (heads.length < 2) return undefined;
  const controls = parts.flatMap((p, i) => (!crew.has(i) && /\bSteering\b|\bControl Stick$/.test(cleanDescription(p.file?.description ?? '')) ? [i] : []));
  if (controls.length === 0) return undefined;
  const inReach = heads.filter((h) => controls.some((c) => boxGap(parts[h]!.bodyBounds, parts[c]!.bodyBounds) <= DRIVER_REACH));
  if (inReach.length !== 1) return undefined;
  const driver = inReach[0]!;
  // The driver's head with what it wears (the headgear crewHeadParts found joined to it).
  return crewHeads.filter((i) => i === driver || (traits[i]!.minifig !== 'head' && graph.neighbours[driver]!.includes(i)));
}

function namedInstances(instances: readonly SubmodelInstance[], roles: readonly string[], limit: number): SubmodelInstance[] {
  return instances.filter((inst) => inst.parts.length <= limit && roles.includes(submodelRole(inst.name) ?? ''));
}

/** The smallest submodel placement holding every seed, when it is a part of the piece (not most of it) and more than the seeds. */
function smallestModule(instances: readonly SubmodelInstance[], seeds: readonly number[], limit: number): SubmodelInstance[] | undefined {
  // Counted against a set: many seeds (a faceless build's top) in deeply nested submodels would be a product of both sizes.
  const wanted = new Set(seeds);
  const holdsAll = (inst: SubmodelInstance) => inst.parts.reduce((n, i) => n + (wanted.has(i) ? 1 : 0), 0) === wanted.size;
  const holding = instances.filter((inst) => inst.parts.length <= limit && inst.parts.length > wanted.size && holdsAll(inst));
  if (holding.length === 0) return undefined;
  return [holding.reduce((a, b) => (b.parts.length < a.parts.length ? b : a))];
}

/**
 * The head a face sits on where no submodel says: the rigid block of parts
 * (held by studs) the face is on, when that is a part of the piece on a neck,
 * hinge or turntable (no more than `blockShare` of the piece: windows' cabs are
 * smaller than faces' heads); else, the face on the body itself, the face and what
 * holds it close by, no lower than just below it.
 */
function grow(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, seeds: readonly number[], limit: number, bodyFace = false, blockShare = FACE_BLOCK_SHARE): number[] {
  const block = rigidBlock(graph, seeds, parts.length * blockShare);
  if (block) return block.filter((i) => !traits[i]!.minifig || traits[i]!.minifig === 'head');
  const bottom = largest(seeds.map((i) => parts[i]!.bodyBounds.max[1]!));
  // A face built into the body's top (a BrickHeadz figure, a penguin): the Head is the slab of the body at the face's
  // height and above it, as far as it holds together there; while that stays a part of the piece.
  const slab = bodyFace ? slabAbove(parts, traits, graph, seeds, bottom + HEAD_REACH_BELOW_FACE) : [];
  if (slab.length > seeds.length && slab.length <= limit) return slab;
  const near = boxOfParts(parts, seeds);
  const inHead = new Set(seeds);
  for (const s of seeds) {
    for (const j of graph.held[s]!) {
      if (inHead.has(j)) continue;
      const t = traits[j]!;
      if (t.minifig || t.boost || (t.weapon && t.weapon.level > 0)) continue;
      // (Within a hair: a part's bottom or side exactly on the line, as drawn, stays on it whatever an exporter's rounding.)
      if (parts[j]!.bodyBounds.max[1]! > bottom + HEAD_REACH_BELOW_FACE + LEVEL_WITH) continue;
      if (boxGap(parts[j]!.bodyBounds, near) > LEVEL_WITH || !within(parts[j]!.bodyBounds, near, FACE_REACH)) continue;
      inHead.add(j);
    }
  }
  return [...inHead].sort((a, b) => a - b);
}

/** The seeds and the parts held to them, part by part, that lie wholly above `line` (no body parts that move on their own: limbs, tools, boosts). */
function slabAbove(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, seeds: readonly number[], line: number): number[] {
  return spread(graph.held, seeds, (j) => parts[j]!.bodyBounds.max[1]! <= line && fixedPart(traits[j]!));
}

/** A face's block of parts joined by studs is its head up to this share of the piece; past it the face is on the body. */
const FACE_BLOCK_SHARE = 0.35;
/** A cockpit is a small part of a vehicle: a block of studded parts around its windows past this share of it is the hull. */
const WINDOW_BLOCK_SHARE = 0.15;

/** Parts joined to the seeds by studs alone; undefined when that block has more than `most` parts (the face is on the body). */
function rigidBlock(graph: ConnectionGraph, seeds: readonly number[], most: number): number[] | undefined {
  const links = rigidLinks(graph);
  const out = new Set(seeds);
  const stack = [...seeds];
  while (stack.length > 0) {
    const i = stack.pop()!;
    for (const c of links[i] ?? []) {
      if (out.has(c)) continue;
      out.add(c);
      if (out.size > most) return undefined;
      stack.push(c);
    }
  }
  return out.size > seeds.length ? [...out].sort((a, b) => a - b) : undefined;
}

/** Windscreens that are a whole canopy: a bubble or a curved shell over the seat. */
const CANOPY = /^Windscreen\b.*\b(Canopy|Bubble|Curved|Round)\b/;
/** A minifig head with nothing on it: its stud is all its title names (3626a, b and c, 28621). */
const BLANK_HEAD = /^Minifig Head with (Solid|Blocked Hollow|Hollow|Vented) Stud$/;

/** A cab's walls stand this far (LDU) beside its glass, its roof this far above it. */
const CAB_WALL = 24;
const CAB_ROOF = 28;
/** The cab stops this far (LDU) below the glass's bottom: the chassis under it is the body. */
const CAB_FLOOR = 4;
/** The cab runs back from its glass this share of the glass's width. */
const CAB_DEPTH = 0.5;

/**
 * The cab round the glass of a car or truck with nobody aboard, as players take
 * it: the parts joined to the glass, step by step, that lie wholly within its
 * height (and a roof above it) and a wall's width beside it; none when that
 * would be most of the piece.
 */
function cabAround(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, glassParts: readonly number[], limit: number, rolls = true): number[] {
  const b = boxOfParts(parts, glassParts);
  // A windscreen (a few glass parts) is wide and thin: the cab behind it runs back half its width.
  const depth = glassParts.length <= CAB_GLASS ? CAB_DEPTH : 0;
  const reachX = Math.max(CAB_WALL, (b.max[2]! - b.min[2]!) * depth);
  const reachZ = Math.max(CAB_WALL, (b.max[0]! - b.min[0]!) * depth);
  const room = { min: [b.min[0]! - reachX, b.min[1]! - CAB_ROOF, b.min[2]! - reachZ], max: [b.max[0]! + reachX, b.max[1]! + CAB_FLOOR, b.max[2]! + reachZ] };
  const ok = (j: number) => within(parts[j]!.bodyBounds, room, 0) && fixedPart(traits[j]!);
  const out = rolls ? spread(graph.neighbours, glassParts, ok) : uniq([...glassParts, ...glassParts.flatMap((i) => graph.neighbours[i]!.filter(ok))]);
  return out.length > limit ? [] : out;
}

/** Not a part that moves or acts on its own (a figure, a boost, a wheel, a real weapon): it can be part of a Head's block. */
function fixedPart(t: PartTraits): boolean {
  return !t.minifig && !t.boost && !t.wheel && !(t.weapon && t.weapon.level > 0);
}

/** A part within this far (LDU) around the face is part of the head on the body. */
const FACE_REACH = 24;

/** Whether box `b` lies within `around` grown by `reach` (LDU); a box on its edge is within, whatever an exporter's rounding. */
function within(b: { min: readonly number[]; max: readonly number[] }, around: { min: readonly number[]; max: readonly number[] }, reach: number): boolean {
  for (let k = 0; k < 3; k++) if (b.min[k]! < around.min[k]! - reach - LEVEL_WITH || b.max[k]! > around.max[k]! + reach + LEVEL_WITH) return false;
  return true;
}



function unionParts(list: readonly SubmodelInstance[]): number[] {
  return uniq(list.flatMap((inst) => inst.parts));
}

function uniq(list: readonly number[]): number[] {
  return [...new Set(list)].sort((a, b) => a - b);
}
