import type { PieceDocument } from '../../export/pieceDocument.ts';

type Doc = PieceDocument;
type Term = Doc['piece']['stats']['H']['terms'][number];
type Weapon = Doc['piece']['weapons'][number];

const STATS = ['H', 'V', 'A', 'D', 'M', 'R'] as const;

/** One stat a correction moved: its final value before and after, and the terms behind the change. */
export interface StatChange {
  readonly stat: (typeof STATS)[number];
  readonly from: number;
  readonly to: number;
  readonly why: string;
}

/** What a correction did to the data sheet, for the player to read right after making it. */
export interface CorrectionReport {
  /** What the player did, in words ("Minifig Shovel (3837.dat): function none → weapon (staff)"). */
  readonly what: readonly string[];
  readonly changed: readonly StatChange[];
  /** Set when no stat changed: why not. */
  readonly unchanged?: string;
  /** Weapons gained and lost, Element, front, corrections that no longer fit: said whatever the stats did. */
  readonly notes: readonly string[];
}

/**
 * Compares the data sheet before a correction with the one after it: each stat that moved,
 * old -> new, with the terms of its sum that made the difference; or, when none moved, why
 * (a weapon that replaces another of the same value, a label no stat reads).
 */
export function explainCorrection(before: Doc, after: Doc, what: readonly string[]): CorrectionReport {
  const partName = partNamer(before, after);
  const notes: string[] = [];
  const gained = after.piece.weapons.filter((w) => !before.piece.weapons.some((v) => sameWeapon(v, w)));
  const lost = before.piece.weapons.filter((w) => !after.piece.weapons.some((v) => sameWeapon(v, w)));
  for (const w of gained) notes.push(`new weapon: ${weaponName(w, partName)}`);
  for (const w of lost) notes.push(`weapon gone: ${weaponName(w, partName)}${heldBy(w, gained, before)}`);
  if (before.piece.element !== after.piece.element) notes.push(`Element ${before.piece.element} → ${after.piece.element}: ${after.piece.elementReason}`);
  if (JSON.stringify(before.piece.measurements.front) !== JSON.stringify(after.piece.measurements.front)) notes.push(`front ${before.piece.measurements.front} → ${after.piece.measurements.front}`);
  const newStale = after.piece.staleCorrections.filter((s) => !before.piece.staleCorrections.some((t) => t.id === s.id));
  for (const s of newStale) notes.push(`not applied: ${s.why}`);

  const changed: StatChange[] = [];
  const sameValue: string[] = [];
  for (const stat of STATS) {
    const b = before.piece.stats[stat];
    const a = after.piece.stats[stat];
    const diff = termDiff(b.terms, a.terms, partName);
    if (b.value !== a.value) changed.push({ stat, from: b.value, to: a.value, why: diff.length > 0 ? diff.join('; ') : `${b.worked} → ${a.worked}` });
    else if (diff.length > 0) sameValue.push(`${stat} stays ${a.value}: ${diff.join('; ')}, which adds up the same (${b.worked} → ${a.worked})`);
  }
  if (changed.length > 0) return { what, changed, notes: [...notes, ...sameValue] };
  return { what, changed, unchanged: unchangedWhy(before, after, sameValue, newStale.length > 0), notes };
}

function unchangedWhy(before: Doc, after: Doc, sameValue: readonly string[], stale: boolean): string {
  if (sameValue.length > 0) return `No stat changed. ${sameValue.join('. ')}.`;
  if (stale) return 'No stat changed: the correction names a part this model does not have, so it is not applied.';
  const relabelled = after.parts.filter((p, i) => {
    const q = before.parts[i];
    return q && (q.section !== p.section || q.function !== p.function || JSON.stringify(q.weapon) !== JSON.stringify(p.weapon));
  });
  if (relabelled.length === 0) return 'No stat changed: the parts were already labelled so.';
  return `No stat changed: ${relabelled.map((p) => `${p.description || p.part} is now ${label(p)}`).join(', ')}, but no stat's sum counts it there (the weapons, the Core, the Base and the measurements are as they were).`;
}

/**
 * The terms of a stat's sum that differ: one whose value moved (the same name, alone of its
 * name on both sides, or the same name and parts), one gone (−), one new (+).
 */
function termDiff(before: readonly Term[], after: readonly Term[], partName: (id: string) => string): string[] {
  const key = (t: Term) => `${t.name}|${t.parts.join(',')}`;
  const gone = [...before];
  const added = [...after];
  const pairs: [Term, Term][] = [];
  for (const t of before) {
    const k = added.findIndex((u) => key(u) === key(t));
    if (k >= 0) {
      pairs.push([t, added.splice(k, 1)[0]!]);
      gone.splice(gone.indexOf(t), 1);
    }
  }
  for (const t of [...gone]) {
    const named = (list: Term[]) => list.filter((u) => u.name === t.name);
    if (named(gone).length !== 1 || named(added).length !== 1) continue;
    const u = named(added)[0]!;
    pairs.push([t, u]);
    gone.splice(gone.indexOf(t), 1);
    added.splice(added.indexOf(u), 1);
  }
  return [
    ...pairs.filter(([t, u]) => t.value !== u.value).map(([t, u]) => (key(t) === key(u) ? `${termName(t, partName)} ${t.value} → ${u.value}` : `${termName(t, partName)} ${t.value} → ${termName(u, partName)} ${u.value}`)),
    ...gone.map((t) => `− ${termName(t, partName)} ${t.value}`),
    ...added.map((u) => `+ ${termName(u, partName)} ${u.value}`),
  ];
}

const termName = (t: Term, partName: (id: string) => string) => (t.parts.length > 0 && t.parts.length <= 3 ? `${t.name} (${t.parts.map(partName).join(' + ')})` : t.name);

const sameWeapon = (a: Weapon, b: Weapon) => a.kind === b.kind && a.level === b.level && a.parts.join(',') === b.parts.join(',');

const weaponName = (w: Weapon, partName: (id: string) => string) => `${w.kind} (Level ${w.level}) of ${w.parts.map(partName).join(' + ')}`;

/** A hand's own punch ends when the hand holds a new weapon: "a hand holding a sword counts as one weapon". */
function heldBy(lost: Weapon, gained: readonly Weapon[], before: Doc): string {
  const hand = lost.parts.some((id) => /^Minifig Hand\b/.test(before.parts.find((p) => p.id === id)?.description ?? ''));
  if (!hand || lost.kind !== 'hit' || gained.length === 0) return '';
  return ` (its hand now holds the ${gained.map((w) => w.kind).join(' and ')}: a hand holding a weapon counts as one weapon with it, so the punch is replaced, not added to)`;
}

function label(p: Doc['parts'][number]): string {
  const fn = p.function === 'weapon' && p.weapon ? `weapon (${p.weapon.kind}, Level ${p.weapon.level})` : p.function;
  return `${p.section}, ${fn}`;
}

/** Part ids in words: the part's file name (the description is in the part list). */
function partNamer(before: Doc, after: Doc): (id: string) => string {
  const names = new Map<string, string>();
  for (const p of [...before.parts, ...after.parts]) names.set(p.id, p.part);
  return (id) => names.get(id) ?? id;
}
