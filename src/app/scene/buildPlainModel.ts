import { BoxGeometry, BufferAttribute, BufferGeometry, Color, DoubleSide, Group, LineBasicMaterial, LineSegments, Matrix4, Mesh, MeshStandardMaterial, Vector3 } from 'three';
import { MAIN_COLOUR } from '../../ldraw/colours/ColourTable.ts';
import type { SceneColour, SceneData, SceneInstance } from '../worker/protocol.ts';
import { PLACEHOLDER_OPACITY, PLACEHOLDER_RGB } from './applyPartColours.ts';
import { buildEdgeLines } from './buildEdgeLines.ts';
import { placeholderMatrix } from './buildPartBatches.ts';
import { LDRAW_ROTATION } from './ldrawToThree.ts';

/**
 * The model alone as plain meshes in its own LDraw colours, one merged mesh per
 * colour, plus the edge lines (one line set, as the viewer draws them), turned
 * into three's frame (LDraw units). Nothing of the live view: no tint, no
 * selection, no measurements. The viewer draws with BatchedMesh, which
 * GLTFExporter does not write, so the triangles are placed again here from the
 * scene data; the printable cards draw their picture from it too. A missing
 * part (no geometry in the library) is a box of the size guessed for it, named
 * after it, so the build keeps its shape.
 */
export function buildPlainModel(scene: SceneData): Group {
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
  root.rotation.copy(LDRAW_ROTATION);
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
  // One line object for the file, not the view's chunks.
  const { geometry: edgeGeometry } = buildEdgeLines(scene);
  if (edgeGeometry.getAttribute('position').count > 0) {
    const edges = new LineSegments(edgeGeometry, new LineBasicMaterial({ vertexColors: true }));
    edges.name = 'edges';
    root.add(edges);
  }
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

