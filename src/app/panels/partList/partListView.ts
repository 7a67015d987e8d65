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

/**
 * The search's terms: each word, except that a size ("1 x 2", "2x4", "1 x 2 x 3") is one term,
 * found only where a size starts ("1 x 2" is in "1 x 2 x 3", not in "1 x 12" nor "1 x 1 x 2").
 */
export function searchTerms(query: string): ((text: string) => boolean)[] {
  const terms = query.toLowerCase().match(/\d+\s*x\s*\d+(?:\s*x\s*\d+)*|\S+/g) ?? [];
  return terms.map((t) => {
    if (!/^\d+\s*x\s*\d/.test(t)) return (text: string) => text.includes(t);
    const size = new RegExp(`(?<!\\d|x )${t.split(/\s*x\s*/).join(' x ')}(?!\\d)`);
    return (text: string) => size.test(text);
  });
}

/** Whether a group is kept by the search (every term found) and the filters: a test made once per view. */
export function keeper(view: PartListView): (group: PartGroup) => boolean {
  const terms = searchTerms(view.query);
  return (group) => (!view.section || group.section === view.section) && (!view.fn || group.part.function === view.fn) && terms.every((t) => t(group.text));
}

export const keeps = (view: PartListView, group: PartGroup): boolean => keeper(view)(group);

export const filtering = (view: PartListView) => view.query.trim() !== '' || view.section !== '' || view.fn !== '';
