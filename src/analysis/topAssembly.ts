import type { ModelPart } from '../ldraw/buildModel.ts';

/**
 * Which of the builder's top-level assemblies each part is in: the first
 * submodel it sits in below the levels every part of the model shares (an
 * exporter or a builder may wrap the whole model in one submodel, or two),
 * keyed by that placement's id; undefined for a part placed at that level
 * itself.
 */
export function topAssembly(parts: readonly ModelPart[]): (i: number) => string | undefined {
  const depth = sharedDepth(parts);
  return (i) => {
    const p = parts[i]!;
    return p.submodel.length > depth ? p.id.split('/').slice(0, depth + 1).join('/') : undefined;
  };
}

/** The name of the top-level submodel each part was placed in (as topAssembly), or undefined. */
export function topAssemblyName(parts: readonly ModelPart[]): (i: number) => string | undefined {
  const depth = sharedDepth(parts);
  return (i) => parts[i]!.submodel[depth];
}

/** How many submodel levels, from the top, every part sits in alike (the same placement of the same submodel). */
function sharedDepth(parts: readonly ModelPart[]): number {
  if (parts.length === 0) return 0;
  const first = parts[0]!;
  let depth = first.submodel.length;
  const firstIds = first.id.split('/');
  for (const p of parts) {
    depth = Math.min(depth, p.submodel.length);
    if (depth === 0) return 0;
    const ids = p.id.split('/');
    let k = 0;
    while (k < depth && ids[k] === firstIds[k]) k++;
    depth = k;
  }
  return depth;
}
