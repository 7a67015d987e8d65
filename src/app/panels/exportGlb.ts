import { BoxGeometry, BufferAttribute, BufferGeometry, Color, DoubleSide, Group, LineSegments, Matrix4, Mesh, MeshStandardMaterial, Vector3, type Material } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import { LDRAW_ROTATION } from '../scene/ldrawToThree.ts';
import { PLACEHOLDER_OPACITY, PLACEHOLDER_RGB } from '../scene/applyPartColours.ts';
import { buildEdgeLines } from '../scene/buildEdgeLines.ts';
import { placeholderMatrix } from '../scene/buildPartBatches.ts';
import type { SceneColour, SceneData, SceneInstance } from '../worker/protocol.ts';
import { MAIN_COLOUR } from '../../ldraw/colours/ColourTable.ts';

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

/**
 * The model as plain meshes, one merged mesh per colour, plus the edge lines
 * (one line set, as the viewer draws them). The viewer draws with BatchedMesh,
 * which GLTFExporter does not write, so the triangles are placed again here
 * from the scene data. A missing part (no geometry in the library) is a box
 * of the size guessed for it, named after it, so the build keeps its shape.
 */
export function buildExportGroup(scene: SceneData, doc: PieceDocument): Group {
  const colours = new Map<number, SceneColour>(scene.colours.map((c) => [c.code, c]));
  const geometries = new Map(scene.geometries.map((g) => [g.key, g]));
  const byColour = new Map<number, number[]>();
  const m = new Matrix4();
  const a = new Vector3(), b = new Vector3(), c = new Vector3();
  for (const inst of scene.instances) {
    const g = inst.geometry ? geometries.get(inst.geometry) : undefined;
    if (!g) continue;
    m.fromArray(inst.matrix as number[]);
    // A mirroring placement turns the winding over: swap two corners so the normals still point out.
    const mirrored = m.determinant() < 0;
    const tri = g.triangles;
    for (let t = 0; t < tri.length / 9; t++) {
      const code = g.triangleColours[t] ?? MAIN_COLOUR;
      const colour = code === MAIN_COLOUR ? inst.colour : code;
      let out = byColour.get(colour);
      if (!out) byColour.set(colour, (out = []));
      a.fromArray(tri, t * 9).applyMatrix4(m);
      b.fromArray(tri, t * 9 + 3).applyMatrix4(m);
      c.fromArray(tri, t * 9 + 6).applyMatrix4(m);
      if (mirrored) out.push(a.x, a.y, a.z, c.x, c.y, c.z, b.x, b.y, b.z);
      else out.push(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
    }
  }
  const root = new Group();
  root.name = doc.file;
  root.rotation.copy(LDRAW_ROTATION);
  root.scale.setScalar(METRES_PER_LDU);
  root.userData = { brickstats: glbStats(doc) };
  for (const [code, positions] of byColour) {
    const colour = colours.get(code);
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
    geometry.computeVertexNormals();
    const alpha = (colour?.alpha ?? 255) / 255;
    const metal = colour?.finish === 'chrome' || colour?.finish === 'metal';
    const material = new MeshStandardMaterial({
      name: colour?.name ?? `colour ${code}`,
      color: new Color().setHex(colour?.rgb ?? 0x999999),
      metalness: metal ? 1 : 0,
      roughness: metal ? 0.25 : 0.4,
      side: DoubleSide,
      transparent: alpha < 1,
      opacity: alpha,
    });
    const mesh = new Mesh(geometry, material);
    mesh.name = colour?.name ?? `colour ${code}`;
    root.add(mesh);
  }
  scene.instances.forEach((inst) => {
    if (inst.geometry === null || !geometries.has(inst.geometry)) root.add(missingBox(inst));
  });
  const edges = buildEdgeLines(scene).object;
  if (edges.geometry.getAttribute('position').count > 0) root.add(edges);
  return root;
}

/** A placeholder for a part the library lacks: the viewer's box for it, in model space (LDU). */
function missingBox(inst: SceneInstance): Mesh {
  const geometry = new BoxGeometry(1, 1, 1).applyMatrix4(placeholderMatrix(inst));
  const material = new MeshStandardMaterial({ name: 'missing part', color: new Color().setHex(PLACEHOLDER_RGB), transparent: true, opacity: PLACEHOLDER_OPACITY });
  const mesh = new Mesh(geometry, material);
  mesh.name = `missing part ${inst.part} (${inst.id})`;
  return mesh;
}

/** The model as a binary glTF (GLB) with the stats in the root node's extras. */
export async function exportGlb(scene: SceneData, doc: PieceDocument): Promise<Blob> {
  const root = buildExportGroup(scene, doc);
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
