import { docPartAt, outsidePiece, sceneIndex } from './docFrame.ts';
import { viewerStore, type ViewRequest } from './viewerStore.ts';

/** The part under the pointer, or null. */
export function hoverPart(index: number | null): void {
  const s = viewerStore.getState();
  const part = index !== null && outsidePiece(s.frame, index) ? null : index;
  if (s.hovered !== part) viewerStore.setState({ hovered: part });
}

/** Click: select one part; shift-click (`additive`) adds or removes it; null (or a part outside the chosen piece) clears. */
export function selectPart(index: number | null, additive: boolean): void {
  viewerStore.setState((s) => {
    if (index === null || outsidePiece(s.frame, index)) return additive || s.selection.length === 0 ? {} : { selection: [] };
    if (!additive) return { selection: [index] };
    return { selection: s.selection.includes(index) ? s.selection.filter((i) => i !== index) : [...s.selection, index] };
  });
}

/** Select these parts (a group of identical parts); `additive` adds them, or takes them out when all are selected already. */
export function selectParts(indices: readonly number[], additive: boolean): void {
  viewerStore.setState((s) => {
    const parts = indices.filter((i) => !outsidePiece(s.frame, i));
    if (!additive) return { selection: parts };
    const had = new Set(s.selection);
    if (parts.every((i) => had.has(i))) {
      const out = new Set(parts);
      return { selection: s.selection.filter((i) => !out.has(i)) };
    }
    return { selection: [...s.selection, ...parts.filter((i) => !had.has(i))] };
  });
}

/** Select every part of the same part number and colour as `index` ("all parts like this"). */
export function selectAllLike(index: number): void {
  const { doc, frame } = viewerStore.getState();
  if (!doc) return;
  const ref = docPartAt(doc, frame, index);
  if (!ref) return;
  const selection = doc.parts.flatMap((p, k) => (p.part === ref.part && p.colour === ref.colour ? [sceneIndex(frame, k)] : []));
  viewerStore.setState({ selection });
}

export function requestView(kind: ViewRequest): void {
  viewerStore.setState((s) => ({ view: { kind, nonce: s.view.nonce + 1 } }));
}
