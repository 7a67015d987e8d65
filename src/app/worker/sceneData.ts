import type { Model } from '../../ldraw/buildModel.ts';
import { EDGE_COLOUR, MAIN_COLOUR } from '../../ldraw/colours/ColourTable.ts';
import type { SceneColour, SceneData, SceneGeometry } from './protocol.ts';

/**
 * What the view needs from a built model: each distinct part's geometry once
 * (copied, so the worker's caches survive the transfer; `copy` false: the model's
 * own arrays, for a scene only read in the worker), and every placed part as
 * (geometry, colour, matrix). Part index i matches the analysis.
 */
export function sceneData(model: Model, copy = true): { scene: SceneData; transfer: ArrayBuffer[] } {
  const geometries: SceneGeometry[] = [];
  const keys = new Map<object, string>();
  const transfer: ArrayBuffer[] = [];
  const codes = new Set<number>([MAIN_COLOUR, EDGE_COLOUR]);
  for (const p of model.parts) {
    codes.add(p.colour);
    const g = p.geometry;
    if (!g || keys.has(g)) continue;
    const key = p.resolvedPart;
    keys.set(g, key);
    const triangles = copy ? g.triangles.slice() : g.triangles;
    const triangleColours = copy ? g.triangleColours.slice() : g.triangleColours;
    const lines = copy ? g.lines.slice() : g.lines;
    for (const c of triangleColours) codes.add(c);
    if (copy) transfer.push(triangles.buffer as ArrayBuffer, triangleColours.buffer as ArrayBuffer, lines.buffer as ArrayBuffer);
    geometries.push({ key, triangles, triangleColours, lines, doubleSided: g.doubleSided, min: [...g.bounds.min] as [number, number, number], max: [...g.bounds.max] as [number, number, number] });
  }
  const instances = model.parts.map((p) => {
    const m = p.matrix;
    return {
      id: p.id,
      part: p.part,
      geometry: p.geometry ? keys.get(p.geometry) ?? null : null,
      colour: p.colour,
      // LDraw rows (x y z a b c d e f g h i) to three's column-major 4x4.
      matrix: [m[3]!, m[6]!, m[9]!, 0, m[4]!, m[7]!, m[10]!, 0, m[5]!, m[8]!, m[11]!, 0, m[0]!, m[1]!, m[2]!, 1],
      min: [...p.bounds.min] as [number, number, number],
      max: [...p.bounds.max] as [number, number, number],
    };
  });
  const colours: SceneColour[] = [...codes].map((code) => {
    const c = model.loaded.colours.resolve(code);
    return { code, name: c.name, rgb: c.rgb, edgeRgb: c.edgeRgb, alpha: c.alpha, finish: c.finish };
  });
  const b = model.bounds ?? { min: [0, 0, 0], max: [0, 0, 0] };
  return {
    scene: { geometries, instances, colours, bounds: { min: [...b.min] as [number, number, number], max: [...b.max] as [number, number, number] } },
    transfer,
  };
}
