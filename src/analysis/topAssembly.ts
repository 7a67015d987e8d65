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
    return p.submodel.length > depth ? idPrefix(p.id, depth + 1) : undefined;
  };
}

/** The first `levels` steps of a placement id ("3/1/7", 2: "3/1"), without splitting it. */
function idPrefix(id: string, levels: number): string {
  let at = -1;
  for (let k = 0; k < levels; k++) {
    at = id.indexOf('/', at + 1);
    if (at < 0) return id;
  }
  return id.slice(0, at);
}

/** The name of the top-level submodel each part was placed in (as topAssembly), or undefined. */
export function topAssemblyName(parts: readonly ModelPart[]): (i: number) => string | undefined {
  const depth = sharedDepth(parts);
  return (i) => parts[i]!.submodel[depth];
}

/** How many submodel levels, from the top, every part sits in alike (the same placement of the same submodel). */
export function sharedDepth(parts: readonly ModelPart[]): number {
  // The pieces of a file and each piece's labels ask of the same parts.
  let depth = depths.get(parts);
  if (depth === undefined) depths.set(parts, (depth = depthOf(parts)));
  return depth;
}

const depths = new WeakMap<readonly ModelPart[], number>();

function depthOf(parts: readonly ModelPart[]): number {
  if (parts.length === 0) return 0;
  const first = parts[0]!;
  let depth = first.submodel.length;
  // The ids' shared levels, read by comparing their prefixes (no id is split).
  for (const p of parts) {
    depth = Math.min(depth, p.submodel.length);
    while (depth > 0 && idPrefix(p.id, depth) !== idPrefix(first.id, depth)) depth--;
    if (depth === 0) return 0;
  }
  return depth;
}
