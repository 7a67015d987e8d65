import type { PartFunction, Section } from '../../../analysis/PartLabel.ts';
import type { PartGroup } from './groupParts.ts';

/** What the player asked the list to show: a search, filters, closed headings and opened groups. */
export interface PartListView {
  readonly query: string;
  readonly section: Section | '';
  readonly fn: PartFunction | '';
  /** Headings closed: `check`, `section:head`, `function:head:armour`. */
  readonly collapsed: ReadonlySet<string>;
  /** Groups opened to their copies, by group key. */
  readonly expanded: ReadonlySet<string>;
}

export const openView: PartListView = { query: '', section: '', fn: '', collapsed: new Set(), expanded: new Set() };

export const sectionKey = (section: Section) => `section:${section}`;
export const functionHeadingKey = (section: Section, fn: string) => `function:${section}:${fn}`;
export const CHECK_KEY = 'check';

/** Whether a group is kept by the search (every word found) and the filters. */
export function keeps(view: PartListView, group: PartGroup): boolean {
  if (view.section && group.section !== view.section) return false;
  if (view.fn && group.part.function !== view.fn) return false;
  const words = view.query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => group.text.includes(w));
}

export const filtering = (view: PartListView) => view.query.trim() !== '' || view.section !== '' || view.fn !== '';
