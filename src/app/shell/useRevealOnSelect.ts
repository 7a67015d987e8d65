import { useEffect, type RefObject } from 'react';
import { useViewer } from '../state/viewerStore.ts';

/**
 * Scrolls the correction controls inside `ref` (its `.controls`, else all of it)
 * into view when parts are selected (and the panel is `shown`), so a part picked in
 * the 3D view shows its corrections without a search down the page. Only as far as
 * needed: already in view, nothing moves.
 */
export function useRevealOnSelect(ref: RefObject<HTMLElement | null>, shown = true): void {
  const selection = useViewer((s) => s.selection);
  useEffect(() => {
    if (selection.length === 0 || !shown || !ref.current) return;
    (ref.current.querySelector('.controls') ?? ref.current).scrollIntoView({ block: 'nearest' });
  }, [selection, shown, ref]);
}
