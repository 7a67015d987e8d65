import type { GroupedParts, PartCopy, PartGroup } from './groupParts.ts';
import { CHECK_KEY, filtering, functionHeadingKey, keeper, sectionKey, type PartListView } from './partListView.ts';

export type HeadingLevel = 'check' | 'section' | 'function';

/** One line of the part list, as the virtual list draws it. */
export type PartListRow =
  | {
      readonly kind: 'heading';
      readonly key: string;
      readonly level: HeadingLevel;
      readonly title: string;
      /** Parts under the heading that the search and filters keep. */
      readonly count: number;
      /** Parts under it with no search or filter (a section counts the doubtful ones listed above too). */
      readonly total: number;
      /** A section's parts listed under "Check these first". */
      readonly above: number;
      readonly collapsed: boolean;
    }
  | { readonly kind: 'group'; readonly key: string; readonly group: PartGroup; readonly expanded: boolean }
  | { readonly kind: 'copy'; readonly key: string; readonly group: PartGroup; readonly copy: PartCopy; readonly n: number };

const partsOf = (groups: readonly PartGroup[]) => groups.reduce((n, g) => n + g.copies.length, 0);

/** The list's lines: headings, then each kept group (and its copies when opened), under open headings only. */
export function partListRows(grouped: GroupedParts, view: PartListView): PartListRow[] {
  const rows: PartListRow[] = [];
  const filtered = filtering(view);
  const keeps = keeper(view);
  const pushGroups = (groups: readonly PartGroup[]) => {
    for (const group of groups) {
      const expanded = group.copies.length > 1 && view.expanded.has(group.key);
      rows.push({ kind: 'group', key: `g:${group.key}`, group, expanded });
      if (expanded) group.copies.forEach((copy, n) => rows.push({ kind: 'copy', key: `c:${copy.scene}`, group, copy, n: n + 1 }));
    }
  };
  /** Pushes a heading; true when it is open (its lines follow). */
  const heading = (key: string, level: HeadingLevel, title: string, count: number, total: number, above = 0) => {
    const collapsed = view.collapsed.has(key);
    rows.push({ kind: 'heading', key, level, title, count, total, above, collapsed });
    return !collapsed;
  };
  const doubtful = grouped.doubtful.filter((g) => keeps(g));
  if (doubtful.length > 0 && heading(CHECK_KEY, 'check', 'Check these first', partsOf(doubtful), partsOf(grouped.doubtful))) pushGroups(doubtful);
  for (const s of grouped.sections) {
    const functions = s.functions.map((f) => ({ key: f.key, all: f.groups, kept: f.groups.filter((g) => keeps(g)) }));
    const kept = functions.flatMap((f) => f.kept);
    if (filtered && kept.length === 0) continue;
    // A section counts its doubtful parts, listed above, among its own.
    const count = partsOf(kept) + partsOf(doubtful.filter((g) => g.section === s.section));
    if (!heading(sectionKey(s.section), 'section', s.section, count, s.count, filtered ? 0 : s.above)) continue;
    for (const f of functions) {
      if (f.kept.length > 0 && heading(functionHeadingKey(s.section, f.key), 'function', f.key, partsOf(f.kept), partsOf(f.all))) pushGroups(f.kept);
    }
  }
  return rows;
}

/** How many parts the search and filters keep, each once. */
export function keptParts(grouped: GroupedParts, view: PartListView): number {
  return partsOf(grouped.groups.filter(keeper(view)));
}

/** The row that shows scene part `scene`: its copy when its group is open, else its group. -1: not shown. */
export function rowOf(rows: readonly PartListRow[], scene: number): number {
  let groupRow = -1;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    if (row.kind === 'copy' && row.copy.scene === scene) return k;
    if (row.kind === 'group' && groupRow < 0 && row.group.copies.some((c) => c.scene === scene)) groupRow = k;
  }
  return groupRow;
}
