import type { Section } from '../../../analysis/PartLabel.ts';
import { cleanDescription } from '../../../ldraw/cleanDescription.ts';
import type { PieceDocument } from '../../../export/pieceDocument.ts';

export type DocPart = PieceDocument['parts'][number];

/** One copy of a part: its index in the document and in the drawn scene (the one selection and hover use). */
export interface PartCopy {
  readonly doc: number;
  readonly scene: number;
  readonly id: string;
}

/** Identical parts: the same part file, colour and label (section, function, weapon, boost, confidence, corrected). */
export interface PartGroup {
  readonly key: string;
  /** The first copy's part: every copy reads the same. */
  readonly part: DocPart;
  readonly name: string;
  readonly section: Section;
  /** The function heading it sits under: `weapon · hit L1` for weapons, else the function. */
  readonly functionKey: string;
  readonly doubtful: boolean;
  readonly copies: readonly PartCopy[];
  /** What a search looks in, lower case: name, part number, colour and label. */
  readonly text: string;
}

export interface FunctionGroups {
  readonly key: string;
  readonly groups: readonly PartGroup[];
}

export interface SectionGroups {
  readonly section: Section;
  /** Every part of the section, the doubtful ones listed above included. */
  readonly count: number;
  /** How many of them are listed under "Check these first". */
  readonly above: number;
  readonly functions: readonly FunctionGroups[];
}

export interface GroupedParts {
  /** Every group, by name and colour. */
  readonly groups: readonly PartGroup[];
  /** The parts labelled with low confidence, grouped: the player checks them first. */
  readonly doubtful: readonly PartGroup[];
  readonly sections: readonly SectionGroups[];
  readonly total: number;
  /** How many groups: lines in the list with every heading and no group open. */
  readonly groupCount: number;
  /** The group of each scene index. */
  readonly groupOf: ReadonlyMap<number, PartGroup>;
}

const SECTIONS: readonly Section[] = ['head', 'core', 'base'];

/** The heading a part sits under within its section. */
export function functionKey(p: DocPart): string {
  return p.function === 'weapon' && p.weapon ? `weapon · ${p.weapon.kind} L${p.weapon.level}` : p.function;
}

/** Weapons first, then armour and boosts, the parts with no function last. */
function functionRank(key: string): number {
  return key.startsWith('weapon') ? 0 : key === 'armour' ? 1 : key === 'boost' ? 2 : 3;
}

function groupKey(p: DocPart): string {
  const label = [p.section, functionKey(p), p.boost ?? '', p.confidence === 'low' ? 'low' : '', p.corrected ? 'corrected' : ''];
  return [p.part.toLowerCase(), p.colour, ...label].join('|');
}

/**
 * The document's parts as groups of identical parts (each group's copies in document order),
 * by section and then function, groups by name and colour; `sceneIndex` maps a document index to the drawn scene's.
 */
export function groupParts(parts: readonly DocPart[], sceneIndex: (doc: number) => number): GroupedParts {
  const byKey = new Map<string, { key: string; part: DocPart; copies: PartCopy[] }>();
  parts.forEach((p, k) => {
    const key = groupKey(p);
    const copy = { doc: k, scene: sceneIndex(k), id: p.id };
    const found = byKey.get(key);
    if (found) found.copies.push(copy);
    else byKey.set(key, { key, part: p, copies: [copy] });
  });
  const groups: PartGroup[] = [...byKey.values()].map(({ key, part, copies }) => ({
    key,
    part,
    name: cleanDescription(part.description) || part.part,
    section: part.section,
    functionKey: functionKey(part),
    doubtful: part.confidence === 'low',
    copies,
    text: searchText(part),
  }));
  // By name, then colour: the 2 x 4 bricks of every colour sit together.
  groups.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }) || a.part.colourName.localeCompare(b.part.colourName));
  const groupOf = new Map<number, PartGroup>();
  for (const g of groups) for (const c of g.copies) groupOf.set(c.scene, g);
  const sections = SECTIONS.map((section) => {
    const ofSection = groups.filter((g) => g.section === section);
    const byFunction = new Map<string, PartGroup[]>();
    for (const g of ofSection) {
      if (g.doubtful) continue;
      const list = byFunction.get(g.functionKey);
      if (list) list.push(g);
      else byFunction.set(g.functionKey, [g]);
    }
    const count = (gs: readonly PartGroup[]) => gs.reduce((n, g) => n + g.copies.length, 0);
    return {
      section,
      count: count(ofSection),
      above: count(ofSection.filter((g) => g.doubtful)),
      functions: [...byFunction].sort(([a], [b]) => functionRank(a) - functionRank(b) || a.localeCompare(b)).map(([key, gs]) => ({ key, groups: gs })),
    };
  });
  return { groups, doubtful: groups.filter((g) => g.doubtful), sections, total: parts.length, groupCount: groups.length, groupOf };
}

function searchText(p: DocPart): string {
  const words = [
    cleanDescription(p.description),
    p.part,
    p.part.replace(/\.dat$/i, ''),
    p.colourName,
    p.section,
    p.function,
    p.weapon ? `${p.weapon.kind} L${p.weapon.level} level ${p.weapon.level}` : '',
    p.boost ?? '',
    p.confidence === 'low' ? 'low confidence' : '',
    p.corrected ? 'corrected' : '',
  ];
  return words.join(' ').toLowerCase();
}
