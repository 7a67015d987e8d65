import { memo, useMemo } from 'react';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import { sceneIndex } from '../state/docFrame.ts';
import { selectPart } from '../state/selectionActions.ts';
import { useViewer } from '../state/viewerStore.ts';

const SECTIONS = ['head', 'core', 'base'] as const;

type Entry = { readonly p: PieceDocument['parts'][number]; readonly i: number };

/**
 * Every part, grouped by section and then function, in step with the 3D selection.
 * Parts labelled with low confidence come first, in a group of their own, so the player checks them first.
 */
export function PartList() {
  const doc = useViewer((s) => s.doc);
  const frame = useViewer((s) => s.frame);
  const selection = useViewer((s) => s.selection);
  const hovered = useViewer((s) => s.hovered);
  const selected = useMemo(() => new Set(selection), [selection]);
  const { doubtful, groups } = useMemo(() => {
    if (!doc) return { doubtful: [], groups: [] };
    // i: the part's index in the scene, which the selection and the hover use.
    const all: Entry[] = doc.parts.map((p, k) => ({ p, i: sceneIndex(frame, k) }));
    const doubtful = all.filter(({ p }) => p.confidence === 'low');
    const groups = SECTIONS.map((section) => {
      const ofSection = all.filter(({ p }) => p.section === section);
      const inSection = ofSection.filter(({ p }) => p.confidence !== 'low');
      const byFunction = new Map<string, typeof inSection>();
      for (const entry of inSection) {
        const key = entry.p.function === 'weapon' && entry.p.weapon ? `weapon · ${entry.p.weapon.kind} L${entry.p.weapon.level}` : entry.p.function;
        byFunction.set(key, [...(byFunction.get(key) ?? []), entry]);
      }
      return { section, count: ofSection.length, above: ofSection.length - inSection.length, functions: [...byFunction] };
    });
    return { doubtful, groups };
  }, [doc, frame]);
  if (!doc) return <nav className="part-list" data-testid="part-list" />;
  return (
    <nav className="part-list" data-testid="part-list" aria-label="Parts">
      {doubtful.length > 0 && (
        <section className="check-first" data-testid="check-first" aria-label="Check these first">
          <h3>
            Check these first <small>({doubtful.length})</small>
          </h3>
          <p className="hint">The analysis is least sure of these labels: check them before the rest.</p>
          <ul>
            {doubtful.map(({ p, i }) => (
              <PartRow key={p.id} part={p} index={i} selected={selected.has(i)} hovered={hovered === i} showLabel />
            ))}
          </ul>
        </section>
      )}
      {groups.map((g) => (
        <section key={g.section}>
          <h3>
            {g.section} <small>({g.count}{g.above > 0 ? `, ${g.above} listed above` : ''})</small>
          </h3>
          {g.functions.map(([fn, entries]) => (
            <div key={fn} className="function-group">
              <h4>{fn}</h4>
              <ul>
                {entries.map(({ p, i }) => (
                  <PartRow key={p.id} part={p} index={i} selected={selected.has(i)} hovered={hovered === i} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </nav>
  );
}

/** One row; memoised so a hover or a selection change re-renders only the rows it touches. */
const PartRow = memo(function PartRow({ part: p, index, selected, hovered, showLabel }: { part: PieceDocument['parts'][number]; index: number; selected: boolean; hovered: boolean; showLabel?: boolean }) {
  const low = p.confidence === 'low';
  return (
    <li>
      <button
        data-testid={`part-${p.id}`}
        data-confidence={p.confidence}
        className={`${selected ? 'selected' : ''} ${hovered ? 'hovered' : ''} ${low ? 'low-confidence' : ''}`}
        aria-pressed={selected}
        title={`${p.reason}\nconfidence: ${p.confidence} (${p.confidenceReason})`}
        onClick={(e) => selectPart(index, e.shiftKey)}
      >
        {low && (
          <span className="confidence-mark" role="img" aria-label="low confidence" data-testid="low-confidence-mark">
            ?
          </span>
        )}
        {p.corrected && <span className="corrected-mark" title="corrected">✎ </span>}
        {p.description || p.part} <small>{p.part} · {p.colourName}{showLabel ? ` · ${p.section} · ${p.function}` : ''}</small>
      </button>
    </li>
  );
});
