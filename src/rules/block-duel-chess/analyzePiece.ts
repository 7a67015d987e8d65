import type { ModelPart } from '../../ldraw/buildModel.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { ConnectionGraph } from '../../analysis/findConnections.ts';
import type { BaseType } from '../../analysis/measurePiece.ts';
import { readBuild, type BuildReading } from '../../analysis/readBuild.ts';
import type { Weapon } from '../../analysis/Weapon.ts';
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
    const value = rules.weaponValue === 'sum-of-parts' ? comps.reduce((n, b) => n + b.comp, 0) : measurements.blocks[largest]!.comp;
    return { kind: w.kind, level: w.level, value, name: `${w.kind} L${w.level} (${w.parts.map((i) => parts[i]!.part).join(' + ')})`, detail: `${w.reason}; Value = Comp of ${measurements.blocks[largest]!.detail}`, parts: ids(w.parts) };
  });
  const armour = parts.flatMap((p, i) => (labels[i]!.function === 'armour' ? [{ detail: `${p.part}: ${labels[i]!.functionReason}`, parts: [p.id] }] : []));
  const boosts = parts.flatMap((p, i) => (labels[i]!.function === 'boost' ? [{ detail: `${p.part}: ${labels[i]!.functionReason}`, parts: [p.id] }] : []));
  const move = BASE_MOVES[measurements.baseType];
  const range = rangeDirection(parts, weapons);
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

/**
 * Range direction from the highest Weapon Level: hit cross, antenna 8-way;
 * blade, lance, spear, staff cross, whip diagonal cross; gun cross, hand bomb
 * 8-way; Level 3 cross. Two of the same Level 1 or 2 weapon parallel: diagonal cross.
 */
function rangeDirection(parts: readonly ModelPart[], weapons: readonly Weapon[]): { direction: Direction; reason: string } {
  if (weapons.length === 0) return { direction: 'cross', reason: 'no weapons: Level 0' };
  const highest = Math.max(...weapons.map((w) => w.level));
  const top = weapons.filter((w) => w.level === highest);
  const kinds = [...new Set(top.map((w) => w.kind))];
  if (highest === 1 || highest === 2) {
    for (let i = 0; i < top.length; i++) {
      for (let j = i + 1; j < top.length; j++) {
        if (top[i]!.kind === top[j]!.kind && parallel(parts, top[i]!, top[j]!)) {
          return { direction: 'diagonal-cross', reason: `Level ${highest}: two ${top[i]!.kind}s parallel to each other: diagonal cross` };
        }
      }
    }
  }
  const pick = (k: string) => kinds.includes(k as Weapon['kind']);
  if (highest === 0 && pick('antenna')) return { direction: '8-way', reason: 'Level 0 with an antenna: 8-way' };
  if (highest === 1 && pick('whip') && kinds.length === 1) return { direction: 'diagonal-cross', reason: 'Level 1 whip: diagonal cross' };
  if (highest === 2 && pick('hand-bomb') && kinds.length === 1) return { direction: '8-way', reason: 'Level 2 hand bomb: 8-way' };
  return { direction: 'cross', reason: `Level ${highest} ${kinds.join('/')}: cross` };
}

function parallel(parts: readonly ModelPart[], a: Weapon, b: Weapon): boolean {
  const da = mainAxis(parts[a.parts[0]!]!);
  const db = mainAxis(parts[b.parts[0]!]!);
  return Math.abs(da[0] * db[0] + da[1] * db[1] + da[2] * db[2]) > 0.95;
}

/** The world direction of a part's longest side. */
function mainAxis(p: ModelPart): [number, number, number] {
  const g = p.geometry;
  if (!g) return [1, 0, 0];
  const size = [0, 1, 2].map((k) => g.bounds.max[k]! - g.bounds.min[k]!);
  const k = size.indexOf(Math.max(...size));
  const m = p.matrix;
  const v: [number, number, number] = [m[3 + k]!, m[6 + k]!, m[9 + k]!];
  const len = Math.hypot(...v) || 1;
  return [v[0] / len, v[1] / len, v[2] / len];
}
