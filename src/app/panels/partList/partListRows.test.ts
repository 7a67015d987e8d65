import { describe, expect, it } from 'vitest';
import { docPart } from '../../../../tests/support/docPart.ts';
import { groupParts } from './groupParts.ts';
import { keptParts, partListRows, rowOf, type PartListRow } from './partListRows.ts';
import { openView, type PartListView } from './partListView.ts';

const parts = [
  docPart({ id: 'h1', part: '3626.dat', description: 'Minifig Head', colourName: 'Yellow', section: 'head', function: 'weapon', weapon: { kind: 'hit', level: 0 } }),
  docPart({ id: 'h2', part: '3626.dat', description: 'Minifig Head', colourName: 'Yellow', section: 'head', function: 'weapon', weapon: { kind: 'hit', level: 0 } }),
  docPart({ id: 'b1' }),
  docPart({ id: 'b2' }),
  docPart({ id: 'b3' }),
  docPart({ id: 's1', part: '3847.dat', description: 'Minifig Sword Broadsword', colourName: 'Light Grey', function: 'weapon', weapon: { kind: 'blade', level: 1 } }),
  docPart({ id: 'q1', part: '4589.dat', description: 'Cone 1 x 1', confidence: 'low' }),
  docPart({ id: 'f1', part: '3069.dat', description: 'Tile 1 x 2', section: 'base' }),
];
const grouped = groupParts(parts, (k) => k);
const view = (over: Partial<PartListView>): PartListView => ({ ...openView, ...over });
/** Each row as a short text: `# title count/total`, `## function`, `name ×N`, `- copy id`. */
const lines = (rows: PartListRow[]) =>
  rows.map((r) =>
    r.kind === 'heading'
      ? `${r.level === 'function' ? '##' : '#'} ${r.title} ${r.count}/${r.total}${r.collapsed ? ' closed' : ''}`
      : r.kind === 'group'
        ? `${r.group.name} ×${r.group.copies.length}`
        : `- ${r.copy.id}`,
  );

describe('partListRows', () => {
  it('lists headings and one row per group, the doubtful groups first', () => {
    expect(lines(partListRows(grouped, openView))).toEqual([
      '# Check these first 1/1',
      'Cone 1 x 1 ×1',
      '# head 2/2',
      '## weapon · hit L0 2/2',
      'Minifig Head ×2',
      '# core 5/5',
      '## weapon · blade L1 1/1',
      'Minifig Sword Broadsword ×1',
      '## none 3/3',
      'Brick 2 x 4 ×3',
      '# base 1/1',
      '## none 1/1',
      'Tile 1 x 2 ×1',
    ]);
  });

  it('opens a group to its copies', () => {
    const key = grouped.groupOf.get(2)!.key;
    const rows = lines(partListRows(grouped, view({ expanded: new Set([key]) })));
    expect(rows.slice(rows.indexOf('Brick 2 x 4 ×3'), rows.indexOf('Brick 2 x 4 ×3') + 4)).toEqual(['Brick 2 x 4 ×3', '- b1', '- b2', '- b3']);
  });

  it('hides what is under a closed section or function heading, and keeps the heading', () => {
    const rows = lines(partListRows(grouped, view({ collapsed: new Set(['section:core', 'function:head:weapon · hit L0']) })));
    expect(rows).toContain('# core 5/5 closed');
    expect(rows).toContain('## weapon · hit L0 2/2 closed');
    expect(rows).not.toContain('Minifig Head ×2');
    expect(rows).not.toContain('Brick 2 x 4 ×3');
    expect(rows).toContain('Tile 1 x 2 ×1');
  });

  it('keeps only the groups with every word of the search, and only the sections that have some', () => {
    expect(lines(partListRows(grouped, view({ query: 'minifig  HEAD' })))).toEqual(['# head 2/2', '## weapon · hit L0 2/2', 'Minifig Head ×2']);
    expect(lines(partListRows(grouped, view({ query: '3847' })))).toEqual(['# core 1/5', '## weapon · blade L1 1/1', 'Minifig Sword Broadsword ×1']);
    expect(lines(partListRows(grouped, view({ query: 'no such part' })))).toEqual([]);
  });

  it('filters by section and by function', () => {
    expect(lines(partListRows(grouped, view({ section: 'base' })))).toEqual(['# base 1/1', '## none 1/1', 'Tile 1 x 2 ×1']);
    const weapons = lines(partListRows(grouped, view({ fn: 'weapon' })));
    expect(weapons.filter((l) => l.includes('×'))).toEqual(['Minifig Head ×2', 'Minifig Sword Broadsword ×1']);
  });

  it('finds the row of a part: its copy when its group is open, else its group', () => {
    const closed = partListRows(grouped, openView);
    expect(lines(closed)[rowOf(closed, 3)]).toBe('Brick 2 x 4 ×3');
    const open = partListRows(grouped, view({ expanded: new Set([grouped.groupOf.get(3)!.key]) }));
    expect(lines(open)[rowOf(open, 3)]).toBe('- b2');
    expect(rowOf(partListRows(grouped, view({ query: 'tile' })), 3)).toBe(-1);
  });

  it('counts each part the search and filters keep once, the doubtful ones too', () => {
    expect(keptParts(grouped, openView)).toBe(parts.length);
    expect(keptParts(grouped, view({ section: 'core' }))).toBe(5);
    expect(keptParts(grouped, view({ query: 'cone' }))).toBe(1);
  });
});
