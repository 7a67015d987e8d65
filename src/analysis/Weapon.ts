import type { WeaponKind, WeaponLevel } from './partTraits.ts';

/** One weapon as the rules count it: possibly several parts (a hilt and its blade, an arm and its hand). */
export interface Weapon {
  readonly kind: WeaponKind;
  readonly level: WeaponLevel;
  /** Indices into the piece's part list. */
  readonly parts: readonly number[];
  /** Why these parts are one weapon, and why it is a weapon (the reasons its parts were given). */
  readonly reason: string;
  /** A limb moulded into a bigger part (a horse's leg): it has no studs or holes of its own to count. */
  readonly moulded?: boolean;
}
