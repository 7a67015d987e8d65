import { BatchedMesh, Box3, BoxGeometry, BufferAttribute, type BufferGeometry, Matrix4, type Object3D, Sphere, Vector3 } from 'three';
import type { SceneColour, SceneData, SceneGeometry, SceneInstance } from '../worker/protocol.ts';
import { buildTriangleGeometry } from './buildTriangleGeometry.ts';
import { createBatchPicker } from './createBatchPicker.ts';
import type { BatchSide } from './BatchSide.ts';
import { createPartMaterial } from './createPartMaterial.ts';
import { findTwins } from './findTwins.ts';
import { MATERIAL_CLASSES, materialClassOf, type MaterialClass } from './materialClass.ts';
import { MAIN_COLOUR, EDGE_COLOUR } from '../../ldraw/colours/ColourTable.ts';

const UNKNOWN_RGB = 0xff00ff;
const SIDES: readonly BatchSide[] = ['front', 'back', 'double'];
const PLACEHOLDER_KEY = '\u0000placeholder';
const scratchPoint = new Vector3();

/** One batch instance of a part. */
export interface PartSlot {
  readonly mesh: BatchedMesh;
  readonly instanceId: number;
}

/** Every part of a scene in a few BatchedMeshes, one per material class in use. */
export interface PartBatches {
  readonly meshes: readonly BatchedMesh[];
  /** The material class of each mesh, in the order of `meshes` (a class has a mesh per side it needs). */
  readonly classes: readonly MaterialClass[];
  /**
   * Per part index (= scene.instances index): its batch instances. Usually one; a part whose fixed colours fall in another class (a chrome print) has more; an empty part none.
   * Twins (copies in the same place, see findTwins) share the first one's array: it is drawn for them all.
   */
  readonly slots: readonly (readonly PartSlot[])[];
  readonly colours: ReadonlyMap<number, SceneColour>;
  /** Per part index: drawn as a placeholder box because its geometry is missing. */
  readonly missing: readonly boolean[];
  /**
   * The part a raycast hit (object + batchId), or null if it is not one of ours. Each mesh's raycast
   * reports only its nearest hit (see createBatchPicker).
   */
  partAt(object: Object3D, instanceId: number | undefined): number | null;
  /**
   * Which parts raycasts hit (null: all). Parts left out are seen through by the pointer: the parts
   * of the chosen piece are picked even behind dimmed walls.
   */
  setPickable(pickable: ((part: number) => boolean) | null): void;
  /** Builds picking structures ahead of the first hover, for about `budgetMs`; true when all are built. */
  warmPicking(budgetMs: number): boolean;
  dispose(): void;
}

/**
 * Which faces a batch draws. BFC-certified parts wind every triangle one way, so
 * their back faces are culled (as LDraw renderers do): about a third less raster
 * work. A mirroring placement turns the winding over: those instances cull the
 * other side. Parts that are not certified, and see-through ones, show both.
 */

interface SubGeometry {
  readonly cls: MaterialClass;
  readonly build: () => BufferGeometry;
  readonly vertexCount: number;
  readonly key: string;
}

/**
 * Builds the batches. A distinct part is uploaded once per class it is drawn in;
 * its triangles whose fixed colour belongs to another class (trans glass in a
 * solid frame) become a separate sub-geometry in that class's batch.
 */
export function buildPartBatches(scene: SceneData): PartBatches {
  const colours = new Map<number, SceneColour>(scene.colours.map((c) => [c.code, c]));
  const geometries = new Map<string, SceneGeometry>(scene.geometries.map((g) => [g.key, g]));
  const rgbOf = (code: number) => (code === EDGE_COLOUR ? 0x333333 : colours.get(code)?.rgb ?? UNKNOWN_RGB);

  // Which sub-geometries each (geometry, instance class) pair needs: computed once per pair.
  const splits = new Map<string, readonly SubGeometry[]>();
  const splitOf = (g: SceneGeometry, instanceClass: MaterialClass): readonly SubGeometry[] => {
    const pairKey = `${g.key}\u0000${instanceClass}`;
    const known = splits.get(pairKey);
    if (known) return known;
    const byClass = new Map<MaterialClass, number[]>();
    const count = g.triangleColours.length;
    for (let t = 0; t < count; t++) {
      const code = g.triangleColours[t]!;
      const cls = code === MAIN_COLOUR ? instanceClass : materialClassOf(colours.get(code));
      let list = byClass.get(cls);
      if (!list) byClass.set(cls, (list = []));
      list.push(t);
    }
    // The common case, one class: the same sub-geometry serves every class it is used in.
    const whole = byClass.size === 1;
    const subs = [...byClass].map(([cls, triangles]): SubGeometry => ({
      cls,
      key: whole ? `${g.key}\u0000all` : `${pairKey}\u0000${cls}`,
      vertexCount: triangles.length * 3,
      build: () => buildTriangleGeometry(g, triangles, rgbOf),
    }));
    splits.set(pairKey, subs);
    return subs;
  };

  // First pass: which sub-geometries and how many instances each batch (class and side) holds.
  const perBatch = new Map<string, { cls: MaterialClass; side: BatchSide; subs: Map<string, SubGeometry>; instances: number }>();
  const placed: { part: number; sub: SubGeometry; batch: string; matrix: Matrix4; colour: number }[] = [];
  const placeholder: SubGeometry = { cls: 'transparent', key: PLACEHOLDER_KEY, vertexCount: 36, build: placeholderBox };
  const missing: boolean[] = [];
  const twins = findTwins(scene);
  scene.instances.forEach((instance, part) => {
    const g = instance.geometry === null ? undefined : geometries.get(instance.geometry);
    missing.push(!g);
    // A copy in the same place as an earlier one is drawn by it.
    if (twins[part] !== part) return;
    const matrix = g ? new Matrix4().fromArray(instance.matrix) : placeholderMatrix(instance);
    const subs = g ? splitOf(g, materialClassOf(colours.get(instance.colour))) : [placeholder];
    const mirrored = matrix.determinant() < 0;
    for (const sub of subs) {
      const side: BatchSide = !g || g.doubleSided || sub.cls === 'transparent' ? 'double' : mirrored ? 'back' : 'front';
      const batch = `${sub.cls}:${side}`;
      let entry = perBatch.get(batch);
      if (!entry) perBatch.set(batch, (entry = { cls: sub.cls, side, subs: new Map(), instances: 0 }));
      entry.subs.set(sub.key, sub);
      entry.instances++;
      placed.push({ part, sub, batch, matrix, colour: instance.colour });
    }
  });

  const meshes: BatchedMesh[] = [];
  const classes: MaterialClass[] = [];
  const geometryIds = new Map<string, Map<string, number>>();
  const meshOf = new Map<string, BatchedMesh>();
  // Opaque classes first, transparent last; within a class, the culled batches first.
  const order = [...perBatch].sort(([, a], [, b]) => MATERIAL_CLASSES.indexOf(a.cls) - MATERIAL_CLASSES.indexOf(b.cls) || SIDES.indexOf(a.side) - SIDES.indexOf(b.side));
  for (const [batch, entry] of order) {
    let vertices = 0;
    for (const sub of entry.subs.values()) vertices += sub.vertexCount;
    const mesh = new BatchedMesh(entry.instances, vertices, 0, createPartMaterial(entry.cls, entry.side));
    mesh.name = `parts:${batch}`;
    const ids = new Map<string, number>();
    for (const sub of entry.subs.values()) {
      // BatchedMesh copies the attributes: the temporary geometry is never uploaded.
      const built = sub.build();
      ids.set(sub.key, mesh.addGeometry(built));
      built.dispose();
    }
    geometryIds.set(batch, ids);
    meshOf.set(batch, mesh);
    meshes.push(mesh);
    classes.push(entry.cls);
  }

  const own: PartSlot[][] = scene.instances.map(() => []);
  const partIndices = new Map<Object3D, Int32Array>(meshes.map((m) => [m, new Int32Array(m.maxInstanceCount).fill(-1)]));
  for (const p of placed) {
    const mesh = meshOf.get(p.batch)!;
    const geometryId = geometryIds.get(p.batch)!.get(p.sub.key)!;
    const instanceId = mesh.addInstance(geometryId);
    mesh.setMatrixAt(instanceId, p.matrix);
    partIndices.get(mesh)![instanceId] = p.part;
    own[p.part]!.push({ mesh, instanceId });
  }
  const slots = Array.from(twins, (twin) => own[twin]!);
  // Each batch's bounds from its parts' world boxes (the worker's), not from every instance's vertices.
  const boxes = new Map<BatchedMesh, Box3>();
  for (const p of placed) {
    const mesh = meshOf.get(p.batch)!;
    const { min, max } = scene.instances[p.part]!;
    let box = boxes.get(mesh);
    if (!box) boxes.set(mesh, (box = new Box3()));
    box.expandByPoint(scratchPoint.set(...min)).expandByPoint(scratchPoint.set(...max));
  }
  for (const [mesh, box] of boxes) {
    mesh.boundingBox = box;
    mesh.boundingSphere = box.getBoundingSphere(new Sphere());
  }

  let pickable: ((part: number) => boolean) | null = null;
  const pickers = meshes.map((mesh) => {
    const parts = partIndices.get(mesh)!;
    const picker = createBatchPicker(mesh);
    const accept = (instanceId: number) => pickable!(parts[instanceId] ?? -1);
    mesh.raycast = (raycaster, intersects) => picker.raycast(raycaster, intersects, pickable ? accept : undefined);
    return picker;
  });

  return {
    meshes,
    classes,
    slots,
    colours,
    missing,
    partAt(object, instanceId) {
      if (instanceId === undefined) return null;
      const index = partIndices.get(object)?.[instanceId];
      return index === undefined || index < 0 ? null : index;
    },
    setPickable(filter) {
      pickable = filter;
    },
    warmPicking(budgetMs) {
      const start = performance.now();
      return pickers.every((p) => p.warm(budgetMs - (performance.now() - start)));
    },
    dispose() {
      for (const mesh of meshes) {
        mesh.dispose();
        (mesh.material as { dispose(): void }).dispose();
      }
    },
  };
}

/** A missing part: a unit box, scaled to the box the worker guessed for it. */
export function placeholderMatrix(instance: SceneInstance): Matrix4 {
  const [x0, y0, z0] = instance.min;
  const [x1, y1, z1] = instance.max;
  const size = new Vector3(Math.max(x1 - x0, 1), Math.max(y1 - y0, 1), Math.max(z1 - z0, 1));
  return new Matrix4().makeScale(size.x, size.y, size.z).setPosition((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2);
}

/** Same attributes as part geometry (position + vec4 colour, non-indexed); alpha 1 so it takes the instance colour. */
function placeholderBox(): BufferGeometry {
  const box = new BoxGeometry(1, 1, 1).toNonIndexed();
  box.deleteAttribute('normal');
  box.deleteAttribute('uv');
  box.setAttribute('color', new BufferAttribute(new Float32Array(box.getAttribute('position').count * 4).fill(1), 4));
  return box;
}
