import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import { unionBox } from '../ldraw/geometry/worldBounds.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { pipLength, type ReadingChoices } from './ReadingChoices.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartLabel } from './PartLabel.ts';
import { boxCentre, boxGap, boxOfParts } from './boxOfParts.ts';
import { LEVEL_WITH } from './levelWith.ts';
import { findBuiltRotors, type BuiltRotor } from './findBuiltRotors.ts';
import { beyondWheelsTest } from './beyondWheels.ts';
import { enclosedTest } from './enclosedTest.ts';
import { isHull } from './isHull.ts';
import { findClipHands } from './findClipHands.ts';
import { findCraneArms } from './findCraneArms.ts';
import { findEngineBells } from './findEngineBells.ts';
import { findImplements } from './findImplements.ts';
import { findThrowingArms } from './findThrowingArms.ts';
import { findEngineGlows } from './findEngineGlows.ts';
import { findVehicleLamps } from './findVehicleLamps.ts';
import { agreedAim } from './agreedAim.ts';
import { findFireBreath, fixedFlames } from './findFlames.ts';
import { raisedSticks, topSticks } from './topSticks.ts';
import { fires, type BuiltGun } from './BuiltGun.ts';
import { findGuns, gunsAim } from './findGuns.ts';
import { findLensBeams } from './findLensBeams.ts';
import { isRobotArm } from './robotArm.ts';
import { isOutboardCutCorner, isOutboardWedge, isSpreadWedge } from './outboardWedge.ts';
import { isTailPlane } from './tailPlane.ts';
import { isJetPod } from './jetPod.ts';
import { roundNacelles } from './roundNacelles.ts';
import { findHead } from './findHead.ts';
import { findJointLimbs } from './findJointLimbs.ts';
import { findLegColumns } from './findLegColumns.ts';
import { findModularBody, moduleLimbs, trunkHead } from './findModularBody.ts';
import { findLimbs, type Limb } from './findLimbs.ts';
import { findFrontFeet } from './findFrontFeet.ts';
import { findSideLegs } from './findSideLegs.ts';
import { weaponLevel, type PartTraits } from './partTraits.ts';
import { submodelInstances, submodelRole } from './submodelInstances.ts';
import { isWedge } from './wedgePlate.ts';
import { hingedPanels } from './hingedPanels.ts';
import { largest, smallest } from './extremes.ts';
import { buildFront, provisionalFront } from './buildFront.ts';
import { buildSections } from './buildSections.ts';
import { burningTorch, functionOf, unlit } from './functionOf.ts';
import { WHEEL_GROUND_TOLERANCE } from './groundTolerance.ts';
import { VIKING_HORN, isHorn } from './isHorn.ts';
import { isJetpack, isJoint } from './isJetpack.ts';
import { atFarEnd, reachesPast } from './limbEnds.ts';
import { isAccessory, lower, partLabel } from './makePartLabel.ts';
import { namedBoosts } from './namedBoosts.ts';
import { lockedUp, lockUpName } from './lockedUp.ts';
import { legsHoldUp } from './legsHoldUp.ts';
import { namedShields } from './namedShields.ts';
import { LEVEL_ONE_NAMED, namedGunOf, namedWeapons, splitNamedGuns } from './namedWeapons.ts';
import { notAnAntenna } from './notAnAntenna.ts';
import { plumb } from './plumb.ts';
import { upAxis } from './upAxis.ts';
import { standsUp } from './standsUp.ts';
import { inPanel, uprightPanels } from './uprightPanels.ts';
import { raisedWings } from './raisedWings.ts';
import { isFlatTailFin } from './flatTailFin.ts';
import { isClippedPanel } from './clippedPanel.ts';
import { hangingEnds } from './hangingEnds.ts';

/** An oar dips this far (LDU, a brick) below the hull it rows. */
const OAR_DIP = 24;

/** Flexible hoses and their segments. */
const HOSE = /^(Technic )?(Ribbed |Flexible )?Hose\b/;

/**
 * A brick-built piece, possibly with a crew: the Head (cockpit, face, or a
 * submodel named as the head), limbs drawn as submodels, guns by their shape,
 * the Base (wheels or tracks, legs, else what touches the ground).
 */
export function labelBuild(parts: readonly ModelPart[], graph: ConnectionGraph, colours: ColourTable, rules: ReadingChoices, traits: readonly PartTraits[], crew: ReadonlySet<number>): PartLabel[] {
  const instances = submodelInstances(parts);
  // (A see-through hose is tubing, a lit pipe round a seat: nobody looks through it, no light shines out of its end.)
  const glass = parts.map((p) => colours.resolve(p.colour).alpha < 255 && !HOSE.test(cleanDescription(p.file?.description ?? '')));
  const sticks = topSticks(parts, traits, graph);
  // Raised sticks lower down are antennae too, unless they turn out to be a gun's barrel or a named weapon's part.
  const raised = raisedSticks(parts, traits, graph, crew);
  // It rolls on wheels that reach the ground (a ship's wheel-rim thrusters at its stern roll nothing).
  // (Legs a parked trailer is let down on, named as its landing gear, reach below the wheels it rolls on.)
  const letDown = new Set(instances.filter((inst) => submodelRole(inst.name) === 'landing-gear').flatMap((inst) => inst.parts.filter((i) => !traits[i]!.wheel)));
  // (So does a plow or a bumper hanging at one end down past the wheels: the police truck rolls on its wheels all the same.)
  const hanging = hangingEnds(parts, traits, (i) => crew.has(i) || letDown.has(i));
  const floor = largest(parts.flatMap((p, i) => (crew.has(i) || letDown.has(i) || hanging.has(i) ? [] : [p.bodyBounds.max[1]!])));
  const groundWheels = parts.flatMap((p, i) => (traits[i]!.wheel && !crew.has(i) && p.bodyBounds.max[1]! >= floor - WHEEL_GROUND_TOLERANCE ? [i] : []));
  const rolls = groundWheels.length > 0;
  // A plane rolls on its landing gear and still flies on wings that span far past it.
  const pastWheels = beyondWheelsTest(parts, groundWheels);
  const flames = fixedFlames(parts, traits, graph, crew);
  // Flames fixed on a build trail out of its engines: see-through round plates at the other end are no engine glows
  // but muzzles or lamps (the hover truck's pod blasters, glowing ahead of its flaming rear pods).
  // (Nor do they shine out of a submodel its builder named the cockpit: there they are its lamps or its guns' tips.)
  const cockpitParts = new Set(instances.filter((inst) => submodelRole(inst.name) === 'cockpit').flatMap((inst) => inst.parts));
  const endGlows = rolls ? undefined : findEngineGlows(parts, glass, parts.map((_, i) => crew.has(i) || cockpitParts.has(i)));
  const trail = agreedAim([...flames.values()]);
  const stern = endGlows && trail && dotXZ(endGlows.blows, trail) < 0 ? undefined : endGlows;
  // A ship's engine glow and a car's lamps give light; nobody looks out of them.
  const lights = rolls ? findVehicleLamps(parts, glass, colours) : (stern?.parts ?? []);
  // A cart an animal draws, its driver out in the open on the seat: the driver's face is the Head and the animal's head
  // bites; he sits as a pilot does, his own arms and legs none of the cart's weapons (what he holds is).
  const pulled = rolls && crew.size > 0 && parts.some((_, i) => !crew.has(i) && traits[i]!.legs !== undefined && traits[i]!.faceKind === 'creature');
  // Prisoners in a jail or a container are cargo: not the crew whose face is the Head, and they fight with nothing.
  const cargo = lockedUp(parts, traits, crew);
  const found = findHead(parts, traits, graph, instances, crew, glass, rolls, rules.vehicleFace, new Set([...sticks, ...raised]), new Set(lights), pulled, cargo);
  // A build put together from big modules (a combined robot's lions) moves them as its limbs, whatever is named inside them,
  // and its face is on its trunk, not in a cockpit its limbs carry.
  const body = crew.size === 0 ? findModularBody(parts, instances, graph, (i) => traits[i]!.wheel === true || traits[i]!.boost === 'rocket-booster') : undefined;
  const head = (body && trunkHead(parts, instances, body, found)) ?? found;
  const inHead = new Set(head.parts);
  // Where it looks before it is measured, and what said so: one guess for the limbs, the feet, the jetpacks and the guns.
  const guess = provisionalFront(parts, head.parts, head.panes ?? []);
  // A face's Head breathes fire out of the flames fixed in it (a cockpit's, a windscreen's or a crew's breathes nothing):
  // those flames are no engine's blast, and say nothing of which way the build faces.
  const faceHead = head.parts.length > 0 && !head.windows && (head.panes?.length ?? 0) === 0 && !head.driver && !head.parts.some((i) => crew.has(i) || traits[i]!.faceKind === 'cockpit');
  const breath = faceHead ? findFireBreath(parts, graph, flames, head.parts.filter((i) => !crew.has(i))) : [];
  const breathing = new Set(breath.flatMap((g) => g.parts));
  const notBreath = (g: BuiltGun) => !g.parts.some((i) => breathing.has(i));
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
  // Whether a part touches one the pattern names (a flag on a pole, a saddle's clip).
  const on = (i: number, named: RegExp) => graph.neighbours[i]!.some((j) => named.test(cleanDescription(parts[j]!.file?.description ?? '')));
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
  const handless = !traits.some((t) => t.minifig === 'hand');
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
  // (A cart rolls and has no limbs of its own: a mech on tracked feet has legs. A horse's moulded legs are the horse's.)
  const cart = rolls && !legged.some((l) => l.role !== 'leg' || l.parts.length > 1);
  const fns = parts.map((p, i) => {
    if (cargo.figures.has(i)) return { function: 'none' as const, weapon: null, boost: null, reason: `"${p.file?.description}" rides locked in the vehicle's "${lockUpName(i, cargo)}": cargo, no weapon or armour of the vehicle`, confidence: 'medium' as const };
    if (carDetail(i)) return { function: 'none' as const, weapon: null, boost: null, reason: `"${p.file?.description}" on a car that rolls on wheels: a lamp, a vent or a gauge, not twin guns`, confidence: 'medium' as const };
    if (sticks.has(i) && !crew.has(i)) return { function: 'weapon' as const, weapon: { kind: 'antenna' as const, level: 0 as const }, boost: null, reason: `"${p.file?.description}" stands upright on top of the build: an antenna, a Level 0 weapon`, confidence: 'medium' as const };
    const rotor = rotorOf.get(i);
    if (rotor) return { function: 'boost' as const, weapon: null, boost: 'propeller' as const, reason: rotor.reason, confidence: 'medium' as const };
    const f = functionOf(p, traits[i]!, colours, rules, pieceBox, crew.has(i) ? 'crew' : 'build');
    // A lightsaber blade in the hilt a hand holds is that lightsaber's blade, one weapon with it (Darth Maul's, riding his speeder).
    if (f.function === 'none' && traits[i]!.weapon?.kind === 'blade' && graph.neighbours[i]!.some((j) => HILT.test(cleanDescription(parts[j]!.file?.description ?? '')) && inHand(j))) {
      return { function: 'weapon' as const, weapon: traits[i]!.weapon!, boost: null, reason: `${traits[i]!.reason}, in the hilt a hand holds: that lightsaber's blade, a Level 1 blade`, confidence: 'high' as const };
    }
    // A viking helmet's horn on no helmet or head is a creature's claw, leg or tusk: it strikes (the 31088 crab's six legs).
    if (!crew.has(i) && VIKING_HORN.test(cleanDescription(p.file?.description ?? '')) && !graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'head' || helmet(j))) {
      return { function: 'weapon' as const, weapon: { kind: 'hit' as const, level: 0 as const }, boost: null, reason: `${traits[i]!.reason}, but on no helmet: a creature's claw, leg or tusk, a Level 0 hit`, confidence: 'medium' as const };
    }
    // An oar moves the boat; only a figure out of one (a castaway on his raft) swings it as a staff.
    if (floats && oar(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `"${p.file?.description}" on a boat that floats on a hull: an oar to row with, not a weapon`, confidence: 'medium' as const };
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
    // A lance or a spear no hand holds, a flag on it, is a flagpole (the 6049 longboat's three, standing up with their
    // flags). (In a saddle's clip it is the rider's lance, carried: the 6059 knight's flies its flag there.)
    if ((f.weapon?.kind === 'lance' || f.weapon?.kind === 'spear') && !crew.has(i) && !inHand(i) && on(i, FLAG) && !on(i, SADDLE)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but no hand holds it and a flag hangs on it: a flagpole, not a weapon`, confidence: 'medium' as const };
    }
    // A lightsaber hilt fixed on such a craft is a tube: a gun's barrel if it points out (the Ghost's turrets), read with the guns.
    // (So is one on a build with no hand at all to wield it: the mini Sith Infiltrator's wing-root guns, batch 42.)
    if (f.weapon?.kind === 'blade' && HILT.test(cleanDescription(p.file?.description ?? '')) && (fixedOnCraft(i) || (handless && !crew.has(i)))) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but fixed on the craft where no hand holds it: a tube, no blade`, confidence: 'medium' as const };
    }
    // A minifig's hand weapon clipped to a vehicle with no hand on it, within its outline, is a spare its crew carries along
    // (a catapult's spear and sword): a vehicle does not wield a sword.
    // (One reaching out past the vehicle's body is mounted to cut or ram: an Ice Planet buggy's chainsaw; one standing up on it is an antenna.
    // A pickaxe or a club is swung, never rammed: sticking out of a roadster's tail it is still stowed.)
    // (Asked last: reachesOut measures the whole build.)
    // (Only reaching out level: one standing upright above the cart strikes nothing.)
    const upright = () => {
      const b = p.bodyBounds;
      return b.max[1]! - b.min[1]! > 2 * Math.max(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!);
    };
    const mountedToStrike = () => f.weapon?.kind !== 'staff' && !(cart && upright()) && reachesOut(i);
    // (On a boat the same goes for the crew's pistols and muskets, racked or lying aboard: a ship fights with its cannons.)
    const spareLevel = (f.weapon?.level ?? 0) === 1 ? rolls || floats : (f.weapon?.level ?? 0) === 2 && floats;
    // (Standing up on a mech it is an antenna (the Constructo-Mech's shoulder rapiers), on a boat a blade its crew grabs
    // (the Harbor Sentry's cutlass); on a cart, upright in its socket, it is still a spare: a horse cart's spear and
    // battleaxe, batch 40.)
    if (spareLevel && !crew.has(i) && !inHand(i) && /^Minifig\b/.test(cleanDescription(p.file?.description ?? '')) && !mountedToStrike() && (cart || !standsUp(parts, i, graph))) {
      spares.add(i);
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, clipped to a vehicle where no hand holds it: a spare, not the vehicle's weapon`, confidence: 'medium' as const };
    }
    // A minifig's weapon no hand holds, shut inside the build, is a detail (a revolver in a car's engine).
    if ((f.weapon?.level ?? 0) >= 1 && !crew.has(i) && /^Minifig\b/.test(cleanDescription(p.file?.description ?? '')) && !inHand(i) && enclosed(i)) {
      return { function: 'none' as const, weapon: null, boost: null, reason: `${traits[i]!.reason}, but shut inside the build where no hand holds it: a detail, not a weapon`, confidence: 'medium' as const };
    }
    const why = f.weapon?.kind === 'antenna' ? notAnAntenna(parts, i, graph) : undefined;
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
  // A machine with no face, nobody aboard, no figure's part at all and no leg to walk on swings no arm and lashes no
  // tail: what turns on its pins and hinges is its engines, wings and panels (the mini Grievous starfighter's engine
  // cones, the mini Sith Infiltrator's fin, batch 42). (A mech on legs still strikes with its arms: an exo-suit's.)
  // (Nor is a head read as a creature's or a robot's, lamps for eyes or a head on a neck, a machine's.)
  const machine = !faced && !head.alive && crew.size === 0 && !traits.some((t) => t.minifig !== undefined);
  const onJoints = () => {
    // (Where nothing tells its front end from its back, nothing behind it is a tail: it may be its front.)
    const jointLimbs = findJointLimbs(parts, graph, limbSkip, guess.front, faced, guess.by !== 'nothing');
    const walker = [...legged, ...jointLimbs].some((l) => l.role === 'leg');
    return [...legged, ...(machine && !walker ? [] : jointLimbs)];
  };
  const jointed = rollsOrFlies ? (rolls && !flyer && !walks ? onWheels() : legged) : onJoints();
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
  // The Head's eye stalk or nozzle is the face, not a gun.
  const armed = namedWeapons(instances, inHead, crew, parts.length);
  const armedOf = new Map<number, number>();
  armed.forEach((w, k) => w.parts.forEach((i) => armedOf.set(i, k)));
  // A crane swings its magnet arm as a limb, on whatever it is built: a rover, a sled, a ship.
  const limbed = new Set([...bodyLimbs, ...hands].flatMap((l) => l.parts));
  const cranes = findCraneArms(parts, graph, known, new Set([...inHead, ...crew]), (i) => (fns[i]!.weapon?.level ?? 0) > 0 || armedOf.has(i)).filter((l) => !l.parts.some((i) => limbed.has(i)));
  // (Legs as high as the whole piece are its sides: a vulture droid lying on its folded wings.)
  const uncrewed = parts.flatMap((_, i) => (crew.has(i) ? [] : [i]));
  const limbs = legsHoldUp([...bodyLimbs, ...hands, ...cranes].filter((l) => !l.parts.some((i) => thrownOf.has(i))), parts, traits, uncrewed);
  // It walks on the legs its builder named, or on the ones found from how it is built (a flat file's walker).
  const onLegs = walks || limbs.some((l) => l.role === 'leg' && !l.gear && !l.rides);
  const limbOf = new Map<number, number>();
  limbs.forEach((l, k) => l.parts.forEach((i) => limbOf.set(i, k)));
  // A build on wheels whose wings span far past them is a plane: its engines push it.
  const plane = rolls && (instances.some((inst) => submodelRole(inst.name) === 'wing' && pastWheels(boxOfParts(parts, inst.parts))) || parts.some((p, i) => traits[i]!.boost === 'wing' && isWedge(p) && plumb(p) && pastWheels(p.bodyBounds)));
  const boosted = namedBoosts(instances, inHead, crew, parts, rolls ? pastWheels : undefined, plane, (i) => fns[i]!.boost === 'propeller');
  // A shield is held: by an arm, a claw or a hand (a truck's "shield" is a guard plate).
  const armPart = (j: number) => (limbOf.has(j) && limbs[limbOf.get(j)!]!.role === 'arm') || traits[j]!.minifig === 'hand';
  const shieldOf = namedShields(instances, inHead, crew, parts.length, (inst) => inst.parts.some((i) => armPart(i) || graph.neighbours[i]!.some(armPart)));
  // A small Head's barrel is its eye stalk; a head module (a walker's cockpit) carries real guns.
  // (So is a cockpit of any size, a canopy or a submodel named so, and no face: it has windows, not eyes.)
  const cockpitHead = head.parts.some((i) => traits[i]!.faceKind === 'cockpit' || cockpitParts.has(i)) && !head.parts.some((i) => !crew.has(i) && (traits[i]!.faceKind === 'face' || traits[i]!.faceKind === 'creature'));
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
  const whole = boxOfParts(parts, parts.keys());
  const guessedFront = buildFront(parts, traits, crew, head.parts, stern, [...panes], rolls ? lights : [], colours, guess, [...flames].flatMap(([i, trail]) => (breathing.has(i) ? [] : [trail])));
  const swung = new Set(limbs.flatMap((l) => (l.role === 'arm' ? l.parts : [])));
  // Jet engine pods where the front is sure (labelled boosts below): what is plugged on their ends is theirs, no gun.
  // (And nacelles of round bricks lying end to end along it: the Space Police ships' white side pods.)
  const nacelles = new Set(guessedFront.sure ? roundNacelles(parts, guessedFront.front, (i) => crew.has(i) || inHead.has(i) || taken[i]!) : []);
  const pods = guessedFront.sure ? [...parts.flatMap((p, i) => (!crew.has(i) && !inHead.has(i) && isJetPod(p, guessedFront.front) ? [i] : [])), ...nacelles] : [];
  const isPod = new Set(pods);
  const barrels = findGuns(parts, traits, graph, taken, crew, onLegs ? undefined : guessedFront.front, guessedFront.front, armedParts, cannonLength, guessedFront.sure, swung, glass, pods);
  // Where the front is sure, a see-through dish facing out of it is a lens (the Head's glass is its window or eye).
  const inBarrels = new Set(barrels.flatMap((g) => g.parts));
  const lenses = guessedFront.sure ? findLensBeams(parts, (i) => taken[i]! || crew.has(i) || inHead.has(i) || inBarrels.has(i), glass, guessedFront.front, whole) : [];
  const rawGuns = [...barrels.filter(notBreath), ...lenses, ...breath];
  // A submodel named as a gun whose one barrel is a cannon's (a four-pip end, or long enough) is a cannon.
  const namedCannons = new Set(rawGuns.flatMap((g) => {
    const k = namedGunOf(g, armedOf);
    return g.kind === 'cannon' && k !== undefined ? [k] : [];
  }));
  // So is one holding a moulded cannon (a carriage with its barrel and breech): the submodel and the barrel are one cannon.
  const firesItself = (i: number) => !crew.has(i) && (fns[i]!.weapon?.level ?? 0) >= 2;
  for (const [i, k] of armedOf) if (armed[k]!.kind === 'gun' && firesItself(i) && fns[i]!.weapon?.kind === 'cannon') namedCannons.add(k);
  const firstGuns = splitNamedGuns(rawGuns, armedOf);
  // A submodel its builder named a rocket whose hollow end blows backward, and fires nothing forward, is a rocket engine,
  // no missile (a scooter's two "Rocket" pods, batch 33's 1714): the name says rocket, the cone says which kind.
  // (A gun fixed on the pod, firing forward, stays a gun of its own: a torch on the scooter's right engine.)
  // (So is one ending at its back in a dish lying along the piece, a nozzle, with no warhead at its front, no cone
  // wider than a barrel's tip: the 6949 Spyrius ship's side pods, and the 6830 Space Patroller's, read by where it is
  // guessed to face. The 6939 Saucer Centurion's rockets, a 2 x 2 cone on their noses, are missiles.)
  const dishNozzle = (w: (typeof armed)[number]) => !w.parts.some((i) => WARHEAD.test(cleanDescription(parts[i]!.file?.description ?? ''))) && sternDish(parts, w.parts, guessedFront.front);
  const rocketEngines = new Set(armed.flatMap((w, k) => {
    if (w.kind !== 'missile' || !/\brockets?\b/i.test(w.name) || /\b(missiles?|torpedo(es)?)\b/i.test(w.name)) return [];
    return rawGuns.some((g) => g.kind === 'exhaust' && namedGunOf(g, armedOf) === k) || dishNozzle(w) ? [k] : [];
  }));
  const gunsOnEngines = rawGuns.filter((g) => fires(g) && g.parts.every((i) => rocketEngines.has(armedOf.get(i) ?? -1)));
  const engineGunOf = new Map<number, number>();
  gunsOnEngines.forEach((g, n) => g.parts.forEach((i) => engineGunOf.set(i, n)));
  // A front guessed with no face to go by yields to where two guns or more agree to point, as the measuring does:
  // then exhausts and forward-only barrels are read again from that side.
  // (With nothing at all to go by, one gun says which end is the front, as the measuring reads it: a Dalek's. Only which
  // end: pointing across the build's length, a side turret does not turn the build round.)
  const lone = guessedFront.blind ? loneGunAim(firstGuns) : undefined;
  const along = lone ? dotXZ(lone, guessedFront.front) : 0;
  const loneEnd = Math.abs(along) >= 0.7 ? guessedFront.front.map((v) => Math.sign(along) * v + 0) as [number, number, number] : undefined;
  const aim = guessedFront.sure ? undefined : gunsAim(firstGuns) ?? loneEnd;
  const facing = aim && dotXZ(aim, guessedFront.front) < 0.7 ? aim : guessedFront.front;
  const foundGuns = guessedFront.sure ? firstGuns : splitNamedGuns([...findGuns(parts, traits, graph, taken, crew, onLegs ? undefined : facing, facing, armedParts, cannonLength, true, swung, glass).filter(notBreath), ...breath], armedOf);
  // On a car whose face says where it looks, one hollow part on its own pointing out to the side is a side lamp or a
  // detail (a buggy's bumper cones, a sports car's side light): a gun points ahead, or is built of more than one part.
  const sideLamp = (g: BuiltGun) => car && guessedFront.sure && g.kind === 'gun' && g.parts.length === 1 && g.twin === undefined && !armedOf.has(g.parts[0]!) && Math.abs(dotXZ(g.aim, guessedFront.front)) < 0.7;
  const sideLamps = new Set(foundGuns.filter(sideLamp).map((g) => g.parts[0]!));
  // A barrel firing backward out through one of the engine's glows, where that band of glows also shines beside the
  // barrels, is part of the engine, no gun (the 30050 Republic Attack Shuttle's pods: a 4H antenna capped by one of six).
  const band = new Set(stern?.parts ?? []);
  const bareGlows = [...band].some((i) => !foundGuns.some((g) => fires(g) && g.parts.includes(i)));
  const throughGlow = (g: BuiltGun) => bareGlows && fires(g) && dotXZ(g.aim, stern!.blows) > 0.7 && g.parts.some((i) => band.has(i));
  const guns = foundGuns.filter((g) => !sideLamp(g) && !throughGlow(g));
  // A named gun submodel with two barrels or more in it is that many guns; each of its other parts belongs to the nearest.
  const split = new Set(guns.flatMap((g) => g.parts.flatMap((i) => (armedOf.has(i) ? [armedOf.get(i)!] : []))));
  const gunBoxes = guns.map((g) => boxOfParts(parts, g.parts));
  const gunMiddles = gunBoxes.map(boxCentre);
  // (Parts touching two barrels are as near to both by their gap: the barrel whose middle is nearer takes them, so an
  // exporter's rounding noise does not hand a whole twin mount to one barrel, the mini Stardefender's laser pods'.)
  const nearestGun = (i: number) => {
    const inside = guns.flatMap((g, n) => (namedGunOf(g, armedOf) === armedOf.get(i) ? [n] : []));
    const b = parts[i]!.bodyBounds;
    const middle = boxCentre(b);
    const gap = (n: number) => boxGap(b, gunBoxes[n]!);
    const far = (n: number) => Math.hypot(...middle.map((v, k) => v - gunMiddles[n]![k]!));
    return inside.reduce((x, y) => (gap(y) < gap(x) - LEVEL_WITH || (gap(y) <= gap(x) + LEVEL_WITH && far(y) < far(x) - LEVEL_WITH) ? y : x));
  };
  const gunOf = new Map<number, number>();
  guns.forEach((g, k) => g.parts.forEach((i) => gunOf.set(i, k)));
  // A ship that neither rolls nor walks may show its engines as light: see-through round plates facing out of its end.
  // (Where its face says which way it looks, an engine glows at its back, never out of its nose nor its side: the
  // Saucer Centurion's two lamps on its crane arm face sideways. Exactly sideways read as back, and noise tipped it.)
  const glowsAt = rolls || onLegs ? undefined : findEngineGlows(parts, glass, parts.map((_, i) => taken[i]! || inHead.has(i) || gunOf.has(i) || crew.has(i)));
  const glows = glowsAt && !(guessedFront.sure && dotXZ(glowsAt.blows, facing) > -GLOW_BACK) ? glowsAt : undefined;
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
  // A faceless flyer lifts with the wedge plates it raises over its hull or sweeps at a slant, not only the flat ones.
  // (A face's fins are a creature's: a shark's are no wings. Nor is a cockpit's own wedge, part of the Head.)
  // (Its hull is what has no role, and the wedge plates lying flat: a deck of them.)
  const hull = (i: number) => !crew.has(i) && !inHead.has(i) && (fns[i]!.function === 'none' || (fns[i]!.boost === 'wing' && isWedge(parts[i]!) && plumb(parts[i]!)));
  const raisedWedges = flies && !plated && !faced && !head.alive ? raisedWings(parts, parts.flatMap((p, i) => (fns[i]!.boost === 'wing' && isWedge(p) && !plumb(p) && !inHead.has(i) ? [i] : [])), hull) : new Set<number>();
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
  // (A crane wields nothing: the guns on its head fire on their own, and its boom still strikes.)
  const holds = limbs.map((l, k) => !cranes.includes(l) && l.parts.some((i) => (fns[i]!.weapon?.level ?? 0) > 0 || (firedBy(i) && !alongside[k]) || armedOf.has(i) || armGun(i) || graph.held[i]!.some(wielded)));
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
    // (An engine that turns a propeller pushes with it: its cylinders and cowling are its body, the propeller the boost.)
    if (boost?.kind === 'driven' && fn.function === 'none') fn = { ...fn, reason: `part of the submodel "${boost.name}", named as an engine that turns a propeller: the propeller is its boost part, the engine's body no boost of its own` };
    else if (boost && boost.kind !== 'driven' && fn.function === 'none' && g === undefined && !armedOf.has(i)) fn = { function: 'boost', weapon: null, boost: boost.kind, reason: `part of the submodel "${boost.name}", named as ${boost.kind === 'wing' ? 'a wing' : 'an engine'}: a boost part (+1 Movement)`, confidence: 'medium' };
    // (A missile's own rocket tail flies with it: part of the missile, no boost of the piece's.)
    const missileTail = fn.boost === 'rocket-booster' && armed[named ?? -1]?.kind === 'missile';
    const spareNamed = named !== undefined && spares.has(i) && LEVEL_ONE_NAMED.has(armed[named]!.kind);
    if (named !== undefined && rocketEngines.has(named) && engineGunOf.has(i)) {
      const gun = gunsOnEngines[engineGunOf.get(i)!]!;
      fn = { function: 'weapon', weapon: { kind: gun.kind === 'gun' ? 'gun' : 'cannon', level: gun.kind === 'gun' ? 2 : 3 }, boost: null, reason: `${gun.reason}; fixed on the rocket engine "${armed[named]!.name}"`, confidence: 'medium' };
      group = `engine gun ${named} ${engineGunOf.get(i)}`;
      aim = gun.aim;
    } else if (named !== undefined && rocketEngines.has(named) && (fn.function === 'none' || fn.boost === 'rocket-booster')) {
      fn = { function: 'boost', weapon: null, boost: 'rocket-booster', reason: `part of the submodel "${armed[named]!.name}", named a rocket, its exhaust at its back blowing backward: a rocket engine, a boost part (+1 Movement)`, confidence: 'medium' };
    } else if (named !== undefined && !split.has(named) && !spareNamed && (fn.function === 'none' || fn.weapon?.kind === 'hit' || missileTail || (firesItself(i) && !LEVEL_ONE_NAMED.has(armed[named]!.kind)))) {
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
      } else if (isRobotArm(parts, i, graph, inHead)) {
        fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `"${p.file?.description}" is a robot's arm, its clip hand gripping nothing: it grabs and strikes, a Level 0 hit (IV.F)`, confidence: 'low' };
        group = `robot arm ${i}`;
      }
    } else if (crew.has(i) && inHead.has(i) && t.minifig === 'head') {
      fn = { ...fn, function: 'weapon', weapon: { kind: 'hit', level: 0 }, reason: `the crew's head, part of the Head (${head.reason}): a Level 0 hit`, confidence: head.confidence };
      group = 'head';
    } else if (crew.has(i) && t.minifig === 'head' && head.driver) {
      fn = { ...fn, function: 'none', weapon: null, reason: `${t.reason}: a passenger riding along; the driver's head is the vehicle's Head`, confidence: 'medium' };
    }
    // Two arms that meet at a dragon's chest still claw one each.
    // (So do a crab's horn legs, side by side on its flank. A horn or claw held on a limb found from how the piece is
    // built is that limb's end: one leg with it, as a crab's horn in its clip tube is one leg.)
    if ((t.limb || VIKING_HORN.test(cleanDescription(p.file?.description ?? ''))) && fn.function === 'weapon' && group === undefined) {
      const carrier = graph.held[i]!.map((j) => limbOf.get(j)).find((k) => k !== undefined && !holds[k] && !limbs[k]!.gear);
      group = carrier !== undefined ? `limb ${carrier}` : `limb part ${i}`;
    }
    if (fn.function === 'none' && !gunOf.has(i) && isPod.has(i)) {
      const what = nacelles.has(i) ? 'in a row of round bricks lying end to end along the piece, front to back: a jet engine\'s nacelle' : 'lies along the piece, front to back: a jet engine\'s pod';
      fn = { function: 'boost', weapon: null, boost: 'rocket-booster', reason: `"${p.file?.description}" ${what}, a rocket booster (+1 Movement)`, confidence: 'low' };
    }
    // (A plate with a corner cut off, lying flat far out on a faceless flyer's flank to its edge, is swept like a wing:
    // the 6954 Renegade's 10 x 10s. Tilted, it may as well be a hull's sloping side: the mini Star Destroyer's.)
    if (fn.function === 'none' && flies && !faced && !head.alive && !crew.has(i) && !inHead.has(i) && Math.abs(upAxis(p)[1]) >= FLAT_WING && isOutboardCutCorner(p, whole, guessedFront.front)) {
      fn = { function: 'boost', weapon: null, boost: 'wing', reason: `"${p.file?.description}" lies flat far out on one side of a flyer, a corner cut off it: a swept wing (+1 Movement)`, confidence: 'low' };
    }
    // (A plate or tile a faceless flyer holds out at a slant on clips or hinges is a wing: the mini X-wing's S-foils.)
    if (fn.function === 'none' && flies && !plated && !faced && !head.alive && !crew.has(i) && !inHead.has(i) && isClippedPanel(parts, i, graph, whole, guessedFront.front)) {
      fn = { function: 'boost', weapon: null, boost: 'wing', reason: `"${p.file?.description}" slants out from one side of a flyer on clips or hinges, free of the hull: a wing (+1 Movement)`, confidence: 'low' };
    }
    if (fn.function === 'none' && !crew.has(i) && isOutboardWedge(p, whole, guessedFront.front)) {
      fn = { function: 'boost', weapon: null, boost: 'wing', reason: `"${p.file?.description}" lies far out to one side: a wing tip, not a nose`, confidence: 'low' };
    }
    const tailPlane = fn.function === 'none' && !crew.has(i) && isTailPlane(parts, i, graph.neighbours[i]!);
    if (tailPlane) {
      fn = { function: 'boost', weapon: null, boost: 'wing', reason: `"${p.file?.description}" is held on an upright tail fin: a T-tail's stabiliser, a small wing (+1 Movement)`, confidence: 'low' };
    }
    // (One on a tail fin is its stabiliser, read just above.)
    if (fn.function === 'none' && !crew.has(i) && !inHead.has(i) && isSpreadWedge(parts, i, guessedFront.front, crew)) {
      fn = { function: 'boost', weapon: null, boost: 'wing', reason: `"${p.file?.description}" spreads past the hull it is fixed to on both sides, its tips free: small wings, not a nose (+1 Movement)`, confidence: 'low' };
    }
    // (A faceless flyer's tail fin turned to lie flat spreads as a wing: a creature's fins are its own.)
    if (fn.function === 'none' && flies && !faced && !head.alive && !crew.has(i) && !inHead.has(i) && g === undefined && isFlatTailFin(p)) {
      fn = { function: 'boost', weapon: null, boost: 'wing', reason: `"${p.file?.description}": a tail fin turned to lie flat, spreading sideways from a flyer: a wing (+1 Movement)`, confidence: 'medium' };
    }
    // (Bricks on their sides standing in a side panel the flyer stands on are that wing: the mini TIE Advanced's.)
    if (fn.function === 'none' && flies && !crew.has(i) && !inHead.has(i) && standingPanels.some((panel) => panel.of === 'bricks' && inPanel(p, panel))) {
      fn = { function: 'boost', weapon: null, boost: 'wing', reason: `"${p.file?.description}" stands on its side in an upright panel at the flank that the flyer stands on (a TIE fighter's): a wing on its edge (+1 Movement)`, confidence: 'low' };
    }
    // (A T-tail's stabiliser is a wing whatever the craft stands on: its fin says where it is.)
    if (fn.function === 'boost' && fn.boost === 'wing' && isWedge(p) && !tailPlane) {
      fn = rolls && plumb(p) && pastWheels(p.bodyBounds)
        ? { ...fn, reason: `"${p.file?.description}": a wedge plate lying flat far out past the wheels: a plane's wing (+1 Movement)`, confidence: 'medium' }
        : flies && plumb(p) && !plated
        ? { ...fn, reason: `"${p.file?.description}": a wedge plate on a build that stands on no wheels or legs: a wing (+1 Movement)`, confidence: 'medium' }
        : flies && bells
          ? { ...fn, reason: `"${p.file?.description}": a wedge plate on a rocket standing on its tail, its wings upright with it: a wing (+1 Movement)`, confidence: 'medium' }
        : raisedWedges.has(i)
          ? { ...fn, reason: `"${p.file?.description}": a wedge plate rising over the hull or swept at a slant, on a flyer with no face: a wing (+1 Movement)`, confidence: 'medium' }
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
/** A flag, a banner or a pennant on a pole. */
const FLAG = /^Flag\b/;
/** A mount's saddle, which carries its rider's weapons in its clips. */
const SADDLE = /\bSaddle\b/;

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

/** A wing lies flat: its own up this close to the world's (cosine, about 18°). */
const FLAT_WING = 0.95;

/** A Head of this many parts or more is a module (a cockpit, a turret head): barrels on it are guns, not its eye. */
const HEAD_MODULE = 12;

/**
 * Legs nobody named (findLegColumns), where no submodel is called a leg;
 * the crew and the Head are not legs.
 */
function withLegs(limbs: Limb[], parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, inHead: ReadonlySet<number>, crew: ReadonlySet<number>, ship: boolean): Limb[] {
  if (limbs.some((l) => l.role === 'leg')) return limbs;
  const skip = new Set([...crew, ...inHead, ...limbs.flatMap((l) => l.parts)]);
  // A minifig hand standing on the ground is the foot of the arm that holds it: one leg (the monkey's hind limbs).
  const taken = new Set(skip);
  const footed = findLegColumns(parts, traits, graph, skip, ship ? 'landing strut' : 'leg').map((l) => {
    const arms = l.parts.flatMap((i) => (traits[i]!.minifig === 'hand' ? graph.held[i]!.filter((j) => traits[j]!.minifig === 'arm' && !taken.has(j) && !l.parts.includes(j)) : []));
    for (const j of arms) taken.add(j);
    return arms.length > 0 ? { ...l, parts: [...l.parts, ...arms].sort((a, b) => a - b) } : l;
  });
  return [...limbs, ...(ship ? footed.map((l) => ({ ...l, gear: true })) : footed)];
}

/** Where the one gun or cannon of a build points, snapped to the four sides; nothing for none or several. */
function loneGunAim(guns: readonly BuiltGun[]): [number, number, number] | undefined {
  const firing = guns.filter(fires);
  return firing.length === 1 ? agreedAim([firing[0]!.aim]) : undefined;
}

/** Engine glows blow backward: within 60° of straight back from where the piece faces (cosine). */
const GLOW_BACK = 0.5;

/** A rocket's warhead: a cone wider than a barrel's 1 x 1 tip. */
const WARHEAD = /^Cone\s+[2-9]\s+x\s+[2-9]\b/;

/** A dish lying along the front-back line (the cosine of its axis to it), at the very back of the parts. */
const ALONG_DISH = 0.9;

/** Whether the hindmost of these parts is a dish lying along the front-back line: a nozzle at their back. */
function sternDish(parts: readonly ModelPart[], list: readonly number[], front: readonly number[]): boolean {
  const back = (i: number) => -dotXZ(boxCentre(parts[i]!.bodyBounds), front);
  const last = list.reduce((a, b) => (back(b) > back(a) ? b : a));
  return /^Dish\b/.test(cleanDescription(parts[last]!.file?.description ?? '')) && Math.abs(dotXZ(upAxis(parts[last]!), front)) >= ALONG_DISH;
}

function dotXZ(a: readonly number[], b: readonly number[]): number {
  return a[0]! * b[0]! + a[2]! * b[2]!;
}
