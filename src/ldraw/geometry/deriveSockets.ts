import type { Box3, Connector } from './PartGeometry.ts';

const PITCH = 20;
const EPS = 0.5;
/** Parts wider than this many studs in either direction are not searched (no real part is). */
const MAX_CELLS_PER_SIDE = 64;
/** A stud is 6 LDU in radius: bottom faces this close around an open point hold a stud even with no ceiling (hollow-stud parts). */
const RING_RADIUS = 8;

/**
 * LDraw marks no sockets, so they are derived: on the 20-LDU grid laid over
 * the bottom outline (stud centres sit half a pitch in from the edge), a
 * point is a socket when the bottom face does not cover it (the underside is
 * open there) and some face above covers it (it is a cavity, not a hole
 * through the part) or the bottom face rings it closely (a through hole
 * that grips a stud, as in round bricks with hollow studs). For 3001 this gives the 8 positions under its 8 studs;
 * the tubes between them are part of the bottom face and cover nothing on the grid.
 */
export function deriveSockets(triangles: Float32Array, bounds: Box3, studs: readonly Connector[] = []): Connector[] {
  const bottom = bounds.max[1];
  let x0 = Infinity, x1 = -Infinity, z0 = Infinity, z1 = -Infinity;
  for (let k = 1; k < triangles.length; k += 3) {
    if (Math.abs(triangles[k]! - bottom) > EPS) continue;
    const x = triangles[k - 1]!, z = triangles[k + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (z < z0) z0 = z;
    if (z > z1) z1 = z;
  }
  // Outlines are often a little under the pitch (a minifig torso's bottom is 38 LDU): round, not floor.
  const nx = Math.round((x1 - x0) / PITCH);
  const nz = Math.round((z1 - z0) / PITCH);
  if (!(nx >= 1 && nz >= 1) || nx > MAX_CELLS_PER_SIDE || nz > MAX_CELLS_PER_SIDE) return [];
  // Centre the grid on the outline, then put it in phase with the part's own stud grid (or,
  // with no upward stud, the nearest of the two phases a part can have: on the origin or half a pitch off).
  const up = studs.find((st) => st.direction[1] < -0.9);
  const ox = inPhase((x0 + x1) / 2 - (nx * PITCH) / 2 + PITCH / 2, up?.position[0]);
  const oz = inPhase((z0 + z1) / 2 - (nz * PITCH) / 2 + PITCH / 2, up?.position[2]);
  const cells = nx * nz;
  const coveredBelow = new Uint8Array(cells);
  const ringedBelow = new Uint8Array(cells);
  const coveredAbove = new Uint8Array(cells);
  let aboveLeft = cells;
  for (let k = 0; k < triangles.length; k += 9) {
    const ay = triangles[k + 1]!, by = triangles[k + 4]!, cy = triangles[k + 7]!;
    const onBottom = Math.abs(ay - bottom) < EPS && Math.abs(by - bottom) < EPS && Math.abs(cy - bottom) < EPS;
    // Once every cell has a ceiling, faces above tell nothing more.
    const above = aboveLeft > 0 && ay < bottom - 2 * EPS && by < bottom - 2 * EPS && cy < bottom - 2 * EPS;
    if (!onBottom && !above) continue;
    const ax = triangles[k]!, az = triangles[k + 2]!, bx = triangles[k + 3]!, bz = triangles[k + 5]!, cx = triangles[k + 6]!, cz = triangles[k + 8]!;
    // Walls seen from above cover nothing: skip faces with no area in the XZ plane.
    if (above && Math.abs((bx - ax) * (cz - az) - (bz - az) * (cx - ax)) < 1e-6) continue;
    const reach = onBottom ? RING_RADIUS : 0;
    const i0 = Math.max(0, Math.ceil((Math.min(ax, bx, cx) - reach - ox) / PITCH - 1e-6));
    const i1 = Math.min(nx - 1, Math.floor((Math.max(ax, bx, cx) + reach - ox) / PITCH + 1e-6));
    const j0 = Math.max(0, Math.ceil((Math.min(az, bz, cz) - reach - oz) / PITCH - 1e-6));
    const j1 = Math.min(nz - 1, Math.floor((Math.max(az, bz, cz) + reach - oz) / PITCH + 1e-6));
    for (let i = i0; i <= i1; i++) {
      const px = ox + i * PITCH;
      for (let j = j0; j <= j1; j++) {
        const cell = i * nz + j;
        const pz = oz + j * PITCH;
        if (above) {
          if (!coveredAbove[cell] && insideTriangle(px, pz, ax, az, bx, bz, cx, cz)) {
            coveredAbove[cell] = 1;
            aboveLeft--;
          }
        } else if (!coveredBelow[cell]) {
          if (insideTriangle(px, pz, ax, az, bx, bz, cx, cz)) coveredBelow[cell] = 1;
          else if (!ringedBelow[cell] && distanceToTriangle(px, pz, ax, az, bx, bz, cx, cz) < RING_RADIUS) ringedBelow[cell] = 1;
        }
      }
    }
  }
  const sockets: Connector[] = [];
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < nz; j++) {
      const cell = i * nz + j;
      if (!coveredBelow[cell] && (coveredAbove[cell] || ringedBelow[cell])) sockets.push({ position: [ox + i * PITCH, bottom, oz + j * PITCH], direction: [0, 1, 0] });
    }
  }
  return sockets;
}

/** Point-in-triangle in the XZ plane, either winding, edges included. */
function insideTriangle(px: number, pz: number, ax: number, az: number, bx: number, bz: number, cx: number, cz: number): boolean {
  const area = (bx - ax) * (cz - az) - (bz - az) * (cx - ax);
  if (Math.abs(area) < 1e-9) return false;
  const s = area > 0 ? 1 : -1;
  const w0 = s * ((bx - px) * (cz - pz) - (bz - pz) * (cx - px));
  const w1 = s * ((cx - px) * (az - pz) - (cz - pz) * (ax - px));
  const w2 = s * ((ax - px) * (bz - pz) - (az - pz) * (bx - px));
  const tol = -1e-3 * Math.abs(area);
  return w0 >= tol && w1 >= tol && w2 >= tol;
}

function distanceToTriangle(px: number, pz: number, ax: number, az: number, bx: number, bz: number, cx: number, cz: number): number {
  return Math.min(distanceToSegment(px, pz, ax, az, bx, bz), distanceToSegment(px, pz, bx, bz, cx, cz), distanceToSegment(px, pz, cx, cz, ax, az));
}

function distanceToSegment(px: number, pz: number, ax: number, az: number, bx: number, bz: number): number {
  const dx = bx - ax, dz = bz - az;
  const len2 = dx * dx + dz * dz;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (pz - az) * dz) / len2));
  return Math.hypot(px - ax - t * dx, pz - az - t * dz);
}

/** The value nearest `o` that lies on the 20-LDU grid through `reference` (or through 0 or 10 without one). */
function inPhase(o: number, reference: number | undefined): number {
  const mod = (v: number) => ((v % PITCH) + PITCH) % PITCH;
  const phases = reference === undefined ? [0, PITCH / 2] : [mod(reference)];
  let best = o;
  let bestDistance = Infinity;
  for (const phase of phases) {
    const candidate = Math.round((o - phase) / PITCH) * PITCH + phase;
    if (Math.abs(candidate - o) < bestDistance) {
      best = candidate;
      bestDistance = Math.abs(candidate - o);
    }
  }
  return best;
}
