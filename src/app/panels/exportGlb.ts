import { LineSegments, Mesh, type Material } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import { buildPlainModel } from '../scene/buildPlainModel.ts';
import type { SceneData } from '../worker/protocol.ts';

/** One LDraw unit is 0.4 mm; glTF counts in metres, so the model comes out at its real size. */
const METRES_PER_LDU = 0.0004;

/**
 * The stats a digital table needs, as they land in the root node's glTF `extras`:
 * Element, H V A D M R (value and base) and the weapons.
 */
export function glbStats(doc: PieceDocument) {
  const p = doc.piece;
  return {
    schema: 'brickstats/glb-extras@1',
    file: doc.file,
    element: p.element,
    stats: Object.fromEntries(Object.entries(p.stats).map(([k, s]) => [k, { value: s.value, base: s.base }])),
    weapons: p.weapons.map((w) => ({ kind: w.kind, level: w.level, parts: w.parts })),
  };
}

/** The model as a binary glTF (GLB) with the stats in the root node's extras. */
export async function exportGlb(scene: SceneData, doc: PieceDocument): Promise<Blob> {
  const root = buildPlainModel(scene);
  root.name = doc.file;
  root.scale.setScalar(METRES_PER_LDU);
  root.userData = { brickstats: glbStats(doc) };
  try {
    const result = await new GLTFExporter().parseAsync(root, { binary: true });
    if (!(result instanceof ArrayBuffer)) throw new Error('GLTFExporter did not return binary glTF');
    return new Blob([result], { type: 'model/gltf-binary' });
  } finally {
    root.traverse((o) => {
      if (o instanceof Mesh || o instanceof LineSegments) {
        o.geometry.dispose();
        (o.material as Material).dispose();
      }
    });
  }
}
