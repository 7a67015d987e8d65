import type { ModelPart } from '../ldraw/buildModel.ts';

/** One placement of an MPD submodel: its name, how deep it sits, and every part inside it (nested ones too). */
export interface SubmodelInstance {
  /** The chain of line numbers that placed it, e.g. "12/5". */
  readonly key: string;
  readonly name: string;
  readonly depth: number;
  readonly parts: number[];
}

/**
 * The submodel placements of a piece. Builders draw a head, an arm, a leg or a
 * cockpit as a submodel of its own, so these are the sub-assemblies a player
 * sees; a part's id ("10/208/76") is the chain of placements that led to it.
 */
export function submodelInstances(parts: readonly ModelPart[]): SubmodelInstance[] {
  const byKey = new Map<string, SubmodelInstance>();
  // (A library assembly expanded in place, a steering wheel's "3829c01", is no submodel of the builder's.)
  const assemblies = new Set<string>();
  parts.forEach((p, i) => {
    const ids = p.id.split('/');
    for (let d = 0; d < p.submodel.length && d < ids.length - 1; d++) {
      const key = ids.slice(0, d + 1).join('/');
      let inst = byKey.get(key);
      if (!inst) {
        byKey.set(key, (inst = { key, name: tidyName(p.submodel[d]!), depth: d + 1, parts: [] }));
        if (/\.dat$/i.test(p.submodel[d]!)) assemblies.add(key);
      }
      inst.parts.push(i);
    }
  });
  const list = [...byKey.values()];
  // A set's name its builder put before every submodel's ("Mobile Rocket Transport - Tyres Back") says nothing of what
  // each one is: a rocket's in it does not make the tyres a missile.
  const own = (inst: SubmodelInstance) => !assemblies.has(inst.key);
  const prefix = sharedPrefix(list.filter(own).map((inst) => inst.name));
  return prefix ? list.map((inst) => (own(inst) ? { ...inst, name: inst.name.slice(prefix.length) } : inst)) : list;
}

/** The "Name - " every one of two or more distinct names starts with, if any. */
function sharedPrefix(names: readonly string[]): string | undefined {
  const distinct = [...new Set(names)];
  if (distinct.length < 2) return undefined;
  const first = /^(.+?\s+-\s+)\S/.exec(distinct[0]!)?.[1];
  return first !== undefined && distinct.every((n) => n.startsWith(first) && n.length > first.length) ? first : undefined;
}

/** The instances not inside another of the list: a limb inside a shoulder is that shoulder's. */
export function outermost<T extends SubmodelInstance>(list: readonly T[]): T[] {
  return list.filter((a) => !list.some((b) => b !== a && b.depth < a.depth && a.key.startsWith(b.key + '/')));
}

/** "7327 - Scorpion (Left Claw).ldr" -> "Scorpion (Left Claw)": the set number and extension say nothing. */
export function tidyName(name: string): string {
  return name.replace(/\.(ldr|dat|mpd)$/i, '').replace(/^\d+(-\d+)?\s*-\s*/, '').trim();
}

export type SubmodelRole = 'head' | 'cockpit' | 'eye' | 'mouth' | 'arm' | 'leg' | 'tail' | 'wing' | 'engine' | 'gun' | 'hand-weapon' | 'shield' | 'track' | 'landing-gear' | 'stand';

/** Not followed by a word for what holds the thing named: "Engine Base", "Wing Mount". */
const NOT_ITS_HOLDER = String.raw`(?!\s+(bases?|holders?|mounts?|pylons?|brackets?|supports?)\b)`;

/** What builders call the sub-assemblies, in the languages seen in real files (English, French, German, Spanish, Italian). */
const ROLE_NAMES: readonly [SubmodelRole, RegExp][] = [
  ['head', /\b(head|t[eê]te|kopf|cabeza|testa|skull|face|helm)\b/],
  // Before the limbs: a "Landing Gear Tail" is the gear under a ship's tail, a "landing leg" a strut it rests on, no limbs;
  // so is a parked trailer's "jack leg" or a crane's outrigger.
  ['landing-gear', /\b(landing (gears?|legs?|struts?|skids?)|(jack|support) ?legs?|outriggers?|stabili[sz]ers?|undercarriage|fahrwerk|train d ?atterrissage|tren de aterrizaje|carrello)\b/],
  ['cockpit', /\b(cockpit|cabin|cabine|canopy|(?<!draw )bridge)\b/],
  ['eye', /\b(eyes?|oeil|yeux|auge|augen|ojos?|occhi)\b/],
  // (German "Maul", but not Darth Maul: a minifig's submodel is named after its character.)
  ['mouth', /\b(mouth|jaws?|bouche|m[aâ]choire|(?<!darth )maul|boca|bocca|beak)\b/],
  // Before the limbs: a "shoulder cannon" or a "gun arm" fires; an arm holding a gun is that gun (IV.F).
  // What holds a weapon is not one: a "Rocket Holder", a "Gun Rack", a "Cannon Mount" or a "Rocket Hinge" (a gun's stand is the gun's).
  ['gun', /\b(guns?|cannons?|canons?|kanonen?|blasters?|lasers?|turrets?|missiles?|rockets?|torpedo(es)?|weapons?|armes?|fusils?|pistol(a|e|s)?)\b(?!\s+(holders?|racks?|mounts?|bays?|hinges?|cradles?|supports?|clamps?)\b)/],
  // A sword or spear built of bricks, held in a hand or a claw: a Level 1 hand weapon; its holder or rack is none.
  // ("Axe" is French for an axle.)
  ['hand-weapon', /\b(swords?|[eé]p[eé]es?|schwert(er)?|espadas?|spadas?|sabres?|sabers?|katanas?|daggers?|spears?|lances?|halberds?|tridents?)\b(?!\s+(holds?|holders?|racks?|stands?|mounts?)\b)/],
  ['shield', /\b(shields?|bouclier|escudo|scudo)\b/],
  // (What holds an engine is not one: an "Engine Base", an "Engine Mount" or a pylon. Nor is what holds a wing: a TIE
  // fighter's "Wing Base", the pylon its panel hangs on.)
  ['engine', new RegExp(String.raw`\b(engines?|thrusters?|boosters?|jets?|r[eé]acteurs?|moteurs?|turbines?|triebwerke?)\b` + NOT_ITS_HOLDER)],
  ['wing', new RegExp(String.raw`\b(wings?|ailes?|fl[uü]gel|alas?|ali)\b` + NOT_ITS_HOLDER)],
  // Before the limbs: a display stand's "stand-arm" holds the model up; the stand is no part of the piece.
  ['stand', /\b(stands?|pedestals?|plinths?)\b/],
  // A working machine's arm digs, drills or grabs with its tool: a limb too (a backhoe, a rover's sampling arm).
  // ("backhoe" is read as "back hoe": a side glued to the front of a name is cut off first. A "backhoe loader" is the machine.)
  // (A car's steering, control, swing or trailing arm is a linkage of its wheels, no limb.)
  ['arm', /(?<!\b(steering|control|swing|trailing|suspension|pitman|wiper|tone|rocker) )\b(arms?|bras|brazo|braccio|hands?|fists?|claws?|pinces?|pincers?|grippers?|shoulders?|[eé]paule|tentacles?|back ?hoes?(?! loaders?)|diggers?|drills?|grabbers?|manipulators?)\b/],
  ['leg', /\b(legs?|jambes?|beine?|piernas?|gambe|gamba|feet|foot|pieds?|f[uü]sse?|paws?|hooves|hoof)\b/],
  ['tail', /\b(tails?|queue|schwanz|cola|coda|stinger)\b/],
  ['track', /\b(tracks?|treads?|chenilles?|kette)\b/],
];

/** Whether some submodel holding one of the parts has a (tidied) name that passes the test; each name is read once. */
export function anySubmodelNamed(parts: readonly ModelPart[], unit: readonly number[], test: (tidy: string) => boolean): boolean {
  const read = new Set<string>();
  return unit.some((i) => parts[i]!.submodel.some((name) => {
    if (read.has(name)) return false;
    read.add(name);
    return test(tidyName(name));
  }));
}

/** The role a submodel's name gives it, or undefined. */
export function submodelRole(name: string): SubmodelRole | undefined {
  // A build names a few dozen submodels and asks about each one many times.
  if (roles.has(name)) return roles.get(name);
  // A starfighter's class ("Y-Wing Fighter - Container", "X-wing - Cockpit") names the whole craft, not a wing of it.
  const words = spaced(name).replace(/\b([abeknuvxy]) (wings?)\b/g, '$1$2');
  const role = ROLE_NAMES.find(([, re]) => re.test(words))?.[0];
  if (roles.size >= MAX_ROLES_KEPT) roles.clear();
  roles.set(name, role);
  return role;
}

const roles = new Map<string, SubmodelRole | undefined>();
/** Names whose role is kept; a folder of many builds starts over past this. */
const MAX_ROLES_KEPT = 4096;

/**
 * Names as builders write them, in words: "arm_left", "LeftArm", "rightleg",
 * "l-claw" all say which limb they are once split at _ - . and case changes,
 * and once a side glued to the front is cut off.
 */
export function spaced(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    // "arm1", "leg2": a number glued to a word numbers it.
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(left|right|front|back|rear|upper|lower|top|bottom)(?=[a-z])/g, '$1 ')
    // "armr", "legl": a side's letter glued to the end of a limb, as 8.3 file names write it.
    .replace(/\b(arm|leg|hand|foot|fist|claw|wing|shoulder)([lr])\b/g, '$1 $2');
}
