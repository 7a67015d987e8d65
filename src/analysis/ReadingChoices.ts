/**
 * The choices the analysis makes where the rules are silent or ambiguous
 * about what a build IS (how long a pip is, what a part counts as). The
 * game layers add their own (rules/block-duel-chess/Interpretations.ts);
 * `brickstats interpretations` lists them all.
 */
export interface ReadingChoices {
  /** How long 1 p is. The rules: "1 inch = 4 p" (quarter-inch, 15.875 LDU); or the 8 mm stud pitch (20 LDU). */
  readonly ruler: 'quarter-inch' | 'stud';
  /**
   * Block Value of a part. 'plate-or-brick': 1 for parts under a brick's height (24 LDU) or with no studs
   * or holes, 3 for the rest (the rules name only plates and bricks). 'height-in-plates': height / 8 LDU, rounded, at least 1.
   */
  readonly blockValue: 'plate-or-brick' | 'height-in-plates';
  /** Pip Count of a part with neither studs nor holes (a sword, an arm): the rules give none; it counts as one pip. */
  readonly pipCountOfBare: 1;
  /** The Core as one block: its largest part ('largest-part'), or the sum of all its parts' Comps ('sum-of-parts'). */
  readonly coreBlock: 'largest-part' | 'sum-of-parts';
  /** Propellers are boost parts (+1 M), or Level 3 "propeller fan" weapons. */
  readonly propeller: 'boost' | 'weapon';
  /** Shiny parts on the outside (chrome, pearl, metal colours; small round parts) count as Level 3 beams, or not at all. */
  readonly shinyBeams: 'count' | 'ignore';
  /** A bow shoots (a Level 2 projectile weapon, like a gun) or is held and swung (a Level 1 hand weapon). */
  readonly bow: 'projectile' | 'hand-weapon';
  /** Tracks roll like wheels (3 squares, cross), or the build stands on them as on a rectangular block. */
  readonly tracks: 'wheels' | 'block';
  /** A seated pilot's helmet protects the vehicle's crew: one armour of the piece, or none. */
  readonly pilotHelmet: 'armour' | 'none';
  /** Struts a flying build lands on: its legs, or not (it stands on what touches the ground). */
  readonly landingStruts: 'not-legs' | 'legs';
  /** A vehicle's face: its windscreen (where the crew looks out), or its front grille. */
  readonly vehicleFace: 'windscreen' | 'grille';
  /**
   * "Cannons (four-pip barrels)": four pips across (a 2 x 2 round end; a thin barrel of any length is a
   * one-pip gun), or four pips along (a barrel that long or longer is a cannon, however thin).
   */
  readonly cannonBarrel: 'across' | 'along';
  /** A rider astride a mount grips its flanks with his legs (the mount's legs walk and kick), or kicks with them too. */
  readonly riderLegs: 'grip' | 'kick';
}

export const DEFAULT_READING: ReadingChoices = {
  ruler: 'quarter-inch',
  blockValue: 'plate-or-brick',
  pipCountOfBare: 1,
  coreBlock: 'largest-part',
  propeller: 'boost',
  shinyBeams: 'count',
  bow: 'projectile',
  tracks: 'wheels',
  pilotHelmet: 'armour',
  landingStruts: 'not-legs',
  vehicleFace: 'windscreen',
  cannonBarrel: 'across',
  riderLegs: 'grip',
};

/** What each choice means, for explanations. */
export const READING_TEXT: { readonly [K in keyof ReadingChoices]: string } = {
  ruler: 'ruler: 1 p = a quarter inch (15.875 LDU), as the rules\' "1 inch = 4 p"; "stud" uses the 8 mm stud pitch (20 LDU)',
  blockValue: 'Block Value: a part as tall as a brick (24 LDU) with studs or holes is a brick (3), anything else a plate (1)',
  pipCountOfBare: 'Pip Count: a part with no studs and no holes counts as one pip',
  coreBlock: 'Core: measured as one block, its largest part',
  propeller: 'propellers are boost parts, not Level 3 fans',
  shinyBeams: 'shiny parts: small chrome parts on the outside of a build (on a minifig, pearl and metal ones too) are Level 3 beams',
  bow: 'bows shoot: a Level 2 projectile weapon ("hand-weapon": a Level 1 hand weapon)',
  tracks: 'tracks roll as wheels ("block": the build stands on them as on a rectangular block)',
  pilotHelmet: "a seated pilot's helmet is one armour of the vehicle (\"none\": it protects only the pilot)",
  landingStruts: 'struts a flying build lands on are not legs ("legs": they are its legs)',
  vehicleFace: "a vehicle's face is its windscreen, where the crew looks out (\"grille\": its front grille)",
  cannonBarrel: 'a cannon\'s "four-pip barrel" is four pips across, a 2 x 2 round end; a thin barrel of any length is a one-pip gun ("along": a barrel four pips long or longer is a cannon)',
  riderLegs: "a rider astride a mount grips its flanks with his legs: the mount's legs walk and kick, not his (\"kick\": his legs are Level 0 hits too)",
};

export const READING_CHOICES: { readonly [K in keyof ReadingChoices]: readonly ReadingChoices[K][] } = {
  ruler: ['quarter-inch', 'stud'],
  blockValue: ['plate-or-brick', 'height-in-plates'],
  pipCountOfBare: [1],
  coreBlock: ['largest-part', 'sum-of-parts'],
  propeller: ['boost', 'weapon'],
  shinyBeams: ['count', 'ignore'],
  bow: ['projectile', 'hand-weapon'],
  tracks: ['wheels', 'block'],
  pilotHelmet: ['armour', 'none'],
  landingStruts: ['not-legs', 'legs'],
  vehicleFace: ['windscreen', 'grille'],
  cannonBarrel: ['across', 'along'],
  riderLegs: ['grip', 'kick'],
};

/** Length of 1 p in LDU for a ruler. */
export function pipLength(ruler: ReadingChoices['ruler']): number {
  switch (ruler) {
    case 'quarter-inch':
      return 25.4 / 4 / 0.4;
    case 'stud':
      return 20;
    default: {
      const never: never = ruler;
      return never;
    }
  }
}
