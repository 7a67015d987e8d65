import { docFrame } from '../state/docFrame.ts';
import { viewerStore } from '../state/viewerStore.ts';
import { renderCardPicture } from '../scene/renderCardPicture.ts';

/** The viewer's default front (LDraw -Z) when the analysis shown is not of the pictured parts. */
const DEFAULT_FRONT = [0, 0, -1] as const;

/** The picture of the data sheet's card: the analyzed parts (the chosen piece, or the whole file), seen from their front. */
export function pieceCardPicture(): string | undefined {
  const { scene, frame, doc } = viewerStore.getState();
  if (!scene) return undefined;
  return renderCardPicture(frame?.scene ?? scene, doc?.piece.measurements.front ?? DEFAULT_FRONT);
}

/** The picture of a game's card: that piece of the file (its number), or the whole file for null. */
export function gameCardPicture(piece: number | null): string | undefined {
  const { scene, team, frame, doc } = viewerStore.getState();
  if (!scene) return undefined;
  const parts = piece === null ? undefined : team?.pieces.find((p) => p.number === piece)?.parts;
  const pictured = parts ? docFrame(scene, piece, parts).scene : scene;
  // The analysis knows the front of the parts it is of; for other parts, the default view.
  const front = doc && (frame?.piece ?? null) === (parts ? piece : null) ? doc.piece.measurements.front : DEFAULT_FRONT;
  return renderCardPicture(pictured, front);
}
