import type { ColourFamily } from '../../ldraw/colours/ColourDefinition.ts';

export type ElementName = 'Normal' | 'Earth' | 'Fire' | 'Wind' | 'Water' | 'Wood' | 'Electric' | 'Metal' | 'Light' | 'Dark';

/** An Element Modifier: a number, or the rules' "-(D/2)" for Defense. */
export type Modifier = number | 'minus-half-D';

export interface ElementRow {
  readonly name: ElementName;
  /** The colour families that match the Element; Normal's "all colours" is every family. */
  readonly colours: readonly ColourFamily[];
  readonly advantageAgainst: readonly ElementName[];
  readonly mods: { readonly H: number; readonly V: number; readonly A: number; readonly D: Modifier; readonly M: number; readonly R: number };
}

const ALL: readonly ColourFamily[] = ['black', 'brown', 'gray', 'green', 'orange', 'red', 'yellow', 'blue', 'purple', 'white'];

/** Block Duel Chess, section IV.C (seed 000), row for row. */
export const ELEMENTS: readonly ElementRow[] = [
  { name: 'Normal', colours: ALL, advantageAgainst: ['Dark', 'Earth', 'Light'], mods: { H: 0, V: 0, A: 0, D: 0, M: 0, R: -1 } },
  { name: 'Earth', colours: ['black', 'brown', 'gray', 'green', 'orange', 'red', 'yellow'], advantageAgainst: ['Electric', 'Fire', 'Light', 'Water'], mods: { H: 5, V: 2, A: 2, D: 1, M: -1, R: -1 } },
  { name: 'Fire', colours: ['blue', 'orange', 'purple', 'red', 'yellow'], advantageAgainst: ['Dark', 'Metal', 'Normal', 'Wood'], mods: { H: -5, V: 0, A: 3, D: 'minus-half-D', M: 1, R: 1 } },
  { name: 'Wind', colours: ['blue', 'white', 'yellow'], advantageAgainst: ['Earth', 'Normal', 'Water', 'Wind'], mods: { H: 0, V: 0, A: 1, D: 0, M: 1, R: 1 } },
  { name: 'Water', colours: ['black', 'blue', 'gray', 'green', 'white'], advantageAgainst: ['Fire', 'Light', 'Metal', 'Normal'], mods: { H: 2, V: 2, A: 1, D: 2, M: -1, R: 0 } },
  { name: 'Wood', colours: ['blue', 'brown', 'gray', 'green', 'red'], advantageAgainst: ['Earth', 'Electric', 'Normal', 'Water'], mods: { H: 3, V: -2, A: -1, D: 2, M: 0, R: -1 } },
  { name: 'Electric', colours: ['blue', 'white', 'yellow'], advantageAgainst: ['Dark', 'Normal', 'Water', 'Wind'], mods: { H: 0, V: 0, A: 5, D: 'minus-half-D', M: 1, R: 1 } },
  { name: 'Metal', colours: ['black', 'brown', 'gray', 'white', 'yellow'], advantageAgainst: ['Earth', 'Electric', 'Normal', 'Wood'], mods: { H: 3, V: 3, A: 3, D: 3, M: -1, R: -1 } },
  { name: 'Light', colours: ['white', 'yellow'], advantageAgainst: ['Electric', 'Fire', 'Metal', 'Wind', 'Wood'], mods: { H: 3, V: 2, A: 3, D: 1, M: 1, R: 1 } },
  { name: 'Dark', colours: ['black', 'blue', 'gray', 'purple'], advantageAgainst: ['Earth', 'Metal', 'Water', 'Wind', 'Wood'], mods: { H: 4, V: 4, A: 4, D: 'minus-half-D', M: -1, R: -1 } },
];

export function elementRow(name: ElementName): ElementRow {
  return ELEMENTS.find((e) => e.name === name)!;
}

/** Accepts any capitalisation; undefined for names that are not Elements. */
export function parseElement(name: string): ElementName | undefined {
  return ELEMENTS.find((e) => e.name.toLowerCase() === name.trim().toLowerCase())?.name;
}

/** 1: `a` has Elemental Advantage over `b`; -1: `b` over `a`; 0: neither (or both). */
export function advantage(a: ElementName, b: ElementName): -1 | 0 | 1 {
  const ab = elementRow(a).advantageAgainst.includes(b);
  const ba = elementRow(b).advantageAgainst.includes(a);
  return ab === ba ? 0 : ab ? 1 : -1;
}
