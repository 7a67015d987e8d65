import type { PartFunction, Section } from '../../analysis/PartLabel.ts';
import { weaponLevel, type WeaponKind, type WeaponLevel } from '../../analysis/partTraits.ts';
import { clearSelectionCorrections, correctSelection } from '../state/modelActions.ts';
import { docPartAt } from '../state/docFrame.ts';
import { selectAllLike } from '../state/selectionActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import { CommitSelect } from './CommitSelect.tsx';
import { CorrectionReport } from './CorrectionReport.tsx';

const SECTIONS: Section[] = ['head', 'core', 'base'];
const FUNCTIONS: PartFunction[] = ['none', 'weapon', 'boost', 'armour'];
const KINDS: WeaponKind[] = ['hit', 'antenna', 'blade', 'lance', 'spear', 'staff', 'whip', 'gun', 'hand-bomb', 'missile', 'cannon', 'beam', 'propeller-fan'];

/** The selected parts: what they are and why, and the controls to correct them. */
export function Inspector() {
  const doc = useViewer((s) => s.doc);
  const selection = useViewer((s) => s.selection);
  const frame = useViewer((s) => s.frame);
  if (!doc || selection.length === 0) {
    return (
      <section className="inspector" data-testid="inspector">
        <p className="hint">Click a part in the view or the list to see why it is labelled as it is and to correct it. Shift-click adds parts.</p>
        <CorrectionReport />
      </section>
    );
  }
  const parts = selection.flatMap((i) => docPartAt(doc, frame, i) ?? []);
  const first = parts[0]!;
  const same = <T,>(f: (p: typeof first) => T) => (parts.every((p) => f(p) === f(first)) ? f(first) : undefined);
  const section = same((p) => p.section);
  const fn = same((p) => p.function);
  const kind = same((p) => p.weapon?.kind ?? '');
  const level = same((p) => (p.weapon ? String(p.weapon.level) : ''));
  return (
    <section className="inspector" data-testid="inspector">
      <h3>{parts.length === 1 ? first.description || first.part : `${parts.length} parts`}</h3>
      {parts.length === 1 && (
        <dl>
          <dt>Part</dt>
          <dd>{first.part} · {first.colourName} · id {first.id}</dd>
          <dt>Section</dt>
          <dd>{first.section}: {first.sectionReason}</dd>
          <dt>Function</dt>
          <dd>{first.function}{first.weapon ? ` (${first.weapon.kind}, Level ${first.weapon.level})` : ''}: {first.functionReason}</dd>
          <dt>Confidence</dt>
          <dd data-testid="inspector-confidence">
            <span className={first.confidence === 'low' ? 'confidence-low' : ''}>{first.confidence}</span>: {first.confidenceReason}
          </dd>
        </dl>
      )}
      <div className="controls">
        <label>
          Section
          <CommitSelect data-testid="correct-section" value={section ?? ''} onCommit={(v) => v && correctSelection({ section: v as Section })}>
            {section === undefined && <option value="">(mixed)</option>}
            {SECTIONS.map((s) => <option key={s} value={s}>{s}</option>)}
          </CommitSelect>
        </label>
        <label>
          Function
          <CommitSelect
            data-testid="correct-function"
            value={fn ?? ''}
            onCommit={(v) => {
              if (!v) return;
              const f = v as PartFunction;
              correctSelection(f === 'weapon' ? { function: f, weapon: { kind: (kind as WeaponKind) || 'hit' } } : { function: f });
            }}
          >
            {fn === undefined && <option value="">(mixed)</option>}
            {FUNCTIONS.map((f) => <option key={f} value={f}>{f}</option>)}
          </CommitSelect>
        </label>
        <label>
          Weapon
          <CommitSelect data-testid="correct-weapon-kind" value={kind ?? ''} onCommit={(v) => v && correctSelection({ function: 'weapon', weapon: { kind: v as WeaponKind } })}>
            <option value="">{kind === undefined ? '(mixed)' : '—'}</option>
            {KINDS.map((k) => <option key={k} value={k}>{k} (Level {weaponLevel(k)})</option>)}
          </CommitSelect>
        </label>
        <label>
          Level
          <CommitSelect
            data-testid="correct-weapon-level"
            value={level ?? ''}
            disabled={!kind}
            onCommit={(v) => kind && v !== '' && correctSelection({ function: 'weapon', weapon: { kind: kind as WeaponKind, level: Number(v) as WeaponLevel } })}
          >
            <option value="">—</option>
            {[0, 1, 2, 3].map((l) => <option key={l} value={l}>{l}</option>)}
          </CommitSelect>
        </label>
      </div>
      <div className="controls">
        {parts.length === 1 && <button data-testid="select-all-like" onClick={() => selectAllLike(selection[0]!)}>All parts like this</button>}
        <button data-testid="clear-corrections" disabled={!parts.some((p) => p.corrected)} onClick={clearSelectionCorrections}>Undo my corrections here</button>
      </div>
      <CorrectionReport />
    </section>
  );
}
