import type { ModelPart } from '../../src/ldraw/buildModel.ts';
import type { TeamAnalysis } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';

/** A group of parts in a label: ids, and whole submodels ("A.ldr" or the chain "A.ldr > B.ldr"). */
export interface LabelGroup {
  readonly parts?: readonly string[];
  readonly submodels?: readonly string[];
  readonly why?: string;
}

export interface PieceLabel {
  readonly name: string;
  readonly anchor: string;
  readonly head: LabelGroup | null;
  readonly base: { readonly type: string };
  readonly weapons: readonly (LabelGroup & { readonly kind: string; readonly level: number })[];
  readonly boosts: readonly (LabelGroup & { readonly kind: string })[];
  readonly armour: readonly LabelGroup[];
  readonly M: { readonly base: number; readonly direction: string };
  readonly R: { readonly base: number; readonly direction: string };
}

export interface BuildLabels {
  readonly schema: 'brickstats/labels@1';
  readonly file: string;
  /** Labelled after the analyzer's rules were written, to estimate how it reads builds it was not made on (scored apart). */
  readonly heldOut?: boolean;
  readonly pieces: readonly PieceLabel[];
}

/** One scored item: what was expected, what the analyzer said, and whether they agree. */
export interface Item {
  readonly piece: string;
  readonly what: string;
  readonly right: boolean;
  readonly detail: string;
}

/** The ids of the model's parts that a label group names. */
function expand(group: LabelGroup, parts: readonly ModelPart[]): Set<string> {
  const out = new Set<string>();
  // Labels name parts as `inspect` lists them; the analysis expands shortcuts (a horse "13/151" is "13/151/16", "13/151/17/14" ...).
  for (const id of group.parts ?? []) for (const p of parts) if (p.id === id || p.id.startsWith(id + '/')) out.add(p.id);
  for (const name of group.submodels ?? []) {
    const chain = name.split(' > ');
    for (const p of parts) {
      const has = chain.length > 1 ? chain.every((c, k) => p.submodel[k] === c) : p.submodel.includes(name);
      if (has) out.add(p.id);
    }
  }
  return out;
}

/**
 * Scores the analyzer's team against a player's labels (tests/analysis/labels/README.md):
 * one item per piece found apart, Head, Base type, weapon, boost, armour, M and R (base and
 * direction); every weapon, boost or armour the analyzer adds beyond the labels is a wrong item.
 */
export function scoreLabels(labels: BuildLabels, team: TeamAnalysis, parts: readonly ModelPart[]): Item[] {
  const items: Item[] = [];
  const memberOf = (id: string) => team.members.find((m) => m.piece.parts.some((i) => parts[i]!.id === id || parts[i]!.id.startsWith(id + '/')));
  for (const label of labels.pieces) {
    const member = memberOf(label.anchor);
    const item = (what: string, right: boolean, detail: string) => items.push({ piece: label.name, what, right, detail });
    if (labels.pieces.length > 1) {
      const others = labels.pieces.filter((o) => o !== label && member !== undefined && memberOf(o.anchor) === member);
      item('apart', member !== undefined && others.length === 0, member ? (others.length ? `shares a piece with ${others.map((o) => o.name).join(', ')}` : `piece ${member.piece.number}`) : 'in no piece');
    }
    if (!member) {
      item('found', false, `no piece holds ${label.anchor}`);
      continue;
    }
    scorePiece(label, member.analysis, item);
  }
  return items;
}

function scorePiece(label: PieceLabel, a: PieceAnalysis, item: (what: string, right: boolean, detail: string) => void): void {
  const ids = a.parts.map((p) => p.id);
  // Head: both none, or an overlap of at least half (F1 >= 0.5).
  const head = new Set(a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : [])));
  if (label.head === null) item('head', head.size === 0, head.size === 0 ? 'none' : `analyzer: ${head.size} part(s)`);
  else {
    const want = expand(label.head, a.parts);
    const common = [...want].filter((id) => head.has(id)).length;
    const f1 = want.size + head.size > 0 ? (2 * common) / (want.size + head.size) : 0;
    item('head', f1 >= 0.5, `labelled ${want.size}, analyzer ${head.size}, shared ${common}`);
  }
  item('base', a.measurements.baseType === label.base.type, `labelled ${label.base.type}, analyzer ${a.measurements.baseType}`);

  // Weapons: each labelled one matched by an analyzer weapon of the same Level sharing a part.
  const used = new Set<number>();
  for (const w of [...label.weapons].sort((x, y) => y.level - x.level)) {
    const want = expand(w, a.parts);
    const k = a.weapons.findIndex((aw, k2) => !used.has(k2) && aw.level === w.level && aw.parts.some((i) => want.has(ids[i]!)));
    if (k >= 0) used.add(k);
    item(`weapon ${w.kind} L${w.level}`, k >= 0, k >= 0 ? `matched ${a.weapons[k]!.kind}` : `missed (${[...want].slice(0, 3).join(', ')})`);
  }
  a.weapons.forEach((aw, k) => {
    if (!used.has(k)) item(`extra weapon ${aw.kind} L${aw.level}`, false, aw.parts.map((i) => `${ids[i]} ${a.parts[i]!.part}`).slice(0, 3).join(', '));
  });

  // Boosts and armour are per part in the analysis: a labelled one is found when one of its parts has it.
  const perPart = (fn: 'boost' | 'armour') => a.parts.flatMap((p, i) => (a.labels[i]!.function === fn ? [{ id: p.id, kind: a.labels[i]!.boost ?? 'armour' }] : []));
  for (const [fn, groups] of [['boost', label.boosts], ['armour', label.armour]] as const) {
    const found = perPart(fn);
    const claimed = new Set<string>();
    for (const g of groups) {
      const want = expand(g, a.parts);
      const kind = 'kind' in g ? (g as { kind: string }).kind : 'armour';
      const hit = found.filter((f) => want.has(f.id) && (fn === 'armour' || f.kind === kind));
      hit.forEach((f) => claimed.add(f.id));
      want.forEach((id) => claimed.add(id));
      item(`${fn} ${kind}`, hit.length > 0, hit.length > 0 ? 'found' : `missed (${[...want].slice(0, 3).join(', ')})`);
    }
    const extra = found.filter((f) => !claimed.has(f.id));
    const kinds = fn === 'armour' ? extra.map((f) => f.id) : [...new Set(extra.map((f) => f.kind))];
    for (const k of kinds) item(`extra ${fn} ${fn === 'armour' ? '' : k}`.trim(), false, extra.filter((f) => fn === 'armour' ? f.id === k : f.kind === k).map((f) => f.id).slice(0, 3).join(', '));
  }
  item('M base', a.stats.M.base === label.M.base, `labelled ${label.M.base}, analyzer ${a.stats.M.base}`);
  item('M direction', a.stats.M.direction === label.M.direction, `labelled ${label.M.direction}, analyzer ${a.stats.M.direction}`);
  item('R base', a.stats.R.base === label.R.base, `labelled ${label.R.base}, analyzer ${a.stats.R.base}`);
  item('R direction', a.stats.R.direction === label.R.direction, `labelled ${label.R.direction}, analyzer ${a.stats.R.direction}`);
}
