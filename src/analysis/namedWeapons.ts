import { fires, type BuiltGun } from './BuiltGun.ts';
import { outermost, submodelRole, type SubmodelInstance } from './submodelInstances.ts';

/** A submodel a builder named as a weapon (gun, cannon, blaster, missile, rocket, turret, sword, spear): one weapon of all its parts. */
interface NamedWeapon {
  readonly kind: 'gun' | 'cannon' | 'missile' | 'blade' | 'spear' | 'lance';
  readonly name: string;
  readonly parts: readonly number[];
}

export function namedWeapons(instances: readonly SubmodelInstance[], inHead: ReadonlySet<number>, crew: ReadonlySet<number>, partCount: number): NamedWeapon[] {
  const named = instances.filter((inst) => namesAWeapon(inst.name) && inst.parts.length <= partCount / 2 && !carriesItsLoad(inst, instances));
  return outermost(named).flatMap((inst) => {
    const parts = inst.parts.filter((i) => !inHead.has(i) && !crew.has(i));
    if (parts.length === 0) return [];
    const kind = submodelRole(inst.name) === 'hand-weapon' ? handWeaponKind(inst.name) : /\b(missiles?|rockets?|torpedo(es)?)\b/i.test(inst.name) ? 'missile' : /\b(cannons?|canons?)\b/i.test(inst.name) ? 'cannon' : 'gun';
    return [{ kind, name: inst.name, parts }];
  });
}

/** A submodel's name says it is a weapon: a gun, a cannon, a missile, a sword, a spear. */
export function namesAWeapon(name: string): boolean {
  const role = submodelRole(name);
  return role === 'gun' || role === 'hand-weapon';
}

/** A carrier named with its load ("Trailer + Rocket") is not the weapon: the load's own submodel inside it is. */
function carriesItsLoad(inst: SubmodelInstance, instances: readonly SubmodelInstance[]): boolean {
  const role = submodelRole(inst.name);
  return CARRIER.test(inst.name) && instances.some((o) => o.key.startsWith(inst.key + '/') && !CARRIER.test(o.name) && submodelRole(o.name) === role);
}

/** Words naming what carries a weapon, not the weapon: a trailer or a cart with a rocket on it. */
const CARRIER = /\b(trailers?|trucks?|carts?|wagons?|carriages?|vehicles?|buggy|buggies|rovers?|sleds?|sledges?|dollies|dolly|holders?|racks?|stands?|mounts?|bays?)\b/i;

/** Named weapons a hand or a claw swings, not fires. */
export const LEVEL_ONE_NAMED: ReadonlySet<NamedWeapon['kind']> = new Set(['blade', 'spear', 'lance']);

/** A spear by its name (a trident, a halberd), a lance, else a blade (a sword, a sabre, a dagger). */
function handWeaponKind(name: string): 'blade' | 'spear' | 'lance' {
  return /\blances?\b/i.test(name) ? 'lance' : /\b(spears?|halberds?|tridents?)\b/i.test(name) ? 'spear' : 'blade';
}

/**
 * Guns found inside submodels named as guns count only where a submodel holds
 * two or more (then it is that many guns); one barrel in it is the named gun itself.
 */
export function splitNamedGuns(guns: readonly BuiltGun[], armedOf: ReadonlyMap<number, number>): BuiltGun[] {
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

/** The named gun submodel a found gun lies wholly inside, if any. */
export function namedGunOf(g: BuiltGun, armedOf: ReadonlyMap<number, number>): number | undefined {
  const k = armedOf.get(g.parts[0]!);
  return k !== undefined && g.parts.every((i) => armedOf.get(i) === k) ? k : undefined;
}
