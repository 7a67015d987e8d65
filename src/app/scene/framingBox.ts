import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { SceneData } from '../worker/protocol.ts';
import { layoutOfPiece } from './measurementLayout.ts';

type Box = { min: [number, number, number]; max: [number, number, number] };

/**
 * What a camera fit must show (LDraw units): the model, and with measurements on,
 * their lines and the front arrow too. The 15 p limit plane and the grid are left
 * out: over a minifig the limit would shrink the piece to a third of the view.
 */
export function framingBox(scene: SceneData, doc: PieceDocument | null, showMeasurements: boolean): Box {
  const box: Box = { min: [...scene.bounds.min], max: [...scene.bounds.max] };
  if (!doc || !showMeasurements) return box;
  const layout = layoutOfPiece(scene, doc);
  const points = [...layout.dimensions.flatMap((d) => [d.from, d.to]), ...layout.arrow];
  for (const p of points) {
    for (let k = 0; k < 3; k++) {
      box.min[k] = Math.min(box.min[k]!, p[k]!);
      box.max[k] = Math.max(box.max[k]!, p[k]!);
    }
  }
  return box;
}
