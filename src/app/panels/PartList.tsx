import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { sceneIndex } from '../state/docFrame.ts';
import { selectParts } from '../state/selectionActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import { groupParts } from './partList/groupParts.ts';
import { PartListLine, type LineActions, type LineState } from './partList/PartListLine.tsx';
import { keptParts, partListRows, rowOf, type PartListRow } from './partList/partListRows.ts';
import { PartListTools } from './partList/PartListTools.tsx';
import { openView, type PartListView } from './partList/partListView.ts';
import { revealPart } from './partList/revealPart.ts';

/** Each kind of line's height in px (the CSS keeps them so): the virtual list places lines without measuring them. */
const HEIGHT = { check: 46, section: 30, function: 24, group: 26, copy: 24 } as const;
const heightOf = (row: PartListRow) => (row.kind === 'heading' ? HEIGHT[row.level] : HEIGHT[row.kind]);
const NONE: LineState = { selected: 'none', hovered: false };

/**
 * Every part, by section and then function, identical parts as one line (×N) that opens to its copies;
 * searched and filtered, headings that close, and only the lines in sight drawn (thousands of parts stay quick).
 * In step with the 3D selection: a part picked in the view opens its group and scrolls into sight.
 */
export function PartList() {
  const doc = useViewer((s) => s.doc);
  const frame = useViewer((s) => s.frame);
  const team = useViewer((s) => s.team);
  const modelKey = useViewer((s) => s.modelKey);
  const selection = useViewer((s) => s.selection);
  const hovered = useViewer((s) => s.hovered);
  const [view, setView] = useState<PartListView>(openView);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Set while the list itself changes the selection: the list does not then move under the pointer.
  const fromList = useRef(false);

  const grouped = useMemo(() => (doc ? groupParts(doc.parts, (k) => sceneIndex(frame, k)) : null), [doc, frame]);
  // The search box answers each key at once; the list follows the search as soon as it can (a render React may interrupt).
  const query = useDeferredValue(view.query);
  const listed = useMemo(() => (query === view.query ? view : { ...view, query }), [view, query]);
  const rows = useMemo(() => (grouped ? partListRows(grouped, listed) : []), [grouped, listed]);
  const shown = useMemo(() => (grouped ? keptParts(grouped, listed) : 0), [grouped, listed]);
  const pieceOf = useMemo(() => {
    const names = new Map<number, string>();
    if (team && frame?.piece == null) for (const p of team.pieces) for (const i of p.parts) names.set(i, `${p.number}. ${p.name}`);
    return names;
  }, [team, frame]);

  useEffect(() => setView(openView), [modelKey]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (k) => heightOf(rows[k]!),
    getItemKey: (k) => rows[k]!.key,
    overscan: 10,
  });

  // A part selected elsewhere (the view, "all parts like this"): open its group and headings, then scroll to it.
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const last = selection[selection.length - 1];
    if (fromList.current || last === undefined || !grouped) {
      fromList.current = false;
      return;
    }
    pending.current = last;
    setView((v) => revealPart(grouped, v, last));
  }, [selection, grouped]);
  useEffect(() => {
    if (pending.current === null) return;
    const k = rowOf(rows, pending.current);
    pending.current = null;
    if (k < 0) return;
    // Already in sight: the list stays; else the row comes to the middle, among its neighbours.
    const row = virtualizer.measurementsCache[k];
    const top = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? 0;
    if (!row || row.start < top || row.end > top + height) virtualizer.scrollToIndex(k, { align: 'center' });
  }, [rows, virtualizer]);

  const actions: LineActions = useMemo(
    () => ({
      select(parts, additive) {
        fromList.current = true;
        selectParts(parts, additive);
      },
      toggleHeading: (key) => setView((v) => ({ ...v, collapsed: toggled(v.collapsed, key) })),
      toggleGroup: (key) => setView((v) => ({ ...v, expanded: toggled(v.expanded, key) })),
    }),
    [],
  );
  const selected = useMemo(() => new Set(selection), [selection]);
  const stateOf = useCallback(
    (row: PartListRow): LineState => {
      if (row.kind === 'heading') return NONE;
      const copies = row.kind === 'copy' ? [row.copy] : row.group.copies;
      const n = copies.reduce((m, c) => m + (selected.has(c.scene) ? 1 : 0), 0);
      return { selected: n === 0 ? 'none' : n === copies.length ? 'all' : 'some', hovered: hovered !== null && copies.some((c) => c.scene === hovered) };
    },
    [selected, hovered],
  );

  if (!doc || !grouped) return <nav className="part-list" data-testid="part-list" aria-label="Parts" />;
  return (
    <nav className="part-list" data-testid="part-list" aria-label="Parts" data-parts={grouped.total} data-groups={grouped.groupCount}>
      <PartListTools view={view} listed={listed} setView={setView} total={grouped.total} groups={grouped.groupCount} shown={shown} />
      <div className="pl-scroll" ref={scrollRef} data-testid="part-list-scroll">
        <div role="list" className="pl-rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div key={item.key} role="listitem" className="pl-line" style={{ height: item.size, transform: `translateY(${item.start}px)` }}>
                <PartListLine row={row} {...stateOf(row)} actions={actions} pieceName={row.kind === 'copy' ? pieceOf.get(row.copy.scene) : undefined} />
              </div>
            );
          })}
        </div>
        {rows.length === 0 && <p className="hint pl-empty">No part matches.</p>}
      </div>
    </nav>
  );
}

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}
