import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { unionBox } from '../ldraw/geometry/worldBounds.ts';
import { agreedAim } from './agreedAim.ts';
import { boxCentre, boxGap, boxOfParts, boxSize } from './boxOfParts.ts';
import { columnIndex } from './columnIndex.ts';
import { bodyAtTest } from './bodyAtTest.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { PartTraits } from './partTraits.ts';
import { largest } from './extremes.ts';
import { LEVEL_WITH } from './levelWith.ts';
import { findFlames } from './findFlames.ts';
import { fires, type BuiltGun } from './BuiltGun.ts';

/** Parts that are two barrels side by side in one. */
const TWIN = /^Minifig (Tool )?Binoculars\b/;

type Barrel = 'hollow' | 'wide' | 'nozzle' | 'bar' | 'shooter' | 'stick';

/**
 * Parts a builder makes barrels of. IV.F: a gun is "one-pip barrels or parts
 * with hollow end"; a cone, an open stud, a hose nozzle or a tube has a hollow
 * end, a bar, an antenna or an axle is a one-pip barrel.
 */
const BARRELS: readonly [RegExp, Barrel][] = [
  [/\b(Shooter|Blaster)\b/, 'shooter'],
  // (A lightsaber hilt no hand holds is a tube like them: a turret's barrel.)
  [/^Minifig Hose Nozzle\b|^Minifig (Tool )?Binoculars\b|^Minifig Telescope\b|^Minifig Lightsaber Hilt\b/, 'nozzle'],
  // (A finned 1 x 1 round brick is a thruster's tail: it is read only as an exhaust.)
  [/^Cone\s+1\s+x\s+1\b|\b1\s+x\s+1\b.*\b(Open|Hollow) Stud\b|^Brick\s+1\s+x\s+1\s+Round with Fins\b/, 'hollow'],
  // A four-pip end (a 2 x 2 cone or round brick): "cannons (four-pip barrels or parts with hollow end)".
  [/^Cone\s+[234]\s+x\s+[234]\b|^(Brick|Plate)\s+2\s+x\s+2\s+Round\b/, 'wide'],
  // Technic axles and joiners stick out of every Technic frame: they are structure, not barrels.
  // Mini-scale guns: a control stick or a loudhailer's bell pointing forward (a walker's chin guns, a speeder bike's blaster).
  // Pointing any other way they are levers and greebles, so only forward ones count.
  [/^Hinge Control Stick$|^Minifig Loudhailer\b/, 'stick'],
  // (A whip antenna bends whichever way it is clipped: no barrel.)
  // (A bar with a blade on it is a blade or a fin, no barrel; a lightsaber blade bar is one. A bar with a clip on its
  // end is a holder or a droid's grabbing hand, no barrel either.)
  [/^Bar\s+\d+(\.\d+)?L\b(?!.*\bwith (Blades?|Clip)\b)|^Bar\s+\d+\s*L\b(?!.*\bwith (Blades?|Clip)\b)|^Bar\s+1\s+x\s+\d+\b(?!\s*x)(?!.*\bStuds?\b)|^Antenna\b(?!.*\bWhip\b)|^Technic Pin 1\/2 with Bar\b|^Minifig Torch\b/, 'bar'],
];

/** A round plate, a barrel's lens where it closes a round brick's open end in a see-through colour. */
const LENS = /^Plate\s+1\s+x\s+1\s+Round\b/;

/** A round brick or a cone, open at both ends. */
const OPEN_BOTTOM = /^(Brick\s+1\s+x\s+1\s+Round|Cone\s+1\s+x\s+1)\b/;

/** A round brick with fins at its open end: a thruster blowing out of it, never a muzzle. */
const FINNED = /^Brick\s+1\s+x\s+1\s+Round with Fins\b/;

/** Submodel names of a radar or a sensor. */
const SENSOR = /\b(radar|sensor|scanner|dish)s?\b/i;

/** A cone on a barrel's end is its muzzle. */
const CONE = /^Cone\b/;
/** A small cone: at a barrel's back end with its tip out backward, the nozzle of an engine under the gun. */
const CONE_1X1 = /^Cone\s+1\s+x\s+1\b/;

/** The barrel a title names, read once per title (every build asks of every part). */
function barrelOf(description: string): Barrel | undefined {
  if (!barrels.has(description)) {
    if (barrels.size >= MAX_TITLES_KEPT) barrels.clear();
    barrels.set(description, BARRELS.find(([re]) => re.test(description))?.[1]);
  }
  return barrels.get(description);
}
const barrels = new Map<string, Barrel | undefined>();
/** Titles kept; a folder of many builds starts over past this. */
const MAX_TITLES_KEPT = 8192;

/** A Technic half pin with a bar: the pin end goes into a hole, the bar end carries the barrel's tip. */
const PIN_BAR = /^Technic Pin 1\/2 with Bar\b/;

const BARREL_WORDS: { readonly [B in Barrel]: string } = { hollow: 'hollow', wide: 'four-pip', nozzle: 'nozzle', bar: 'bar', shooter: 'shooter', stick: 'control-stick or loudhailer' };

/** What a barrel is made of, in words ("bar and hollow"). */
function barrelWords(barrels: readonly Barrel[]): string {
  return [...new Set(barrels.map((b) => BARREL_WORDS[b]))].join(' and ');
}

/** A loudhailer: a bell on a handle, a blaster at mini scale. */
const BELL = /^Minifig Loudhailer\b/;

/** Small discs that close a barrel's end: a plunger's cup (a big dish on a stick is a radar). */
const PLUNGER_CUPS = /^(Plate|Tile)\s+[12]\s+x\s+[12]\s+Round\b|^Dish\s+2\s+x\s+2\b/;

/** Tubes that cap a barrel's end as its muzzle ("Technic Axle Pin 1/2 with Stud Tube" is "Technic Pin 1/2 ..." since 2023). */
const MUZZLES = /^Technic (Pin|Axle) Joiner\b|^Technic Axle Pin\b|^Technic Pin 1\/2 with Stud Tube\b/;

/** A barrel this close (LDU) to a jet engine's end, and this near its axis (an engine is wider than a cone), belongs to the engine. */
const ENGINE_REACH = 2;
const ENGINE_REACH_ACROSS = 12;

/** A joiner this far (LDU) off a round end's axis is still in line with it, and at most this far behind it (a nacelle). */
const NOZZLE_ACROSS = 4;
const NACELLE = 100;
/** And at least a brick's height behind it: a joiner plugged straight on it is a gun's barrel. */
const NACELLE_MIN = 24;
/** A pin or axle joining a round end to a joiner makes them one barrel. */
const PIN = /^Technic (Pin|Axle)\b/;

/** A barrel lies along a pod when its axis is this close to the piece's front-back line (cosine). */
const ALONG_POD = 0.9;
/** A barrel is horizontal when its axis leans less than this from level (sine). */
const LEVEL = 0.5;
/** A hollow end slanting more than level but at most this much (sine: 45°) may still be an exhaust. */
const SLANT = 0.75;
/** Sample points this far (LDU) beyond a muzzle must be free: the line of fire. */
const LINE_OF_FIRE = [3, 10, 20, 32];
/** A control stick is a gun when it points this close to forward (cosine: within 30°). */
const STICK_FORWARD = 0.85;
/** Control sticks this close (LDU) are on one mount. */
const SPLAY_REACH = 16;
/** A gun smaller than this share of the piece's longest side is a greeble (the UCS sets' sticks and bars are 1.4-2.8% of it, a real gun 4.1% and up). */
const GREEBLE_SHARE = 0.035;
/** A barrel's tip this close (LDU, half a stud) to the piece's foremost point is at its nose. */
const NOSE_REACH = 10;
/** More barrels than this on one build are greebles unless they point forward. */
const GREEBLE_COUNT = 8;
/**
 * Barrels whose axes are more than this far apart (LDU) are side by side: two guns, not one. (A bar in one tube of a pair
 * of binoculars has their middle exactly 6 off its axis: a hair more, an exporter's rounding noise, keeps them one gun.)
 */
const SIDE_BY_SIDE = 6 + LEVEL_WITH;

/**
 * Guns made of any parts (IV.F: "ask yourself how a Weapon works"): barrel
 * parts lying level and pointing out of the piece with a free line of fire.
 * Barrel parts that hold each other end to end are one gun; two barrels side by
 * side are two. Upright ones are antennae or lamps; plugged ones are joints.
 */
export function findGuns(
  parts: readonly ModelPart[],
  traits: readonly PartTraits[],
  graph: ConnectionGraph,
  taken: readonly boolean[],
  crew: ReadonlySet<number>,
  front: readonly number[] | undefined,
  facing: readonly number[] = front ?? [0, 0, -1],
  armed: ReadonlySet<number> = new Set(),
  cannonLength?: number,
  frontSure = true,
  /** Parts of arms: a barrel on an arm aims where the arm swings it, however it hangs in the file. */
  swung: ReadonlySet<number> = new Set(),
  /** See-through parts. */
  glass: readonly boolean[] = [],
  /** Jet engine pods (3 x 6 cylinders lying along a piece whose front is sure: jetPod.ts). */
  pods: readonly number[] = [],
): BuiltGun[] {
  const candidates: { i: number; barrel: Barrel; axis: [number, number, number]; bell: boolean; slanted: boolean; hanging?: boolean }[] = [];
  // Technic joiners free of the crew and of what is already something else, a jet engine's nozzles perhaps: listed
  // only when a lone round end asks.
  let joiners: number[] | undefined;
  const nozzles = () => (joiners ??= parts.flatMap((p, i) => (!taken[i] && !crew.has(i) && MUZZLES.test(cleanDescription(p.file?.description ?? '')) ? [i] : [])));
  // A barrel in line with a jet engine's end is its intake or exhaust cone, not a gun. At a pod's end, lying along it, a
  // barrel blows backward as its exhaust or is its intake (a round brick and a cone on the N-1's pods' noses).
  const engines = parts.flatMap((_, i) => (traits[i]!.boost === 'rocket-booster' && !crew.has(i) ? [i] : []));
  const atPod = new Set<number>();
  const inLine = (p: ModelPart, axis: readonly number[]) => (e: number) => boxGap(p.bodyBounds, parts[e]!.bodyBounds) <= ENGINE_REACH && offAxis(boxCentre(p.bodyBounds), boxCentre(parts[e]!.bodyBounds), axis) <= ENGINE_REACH_ACROSS;
  parts.forEach((p, i) => {
    if (taken[i] || crew.has(i) || traits[i]!.wheel || !p.geometry) return;
    const d = cleanDescription(p.file?.description ?? '');
    const barrel = barrelOf(d);
    if (!barrel) return;
    // A stick a minifig's hand holds is a control lever the driver steers with.
    if (barrel === 'stick' && graph.neighbours[i]!.some((j) => traits[j]!.minifig === 'hand')) return;
    const bell = BELL.test(d);
    const axis = barrelAxis(p, barrel, bell);
    // A small hollow end slanting at the stern still blows backward (a moon buggy's rear cones); only as an exhaust.
    // (A big cone tilted up is a mixer's drum.)
    const slanted = Math.abs(axis[1]) > LEVEL;
    // (On an arm it aims where the arm swings it, however the arm hangs in the file.)
    const hanging = slanted && swung.has(i);
    if (slanted && !hanging && (Math.abs(axis[1]) > SLANT || barrel !== 'hollow')) return;
    if (engines.some(inLine(p, axis))) return;
    if (Math.abs(dot(axis, facing)) >= ALONG_POD && pods.some(inLine(p, axis))) atPod.add(i);
    candidates.push({ i, barrel, axis, bell, slanted: slanted && !hanging, ...(hanging ? { hanging } : {}) });
  });
  // Two control sticks splayed apart on one mount are a pair of feelers or antennae (an M-Tron droid's);
  // twin stick guns lie parallel.
  // (Only sticks over the same spot are compared, so a field of sticks costs no more than its size.)
  const sticks = new Map(candidates.flatMap((c) => (c.barrel === 'stick' ? [[c.i, c] as const] : [])));
  const splayed = new Set<number>();
  for (const c of sticks.values()) {
    const b = parts[c.i]!.bodyBounds;
    const near = columnIndex(parts).over(b.min[0]! - SPLAY_REACH, b.min[2]! - SPLAY_REACH, b.max[0]! + SPLAY_REACH, b.max[2]! + SPLAY_REACH);
    if (near.some((j) => j !== c.i && sticks.has(j) && boxGap(b, parts[j]!.bodyBounds) <= SPLAY_REACH && Math.abs(dot(c.axis, sticks.get(j)!.axis)) < STICK_FORWARD)) splayed.add(c.i);
  }
  const kept = splayed.size > 0 ? candidates.filter((c) => !splayed.has(c.i)) : candidates;
  const flames = front ? findFlames(parts, traits, graph, taken, crew, front) : [];
  if (kept.length === 0) return flames;

  // End to end, held together, on one line: one gun.
  const index = new Map(kept.map((c, k) => [c.i, k]));
  const parent = kept.map((_, k) => k);
  const find = (k: number): number => (parent[k] === k ? k : (parent[k] = find(parent[k]!)));
  kept.forEach((c, k) => {
    for (const j of graph.held[c.i]!) {
      const m = index.get(j);
      if (m === undefined || m === k) continue;
      const o = kept[m]!;
      if (Math.abs(dot(c.axis, o.axis)) < 0.9) continue;
      if (offAxis(boxCentre(parts[c.i]!.bodyBounds), boxCentre(parts[o.i]!.bodyBounds), c.axis) > SIDE_BY_SIDE) continue;
      parent[find(m)] = find(k);
    }
  });
  // The pieces of one library assembly (a spring shooter's top, bottom and spring) are one gun.
  const byAssembly = new Map<string, number>();
  kept.forEach((c, k) => {
    const key = parts[c.i]!.shortcut?.id;
    if (key === undefined) return;
    const first = byAssembly.get(key);
    if (first === undefined) byAssembly.set(key, k);
    else parent[find(k)] = find(first);
  });
  // On one line through a part between them (a bar, the brick it plugs into, a hollow stud behind): one gun.
  // Three barrels or more on one hub part are one rotary cluster (a grenade launcher's tubes).
  const byHolder = new Map<number, number[]>();
  kept.forEach((c, k) => {
    // (A control stick turns on its own base, a loudhailer on its handle: each points out of it, and what holds that
    // holds no other barrel of its: the Republic Attack Shuttle's sticks on the clips of its pods' antennae.)
    if (c.barrel === 'stick') return;
    for (const j of graph.held[c.i]!) {
      if (index.has(j)) continue;
      let list = byHolder.get(j);
      if (!list) byHolder.set(j, (list = []));
      list.push(k);
    }
  });
  const lined = (k: number, m: number) => offAxis(boxCentre(parts[kept[k]!.i]!.bodyBounds), boxCentre(parts[kept[m]!.i]!.bodyBounds), kept[k]!.axis) <= SIDE_BY_SIDE;
  for (const list of byHolder.values()) {
    const parallel = (k: number, m: number) => Math.abs(dot(kept[k]!.axis, kept[m]!.axis)) >= 0.9;
    // (A cluster is three lines of fire or more: two tubes of two bricks each on one plate are two guns side by side.)
    const lines = list.filter((k, n) => !list.slice(0, n).some((m) => lined(m, k))).length;
    for (const k of list) for (const m of list) {
      if (m <= k || !parallel(k, m)) continue;
      // (Two bare hollow studs in a row are a piston or a lamp; a bar or a nozzle makes it a barrel.)
      const barrel = [k, m].some((x) => kept[x]!.barrel !== 'hollow' && kept[x]!.barrel !== 'wide');
      const inLine = barrel && lined(k, m);
      if (inLine || (lines >= 3 && list.every((x) => parallel(k, x)))) parent[find(m)] = find(k);
    }
  }
  const groups = new Map<number, number[]>();
  kept.forEach((_, k) => {
    const r = find(k);
    let g = groups.get(r);
    if (!g) groups.set(r, (g = []));
    g.push(k);
  });

  const bodyAt = bodyAtTest(parts);
  const whole = boxOfParts(parts, parts.keys());
  const middle = boxCentre(whole);
  const detail = GREEBLE_SHARE * largest(boxSize(whole));
  // How far the piece reaches forward.
  const nose = front ? dot(farthestAlong(parts, front), front) : undefined;
  const guns: BuiltGun[] = [];
  const aims = new Map<number, number>();
  const coneAt = (k: number) => CONE.test(cleanDescription(parts[kept[k]!.i]!.file?.description ?? ''));
  for (const members of groups.values()) {
    const inGun = new Set(members.map((k) => kept[k]!.i));
    const axis = kept[members[0]!]!.axis;
    // A joiner (a short tube) in line on a barrel's end is its muzzle: part of the gun, not in its line of fire.
    // (Plugged into the barrel's end, they touch it rather than hold it; the pin that joins them comes along.)
    const line = boxCentre(parts[kept[members[0]!]!.i]!.bodyBounds);
    // (A see-through 1 x 1 round plate on a barrel's end is its glowing muzzle, not a plunger's cup: plugged into a round
    // brick's open end (the Invader's nose guns), a torch's lamp (the Raid VPR's), a bar's tip (the Battrax's tail guns)
    // or a loudhailer (the Robot Command Center ship's twin blasters). A round plate on a big cone's tip is its cap: the
    // cone reads as it would bare, the mini Grievous starfighter's engine pods tapering backward to theirs, batch 42.)
    const capped = members.some((k) => kept[k]!.barrel === 'bar' || kept[k]!.barrel === 'nozzle' || kept[k]!.bell || (kept[k]!.barrel === 'wide' && coneAt(k)));
    // A barrel with more than bars and nozzles in it (a round brick, a cone, a shooter) is no plunger, so a round plate of
    // any colour on its end is its muzzle cap, not a wall in its line of fire (the Blacktron ship's antenna barrels in
    // round bricks, batch 28).
    const noPlunger = members.some((k) => kept[k]!.barrel !== 'bar' && kept[k]!.barrel !== 'nozzle');
    for (const i of capped ? [...inGun] : []) {
      for (const j of graph.neighbours[i]!) {
        if (inGun.has(j) || index.has(j) || taken[j] || crew.has(j)) continue;
        const d = cleanDescription(parts[j]!.file?.description ?? '');
        if (!MUZZLES.test(d) && !((glass[j] === true || noPlunger) && LENS.test(d))) continue;
        if (offAxis(line, boxCentre(parts[j]!.bodyBounds), axis) > SIDE_BY_SIDE) continue;
        inGun.add(j);
        for (const pin of graph.neighbours[j]!) if (!inGun.has(pin) && !taken[pin] && graph.neighbours[pin]!.includes(i) && MUZZLES.test(cleanDescription(parts[pin]!.file?.description ?? ''))) inGun.add(pin);
      }
    }
    // At a big build's scale a stick, a bar or a pair of binoculars is surface detail (the Falcon's piping), not a gun a player sees.
    // (A lone see-through hollow end stands out at any scale: a glowing muzzle in a dish on a big ship's pod.)
    const lone = members.length === 1 && kept[members[0]!]!.barrel === 'hollow' ? kept[members[0]!]! : undefined;
    const glowing = lone !== undefined && glass[lone.i] === true;
    // (Nor does a lone hollow end at the very tip of the nose, pointing ahead within about 30°: the Y-wing's nose guns.)
    const atNose = lone !== undefined && nose !== undefined && frontSure && dot(lone.axis, front!) < -STICK_FORWARD && dot(farthestAlong([parts[lone.i]!], front!), front!) >= nose - NOSE_REACH;
    if (largest(boxSize(boxOfParts(parts, inGun))) < detail && !glowing && !atNose) continue;
    // A hollow end says where it points (a cone's open stud, its own -Y); a bar's muzzle is the end farther from the piece's middle.
    // (Only a lone small hollow end: a cone capping a bar may face either way, and a wide cone's mouth is its base.)
    // A loudhailer's bell is its mouth (its axis is taken pointing out of it).
    // Three round bricks or more lying end to end are a log, a pipe or a raft's float: no barrel has a hollow stud every pip.
    // (With a cone on its end it is a barrel with its muzzle: a mech's arm gun of round bricks.)
    if (members.length >= 3 && members.every((k) => kept[k]!.barrel === 'hollow') && !members.some(coneAt)) continue;
    // A hollow end in a submodel its builder named a radar or a sensor is its feed horn or emitter, not a muzzle.
    if (members.every((k) => kept[k]!.barrel === 'hollow' && parts[kept[k]!.i]!.submodel.some((name) => SENSOR.test(name)))) continue;
    const hollowEnd = members.every((k) => kept[k]!.barrel === 'hollow') ? members[0] : undefined;
    const bell = members.find((k) => kept[k]!.bell);
    // A nozzle or binoculars at one end of a longer barrel (on a bar through bricks) is its muzzle.
    const nozzleEnd = members.length > 1 ? muzzleSide(members.filter((k) => kept[k]!.barrel === 'nozzle').map((k) => kept[k]!.i), [...inGun], axis, parts) : undefined;
    // Else a bar held only at one end points out of its other end, wherever its mount sits on the piece (a turret behind the middle).
    const bars = nozzleEnd === undefined && members.some((k) => kept[k]!.barrel === 'bar') && members.every((k) => kept[k]!.barrel === 'bar' || kept[k]!.barrel === 'hollow');
    const mounted = hollowEnd === undefined && bell === undefined && bars ? mountedEnd(parts, graph, inGun, axis) : undefined;
    // (A cone or a see-through round plate on the stud at its narrow end is its muzzle there: it fires out of that end.)
    const bellWay = bell === undefined ? undefined : (Math.sign(dot(kept[bell]!.axis, axis)) || 1) * (lensBehind(parts, kept[bell]!.i, kept[bell]!.axis, inGun, glass) ? -1 : 1);
    // A half pin with a bar is plugged in by its pin: what it carries on its bar's end (a cone) points out of that end.
    const pinned = members.find((k) => PIN_BAR.test(cleanDescription(parts[kept[k]!.i]!.file?.description ?? '')));
    const pinWay = pinned !== undefined && inGun.size > 1 ? Math.sign(dot(sub(boxCentre(boxOfParts(parts, [...inGun].filter((i) => i !== kept[pinned]!.i))), boxCentre(parts[kept[pinned]!.i]!.bodyBounds)), axis)) || undefined : undefined;
    const known = hollowEnd !== undefined ? -Math.sign(dot(kept[hollowEnd]!.axis, axis)) || -1 : bellWay ?? (nozzleEnd ?? mounted ?? pinWay);
    let best: { tip: [number, number, number]; dir: [number, number, number] } | undefined;
    for (const sign of known !== undefined ? [known] : [1, -1]) {
      const dir: [number, number, number] = [axis[0] * sign, axis[1] * sign, axis[2] * sign];
      const tip = farthestAlong([...inGun].map((i) => parts[i]!), dir);
      // (Ends as far out within a hair are a tie, kept by the first: an exporter's rounding noise does not turn a barrel round.)
      if (!best || dot(sub(tip, middle), dir) > dot(sub(best.tip, middle), best.dir) + LEVEL_WITH) best = { tip, dir };
    }
    let { tip, dir } = best!;
    let what = barrelWords(members.map((k) => kept[k]!.barrel));
    if (known === undefined && dot(sub(tip, middle), dir) <= 0) continue;
    // A disc held over a stick's muzzle closes it: the stick is a plunger or a manipulator arm, not a gun.
    // (It still needs a free line beyond its cup: a round tile on a hull's bar is detail.)
    const stick = members.every((k) => kept[k]!.barrel === 'bar' || kept[k]!.barrel === 'nozzle');
    const cup = !stick ? undefined : [...inGun].flatMap((i) => graph.held[i]!).find((j) => !inGun.has(j) && !taken[j] && !crew.has(j) && inside(parts[j]!.bodyBounds, tip) && PLUNGER_CUPS.test(cleanDescription(parts[j]!.file?.description ?? '')));
    const blockedAt = (from: readonly number[], way: readonly number[]) =>
      LINE_OF_FIRE.some((t) => {
        const q: [number, number, number] = [from[0]! + way[0]! * t, from[1]! + way[1]! * t, from[2]! + way[2]! * t];
        return bodyAt(q, (j) => inGun.has(j) || j === cup);
      });
    let blocked = blockedAt(tip, dir);
    // A bar plugged into a round brick's hollow stud, sticking out of it at one end only, fires out of that end where it
    // is free (the Alienator's roof rods, held by a clip at their tips and by the brick at their back, against the
    // engine block: the end farther from the middle is the blocked one).
    const barOut = known === undefined && cup === undefined && bars ? barSide(members.map((k) => kept[k]!), parts, axis) : undefined;
    if (barOut !== undefined && dot(dir, axis) * barOut < 0) {
      const out: [number, number, number] = [axis[0] * barOut + 0, axis[1] * barOut + 0, axis[2] * barOut + 0];
      const outTip = farthestAlong([...inGun].map((i) => parts[i]!), out);
      if (!blockedAt(outTip, out)) ({ tip, dir, blocked } = { tip: outTip, dir: out, blocked: false });
    }
    const back: [number, number, number] = [-dir[0], -dir[1], -dir[2]];
    // A bar whose mount says it points in across the piece (its muzzle nearer the middle than its back end) fires only
    // with a clear line all the way out (an antenna in the hull's trench does not).
    const inward = mounted !== undefined && dot(sub(tip, middle), dir) < dot(sub(farthestAlong([...inGun].map((i) => parts[i]!), back), middle), back);
    if (!blocked && inward) blocked = !clearOut(tip, dir, whole, (q) => bodyAt(q, (j) => inGun.has(j)));
    // A lone 1 x 1 cone or round brick is open at its bottom too: with its stud end buried, a bottom pointing backward is an exhaust,
    // and, where the front is sure, an open bottom pointing forward is a muzzle (a cruiser's twin nose guns).
    const finned = members.some((k) => FINNED.test(cleanDescription(parts[kept[k]!.i]!.file?.description ?? '')));
    // (A walker has no exhausts, but finned round bricks are a thruster's tail on anything: the Alienator's, blowing back.)
    const stern = front ?? (finned && frontSure ? facing : undefined);
    const bottomOut = (k: number) => stern && (dot(back, stern) < -0.7 || (frontSure && front !== undefined && dot(back, front) > 0.7 && OPEN_BOTTOM.test(cleanDescription(parts[kept[k]!.i]!.file?.description ?? ''))));
    if (blocked && hollowEnd !== undefined && bottomOut(hollowEnd)) {
      const backTip = farthestAlong([...inGun].map((i) => parts[i]!), back);
      if (!blockedAt(backTip, back)) ({ tip, dir, blocked } = { tip: backTip, dir: back, blocked: false });
    }
    if (blocked) continue;
    // A lone round end open ahead with a Technic joiner in line behind it, open out of the build's back, is a jet
    // engine: its intake and its nozzle (the mini X-wing's four nacelles, batch 42). It blows backward: an exhaust.
    const nozzle = lone !== undefined && front !== undefined && dot(dir, front) > STICK_FORWARD ? enginesNozzle(parts, graph, nozzles(), lone.i, dir) : undefined;
    if (nozzle !== undefined) {
      guns.push({ kind: 'exhaust', parts: [lone!.i, nozzle], aim: [-dir[0], -dir[1], -dir[2]], reason: `${parts[lone!.i]!.part} + ${parts[nozzle]!.part}: a round end open ahead and a joiner open behind it, in line: a jet engine's intake and nozzle, blowing backward: a rocket booster (+1 Movement)` });
      continue;
    }
    if (cup !== undefined) {
      const withCup = [...inGun, cup].sort((a, b) => a - b);
      guns.push({ kind: 'plunger', parts: withCup, aim: dir, reason: `${withCup.map((i) => parts[i]!.part).join(' + ')}: a ${what} barrel whose end a disc closes: a plunger arm that grabs and strikes, a Level 0 hit, not a gun` });
      continue;
    }
    const memberParts = [...inGun].sort((a, b) => a - b);
    // A stick splayed out at 45° or more is a cockpit's lever, not a chin gun.
    // (In a submodel its builder named a gun, a stick is a barrel whichever way it points: a tail gun.)
    // (Where the front is only a guess, every stick has its vote on where the piece faces; the guns are then read again from there.)
    if (members.some((k) => kept[k]!.barrel === 'stick') && frontSure && !(dot(dir, facing) > STICK_FORWARD) && !memberParts.every((i) => armed.has(i))) {
      // A loudhailer's bell blowing straight backward is a thruster's nozzle (the Blacktron ships', the STAP's).
      if (bell !== undefined && dot(dir, facing) < -STICK_FORWARD) guns.push({ kind: 'exhaust', parts: memberParts, aim: dir, reason: `${memberParts.map((i) => parts[i]!.part).join(' + ')}: a loudhailer's bell blowing backward out of the piece: a thruster's nozzle, a rocket booster (+1 Movement)` });
      continue;
    }
    // A walker has no exhausts; a build that rolls or flies blows them backward.
    const wide = members.some((k) => kept[k]!.barrel === 'wide');
    // A cannon's four-pip end is its muzzle: a bar or a torch plugged into a cone's tip is a one-pip barrel on its body.
    const reach = (k: number) => dot(farthestAlong([parts[kept[k]!.i]!], dir), dir);
    const muzzle = members.reduce((a, b) => (reach(b) > reach(a) + LEVEL_WITH ? b : a));
    // (So is a bar reaching out past the four-pip end with a round brick on its tip: the hover truck's pod blasters.)
    const wideReach = wide ? Math.max(...members.filter((k) => kept[k]!.barrel === 'wide').map(reach)) : undefined;
    const barPast = wideReach !== undefined && members.some((k) => kept[k]!.barrel === 'bar' && reach(k) > wideReach + LEVEL_WITH);
    const thinMuzzle = kept[muzzle]!.barrel === 'bar' || kept[muzzle]!.barrel === 'nozzle';
    const wideMuzzle = wide && !thinMuzzle && !barPast;
    // (A slanting end is read by where it points across the ground.)
    const slanted = members.some((k) => kept[k]!.slanted);
    const way = slanted ? levelled(dir) : dir;
    // A wide end pointing anywhere but forward is an engine's intake or exhaust, not a cannon.
    if (wide && !(front && dot(way, front) > 0.7)) {
      if (stern && dot(way, stern) < -0.7) guns.push({ kind: 'exhaust', parts: memberParts, aim: dir, reason: `${memberParts.map((i) => parts[i]!.part).join(' + ')}: a wide hollow end pointing backward: an exhaust, a rocket booster (+1 Movement)` });
      continue;
    }
    // A hollow end blowing backward is an exhaust, whatever holds it in line behind it (a cone on a half pin with a bar,
    // the SP Undercover Cruiser's thrusters); a barrel ending in a bar or a torch is a gun fired backward.
    if (stern && dot(way, stern) < -0.7 && kept[muzzle]!.barrel === 'hollow') {
      guns.push({ kind: 'exhaust', parts: memberParts, aim: dir, reason: `${memberParts.map((i) => parts[i]!.part).join(' + ')}: a ${finned ? "finned round brick's open end" : 'hollow end'} pointing backward out of the piece: an exhaust, a rocket booster (+1 Movement)` });
      continue;
    }
    if (finned) continue;
    // (Round ends at a pod's end, one plugged on another, that do not blow backward are its intake: a bar on them is a gun.)
    if (members.some((k) => atPod.has(kept[k]!.i)) && members.every((k) => kept[k]!.barrel === 'hollow' || kept[k]!.barrel === 'wide')) continue;
    // A slanting end that blows nowhere backward is a lamp or a greeble: guns lie level.
    if (slanted) continue;
    // On an arm hanging down, only a barrel with a muzzle (a cone, a nozzle) is a gun: a round brick alone is the arm's own.
    if (members.some((k) => kept[k]!.hanging) && !members.some((k) => kept[k]!.barrel === 'nozzle' || kept[k]!.barrel === 'shooter' || coneAt(k))) continue;
    // A bar firing forward out of a 1 x 1 cone at its back end, the cone's open tip pointing backward, is a gun on an
    // engine: the cone and the glow on its tip are the engine's exhaust (the mini V-19's side barrels, batch 42).
    const tail = stern && dot(way, stern) > 0.7 && thinMuzzle ? rearCone(members.map((k) => kept[k]!), parts, dir) : undefined;
    if (tail !== undefined) {
      const at = dot(boxCentre(parts[tail]!.bodyBounds), dir);
      const exhaust = memberParts.filter((i) => i === tail || (!index.has(i) && dot(boxCentre(parts[i]!.bodyBounds), dir) < at));
      guns.push({ kind: 'exhaust', parts: exhaust, aim: [0 - dir[0], 0 - dir[1], 0 - dir[2]], reason: `${exhaust.map((i) => parts[i]!.part).join(' + ')}: a cone at the back of a barrel pointing forward, its open tip blowing backward: the engine under the gun, a rocket booster (+1 Movement)` });
      // (The gun is what is left: the group's own lists, read no more once this barrel is done.)
      memberParts.splice(0, memberParts.length, ...memberParts.filter((i) => !exhaust.includes(i)));
      members.splice(0, members.length, ...members.filter((k) => kept[k]!.i !== tail));
      what = barrelWords(members.map((k) => kept[k]!.barrel));
    }
    aims.set(guns.length, front ? dot(dir, front) : 1);
    // (Several binoculars in one gun are a rotary cluster's tubes: one launcher.)
    // Read "four-pip barrels" as length (the "cannonBarrel" interpretation): a barrel that long is a cannon.
    const length = extentAlong(members.map((k) => parts[kept[k]!.i]!), dir);
    const long = cannonLength !== undefined && length >= cannonLength;
    const tubes = wideMuzzle || long ? [] : memberParts.filter((i) => TWIN.test(cleanDescription(parts[i]!.file?.description ?? '')));
    const twin = tubes.length === 1 ? tubes[0] : undefined;
    const names = memberParts.map((i) => parts[i]!.part).join(' + ');
    guns.push({
      kind: wideMuzzle || long ? 'cannon' : 'gun',
      parts: memberParts,
      aim: dir,
      length,
      ...(twin !== undefined ? { twin } : {}),
      reason: wideMuzzle
        ? `${names}: a four-pip hollow end pointing forward out of the piece with nothing in front of it: a cannon (Level 3)`
        : long
          ? `${names}: a ${what} barrel ${Math.round(length)} LDU long, four pips or more, pointing out of the piece with nothing in front of it: a cannon (Level 3, the "cannonBarrel" interpretation)`
          : `${names}: a ${wide ? (barPast && !thinMuzzle ? `${BARREL_WORDS[kept[muzzle]!.barrel]} tip on a bar reaching out of a four-pip end, a one-pip barrel` : `${BARREL_WORDS[kept[muzzle]!.barrel]} tip on a four-pip barrel`) : `${what} barrel`} ${members.some((k) => kept[k]!.hanging) ? 'on an arm, aimed wherever the arm swings it,' : 'lying level'} and pointing out of the piece with nothing in front of it: a gun (Level 2)`,
    });
  }
  // A build bristling with barrels all round (a saucer's rim, a greebled hull) is detail: then only the forward ones fire.
  // Forward is the face's way; with no face to go by, the side most of them point to (the Falcon's mandible tips, not its cockpit's side).
  const firing = [...aims.keys()];
  if (firing.length > GREEBLE_COUNT && front) {
    const ahead = frontSure ? front : mostPointed(firing.map((k) => guns[k]!.aim));
    const forward = new Set(firing.filter((k) => dot(guns[k]!.aim, ahead) > 0.7));
    return withMissiles([...guns.filter((_, k) => !aims.has(k) || forward.has(k)), ...flames], parts, graph);
  }
  return withMissiles([...guns, ...flames], parts, graph);
}

/**
 * Which way along the axis (+1 or -1) the bars of a barrel of bars and hollow ends leave the hollow ends: past them at
 * that end only, and on the side every hollow end opens to (plugged into its stud). Undefined otherwise: a pin's bar
 * sticking out behind a cone whose open tip points ahead is the cone's mount, and the cone the muzzle.
 */
function barSide(members: readonly { i: number; barrel: Barrel; axis: readonly number[] }[], parts: readonly ModelPart[], axis: readonly number[]): 1 | -1 | undefined {
  const bars = members.flatMap((m) => (m.barrel === 'bar' ? [parts[m.i]!] : []));
  const hollows = members.filter((m) => m.barrel === 'hollow');
  if (bars.length === 0 || hollows.length === 0) return undefined;
  const ends = hollows.map((m) => parts[m.i]!);
  const past = (way: readonly number[]) => dot(farthestAlong(bars, way), way) > dot(farthestAlong(ends, way), way) + LEVEL_WITH;
  const [ahead, behind] = [past(axis), past(axis.map((v) => -v))];
  if (ahead === behind) return undefined;
  const side = ahead ? 1 : -1;
  return hollows.every((m) => -Math.sign(dot(m.axis, axis)) === side) ? side : undefined;
}

/**
 * A cone in front of a finned round brick, in line with it and held to it directly or through one body part, the cone
 * pointing out of the piece and the fins' open end back: a missile on its rack, nose ahead and fins behind (IV.F:
 * missiles mounted as weapons are Level 3), not a gun in front of an exhaust.
 */
function withMissiles(guns: readonly BuiltGun[], parts: readonly ModelPart[], graph: ConnectionGraph): BuiltGun[] {
  const title = (i: number) => cleanDescription(parts[i]!.file?.description ?? '');
  const tails = new Map<number, number>();
  guns.forEach((g, k) => {
    if (g.kind === 'exhaust' && g.parts.length === 1 && FINNED.test(title(g.parts[0]!))) tails.set(g.parts[0]!, k);
  });
  if (tails.size === 0) return [...guns];
  const merged = new Set<number>();
  const missiles: BuiltGun[] = [];
  guns.forEach((g, k) => {
    if (g.kind !== 'gun' || g.parts.length !== 1 || !CONE.test(title(g.parts[0]!))) return;
    const cone = g.parts[0]!;
    const nose = boxCentre(parts[cone]!.bodyBounds);
    for (const [tail, e] of tails) {
      if (merged.has(e) || dot(guns[e]!.aim, g.aim) > -0.9) continue;
      // Behind the nose on its line, a short body's length away at most.
      const gap = boxCentre(parts[tail]!.bodyBounds).map((v, a) => nose[a]! - v);
      const along = dot(gap, g.aim);
      const across = Math.hypot(...gap.map((v, a) => v - along * g.aim[a]!));
      if (along <= 0 || along > MISSILE_LENGTH || across > MISSILE_ACROSS) continue;
      const body = graph.held[cone]!.includes(tail) ? [] : graph.held[cone]!.filter((j) => graph.held[tail]!.includes(j)).slice(0, 1);
      if (body.length === 0 && !graph.held[cone]!.includes(tail)) continue;
      merged.add(k);
      merged.add(e);
      missiles.push({ kind: 'missile', parts: [tail, ...body, cone], aim: g.aim, reason: `${[tail, ...body, cone].map((i) => parts[i]!.part).join(' + ')}: a cone in front of a finned round brick, fins behind and nose pointing out of the piece: a missile (Level 3)` });
      break;
    }
  });
  return [...guns.filter((_, k) => !merged.has(k)), ...missiles];
}

/** A missile's nose is at most this far (LDU) ahead of its fins (four bricks' depth), and this far off their line. */
const MISSILE_LENGTH = 100;
const MISSILE_ACROSS = 4;

/** The side (of the four) the most of these aims point to. */
function mostPointed(aims: readonly (readonly number[])[]): [number, number, number] {
  const sides: [number, number, number][] = [[1, 0, 0], [-1, 0, 0], [0, 0, 1], [0, 0, -1]];
  const votes = sides.map((s) => aims.filter((a) => dot(a, s) > 0.7).length);
  return sides[votes.indexOf(largest(votes))]!;
}

/** Where two guns or more agree to point (agreedAim); nothing for one gun, which may be a tail gun. */
export function gunsAim(guns: readonly BuiltGun[]): [number, number, number] | undefined {
  const firing = guns.filter(fires);
  return firing.length < 2 ? undefined : agreedAim(firing.map((g) => g.aim));
}

/** The direction a barrel part points along: a cone or an open stud along its stud axis, a bar along its length, a loudhailer out of its bell. */
function barrelAxis(p: ModelPart, barrel: Barrel, bell: boolean): [number, number, number] {
  const m = p.matrix;
  const g = p.geometry!;
  if (bell) {
    // Its bell opens towards its own -Z.
    const v: [number, number, number] = [-m[5]!, -m[8]!, -m[11]!];
    const len = Math.hypot(...v) || 1;
    return [v[0] / len, v[1] / len, v[2] / len];
  }
  let k = 1;
  if (barrel === 'bar' || barrel === 'nozzle' || barrel === 'shooter' || barrel === 'stick') {
    const size = [0, 1, 2].map((a) => g.bodyBounds.max[a]! - g.bodyBounds.min[a]!);
    k = size.indexOf(largest(size));
  }
  const v: [number, number, number] = [m[3 + k]!, m[6 + k]!, m[9 + k]!];
  const len = Math.hypot(...v) || 1;
  return [v[0] / len, v[1] / len, v[2] / len];
}

/** A muzzle of the gun's (a cone, or a see-through 1 x 1 round plate) sits behind a loudhailer's bell, on its narrow end. */
function lensBehind(parts: readonly ModelPart[], i: number, bellAxis: readonly number[], inGun: ReadonlySet<number>, glass: readonly boolean[]): boolean {
  const centre = boxCentre(parts[i]!.bodyBounds);
  const muzzle = (j: number) => {
    const d = cleanDescription(parts[j]!.file?.description ?? '');
    return CONE.test(d) || (glass[j] === true && LENS.test(d));
  };
  return [...inGun].some((j) => j !== i && muzzle(j) && dot(sub(boxCentre(parts[j]!.bodyBounds), centre), bellAxis) < 0);
}

/** How far a group of parts reaches along a direction, end to end (LDU). */
function extentAlong(list: readonly ModelPart[], dir: readonly number[]): number {
  const ahead = farthestAlong(list, dir);
  const behind = farthestAlong(list, [-dir[0]!, -dir[1]!, -dir[2]!]);
  return dot(sub(ahead, behind), dir);
}

/** +1 or -1 along the axis when every nozzle lies on that side of the gun's middle; undefined when there is none or they disagree. */
function muzzleSide(nozzles: readonly number[], all: readonly number[], axis: readonly number[], parts: readonly ModelPart[]): number | undefined {
  if (nozzles.length === 0) return undefined;
  const centre = boxCentre(boxOfParts(parts, all));
  const sides = new Set(nozzles.map((i) => Math.sign(dot(sub(boxCentre(parts[i]!.bodyBounds), centre), axis))));
  return sides.size === 1 && !sides.has(0) ? [...sides][0] : undefined;
}

/** Steps (LDU) of the line of fire followed out of the piece's box. */
const CLEAR_STEP = 8;

/** Whether nothing stands on the line from `from` along `way` until it leaves the box. */
function clearOut(from: readonly number[], way: readonly number[], box: { min: readonly number[]; max: readonly number[] }, body: (q: readonly number[]) => boolean): boolean {
  for (let t = CLEAR_STEP; ; t += CLEAR_STEP) {
    const q = [from[0]! + way[0]! * t, from[1]! + way[1]! * t, from[2]! + way[2]! * t];
    if (q.some((v, k) => v < box.min[k]! || v > box.max[k]!)) return true;
    if (body(q)) return false;
  }
}

/** A barrel's mount holds it within this share of its length from one end. */
const MOUNT_END = 0.35;

/**
 * +1 or -1 along the axis when everything holding the barrel holds it near the
 * other end (the muzzle is the free end); undefined when nothing holds it or it
 * is held at its middle or at both ends.
 */
function mountedEnd(parts: readonly ModelPart[], graph: ConnectionGraph, gun: ReadonlySet<number>, axis: readonly number[]): number | undefined {
  const list = [...gun].map((i) => parts[i]!);
  const lo = dot(farthestAlong(list, [-axis[0]!, -axis[1]!, -axis[2]!]), axis);
  const length = extentAlong(list, axis);
  if (length <= 0) return undefined;
  const sides = new Set<number>();
  for (const i of gun) {
    for (const j of graph.held[i]!) {
      if (gun.has(j)) continue;
      // Where the two meet: the middle of the overlap of their boxes.
      const a = parts[i]!.bodyBounds;
      const b = parts[j]!.bodyBounds;
      const at = [0, 1, 2].map((k) => (Math.max(a.min[k]!, b.min[k]!) + Math.min(a.max[k]!, b.max[k]!)) / 2);
      const t = (dot(at, axis) - lo) / length;
      sides.add(t <= MOUNT_END ? 1 : t >= 1 - MOUNT_END ? -1 : 0);
    }
  }
  return sides.size === 1 && !sides.has(0) ? [...sides][0] : undefined;
}

function farthestAlong(list: readonly ModelPart[], dir: readonly number[]): [number, number, number] {
  let bestD = -Infinity;
  for (const p of list) {
    const b = p.bodyBounds;
    for (const x of [b.min[0]!, b.max[0]!]) for (const y of [b.min[1]!, b.max[1]!]) for (const z of [b.min[2]!, b.max[2]!]) bestD = Math.max(bestD, x * dir[0]! + y * dir[1]! + z * dir[2]!);
  }
  // The muzzle's centre: the far face of the boxes, at the middle of the barrel's cross-section.
  const c = boxCentre(unionBox(list.map((p) => p.bodyBounds))!);
  const along = bestD - dot(c, dir);
  return [c[0] + dir[0]! * along, c[1] + dir[1]! * along, c[2] + dir[2]! * along];
}

function inside(b: { min: readonly number[]; max: readonly number[] }, q: readonly number[]): boolean {
  return q[0]! > b.min[0]! + 0.5 && q[0]! < b.max[0]! - 0.5 && q[1]! > b.min[1]! + 0.5 && q[1]! < b.max[1]! - 0.5 && q[2]! > b.min[2]! + 0.5 && q[2]! < b.max[2]! - 0.5;
}

function offAxis(a: readonly number[], b: readonly number[], axis: readonly number[]): number {
  const d = sub(b, a);
  const t = dot(d, axis);
  return Math.hypot(d[0]! - axis[0]! * t, d[1]! - axis[1]! * t, d[2]! - axis[2]! * t);
}

function sub(a: readonly number[], b: readonly number[]): [number, number, number] {
  return [a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!];
}

/** A direction's heading across the ground (unit, level). */
function levelled(v: readonly number[]): [number, number, number] {
  const len = Math.hypot(v[0]!, v[2]!) || 1;
  return [v[0]! / len, 0, v[2]! / len];
}

function dot(a: readonly number[], b: readonly number[]): number {
  return a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
}

/**
 * The Technic joiner in line behind a round end that fires along `fire`, within a nacelle's length and reaching out
 * past it: a jet engine's nozzle. Undefined when there is none.
 */
function enginesNozzle(parts: readonly ModelPart[], graph: ConnectionGraph, joiners: readonly number[], i: number, fire: readonly number[]): number | undefined {
  const c = boxCentre(parts[i]!.bodyBounds);
  // (Nor one a pin plugs on it: a cone on a pin in a joiner is one barrel, the Space Police ship's nose guns.)
  const pins = new Set(graph.neighbours[i]!.filter((k) => PIN.test(cleanDescription(parts[k]!.file?.description ?? ''))));
  const back = [-fire[0]!, -fire[1]!, -fire[2]!];
  const end = dot(farthestAlong([parts[i]!], back), back);
  return joiners.find((j) => {
    const cj = boxCentre(parts[j]!.bodyBounds);
    const behind = dot(sub(cj, c), back);
    // (A joiner plugged on the round end is its barrel, the cone its muzzle: a gun. A nacelle holds its ends apart.)
    return behind >= NACELLE_MIN && behind <= NACELLE && offAxis(c, cj, fire) <= NOZZLE_ACROSS && dot(farthestAlong([parts[j]!], back), back) > end && !graph.neighbours[j]!.some((k) => pins.has(k));
  });
}

/**
 * The 1 x 1 cone at a barrel's back end (nothing of the barrel reaches further back), its open stud tip (its own -Y,
 * against the axis) pointing backward. A barrel of a bar and more; undefined otherwise.
 */
function rearCone(members: readonly { i: number; barrel: Barrel; axis: readonly number[] }[], parts: readonly ModelPart[], fire: readonly number[]): number | undefined {
  if (members.length < 2 || !members.some((m) => m.barrel === 'bar')) return undefined;
  const back = fire.map((v) => -v);
  const reach = (m: { i: number }) => dot(farthestAlong([parts[m.i]!], back), back);
  const last = members.reduce((a, b) => (reach(b) > reach(a) ? b : a));
  if (members.some((m) => m !== last && reach(m) > reach(last) - LEVEL_WITH)) return undefined;
  return last.barrel === 'hollow' && CONE_1X1.test(cleanDescription(parts[last.i]!.file?.description ?? '')) && dot(last.axis, fire) > 0.9 ? last.i : undefined;
}
