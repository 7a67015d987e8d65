import type { ViewerState } from './viewerStore.ts';

/** What the page shows of one model: a cancelled load puts it back as it was. */
export type ModelSnapshot = Pick<
  ViewerState,
  'modelName' | 'modelKey' | 'scene' | 'doc' | 'frame' | 'elements' | 'elementsPending' | 'team' | 'piece' | 'missing' | 'selection' | 'hovered' | 'corrections' | 'undo' | 'redo' | 'report'
>;

export function modelSnapshot(s: ViewerState): ModelSnapshot {
  const { modelName, modelKey, scene, doc, frame, elements, elementsPending, team, piece, missing, selection, hovered, corrections, undo, redo, report } = s;
  return { modelName, modelKey, scene, doc, frame, elements, elementsPending, team, piece, missing, selection, hovered, corrections, undo, redo, report };
}
