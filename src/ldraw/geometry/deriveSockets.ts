import type { Box3, Connector } from './PartGeometry.ts';

const PITCH = 20;
const EPS = 0.5;
/** Parts wider than this many studs in either direction are not searched (no real part is). */
const MAX_CELLS_PER_SIDE = 64;

/**
 * LDraw marks no sockets, so they are derived: on the 20-LDU grid laid over
 * the bottom outline (stud centres sit half a pitch in from the edge), a
 * point is a socket when the bottom face does not cover it (the underside is
 * open there) and some face above covers it (it is a cavity, not a hole
 * through the part). For 3001 this gives the 8 positions under its 8 studs;
 * the tubes between them are part of the bottom face and cover nothing on the grid.
 */
export function deriveSockets(triangles: Float32Array, bounds: Box3): Connector[] {
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
  const nx = Math.floor((x1 - x0 + 2 * EPS) / PITCH);
  const nz = Math.floor((z1 - z0 + 2 * EPS) / PITCH);
  if (!(nx >= 1 && nz >= 1) || nx > MAX_CELLS_PER_SIDE || nz > MAX_CELLS_PER_SIDE) return [];
  // Centre the grid on the outline so a footprint a little off the pitch still lines up.
  const ox = (x0 + x1) / 2 - (nx * PITCH) / 2 + PITCH / 2;
  const oz = (z0 + z1) / 2 - (nz * PITCH) / 2 + PITCH / 2;
  const cells = nx * nz;
  const coveredBelow = new Uint8Array(cells);
  const coveredAbove = new Uint8Array(cells);
  for (let k = 0; k < triangles.length; k += 9) {
    const ay = triangles[k + 1]!, by = triangles[k + 4]!, cy = triangles[k + 7]!;
    const onBottom = Math.abs(ay - bottom) < EPS && Math.abs(by - bottom) < EPS && Math.abs(cy - bottom) < EPS;
    const above = ay < bottom - 2 * EPS && by < bottom - 2 * EPS && cy < bottom - 2 * EPS;
    if (!onBottom && !above) continue;
    const ax = triangles[k]!, az = triangles[k + 2]!, bx = triangles[k + 3]!, bz = triangles[k + 5]!, cx = triangles[k + 6]!, cz = triangles[k + 8]!;
    const i0 = Math.max(0, Math.ceil((Math.min(ax, bx, cx) - ox) / PITCH - 1e-6));
    const i1 = Math.min(nx - 1, Math.floor((Math.max(ax, bx, cx) - ox) / PITCH + 1e-6));
    const j0 = Math.max(0, Math.ceil((Math.min(az, bz, cz) - oz) / PITCH - 1e-6));
    const j1 = Math.min(nz - 1, Math.floor((Math.max(az, bz, cz) - oz) / PITCH + 1e-6));
    for (let i = i0; i <= i1; i++) {
      const px = ox + i * PITCH;
      for (let j = j0; j <= j1; j++) {
        const cell = i * nz + j;
        const target = onBottom ? coveredBelow : coveredAbove;
        if (target[cell]) continue;
        const pz = oz + j * PITCH;
        // The bottom face must cover the point's inside, not just touch it; a ceiling may touch.
        if (insideTriangle(px, pz, ax, az, bx, bz, cx, cz, onBottom ? 1e-3 : -1e-3)) target[cell] = 1;
      }
    }
  }
  const sockets: Connector[] = [];
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < nz; j++) {
      const cell = i * nz + j;
      if (!coveredBelow[cell] && coveredAbove[cell]) sockets.push({ position: [ox + i * PITCH, bottom, oz + j * PITCH], direction: [0, 1, 0] });
    }
  }
  return sockets;
}

/** Point-in-triangle in the XZ plane, either winding; `margin` > 0 demands the point be strictly inside. */
function insideTriangle(px: number, pz: number, ax: number, az: number, bx: number, bz: number, cx: number, cz: number, margin: number): boolean {
  const area = (bx - ax) * (cz - az) - (bz - az) * (cx - ax);
  if (Math.abs(area) < 1e-9) return false;
  const s = area > 0 ? 1 : -1;
  const w0 = s * ((bx - px) * (cz - pz) - (bz - pz) * (cx - px));
  const w1 = s * ((cx - px) * (az - pz) - (cz - pz) * (ax - px));
  const w2 = s * ((ax - px) * (bz - pz) - (az - pz) * (bx - px));
  const tol = margin * Math.abs(area);
  return w0 >= tol && w1 >= tol && w2 >= tol;
}
