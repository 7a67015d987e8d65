import type { MissingPart, SceneData, SceneGeometry } from './protocol.ts';

/** The first line of a kept scene: what it is, and which layout follows. */
export const KEPT_SCENE_HEADER = 'brickstats-scene@1';

/** Scenes larger than this are not kept: the library cache's room is for parts first. */
export const KEPT_SCENE_LIMIT = 64 * 1024 * 1024;

/** A model's scene as drawn at its last load, and the parts it lacked then. */
export interface KeptScene {
  readonly scene: SceneData;
  readonly missing: readonly MissingPart[];
}

/**
 * Where a model's scene is kept beside the library files of the release it was built
 * from: by the code that built it (`version`, the worker's own hashed file name) and the
 * model's key (its name and a hash of its bytes). No library path starts with '#'.
 */
export function keptScenePath(version: string, modelKey: string): string {
  return `#scene ${version} ${modelKey}`;
}

/** What each geometry's arrays hold, in the order their bytes follow the header. */
type GeometryHead = Omit<SceneGeometry, 'triangles' | 'triangleColours' | 'lines'> & { readonly counts: readonly [number, number, number] };

/**
 * A scene in one run of bytes, to keep in the browser: a model opened again (a reload
 * reopens the last one) is drawn at once from it, while its parts are read for the analysis.
 * Layout: the header line, the length of a JSON head on a line, the head (instances,
 * colours, bounds, the missing parts and each geometry's key and array lengths) padded to
 * a multiple of 4 bytes, then each geometry's triangles, colours and lines as they are in memory.
 */
export function encodeKeptScene({ scene, missing }: KeptScene): Uint8Array {
  const geometries: GeometryHead[] = scene.geometries.map(({ triangles, triangleColours, lines, ...rest }) => ({ ...rest, counts: [triangles.length, triangleColours.length, lines.length] }));
  const head = new TextEncoder().encode(JSON.stringify({ instances: scene.instances, colours: scene.colours, bounds: scene.bounds, missing, geometries }));
  const lead = new TextEncoder().encode(`${KEPT_SCENE_HEADER}\n${head.byteLength}\n`);
  const start = align(lead.byteLength + head.byteLength);
  const arrays = scene.geometries.flatMap((g) => [g.triangles, g.triangleColours, g.lines]);
  const out = new Uint8Array(start + arrays.reduce((n, a) => n + a.byteLength, 0));
  out.set(lead, 0);
  out.set(head, lead.byteLength);
  let at = start;
  for (const a of arrays) {
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
    at += a.byteLength;
  }
  return out;
}

/**
 * The scene kept in `kept`, its arrays views of `buffer` (transfer it with them);
 * undefined when they are not a whole kept scene of this layout (then the model is built afresh).
 */
export function decodeKeptScene(kept: Uint8Array): (KeptScene & { readonly buffer: ArrayBuffer }) | undefined {
  // The arrays are read in place, which needs the bytes 4-aligned.
  const bytes = kept.byteOffset % 4 === 0 ? kept : kept.slice();
  const decoder = new TextDecoder();
  const first = bytes.indexOf(0x0a);
  const second = first < 0 ? -1 : bytes.indexOf(0x0a, first + 1);
  if (second < 0 || decoder.decode(bytes.subarray(0, first)) !== KEPT_SCENE_HEADER) return undefined;
  const size = decoder.decode(bytes.subarray(first + 1, second));
  if (!/^\d+$/.test(size) || second + 1 + Number(size) > bytes.byteLength) return undefined;
  let head: { instances: SceneData['instances']; colours: SceneData['colours']; bounds: SceneData['bounds']; missing: MissingPart[]; geometries: GeometryHead[] };
  try {
    head = JSON.parse(decoder.decode(bytes.subarray(second + 1, second + 1 + Number(size))));
  } catch {
    return undefined;
  }
  if (!Array.isArray(head?.instances) || !Array.isArray(head.colours) || !Array.isArray(head.geometries) || !Array.isArray(head.missing) || !head.bounds) return undefined;
  let at = bytes.byteOffset + align(second + 1 + Number(size));
  const end = bytes.byteOffset + bytes.byteLength;
  const take = <T>(make: new (buffer: ArrayBufferLike, offset: number, length: number) => T, count: unknown): T | undefined => {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || at + 4 * count > end) return undefined;
    const array = new make(bytes.buffer, at, count);
    at += 4 * count;
    return array;
  };
  const geometries: SceneGeometry[] = [];
  for (const { counts, ...rest } of head.geometries) {
    const triangles = take(Float32Array, counts?.[0]);
    const triangleColours = take(Int32Array, counts?.[1]);
    const lines = take(Float32Array, counts?.[2]);
    if (!triangles || !triangleColours || !lines) return undefined;
    geometries.push({ ...rest, triangles, triangleColours, lines });
  }
  if (at !== end) return undefined;
  return { scene: { geometries, instances: head.instances, colours: head.colours, bounds: head.bounds }, missing: head.missing, buffer: bytes.buffer as ArrayBuffer };
}

const align = (n: number) => Math.ceil(n / 4) * 4;
