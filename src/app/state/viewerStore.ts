import { emptyCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { ElementStats, MissingPart, SceneData, TeamSummary } from '../worker/protocol.ts';
import { createStore, useStoreSelector } from './createStore.ts';
import type { DocFrame } from './docFrame.ts';
import type { CorrectionReport } from './explainCorrection.ts';

export type TintMode = 'colours' | 'sections' | 'functions';
export type ViewRequest = 'fit' | 'front' | 'side' | 'top';

/** The newest corrections of a model that could not be saved, and why. */
export interface UnsavedCorrections {
  readonly modelKey: string;
  readonly modelName: string;
  readonly reason: string;
  readonly corrections: Corrections;
}

export interface ViewerState {
  /** Set while a model loads (null otherwise): the page shows a progress bar. */
  readonly progress: { readonly phase: string; readonly done: number; readonly total: number } | null;
  /** The file being read, until its first analysis is shown (null otherwise): the page offers to cancel it. */
  readonly loading: string | null;
  /** The last bad file's message; the current model stays as it was. */
  readonly error: string | null;
  readonly modelName: string | null;
  /** Name and content hash: corrections are stored per model under this key. */
  readonly modelKey: string | null;
  readonly scene: SceneData | null;
  readonly doc: PieceDocument | null;
  /** Where doc's parts sit in the scene (set with doc): the whole file, or the chosen piece. */
  readonly frame: DocFrame | null;
  /** The final values under every Element the colours allow: they come after each analysis (doc). */
  readonly elements: readonly ElementStats[];
  /** Set while the values under every Element are asked for again (the ones shown may be an older analysis'). */
  readonly elementsPending: boolean;
  /** The pieces of a file that holds several (the piece picker, the team summary); null for a file that is one piece. */
  readonly team: TeamSummary | null;
  /** The piece chosen (its number): it alone is analyzed, the rest is dimmed. Null: all pieces, the whole file is analyzed. */
  readonly piece: number | null;
  readonly missing: readonly MissingPart[];
  readonly mode: TintMode;
  readonly showMeasurements: boolean;
  /** Part indices into scene.instances (doc.parts through `frame`). */
  readonly selection: readonly number[];
  readonly hovered: number | null;
  readonly corrections: Corrections;
  readonly undo: readonly Corrections[];
  readonly redo: readonly Corrections[];
  /**
   * Corrections the browser would not keep (storage full, disabled, not read back): the page
   * says so until they are saved again or the player dismisses it, and offers them as a download.
   */
  readonly unsaved: UnsavedCorrections | null;
  /** What the last correction changed in the data sheet and why (or why nothing did); null until one is made on this model. */
  readonly report: CorrectionReport | null;
  /** Bumped to ask the camera to move; the scene watches `view.nonce`. */
  readonly view: { readonly kind: ViewRequest; readonly nonce: number };
}

export const initialViewerState: ViewerState = {
  progress: null,
  loading: null,
  error: null,
  modelName: null,
  modelKey: null,
  scene: null,
  doc: null,
  frame: null,
  elements: [],
  elementsPending: false,
  team: null,
  piece: null,
  missing: [],
  mode: 'colours',
  showMeasurements: true,
  selection: [],
  hovered: null,
  corrections: emptyCorrections(),
  undo: [],
  redo: [],
  unsaved: null,
  report: null,
  view: { kind: 'fit', nonce: 0 },
};

export const viewerStore = createStore<ViewerState>(initialViewerState);

export function useViewer<U>(selector: (s: ViewerState) => U): U {
  return useStoreSelector(viewerStore, selector);
}
