import type { BoostKind, MinifigBody, WeaponKind, WeaponLevel } from './partTraits.ts';

export type Section = 'head' | 'core' | 'base';
export type PartFunction = 'none' | 'weapon' | 'boost' | 'armour';

/** How sure a label is: a player audits the low ones first. */
export type Confidence = 'high' | 'medium' | 'low';

/** What one part is in the rules, and why. */
export interface PartLabel {
  readonly section: Section;
  readonly function: PartFunction;
  readonly weapon: { readonly kind: WeaponKind; readonly level: WeaponLevel } | null;
  readonly boost: BoostKind | null;
  /** Headwear, plumes, flags, capes: not measured as the Head's top. */
  readonly accessory: boolean;
  /** The minifig body part this is (its description says), or null: weapons and measuring ask. */
  readonly body: MinifigBody | null;
  readonly sectionReason: string;
  readonly functionReason: string;
  readonly corrected: boolean;
  /** How sure the section and the function are (the lower of the two), and why. */
  readonly confidence: Confidence;
  readonly confidenceReason: string;
  /** Parts with the same group are one weapon (the Head, a limb, a gun of several parts). */
  readonly weaponGroup?: string;
  /** Parts with the same group are one shield or one piece of armour (a shield built of bricks): it counts once. */
  readonly armourGroup?: string;
  /** Legs moulded into this part (a horse's body): each one more Level 0 hit weapon. */
  readonly legs?: number;
  /** Other weapons moulded into this part (a scorpion's pincers and stinger): each one more Level 0 hit. */
  readonly strikes?: readonly string[];
  /** Binoculars in a gun: two tubes side by side, so the gun counts as two weapons (IV.F). */
  readonly twin?: boolean;
  /** A wheel or a track the piece rolls on. */
  readonly rolls?: boolean;
  /** Which way a gun built of parts fires, or an exhaust blows (a unit vector in the model's axes): a faceless piece faces where its guns point, away from its engines. */
  readonly aim?: readonly [number, number, number];
  /** A window of a car's cab read from its windows (not a plane's): where the panes sit in it says where the piece looks. */
  readonly pane?: true;
  /** The limb of a brick-built piece this part belongs to. */
  readonly limb?: 'arm' | 'leg' | 'tail';
}
