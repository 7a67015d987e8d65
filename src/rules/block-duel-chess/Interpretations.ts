/**
 * Every place where the Block Duel Chess rules are silent or ambiguous, with
 * the choice brickstats makes by default. Each stat's explanation names the
 * interpretations it used, and every one can be switched (CLI --set name=value,
 * or in the viewer).
 */
export interface Interpretations {
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
  /** A weapon made of several parts (hilt and blade, arm and hand) is valued by its largest part's Comp, or by the sum. */
  readonly weaponValue: 'largest-part' | 'sum-of-parts';
  /** Normal's Colour Bonus: "all colours" match, so 'all-colours' gives +5 per colour; 'none' gives none. */
  readonly normalColourBonus: 'none' | 'all-colours';
  /** "-(D/2)": the Defense Modifier takes away half of the base Defense (rounded half up). */
  readonly halfDefense: 'half-of-base';
  /** M and R "can be from 1 to 4": 'clamp' keeps them there; 'none' reports the raw sum. */
  readonly clampMovementRange: 'clamp' | 'none';
  /** Propellers are boost parts (+1 M), or Level 3 "propeller fan" weapons. */
  readonly propeller: 'boost' | 'weapon';
  /** Shiny parts on the outside (chrome, pearl, metal colours; small round parts) count as Level 3 beams, or not at all. */
  readonly shinyBeams: 'count' | 'ignore';
}

export const DEFAULT_INTERPRETATIONS: Interpretations = {
  ruler: 'quarter-inch',
  blockValue: 'plate-or-brick',
  pipCountOfBare: 1,
  coreBlock: 'largest-part',
  weaponValue: 'largest-part',
  normalColourBonus: 'none',
  halfDefense: 'half-of-base',
  clampMovementRange: 'clamp',
  propeller: 'boost',
  shinyBeams: 'count',
};

/** What each choice means, for explanations. */
export const INTERPRETATION_TEXT: { readonly [K in keyof Interpretations]: string } = {
  ruler: 'ruler: 1 p = a quarter inch (15.875 LDU), as the rules\' "1 inch = 4 p"; "stud" uses the 8 mm stud pitch (20 LDU)',
  blockValue: 'Block Value: a part as tall as a brick (24 LDU) with studs or holes is a brick (3), anything else a plate (1)',
  pipCountOfBare: 'Pip Count: a part with no studs and no holes counts as one pip',
  coreBlock: 'Core: measured as one block, its largest part',
  weaponValue: 'Weapon Value: a weapon of several parts is valued by its largest part',
  normalColourBonus: 'Colour Bonus of Normal: none (its "all colours" would make it always best)',
  halfDefense: '-(D/2): half of the base Defense, rounded half up, is taken away',
  clampMovementRange: 'Movement and Range are kept within 1..4',
  propeller: 'propellers are boost parts, not Level 3 fans',
  shinyBeams: 'shiny parts: small chrome, pearl or metal parts on the outside of the piece are Level 3 beams',
};

const CHOICES: { readonly [K in keyof Interpretations]: readonly Interpretations[K][] } = {
  ruler: ['quarter-inch', 'stud'],
  blockValue: ['plate-or-brick', 'height-in-plates'],
  pipCountOfBare: [1],
  coreBlock: ['largest-part', 'sum-of-parts'],
  weaponValue: ['largest-part', 'sum-of-parts'],
  normalColourBonus: ['none', 'all-colours'],
  halfDefense: ['half-of-base'],
  clampMovementRange: ['clamp', 'none'],
  propeller: ['boost', 'weapon'],
  shinyBeams: ['count', 'ignore'],
};

/** Applies `name=value` settings; returns an error message for an unknown name or value. */
export function withSettings(base: Interpretations, settings: readonly string[]): Interpretations | string {
  const out: Record<string, unknown> = { ...base };
  for (const setting of settings) {
    const [name, value] = setting.split('=', 2).map((s) => s.trim());
    if (!name || !(name in CHOICES)) return `unknown interpretation "${name}"; known: ${Object.keys(CHOICES).join(', ')}`;
    const choices = CHOICES[name as keyof Interpretations] as readonly unknown[];
    const parsed = choices.find((c) => String(c) === value);
    if (parsed === undefined) return `${name} must be one of ${choices.join(', ')}`;
    out[name] = parsed;
  }
  return out as unknown as Interpretations;
}

/** Length of 1 p in LDU for a ruler. */
export function pipLength(ruler: Interpretations['ruler']): number {
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

/** The rules' rounding: to the nearest whole number, halves up (5.5 becomes 6). */
export function roundRule(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}
