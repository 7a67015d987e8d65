import type { GroupedParts } from './groupParts.ts';
import { CHECK_KEY, functionHeadingKey, keeps, sectionKey, type PartListView } from './partListView.ts';

/** The view that shows scene part `scene`: its group opened, its headings open, the search and filters dropped if they hide it. */
export function revealPart(grouped: GroupedParts, view: PartListView, scene: number): PartListView {
  const group = grouped.groupOf.get(scene);
  if (!group) return view;
  const kept = keeps(view, group);
  const headings = group.doubtful ? [CHECK_KEY] : [sectionKey(group.section), functionHeadingKey(group.section, group.functionKey)];
  const collapsed = headings.some((h) => view.collapsed.has(h)) ? new Set([...view.collapsed].filter((h) => !headings.includes(h))) : view.collapsed;
  const expanded = group.copies.length > 1 && !view.expanded.has(group.key) ? new Set([...view.expanded, group.key]) : view.expanded;
  if (kept && collapsed === view.collapsed && expanded === view.expanded) return view;
  return { ...(kept ? view : { ...view, query: '', section: '', fn: '' }), collapsed, expanded };
}
