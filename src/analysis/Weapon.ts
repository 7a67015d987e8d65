import type { WeaponKind, WeaponLevel } from './partTraits.ts';

/** One weapon as the rules count it: possibly several parts (a hilt and its blade, an arm and its hand). */
export interface Weapon {
  readonly kind: WeaponKind;
  readonly level: WeaponLevel;
  /** Indices into the piece's part list. */
  readonly parts: readonly number[];
  /** Why these parts are one weapon. */
  readonly reason: string;
}
