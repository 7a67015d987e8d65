import { memo } from 'react';
import type { PartListRow } from './partListRows.ts';

/** How the row is marked: selected (all of its parts), partly (some of a group's copies) or not; hovered in the view. */
export interface LineState {
  readonly selected: 'all' | 'some' | 'none';
  readonly hovered: boolean;
}

export interface LineActions {
  /** Select these scene parts (shift: add them to the selection, or take them out when all are in it). */
  select(parts: readonly number[], additive: boolean): void;
  toggleHeading(key: string): void;
  toggleGroup(key: string): void;
}

/** One line of the part list: a heading that closes, a group of identical parts (×N, opens to its copies), or one copy. */
export const PartListLine = memo(function PartListLine({ row, selected, hovered, actions, pieceName }: { row: PartListRow; actions: LineActions; pieceName?: string } & LineState) {
  if (row.kind === 'heading') {
    const counted = row.count === row.total ? `${row.total}` : `${row.count} of ${row.total}`;
    return (
      <div className={`pl-heading pl-${row.level}`} data-testid={row.level === 'check' ? 'check-first' : `heading-${row.key}`}>
        <button aria-expanded={!row.collapsed} onClick={() => actions.toggleHeading(row.key)} title={row.collapsed ? 'Show these parts' : 'Hide these parts'}>
          <span className="pl-marker" aria-hidden>{row.collapsed ? '▸' : '▾'}</span>
          <span className="pl-title">{row.title}</span> <small>({counted}{row.above > 0 ? `, ${row.above} listed above` : ''})</small>
        </button>
        {row.level === 'check' && <p className="hint">The analysis is least sure of these labels: check them before the rest.</p>}
      </div>
    );
  }
  const { group } = row;
  const p = group.part;
  const low = group.doubtful;
  const cls = `pl-part ${selected === 'all' ? 'selected' : selected === 'some' ? 'partly' : ''} ${hovered ? 'hovered' : ''} ${low ? 'low-confidence' : ''}`;
  const tooltip = `${p.reason}\nconfidence: ${p.confidence} (${p.confidenceReason})`;
  const label = `${p.colourName} · ${p.part.replace(/\.dat$/i, '')}${low ? ` · ${p.section} · ${p.function}` : ''}`;
  if (row.kind === 'copy') {
    return (
      <div className={`pl-copy ${low ? 'pl-doubtful' : ''}`}>
        <button
          data-testid={`part-${row.copy.id}`}
          data-confidence={p.confidence}
          className={cls}
          aria-pressed={selected === 'all'}
          title={tooltip}
          onClick={(e) => actions.select([row.copy.scene], e.shiftKey)}
        >
          <span className="pl-name"><span>copy {row.n}</span> <small>#{row.copy.id}{pieceName ? ` · ${pieceName}` : ''}</small></span>
        </button>
      </div>
    );
  }
  const n = group.copies.length;
  const one = n === 1 ? group.copies[0]! : undefined;
  return (
    <div className={`pl-group ${low ? 'pl-doubtful' : ''}`} data-testid={one ? undefined : `group-${group.copies[0]!.id}`} data-copies={n}>
      {one ? (
        <span className="pl-toggle" aria-hidden />
      ) : (
        <button
          className="pl-toggle"
          aria-expanded={row.expanded}
          aria-label={`${row.expanded ? 'Hide' : 'Show'} the ${n} copies of ${group.name}`}
          data-testid="group-toggle"
          onClick={() => actions.toggleGroup(group.key)}
        >
          {row.expanded ? '▾' : '▸'}
        </button>
      )}
      <button
        data-testid={one ? `part-${one.id}` : 'group-select'}
        data-confidence={p.confidence}
        className={cls}
        aria-pressed={selected === 'all'}
        title={one ? tooltip : `Select all ${n} copies\n${tooltip}`}
        onClick={(e) => actions.select(group.copies.map((c) => c.scene), e.shiftKey)}
      >
        {low && (
          <span className="confidence-mark" role="img" aria-label="low confidence" data-testid="low-confidence-mark">
            ?
          </span>
        )}
        {p.corrected && <span className="corrected-mark" title="corrected">✎ </span>}
        <span className="pl-name">
          <span>{group.name}</span> <small>{label}</small>
        </span>
        {!one && <span className="pl-count" data-testid="group-count">×{n}</span>}
      </button>
    </div>
  );
});
