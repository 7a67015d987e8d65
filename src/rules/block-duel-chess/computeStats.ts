import type { ColourFamily } from '../../ldraw/colours/ColourDefinition.ts';
import { elementRow, ELEMENTS, type ElementName } from './elements.ts';
import { INTERPRETATION_TEXT, roundRule, type Interpretations } from './Interpretations.ts';

export type StatName = 'H' | 'V' | 'A' | 'D' | 'M' | 'R';
export type Direction = 'cross' | 'diagonal-cross' | '8-way';

/** One number that fed a stat, with where it came from. */
export interface Term {
  readonly name: string;
  readonly value: number;
  readonly detail: string;
  /** Part ids behind the number, for the viewer to highlight. */
  readonly parts: readonly string[];
}

export interface Stat {
  /** Before the Element Modifier and Colour Bonus: the values the rules' minifig table lists. */
  readonly base: number;
  readonly value: number;
  readonly formula: string;
  /** The formula with the numbers filled in. */
  readonly worked: string;
  readonly terms: readonly Term[];
  /** The interpretations of ambiguous rules this stat relied on. */
  readonly interpretations: readonly string[];
  readonly direction?: Direction;
  readonly directionReason?: string;
}

export type Stats = { readonly [K in StatName]: Stat };

/** What the stats are computed from: measured and counted by the analysis. */
export interface StatInputs {
  readonly pipHeight: number;
  readonly pipSideWidth: number;
  readonly coreComp: number;
  readonly coreValue: number;
  readonly coreDetail: string;
  readonly coreParts: readonly string[];
  readonly weapons: readonly { readonly kind: string; readonly level: 0 | 1 | 2 | 3; readonly value: number; readonly name: string; readonly detail: string; readonly parts: readonly string[] }[];
  readonly armour: readonly { readonly detail: string; readonly parts: readonly string[] }[];
  readonly boosts: readonly { readonly detail: string; readonly parts: readonly string[] }[];
  readonly baseSquares: number;
  readonly baseDirection: Direction;
  readonly baseDetail: string;
  readonly rangeDirection: Direction;
  readonly rangeDetail: string;
  readonly families: readonly ColourFamily[];
}

export interface ElementChoice {
  readonly element: ElementName;
  readonly matching: readonly ColourFamily[];
  readonly colourBonus: number;
}

/** Every Element the piece's colours allow, with its Colour Bonus, best first. Normal is always allowed. */
export function elementChoices(families: readonly ColourFamily[], rules: Interpretations): ElementChoice[] {
  const out: ElementChoice[] = [];
  for (const row of ELEMENTS) {
    const matching = families.filter((f) => row.colours.includes(f));
    if (row.name !== 'Normal' && matching.length === 0) continue;
    const counts = row.name !== 'Normal' || rules.normalColourBonus === 'all-colours';
    out.push({ element: row.name, matching, colourBonus: counts ? 5 * matching.length : 0 });
  }
  // Most Colour Bonus first; the table's order breaks ties (stable sort).
  return out.sort((a, b) => b.colourBonus - a.colourBonus);
}

/** Block Duel Chess section IV.D-I, formula by formula. */
export function computeStats(input: StatInputs, element: ElementName, rules: Interpretations): Stats {
  const row = elementRow(element);
  const choice = elementChoices(input.families, rules).find((c) => c.element === element);
  const coBon = choice?.colourBonus ?? 0;
  const coBonDetail = choice
    ? `${choice.matching.length} of the piece's colours (${choice.matching.join(', ') || 'none'}) match ${element}: ${coBon}`
    : `no colour of the piece matches ${element}: 0`;
  const emodTerm = (stat: StatName, v: number): Term => ({ name: 'EMod', value: v, detail: `${element}'s ${stat} modifier`, parts: [] });
  const used = (...keys: (keyof Interpretations)[]) => keys.map((k) => INTERPRETATION_TEXT[k]);
  const core = { name: 'Core Comp', value: input.coreComp, detail: input.coreDetail, parts: input.coreParts };
  const pipHeight = { name: 'Pip Height', value: input.pipHeight, detail: 'from the Base to the top of the Head, in p', parts: [] };
  const coreValue = { name: 'Core Value', value: input.coreValue, detail: 'the Block Value of the Core block', parts: input.coreParts };
  const sideWidth = { name: 'Pip Side Width', value: input.pipSideWidth, detail: 'front to back of the Core, in p', parts: input.coreParts };

  // H = 20 + Core Comp x Pip Height + EMod + CoBon
  const hBase = 20 + input.coreComp * input.pipHeight;
  const H: Stat = {
    base: hBase,
    value: hBase + row.mods.H + coBon,
    formula: 'H = 20 + Core Comp x Pip Height + EMod + CoBon',
    worked: `20 + ${input.coreComp} x ${input.pipHeight} + ${row.mods.H} + ${coBon}`,
    terms: [core, pipHeight, emodTerm('H', row.mods.H), { name: 'CoBon', value: coBon, detail: coBonDetail, parts: [] }],
    interpretations: used('ruler', 'blockValue', 'coreBlock', 'normalColourBonus'),
  };

  // V = Core Value x Pip Height x Pip Side Width + Number of Weapons + EMod
  const vBase = input.coreValue * input.pipHeight * input.pipSideWidth + input.weapons.length;
  const V: Stat = {
    base: vBase,
    value: vBase + row.mods.V,
    formula: 'V = Core Value x Pip Height x Pip Side Width + Number of Weapons + EMod',
    worked: `${input.coreValue} x ${input.pipHeight} x ${input.pipSideWidth} + ${input.weapons.length} + ${row.mods.V}`,
    terms: [coreValue, pipHeight, sideWidth, { name: 'Number of Weapons', value: input.weapons.length, detail: input.weapons.map((w) => w.name).join(', ') || 'none', parts: input.weapons.flatMap((w) => w.parts) }, emodTerm('V', row.mods.V)],
    interpretations: used('ruler', 'blockValue', 'coreBlock'),
  };

  // A = 40 + Sum (Weapon Value + Weapon Bonus) + EMod
  const weaponTerms = input.weapons.map((w): Term => {
    const bonus = weaponBonus(w.level, w.value);
    return { name: `${w.kind} (Level ${w.level})`, value: w.value + bonus, detail: `Value ${w.value} + Bonus ${bonus}: ${w.detail}`, parts: w.parts };
  });
  const aSum = weaponTerms.reduce((n, t) => n + t.value, 0);
  const A: Stat = {
    base: 40 + aSum,
    value: 40 + aSum + row.mods.A,
    formula: 'A = 40 + Sum (Weapon Value + Weapon Bonus) + EMod',
    worked: `40 + (${weaponTerms.map((t) => t.value).join(' + ') || '0'}) + ${row.mods.A}`,
    terms: [...weaponTerms, emodTerm('A', row.mods.A)],
    interpretations: used('blockValue', 'weaponValue', 'pipCountOfBare', 'shinyBeams', 'propeller', 'cannonBarrel', 'riderLegs'),
  };

  // D = 10 + Core Value x Pip Side Width (at most 24) + EMod + Number of Shields/Armour
  const product = input.coreValue * input.pipSideWidth;
  const capped = Math.min(24, product);
  const dBase = 10 + capped + input.armour.length;
  const dMod = row.mods.D === 'minus-half-D' ? -roundRule(dBase / 2) : row.mods.D;
  const D: Stat = {
    base: dBase,
    value: dBase + dMod,
    formula: 'D = 10 + Core Value x Pip Side Width (at most 24) + EMod + Number of Shields/Armour',
    worked: `10 + ${capped}${product > 24 ? ` (${product} capped at 24)` : ''} + ${dMod} + ${input.armour.length}`,
    terms: [
      coreValue,
      sideWidth,
      { name: 'EMod', value: dMod, detail: row.mods.D === 'minus-half-D' ? `${element}'s -(D/2): half of ${dBase}, rounded` : `${element}'s D modifier`, parts: [] },
      { name: 'Shields/Armour', value: input.armour.length, detail: input.armour.map((a) => a.detail).join('; ') || 'none', parts: input.armour.flatMap((a) => a.parts) },
    ],
    interpretations: used('ruler', 'blockValue', 'halfDefense'),
  };

  // M = Base Number of Squares + Boost Bonus + EMod, within 1..4
  const boost = input.boosts.length > 0 ? 1 : 0;
  const clamp = (n: number) => (rules.clampMovementRange === 'clamp' ? Math.max(1, Math.min(4, n)) : n);
  const M: Stat = {
    base: clamp(input.baseSquares + boost),
    value: clamp(input.baseSquares + boost + row.mods.M),
    formula: 'M = Base Number of Squares + Boost Bonus + EMod (1 to 4)',
    worked: `${input.baseSquares} + ${boost} + ${row.mods.M}`,
    terms: [
      { name: 'Base squares', value: input.baseSquares, detail: input.baseDetail, parts: [] },
      { name: 'Boost Bonus', value: boost, detail: input.boosts.map((b) => b.detail).join('; ') || 'no boost parts', parts: input.boosts.flatMap((b) => b.parts) },
      emodTerm('M', row.mods.M),
    ],
    interpretations: used('clampMovementRange', 'propeller'),
    direction: input.baseDirection,
    directionReason: input.baseDetail,
  };

  // R = 1 + Highest Weapon Level + EMod, within 1..4
  const highest = input.weapons.reduce((n, w) => Math.max(n, w.level), 0);
  const R: Stat = {
    base: clamp(1 + highest),
    value: clamp(1 + highest + row.mods.R),
    formula: 'R = 1 + Highest Weapon Level + EMod (1 to 4)',
    worked: `1 + ${highest} + ${row.mods.R}`,
    terms: [{ name: 'Highest Weapon Level', value: highest, detail: input.rangeDetail, parts: input.weapons.filter((w) => w.level === highest).flatMap((w) => w.parts) }, emodTerm('R', row.mods.R)],
    interpretations: used('clampMovementRange', 'cannonBarrel'),
    direction: input.rangeDirection,
    directionReason: input.rangeDetail,
  };
  return { H, V, A, D, M, R };
}

/** Level 0: the Weapon's Value; Level 1: 1; Levels 2 and 3: 2. */
export function weaponBonus(level: 0 | 1 | 2 | 3, value: number): number {
  switch (level) {
    case 0:
      return value;
    case 1:
      return 1;
    case 2:
    case 3:
      return 2;
    default: {
      const never: never = level;
      return never;
    }
  }
}
