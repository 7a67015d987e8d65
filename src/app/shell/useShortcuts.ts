import { useEffect } from 'react';
import { redo, undo } from '../state/modelActions.ts';
import { requestView, selectPart } from '../state/selectionActions.ts';
import { viewerStore } from '../state/viewerStore.ts';
import { isTextEntry } from './isTextEntry.ts';

const MODES = ['colours', 'sections', 'functions'] as const;

/**
 * The page's keys, wherever the focus is: Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y
 * redo (in a text field the browser's own undo applies instead), Esc clears the
 * selection. The one-letter keys (F fit, 1 2 3 tints, M measurements) are left to
 * the control that has the focus when it takes typed keys (text fields, selects).
 */
export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && !e.altKey && (key === 'z' || key === 'y')) {
        if (isTextEntry(e.target)) return;
        e.preventDefault();
        if (key === 'y' || e.shiftKey) redo();
        else undo();
        return;
      }
      if (e.key === 'Escape') {
        if (viewerStore.getState().selection.length > 0) selectPart(null, false);
        return;
      }
      if (mod || e.altKey || isTextEntry(e.target) || e.target instanceof HTMLSelectElement) return;
      if (key === 'f') requestView('fit');
      else if (['1', '2', '3'].includes(e.key)) viewerStore.setState({ mode: MODES[Number(e.key) - 1]! });
      else if (key === 'm') viewerStore.setState((s) => ({ showMeasurements: !s.showMeasurements }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
