import { DEFAULT_READING, READING_CHOICES, READING_TEXT, type ReadingChoices } from '../../analysis/ReadingChoices.ts';
import { roundHalfUp } from '../../analysis/roundHalfUp.ts';

/**
 * Where the Block Duel Chess rules are silent or ambiguous about the stats,
 * with the choice brickstats makes by default. Together with the analysis's
 * own choices about what a build is (ReadingChoices), this is the one list a
 * user reads (`brickstats interpretations`) and switches (`--set name=value`,
 * or in the viewer). Each stat's explanation names the ones it used.
 */
export interface StatChoices {
  /** A weapon made of several parts (hilt and blade, arm and hand) is valued by its largest part's Comp, or by the sum. */
  readonly weaponValue: 'largest-part' | 'sum-of-parts';
  /** Normal's Colour Bonus: "all colours" match, so 'all-colours' gives +5 per colour; 'none' gives none. */
  readonly normalColourBonus: 'none' | 'all-colours';
  /** "-(D/2)": the Defense Modifier takes away half of the base Defense (rounded half up). */
  readonly halfDefense: 'half-of-base';
  /** M and R "can be from 1 to 4": 'clamp' keeps them there; 'none' reports the raw sum. */
  readonly clampMovementRange: 'clamp' | 'none';
  /**
   * When the highest-Level weapons give different Range directions (hits and an antenna at Level 0; a gun
   * and a hand bomb at Level 2): the widest of them ('widest'), or the direction most of them give ('most').
   * Players reading a build with a Head and an antenna give it the antenna's 8-way: the piece can attack
   * with either, so it attacks from where either reaches.
   */
  readonly rangeMix: 'most' | 'widest';
}

export type Interpretations = ReadingChoices & StatChoices;

const DEFAULT_STATS: StatChoices = {
  weaponValue: 'largest-part',
  normalColourBonus: 'none',
  halfDefense: 'half-of-base',
  clampMovementRange: 'clamp',
  rangeMix: 'widest',
};

export const DEFAULT_INTERPRETATIONS: Interpretations = { ...DEFAULT_READING, ...DEFAULT_STATS };

/** What each choice means, for explanations. */
export const INTERPRETATION_TEXT: { readonly [K in keyof Interpretations]: string } = {
  ...READING_TEXT,
  weaponValue: 'Weapon Value: a weapon of several parts is valued by its largest part',
  normalColourBonus: 'Colour Bonus of Normal: none (its "all colours" would make it always best)',
  halfDefense: '-(D/2): half of the base Defense, rounded half up, is taken away',
  clampMovementRange: 'Movement and Range are kept within 1..4',
  rangeMix: 'Range direction: where the highest-Level weapons disagree, the widest of them (an antenna\'s 8-way over a Head\'s cross)',
};

export const INTERPRETATION_CHOICES: { readonly [K in keyof Interpretations]: readonly Interpretations[K][] } = {
  ...READING_CHOICES,
  weaponValue: ['largest-part', 'sum-of-parts'],
  normalColourBonus: ['none', 'all-colours'],
  halfDefense: ['half-of-base'],
  clampMovementRange: ['clamp', 'none'],
  rangeMix: ['most', 'widest'],
};

/** Applies `name=value` settings; returns an error message for an unknown name or value. */
export function withSettings(base: Interpretations, settings: readonly string[]): Interpretations | string {
  const out: Record<string, unknown> = { ...base };
  for (const setting of settings) {
    // Everything after the first "=" is the value: "ruler=stud=x" is refused, not read as ruler=stud.
    const eq = setting.indexOf('=');
    const name = (eq < 0 ? setting : setting.slice(0, eq)).trim();
    const value = eq < 0 ? undefined : setting.slice(eq + 1).trim();
    // Own keys only: "__proto__" or "constructor" are not interpretations.
    if (!name || !Object.prototype.hasOwnProperty.call(INTERPRETATION_CHOICES, name)) {
      const shown = name.length > 40 ? `${name.slice(0, 40)}...` : name;
      return `unknown interpretation "${shown}"; known: ${Object.keys(INTERPRETATION_CHOICES).join(', ')}`;
    }
    const choices = INTERPRETATION_CHOICES[name as keyof Interpretations] as readonly unknown[];
    const parsed = choices.find((c) => String(c) === value);
    if (parsed === undefined) return `${name} must be one of ${choices.join(', ')}`;
    out[name] = parsed;
  }
  return out as unknown as Interpretations;
}

/** The rules' rounding: to the nearest whole number, halves up (5.5 becomes 6). */
export const roundRule = roundHalfUp;
