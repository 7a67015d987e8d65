import { Box3, BufferAttribute, BufferGeometry, Color, Sphere, Vector3 } from 'three';
import type { SceneGeometry } from '../worker/protocol.ts';
import { MAIN_COLOUR } from '../../ldraw/colours/ColourTable.ts';

const scratch = new Color();

/**
 * Some of a part's triangles as a non-indexed geometry with a vec4 vertex colour:
 * rgb is the triangle's fixed colour (linear), alpha 1 marks main-colour triangles
 * (code 16) that take the instance colour instead (see createPartMaterial).
 * No normals: the part material shades flat from screen derivatives.
 * All of a part's triangles, the usual case, share the scene's position array
 * (BatchedMesh copies what it is given; nothing writes to it).
 */
export function buildTriangleGeometry(geometry: SceneGeometry, triangles: readonly number[], rgbOf: (code: number) => number): BufferGeometry {
  const src = geometry.triangles;
  const whole = triangles.length * 9 === src.length && triangles.every((tri, t) => tri === t);
  const positions = whole ? src : new Float32Array(triangles.length * 9);
  const colours = new Float32Array(triangles.length * 12);
  // A part has a few fixed colours over many triangles: each is converted to linear once.
  const linear = new Map<number, readonly [number, number, number]>();
  for (let t = 0; t < triangles.length; t++) {
    const tri = triangles[t]!;
    if (!whole) for (let k = 0; k < 9; k++) positions[t * 9 + k] = src[tri * 9 + k]!;
    const code = geometry.triangleColours[tri] ?? MAIN_COLOUR;
    let r = 1, g = 1, b = 1, a = 1;
    if (code !== MAIN_COLOUR) {
      let rgb = linear.get(code);
      if (!rgb) {
        scratch.setHex(rgbOf(code));
        linear.set(code, (rgb = [scratch.r, scratch.g, scratch.b]));
      }
      [r, g, b] = rgb;
      a = 0;
    }
    for (let v = t * 12; v < t * 12 + 12; v += 4) {
      colours[v] = r;
      colours[v + 1] = g;
      colours[v + 2] = b;
      colours[v + 3] = a;
    }
  }
  const out = new BufferGeometry();
  out.setAttribute('position', new BufferAttribute(positions, 3));
  out.setAttribute('color', new BufferAttribute(colours, 4));
  // The part's box, known already: three would otherwise read every vertex for it on the first frame
  // (frustum culling asks each geometry's sphere). A box around a subset of the triangles is larger, never smaller.
  out.boundingBox = new Box3(new Vector3(...geometry.min), new Vector3(...geometry.max));
  out.boundingSphere = out.boundingBox.getBoundingSphere(new Sphere());
  return out;
}
