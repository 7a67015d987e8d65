import { describe, expect, it } from 'vitest';
import { searchTerms } from './partListView.ts';

const finds = (query: string, text: string) => searchTerms(query).every((t) => t(text));

describe('searchTerms', () => {
  it('finds every word, in any order and case', () => {
    expect(finds('RED brick', 'brick 2 x 4 red 3001')).toBe(true);
    expect(finds('red plate', 'brick 2 x 4 red 3001')).toBe(false);
    expect(finds('', 'anything')).toBe(true);
  });

  it('reads a size as one term, written with or without spaces, and finds it only whole', () => {
    expect(finds('brick 1 x 2', 'brick 1 x 2 light grey 3004')).toBe(true);
    expect(finds('brick 1x2', 'brick 1 x 2 light grey 3004')).toBe(true);
    expect(finds('brick 1 x 2', 'brick 1 x 1 round light grey 3062b')).toBe(false);
    expect(finds('1 x 2', 'plate 1 x 12')).toBe(false);
    expect(finds('1 x 2', 'brick 1 x 2 x 3')).toBe(true);
    expect(finds('2 x 2 x 3', 'brick 1 x 2 x 3')).toBe(false);
    expect(finds('brick 1 x 2', 'brick 1 x 1 x 2 with shutter holder')).toBe(false);
  });
});
