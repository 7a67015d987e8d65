import { viewerStore, type ViewRequest } from './viewerStore.ts';

/** The part under the pointer, or null. */
export function hoverPart(index: number | null): void {
  if (viewerStore.getState().hovered !== index) viewerStore.setState({ hovered: index });
}

/** Click: select one part; shift-click (`additive`) adds or removes it; null clears. */
export function selectPart(index: number | null, additive: boolean): void {
  viewerStore.setState((s) => {
    if (index === null) return { selection: [] };
    if (!additive) return { selection: [index] };
    return { selection: s.selection.includes(index) ? s.selection.filter((i) => i !== index) : [...s.selection, index] };
  });
}

/** Select every part of the same part number and colour as `index` ("all parts like this"). */
export function selectAllLike(index: number): void {
  const { doc } = viewerStore.getState();
  if (!doc) return;
  const ref = doc.parts[index];
  if (!ref) return;
  const selection = doc.parts.flatMap((p, i) => (p.part === ref.part && p.colour === ref.colour ? [i] : []));
  viewerStore.setState({ selection });
}

export function requestView(kind: ViewRequest): void {
  viewerStore.setState((s) => ({ view: { kind, nonce: s.view.nonce + 1 } }));
}
