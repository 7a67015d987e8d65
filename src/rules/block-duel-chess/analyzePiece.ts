import type { ModelPart } from '../../ldraw/buildModel.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { ConnectionGraph } from '../../analysis/findConnections.ts';
import type { BaseType } from '../../analysis/measurePiece.ts';
import { readBuild, type BuildReading } from '../../analysis/readBuild.ts';
import { partList } from '../../analysis/partList.ts';
import type { Weapon } from '../../analysis/Weapon.ts';
import type { PartLabel } from '../../analysis/PartLabel.ts';
import { computeStats, elementChoices, type Direction, type ElementChoice, type Stats } from './computeStats.ts';
import type { Corrections } from './correctionsFile.ts';
import type { ElementName } from './elements.ts';
import { DEFAULT_INTERPRETATIONS, type Interpretations } from './Interpretations.ts';

export interface AnalyzeOptions {
  readonly rules?: Interpretations;
  /** The Element to use; the best one the colours allow when absent. */
  readonly element?: ElementName;
  readonly corrections?: Corrections;
  /** The connection graph of these parts from an earlier analysis: it depends on the parts only, not on corrections. */
  readonly graph?: ConnectionGraph;
}

/** A build read by the analysis, with its Block Duel Chess data sheet: the Element and the six stats. */
export interface PieceAnalysis extends BuildReading {
  readonly element: ElementName;
  readonly elementReason: string;
  readonly elementChoices: readonly ElementChoice[];
  readonly stats: Stats;
  readonly rules: Interpretations;
}

const BASE_MOVES: { readonly [K in BaseType]: { squares: number; direction: Direction } } = {
  legs: { squares: 2, direction: 'cross' },
  plate: { squares: 2, direction: 'diagonal-cross' },
  'rectangular-block': { squares: 2, direction: 'cross' },
  'round-block': { squares: 2, direction: '8-way' },
  wheels: { squares: 3, direction: 'cross' },
};

/**
 * The whole analysis of one piece (a model, or one submodel of it): who
 * holds whom, what each part is, the measurements, the Element and the
 * stats, every label and number with its reason. Pure: no I/O.
 */
export function analyzePiece(model: Model, options: AnalyzeOptions = {}): PieceAnalysis {
  const rules = options.rules ?? DEFAULT_INTERPRETATIONS;
  const build = readBuild(model, { reading: rules, ...(options.corrections ? { corrections: options.corrections } : {}), ...(options.graph ? { graph: options.graph } : {}) });
  const { parts, labels, weapons, measurements, families } = build;
  const warnings = [...build.warnings];

  const choices = elementChoices(families, rules);
  const wanted = options.element ?? options.corrections?.piece?.element;
  const element = wanted ?? choices[0]!.element;
  const elementReason = options.element
    ? `${element} was asked for`
    : wanted
      ? `${element}: user correction`
      : `${element} gives the largest Colour Bonus (${choices[0]!.colourBonus}) of the Elements the colours allow`;
  if (wanted && !choices.some((c) => c.element === wanted)) warnings.push(`${wanted} matches none of the piece's colours (${families.join(', ')}): no Colour Bonus`);

  const ids = (indices: readonly number[]) => indices.map((i) => parts[i]!.id);
  const weaponInputs = weapons.map((w) => {
    const comps = w.parts.map((i) => measurements.blocks[i]!);
    const largest = w.parts.reduce((best, i) => (measurements.blocks[i]!.comp > measurements.blocks[best]!.comp ? i : best), w.parts[0]!);
    const name = `${w.kind} L${w.level} (${partList(w.parts.map((i) => parts[i]!.part))})`;
    // A leg moulded into a body has no studs or holes of its own: a bare part, Pip Count 1 x plate value 1.
    if (w.moulded) return { kind: w.kind, level: w.level, value: rules.pipCountOfBare, name, detail: `${w.reason}; Value = Comp ${rules.pipCountOfBare}: a moulded leg has no studs or holes of its own (Pip Count ${rules.pipCountOfBare} x Block Value 1)`, parts: ids(w.parts) };
    const value = rules.weaponValue === 'sum-of-parts' ? comps.reduce((n, b) => n + b.comp, 0) : measurements.blocks[largest]!.comp;
    return { kind: w.kind, level: w.level, value, name, detail: `${w.reason}; Value = Comp of ${measurements.blocks[largest]!.detail}`, parts: ids(w.parts) };
  });
  const armour = armourPieces(parts, labels);
  const boosts = boostTerms(parts, labels);
  const move = BASE_MOVES[measurements.baseType];
  const range = rangeDirection(parts, weapons, rules);
  const stats = computeStats(
    {
      pipHeight: measurements.pipHeight,
      pipSideWidth: measurements.pipSideWidth,
      coreComp: measurements.coreComp,
      coreValue: measurements.coreValue,
      coreDetail: `${measurements.core.reason}; ${measurements.core.block.detail}`,
      coreParts: [parts[measurements.core.part]!.id],
      weapons: weaponInputs,
      armour,
      boosts,
      baseSquares: move.squares,
      baseDirection: move.direction,
      baseDetail: `Base: ${measurements.baseType} (${measurements.baseReason}): ${move.squares} squares, ${move.direction}`,
      rangeDirection: range.direction,
      rangeDetail: range.reason,
      families,
    },
    element,
    rules,
  );
  return { ...build, warnings, element, elementReason, elementChoices: choices, stats, rules };
}

/** IV.I: the Range direction each kind of weapon gives. */
function kindDirection(kind: Weapon['kind']): Direction {
  switch (kind) {
    case 'antenna':
    case 'hand-bomb':
      return '8-way';
    case 'whip':
      return 'diagonal-cross';
    case 'hit':
    case 'blade':
    case 'lance':
    case 'spear':
    case 'staff':
    case 'gun':
    case 'missile':
    case 'cannon':
    case 'beam':
    case 'propeller-fan':
      return 'cross';
    default: {
      const never: never = kind;
      return never;
    }
  }
}

const WIDTH: { readonly [D in Direction]: number } = { cross: 0, 'diagonal-cross': 1, '8-way': 2 };

/**
 * Range direction from the highest Weapon Level (IV.I): hit cross, antenna
 * 8-way; blade, lance, spear, staff cross, whip diagonal cross; gun cross, hand
 * bomb 8-way; Level 3 cross. Two of the same Level 1 or 2 weapon parallel:
 * diagonal cross. Where the highest weapons disagree, the "rangeMix" choice decides.
 */
function rangeDirection(parts: readonly ModelPart[], weapons: readonly Weapon[], rules: Interpretations): { direction: Direction; reason: string } {
  if (weapons.length === 0) return { direction: 'cross', reason: 'no weapons: Level 0' };
  const highest = Math.max(...weapons.map((w) => w.level));
  const top = weapons.filter((w) => w.level === highest);
  if (highest === 1 || highest === 2) {
    for (let i = 0; i < top.length; i++) {
      for (let j = i + 1; j < top.length; j++) {
        if (top[i]!.kind === top[j]!.kind && parallel(parts, top[i]!, top[j]!)) {
          return { direction: 'diagonal-cross', reason: `Level ${highest}: two ${top[i]!.kind}s parallel to each other: diagonal cross` };
        }
      }
    }
  }
  const counts = new Map<Direction, number>();
  for (const w of top) counts.set(kindDirection(w.kind), (counts.get(kindDirection(w.kind)) ?? 0) + 1);
  const kinds = [...new Set(top.map((w) => w.kind))].join('/');
  if (counts.size === 1) {
    const only = [...counts.keys()][0]!;
    return { direction: only, reason: `Level ${highest} ${kinds}: ${only}` };
  }
  const ranked = [...counts].sort((x, y) => (rules.rangeMix === 'most' ? y[1] - x[1] : 0) || WIDTH[y[0]] - WIDTH[x[0]]);
  const chosen = ranked[0]![0];
  const how = rules.rangeMix === 'most' ? `most of them give ${chosen}` : `the widest is ${chosen}`;
  return { direction: chosen, reason: `Level ${highest} ${kinds} disagree (${[...counts].map(([d, n]) => `${n} ${d}`).join(', ')}): ${how} (the "rangeMix" interpretation)` };
}

/** A minifig's hand gun (a musket is drawn upright, its barrel its longest side by far). */
const HAND_GUN = /^~?Minifig (Gun|Weapon)\b/;

/**
 * Two weapons a player sees pointed the same way: a pair of the same part within 60 degrees (a bandit's two
 * revolvers, one raised), two different ones within 18 (a revolver raised a little is not parallel to the rifle
 * standing upright in the saddle).
 */
function parallel(parts: readonly ModelPart[], a: Weapon, b: Weapon): boolean {
  const da = mainAxis(parts[a.parts[0]!]!);
  const db = mainAxis(parts[b.parts[0]!]!);
  const pair = parts[a.parts[0]!]!.part === parts[b.parts[0]!]!.part;
  return Math.abs(da[0] * db[0] + da[1] * db[1] + da[2] * db[2]) > (pair ? 0.5 : 0.95);
}

/**
 * The world direction of a part's longest side; a minifig hand gun's barrel (its own Z, as the library draws them),
 * where its grip hangs about as long (a revolver's): two revolvers point where their barrels do.
 */
function mainAxis(p: ModelPart): [number, number, number] {
  const g = p.geometry;
  if (!g) return [1, 0, 0];
  const size = [0, 1, 2].map((k) => g.bounds.max[k]! - g.bounds.min[k]!);
  const longest = size.indexOf(Math.max(...size));
  const k = HAND_GUN.test(p.file?.description ?? '') && 1.5 * size[2]! >= size[longest]! ? 2 : longest;
  const m = p.matrix;
  const v: [number, number, number] = [m[3 + k]!, m[6 + k]!, m[9 + k]!];
  const len = Math.hypot(...v) || 1;
  return [v[0] / len, v[1] / len, v[2] / len];
}

/** Each shield or piece of armour once: a part of its own, or the parts of one group (a shield built of bricks). */
function armourPieces(parts: readonly ModelPart[], labels: readonly PartLabel[]): { detail: string; parts: string[] }[] {
  const out: { detail: string; parts: string[] }[] = [];
  const byGroup = new Map<string, { detail: string; parts: string[] }>();
  parts.forEach((p, i) => {
    const l = labels[i]!;
    if (l.function !== 'armour') return;
    const group = l.armourGroup !== undefined ? byGroup.get(l.armourGroup) : undefined;
    if (group) {
      group.parts.push(p.id);
      return;
    }
    const piece = { detail: `${p.part}: ${l.functionReason}`, parts: [p.id] };
    out.push(piece);
    if (l.armourGroup !== undefined) byGroup.set(l.armourGroup, piece);
  });
  return out;
}

/** The boosts, one per reason: the parts of one engine share their reason, and the sheet names the engine once, not once per tile. */
function boostTerms(parts: readonly ModelPart[], labels: readonly PartLabel[]): { detail: string; parts: string[] }[] {
  const byReason = new Map<string, number[]>();
  labels.forEach((l, i) => {
    if (l.function !== 'boost') return;
    const same = byReason.get(l.functionReason);
    if (same) same.push(i);
    else byReason.set(l.functionReason, [i]);
  });
  return [...byReason].map(([reason, members]) => ({ detail: `${partList(members.map((i) => parts[i]!.part))}: ${reason}`, parts: members.map((i) => parts[i]!.id) }));
}
