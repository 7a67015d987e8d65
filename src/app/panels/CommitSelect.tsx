import { useId, useRef, useState, type ReactNode, type SelectHTMLAttributes } from 'react';

/** Keys with which a closed native select steps through its options (each step fires `change`). */
const BROWSE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'onKeyDown' | 'onBlur'> & {
  readonly value: string;
  /** Called once per choice: a pick with the pointer, or Enter / leaving the control after browsing with the keys. */
  readonly onCommit: (value: string) => void;
  readonly children: ReactNode;
};

/**
 * A native select whose choice is applied on an explicit choice only. Browsing a
 * closed select with the arrow keys (or typing a letter) changes the option shown
 * but applies nothing until Enter is pressed or the focus leaves; Esc goes back
 * to the applied value. A pick with the pointer (or the open list) applies at once.
 */
export function CommitSelect({ value, onCommit, children, className, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  // Set by a browsing key: the `change` that follows it is a draft, not a choice.
  const browsing = useRef(false);
  const hintId = useId();
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  const pending = draft !== null && draft !== value;
  return (
    <>
      <select
        {...rest}
        className={`${className ?? ''}${pending ? ' pending' : ''}`.trim() || undefined}
        value={draft ?? value}
        aria-describedby={pending ? hintId : rest['aria-describedby']}
        onKeyDown={(e) => {
          if (BROWSE_KEYS.has(e.key) || (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey)) browsing.current = true;
          else if (e.key === 'Enter' && draft !== null) {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape' && pending) {
            // Only the draft is dropped: the page's Esc (clear the selection) waits for the next press.
            e.stopPropagation();
            setDraft(null);
          }
        }}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (browsing.current) {
            browsing.current = false;
            setDraft(next);
          } else {
            setDraft(null);
            if (next !== value) onCommit(next);
          }
        }}
        onKeyUp={() => {
          browsing.current = false;
        }}
        onBlur={commit}
      >
        {children}
      </select>
      {pending && (
        <small className="pending-hint" id={hintId} data-testid="pending-hint">
          Enter to apply, Esc to cancel
        </small>
      )}
    </>
  );
}
