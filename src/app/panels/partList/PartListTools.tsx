import type { Dispatch, SetStateAction } from 'react';
import type { PartFunction, Section } from '../../../analysis/PartLabel.ts';
import { filtering, type PartListView } from './partListView.ts';

const SECTIONS: readonly Section[] = ['head', 'core', 'base'];
const FUNCTIONS: readonly PartFunction[] = ['none', 'weapon', 'boost', 'armour'];

/** The part list's search box and filters, and what they leave of the list. */
export function PartListTools({ view, listed, setView, total, groups, shown }: { view: PartListView; listed: PartListView; setView: Dispatch<SetStateAction<PartListView>>; total: number; groups: number; shown: number }) {
  // The count is of the list as drawn (`listed`), which may be a key behind the box while it catches up.
  const filtered = filtering(listed);
  return (
    <div className="pl-tools" role="search">
      <input
        type="search"
        data-testid="part-search"
        aria-label="Search parts by name, number, colour or label"
        placeholder="Search parts: name, number, label…"
        value={view.query}
        onChange={(e) => {
          const query = e.target.value;
          setView((v) => ({ ...v, query }));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && view.query) {
            e.stopPropagation();
            setView((v) => ({ ...v, query: '' }));
          }
        }}
      />
      <div className="pl-filters">
        <select data-testid="part-filter-section" aria-label="Show the parts of a section" value={view.section} onChange={(e) => {
          const section = e.target.value as Section | '';
          setView((v) => ({ ...v, section }));
        }}>
          <option value="">every section</option>
          {SECTIONS.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        <select data-testid="part-filter-function" aria-label="Show the parts of a function" value={view.fn} onChange={(e) => {
          const fn = e.target.value as PartFunction | '';
          setView((v) => ({ ...v, fn }));
        }}>
          <option value="">every function</option>
          {FUNCTIONS.map((f) => <option key={f} value={f}>{f}</option>)}
        </select>
      </div>
      <p className="pl-summary" data-testid="part-list-summary" aria-live="polite" aria-busy={listed !== view}>
        {filtered ? `${shown} of ${total} parts match` : `${total} parts, ${groups} kinds`}
        {filtered && (
          <button className="pl-clear" onClick={() => setView((v) => ({ ...v, query: '', section: '', fn: '' }))}>
            show all
          </button>
        )}
      </p>
    </div>
  );
}
