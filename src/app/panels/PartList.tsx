import { memo, useMemo } from 'react';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import { sceneIndex } from '../state/docFrame.ts';
import { selectPart } from '../state/selectionActions.ts';
import { useViewer } from '../state/viewerStore.ts';

const SECTIONS = ['head', 'core', 'base'] as const;

/** Every part, grouped by section and then function, in step with the 3D selection. */
export function PartList() {
  const doc = useViewer((s) => s.doc);
  const frame = useViewer((s) => s.frame);
  const selection = useViewer((s) => s.selection);
  const hovered = useViewer((s) => s.hovered);
  const selected = useMemo(() => new Set(selection), [selection]);
  const groups = useMemo(() => {
    if (!doc) return [];
    return SECTIONS.map((section) => {
      // i: the part's index in the scene, which the selection and the hover use.
      const inSection = doc.parts.map((p, k) => ({ p, i: sceneIndex(frame, k) })).filter(({ p }) => p.section === section);
      const byFunction = new Map<string, typeof inSection>();
      for (const entry of inSection) {
        const key = entry.p.function === 'weapon' && entry.p.weapon ? `weapon · ${entry.p.weapon.kind} L${entry.p.weapon.level}` : entry.p.function;
        byFunction.set(key, [...(byFunction.get(key) ?? []), entry]);
      }
      return { section, count: inSection.length, functions: [...byFunction] };
    });
  }, [doc, frame]);
  if (!doc) return <nav className="part-list" data-testid="part-list" />;
  return (
    <nav className="part-list" data-testid="part-list" aria-label="Parts">
      {groups.map((g) => (
        <section key={g.section}>
          <h3>
            {g.section} <small>({g.count})</small>
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
const PartRow = memo(function PartRow({ part: p, index, selected, hovered }: { part: PieceDocument['parts'][number]; index: number; selected: boolean; hovered: boolean }) {
  return (
    <li>
      <button
        data-testid={`part-${p.id}`}
        className={`${selected ? 'selected' : ''} ${hovered ? 'hovered' : ''}`}
        aria-pressed={selected}
        title={p.reason}
        onClick={(e) => selectPart(index, e.shiftKey)}
      >
        {p.corrected && <span className="corrected-mark" title="corrected">✎ </span>}
        {p.description || p.part} <small>{p.part} · {p.colourName}</small>
      </button>
    </li>
  );
});
