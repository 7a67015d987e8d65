import type { Model, ModelPart } from '../ldraw/buildModel.ts';
import type { ColourFamily } from '../ldraw/colours/ColourDefinition.ts';
import { normalizeName } from '../ldraw/normalizeName.ts';
import { partNames } from './partNames.ts';
import { problemsInBrief } from '../ldraw/problemsInBrief.ts';
import { applyCorrections, type PartCorrections, type StaleCorrection } from './corrections.ts';
import { connectedGroups, findConnections, type ConnectionGraph } from './findConnections.ts';
import { groupWeapons } from './groupWeapons.ts';
import { labelParts } from './labelParts.ts';
import { measurePiece, type Measurements } from './measurePiece.ts';
import type { PartLabel } from './PartLabel.ts';
import { DEFAULT_READING, type ReadingChoices } from './ReadingChoices.ts';
import type { Weapon } from './Weapon.ts';

export interface ReadOptions {
  readonly reading?: ReadingChoices;
  readonly corrections?: PartCorrections;
  /** The connection graph of these parts from an earlier analysis: it depends on the parts only, not on corrections. */
  readonly graph?: ConnectionGraph;
}

/** What a build is, game aside: who holds whom, what each part is, the weapons as counted, the measurements, the colours. */
export interface BuildReading {
  readonly parts: readonly ModelPart[];
  readonly labels: readonly PartLabel[];
  readonly weapons: readonly Weapon[];
  readonly graph: ConnectionGraph;
  /** Groups of parts that do not hold together (more than one means several candidate pieces). */
  readonly groups: readonly (readonly number[])[];
  readonly measurements: Measurements;
  /** The colour families of the piece's parts, sorted. */
  readonly families: readonly ColourFamily[];
  readonly warnings: readonly string[];
  readonly stale: readonly StaleCorrection[];
}

/**
 * Reads one piece (a model, or one submodel of it): connections, labels
 * with the user's corrections on top, weapons, measurements. Every label and
 * number carries its reason. Pure: no I/O.
 */
export function readBuild(model: Model, options: ReadOptions = {}): BuildReading {
  const reading = options.reading ?? DEFAULT_READING;
  const parts = model.parts;
  const warnings: string[] = [];
  if (parts.length === 0) throw new Error('readBuild: the model has no parts');
  const graph = options.graph ?? findConnections(parts);
  const groups = connectedGroups(graph);
  for (const cut of graph.limits ?? []) warnings.push(`connections: ${cut}`);
  if (groups.length > 1) warnings.push(`the model holds ${groups.length} separate groups of parts; they are analyzed as one piece (--submodel NAME or --piece N picks one)`);
  // Lines the reader skipped in the model's own files (a damaged matrix, a reference it refused) leave parts out of the
  // piece: say where. A packed file's second copy of a library file is no loss.
  const ownProblems = model.diagnostics.filter((d) => {
    const origin = model.loaded.files.get(normalizeName(d.file) ?? '')?.origin;
    return origin !== 'library' && origin !== 'extra-library' && !/ appears twice; the first is used$/.test(d.message);
  });
  if (ownProblems.length > 0) warnings.push(`the reader found ${ownProblems.length} problem(s) in the file: ${problemsInBrief(ownProblems)} (inspect lists every problem)`);
  const missing = parts.flatMap((p, i) => (p.missing ? [i] : []));
  if (missing.length > 0) warnings.push(`${missing.length} part(s) are missing from the library (${partNames(parts, missing)}): measured as placeholder boxes`);
  // A part the file holds but that was not read (over a limit, damaged) says why, in the file's words.
  const refused = model.loaded.missing.filter((m) => m.why);
  for (const m of refused.slice(0, 5)) warnings.push(`${m.name} not read: ${m.why}`);
  if (refused.length > 5) warnings.push(`${refused.length - 5} more part(s) not read for the same kind of reason (inspect lists them)`);

  const auto = labelParts(parts, graph, model.loaded.colours, reading);
  const corrected = options.corrections ? applyCorrections(parts.map((p) => p.id), parts.map((p) => p.part), auto, options.corrections) : { labels: auto, stale: [] };
  for (const s of corrected.stale) warnings.push(`stale correction: ${s.why}`);
  const grouped = groupWeapons(parts, corrected.labels, graph);
  const measurements = measurePiece(parts, grouped.labels, reading, options.corrections?.piece?.front);
  // No Head: the Core counts as the Head, and so as a weapon (measured as the Core first: the labels change after).
  const ram = grouped.labels.some((l) => l.section === 'head') ? undefined : coreAsHead(parts, grouped.labels, measurements);
  const weapons = ram ? [...grouped.weapons, ram.weapon] : grouped.weapons;
  const labels = ram ? grouped.labels.map((l, i) => (i === ram.weapon.parts[0] ? ram.label : l)) : grouped.labels;
  warnings.push(...measurements.warnings);
  const families = [...new Set(parts.map((p) => model.loaded.colours.resolve(p.colour).family))].sort();
  return { parts, labels, weapons, graph, groups, measurements, families, warnings, stale: corrected.stale };
}

/**
 * A piece with no Head: "a Piece composed of a Block will have its Core count as its Head" (III.B),
 * and "a Piece's Head is counted as a Weapon" (IV.F). The Core's block rams: a Level 0 hit, its label
 * saying so. (Where the Core holds only limbs, the body they hang on stands for it: a lone torso that is also its Base.)
 * A part the user corrected keeps the user's label, and then no ram is counted.
 */
function coreAsHead(parts: readonly ModelPart[], labels: readonly PartLabel[], measurements: Measurements): { weapon: Weapon; label: PartLabel } | undefined {
  const plain = parts.flatMap((_, i) => (labels[i]!.function === 'none' ? [i] : []));
  const core = labels[measurements.core.part]!.function === 'none' ? measurements.core.part : plain.reduce<number | undefined>((best, i) => (best === undefined || measurements.blocks[i]!.comp > measurements.blocks[best]!.comp ? i : best), undefined);
  if (core === undefined || labels[core]!.corrected) return undefined;
  const own = labels[core]!;
  const reason = 'no face, so the Core counts as the Head (III.B), and the Head is counted as a weapon (IV.F): it rams, a Level 0 hit';
  return {
    weapon: { kind: 'hit', level: 0, parts: [core], reason: `${parts[core]!.part}: ${reason}` },
    label: { ...own, function: 'weapon', weapon: { kind: 'hit', level: 0 }, functionReason: reason, confidence: 'low', confidenceReason: 'no face found: check where the Head is' },
  };
}
