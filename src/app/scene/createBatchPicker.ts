import { BufferAttribute, BufferGeometry, Box3, Matrix4, Ray, Vector3, type BatchedMesh, type Intersection, type Material, type Raycaster } from 'three';
import { MeshBVH } from 'three-mesh-bvh';

/** Fast picking on one BatchedMesh: the nearest instance a ray hits. */
export interface BatchPicker {
  /**
   * Pushes the nearest hit (object: the mesh, batchId: the instance) among the instances `accept`
   * lets through, or nothing. Instance boxes are tested first, nearest first; only the instances whose
   * box the ray enters before the best hit so far are tested triangle by triangle, through a BVH.
   */
  raycast(raycaster: Raycaster, intersects: Intersection[], accept?: (instanceId: number) => boolean): void;
  /** Builds what is not built yet (instance boxes, then one BVH per distinct geometry) until `budgetMs` have passed. True when nothing is left. */
  warm(budgetMs: number): boolean;
}

const ray = new Ray();
const end = new Vector3();
const point = new Vector3();
const meshInverse = new Matrix4();
const instanceWorld = new Matrix4();
const instanceInverse = new Matrix4();
const box = new Box3();
const corner = new Vector3();

/**
 * A picker for a BatchedMesh whose instances are all placed (it reads the matrices once).
 * The triangles of each distinct geometry get a bounding-volume hierarchy (three-mesh-bvh),
 * built the first time a ray reaches one of its instances, or ahead of time by `warm`.
 */
export function createBatchPicker(mesh: BatchedMesh): BatchPicker {
  const instances = mesh.instanceCount;
  // Each instance's box in the mesh's own frame: min xyz, max xyz.
  let boxes: Float32Array | null = null;
  const trees = new Map<number, MeshBVH>();
  const tmin = new Float32Array(instances);
  let order: number[] = [];

  const instanceBoxes = (): Float32Array => {
    if (boxes) return boxes;
    const out = new Float32Array(instances * 6);
    for (let i = 0; i < instances; i++) {
      mesh.getBoundingBoxAt(mesh.getGeometryIdAt(i), box);
      mesh.getMatrixAt(i, instanceWorld);
      let x0 = Infinity, y0 = Infinity, z0 = Infinity, x1 = -Infinity, y1 = -Infinity, z1 = -Infinity;
      for (let c = 0; c < 8; c++) {
        corner.set(c & 1 ? box.max.x : box.min.x, c & 2 ? box.max.y : box.min.y, c & 4 ? box.max.z : box.min.z).applyMatrix4(instanceWorld);
        x0 = Math.min(x0, corner.x); y0 = Math.min(y0, corner.y); z0 = Math.min(z0, corner.z);
        x1 = Math.max(x1, corner.x); y1 = Math.max(y1, corner.y); z1 = Math.max(z1, corner.z);
      }
      // A little slack, so that a ray grazing a face still reaches the triangles (three counts such hits).
      const pad = 1e-3 * Math.max(1, x1 - x0, y1 - y0, z1 - z0);
      out.set([x0 - pad, y0 - pad, z0 - pad, x1 + pad, y1 + pad, z1 + pad], i * 6);
    }
    return (boxes = out);
  };

  const treeOf = (geometryId: number): MeshBVH => {
    let tree = trees.get(geometryId);
    if (tree) return tree;
    const range = mesh.getGeometryRangeAt(geometryId)!;
    const positions = mesh.geometry.getAttribute('position') as BufferAttribute;
    // A view of the part's own vertices in the batch (non-indexed triangles): nothing is copied.
    const own = new BufferGeometry();
    own.setAttribute('position', new BufferAttribute((positions.array as Float32Array).subarray(range.vertexStart * 3, (range.vertexStart + range.vertexCount) * 3), 3));
    tree = new MeshBVH(own);
    trees.set(geometryId, tree);
    return tree;
  };

  let warmedGeometries = 0;
  const geometryIds = (): number[] => {
    const ids = new Set<number>();
    for (let i = 0; i < instances; i++) ids.add(mesh.getGeometryIdAt(i));
    return [...ids];
  };
  let pending: number[] | null = null;

  return {
    raycast(raycaster, intersects, accept) {
      const all = instanceBoxes();
      const { near, far } = raycaster;
      // The ray in the mesh's frame, not normalised: t stays the world distance along the ray.
      meshInverse.copy(mesh.matrixWorld).invert();
      ray.origin.copy(raycaster.ray.origin).applyMatrix4(meshInverse);
      end.copy(raycaster.ray.origin).add(raycaster.ray.direction).applyMatrix4(meshInverse);
      const o = [ray.origin.x, ray.origin.y, ray.origin.z];
      const d = [end.x - o[0]!, end.y - o[1]!, end.z - o[2]!];
      order = [];
      for (let i = 0; i < instances; i++) {
        let enter = -Infinity;
        let leave = Infinity;
        for (let axis = 0; axis < 3 && enter <= leave; axis++) {
          const lo = all[i * 6 + axis]!;
          const hi = all[i * 6 + 3 + axis]!;
          // Parallel to this slab (or nearly): inside it everywhere or nowhere.
          if (Math.abs(d[axis]!) < 1e-12) {
            if (o[axis]! < lo || o[axis]! > hi) leave = -Infinity;
            continue;
          }
          const ta = (lo - o[axis]!) / d[axis]!;
          const tb = (hi - o[axis]!) / d[axis]!;
          enter = Math.max(enter, Math.min(ta, tb));
          leave = Math.min(leave, Math.max(ta, tb));
        }
        if (enter > leave || leave < near || enter > far) continue;
        tmin[i] = Math.max(enter, 0);
        order.push(i);
      }
      order.sort((a, b) => tmin[a]! - tmin[b]!);

      const side = (mesh.material as Material).side;
      let best: Intersection | null = null;
      for (const i of order) {
        if (best && tmin[i]! > best.distance) break;
        if (accept && !accept(i)) continue;
        mesh.getMatrixAt(i, instanceWorld).premultiply(mesh.matrixWorld);
        instanceInverse.copy(instanceWorld).invert();
        ray.origin.copy(raycaster.ray.origin).applyMatrix4(instanceInverse);
        ray.direction.copy(raycaster.ray.origin).add(raycaster.ray.direction).applyMatrix4(instanceInverse).sub(ray.origin).normalize();
        const hit = treeOf(mesh.getGeometryIdAt(i)).raycastFirst(ray, side);
        if (!hit) continue;
        point.copy(hit.point).applyMatrix4(instanceWorld);
        const distance = point.distanceTo(raycaster.ray.origin);
        if (distance < near || distance > far || (best && distance >= best.distance)) continue;
        best = { distance, point: point.clone(), object: mesh, batchId: i, face: hit.face ?? null, faceIndex: hit.faceIndex };
      }
      if (best) intersects.push(best);
    },
    warm(budgetMs) {
      const start = performance.now();
      instanceBoxes();
      pending ??= geometryIds();
      // At least one tree per call, so that any budget makes progress.
      while (warmedGeometries < pending.length) {
        treeOf(pending[warmedGeometries++]!);
        if (warmedGeometries < pending.length && performance.now() - start >= budgetMs) return false;
      }
      return true;
    },
  };
}
