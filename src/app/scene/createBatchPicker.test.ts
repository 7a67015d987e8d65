import fc from 'fast-check';
import { BatchedMesh, BoxGeometry, DoubleSide, Euler, FrontSide, Matrix4, MeshBasicMaterial, Quaternion, Raycaster, Vector3, type Intersection, type Side } from 'three';
import { describe, expect, it } from 'vitest';
import { createBatchPicker } from './createBatchPicker.ts';

/** A batch of boxes (non-indexed, like part geometry): a cube and a long bar, placed by `matrices`. */
function boxes(matrices: Matrix4[], side: Side = FrontSide) {
  const cube = new BoxGeometry(10, 10, 10).toNonIndexed();
  const bar = new BoxGeometry(40, 4, 4, 8, 1, 1).toNonIndexed();
  const mesh = new BatchedMesh(matrices.length, cube.attributes.position!.count + bar.attributes.position!.count, 0, new MeshBasicMaterial({ side }));
  const ids = [mesh.addGeometry(cube), mesh.addGeometry(bar)];
  matrices.forEach((m, i) => mesh.setMatrixAt(mesh.addInstance(ids[i % 2]!), m));
  mesh.updateMatrixWorld(true);
  return mesh;
}

const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);

/** three's own BatchedMesh raycast (every triangle of every instance), nearest hit. */
function bruteNearest(mesh: BatchedMesh, raycaster: Raycaster): Intersection | undefined {
  const out: Intersection[] = [];
  BatchedMesh.prototype.raycast.call(mesh, raycaster, out);
  return out.sort((a, b) => a.distance - b.distance)[0];
}

function picked(mesh: BatchedMesh, raycaster: Raycaster, accept?: (i: number) => boolean): Intersection[] {
  const out: Intersection[] = [];
  createBatchPicker(mesh).raycast(raycaster, out, accept);
  return out;
}

describe('createBatchPicker', () => {
  // A row of five instances along -z, in front of a camera at z = 100 looking down -z.
  const row = boxes([at(0, 0, 0), at(0, 0, -30), at(0, 0, -60), at(0, 0, -90), at(0, 0, -120)]);
  const down = (x: number, y: number) => new Raycaster(new Vector3(x, y, 100), new Vector3(0, 0, -1));

  it('reports only the nearest instance, with the mesh as the object and the instance as batchId', () => {
    const hits = picked(row, down(1, 1));
    expect(hits).toHaveLength(1);
    expect(hits[0]!.object).toBe(row);
    expect(hits[0]!.batchId).toBe(0);
    expect(hits[0]!.distance).toBeCloseTo(95, 5);
    expect(hits[0]!.point.z).toBeCloseTo(5, 5);
  });

  it('keeps looking past a box entered first when a later box holds a nearer surface', () => {
    // A bar turned 45 degrees has a loose box, entered (z = 15.6) before the cube's face (z = 14.5); the bar's own surface is farther.
    const mesh = boxes([at(10, 0, 9.5), new Matrix4().makeRotationY(Math.PI / 4)]);
    const hits = picked(mesh, down(10, 0.5));
    expect(hits.map((h) => h.batchId)).toEqual([0]);
    expect(hits[0]!.point.z).toBeCloseTo(14.5, 5);
    expect(bruteNearest(mesh, down(10, 0.5))!.batchId).toBe(0);
  });

  it('skips the instances the filter refuses: the pointer passes through them', () => {
    const hits = picked(row, down(1, 1), (i) => i >= 3);
    expect(hits.map((h) => h.batchId)).toEqual([3]);
    expect(hits[0]!.distance).toBeCloseTo(100 + 90 - 5 + 3, 0); // the bar is 4 deep: its face at z = -88
  });

  it('finds nothing where the ray misses every instance, or where they lie beyond far', () => {
    expect(picked(row, down(30, 30))).toEqual([]);
    const short = down(1, 1);
    short.far = 50;
    expect(picked(row, short)).toEqual([]);
  });

  it('follows the mesh when it moves: instance bounds are kept in the mesh frame', () => {
    const moved = boxes([at(0, 0, 0)]);
    moved.position.set(200, 0, 0);
    moved.updateMatrixWorld(true);
    expect(picked(moved, down(1, 1))).toEqual([]);
    expect(picked(moved, down(201, 1)).map((h) => h.batchId)).toEqual([0]);
  });

  it('agrees with three\'s brute-force raycast on random placements and rays (same instance, same distance)', () => {
    const placement = fc.record({
      x: fc.integer({ min: -60, max: 60 }),
      y: fc.integer({ min: -60, max: 60 }),
      z: fc.integer({ min: -60, max: 60 }),
      rx: fc.double({ min: -3, max: 3, noNaN: true }),
      ry: fc.double({ min: -3, max: 3, noNaN: true }),
      mirror: fc.boolean(),
    });
    const toMatrix = (p: { x: number; y: number; z: number; rx: number; ry: number; mirror: boolean }) =>
      new Matrix4().compose(new Vector3(p.x, p.y, p.z), new Quaternion().setFromEuler(new Euler(p.rx, p.ry, 0)), new Vector3(p.mirror ? -1 : 1, 1, 1));
    fc.assert(
      fc.property(fc.array(placement, { minLength: 1, maxLength: 12 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.double({ min: -0.4, max: 0.4, noNaN: true }), (places, x, y, tilt) => {
        // Double-sided: a mirrored placement turns its winding over, which three and the picker must read alike either way.
        const mesh = boxes(places.map(toMatrix), DoubleSide);
        // Off the whole-unit grid the boxes sit on: a ray exactly along an edge is a tie either way may call.
        const raycaster = new Raycaster(new Vector3(x + 0.31, y + 0.17, 150), new Vector3(tilt, -tilt / 2, -1).normalize());
        const want = bruteNearest(mesh, raycaster);
        const got = picked(mesh, raycaster)[0];
        if (!want) return got === undefined;
        return got !== undefined && Math.abs(got.distance - want.distance) < 1e-3 && got.point.distanceTo(want.point) < 1e-3;
      }),
      { numRuns: 300 },
    );
  });

  it('builds its trees ahead of time in slices: warm reports when nothing is left', () => {
    const picker = createBatchPicker(row);
    // A zero budget still builds one tree per call: two geometries, two calls.
    expect(picker.warm(0)).toBe(false);
    expect(picker.warm(0)).toBe(true);
    expect(picker.warm(0)).toBe(true);
    expect(picker.warm(1000)).toBe(true);
  });
});
