import { describe, expect, it } from 'vitest';
import { docPart } from '../../../../tests/support/docPart.ts';
import { groupParts } from './groupParts.ts';
import { partListRows, rowOf } from './partListRows.ts';
import { openView, type PartListView } from './partListView.ts';
import { revealPart } from './revealPart.ts';

const parts = [docPart({ id: 'b1' }), docPart({ id: 'b2' }), docPart({ id: 't1', part: '3069.dat', description: 'Tile 1 x 2', section: 'base' }), docPart({ id: 'q1', part: '4589.dat', confidence: 'low' })];
const grouped = groupParts(parts, (k) => k);
const brick = grouped.groupOf.get(1)!.key;

describe('revealPart', () => {
  it('opens the group of a part picked in the view, so its copy has a row', () => {
    const view = revealPart(grouped, openView, 1);
    expect(view.expanded.has(brick)).toBe(true);
    const rows = partListRows(grouped, view);
    const row = rows[rowOf(rows, 1)]!;
    expect(row.kind === 'copy' && row.copy.id).toBe('b2');
  });

  it('opens the closed headings above it and drops a search or filter that hides it', () => {
    const closed: PartListView = { ...openView, query: 'tile', fn: 'none', collapsed: new Set(['section:core', 'function:core:none', 'section:base']) };
    const view = revealPart(grouped, closed, 0);
    expect([view.query, view.fn]).toEqual(['', '']);
    expect([...view.collapsed]).toEqual(['section:base']);
    expect(rowOf(partListRows(grouped, view), 0)).toBeGreaterThanOrEqual(0);
  });

  it('leaves a search that keeps the part, and opens "Check these first" for a doubtful one', () => {
    const searched: PartListView = { ...openView, query: 'brick', collapsed: new Set(['check']) };
    expect(revealPart(grouped, searched, 0).query).toBe('brick');
    expect(revealPart(grouped, searched, 3).collapsed.has('check')).toBe(false);
  });

  it('returns the same view when the part already shows, and for a part it does not list', () => {
    const single = revealPart(grouped, openView, 2);
    expect(single).toBe(openView);
    expect(revealPart(grouped, openView, 99)).toBe(openView);
  });
});
