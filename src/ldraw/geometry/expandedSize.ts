import type { LdrawFile } from '../LdrawFile.ts';
import type { ResolvedFile } from '../ResolvedFile.ts';

export interface ExpandedSize {
  /** Floats of triangles, edge lines and optional lines once every subfile is expanded. */
  readonly triangles: number;
  readonly lines: number;
  readonly conditional: number;
}

const memo = new WeakMap<LdrawFile, ExpandedSize>();
const ZERO: ExpandedSize = { triangles: 0, lines: 0, conditional: 0 };
/** Capped so a reference bomb cannot overflow the estimate (the builder cuts it off anyway). */
const CAP = 1e9;

/**
 * How big a file's expanded geometry is, memoised per file: the builder
 * allocates its buffers once at the right size instead of doubling and copying.
 * Only a size hint: cycles count as empty, and the builder still grows if needed.
 */
export function expandedSize(file: LdrawFile, resolve: (name: string) => ResolvedFile | undefined, visiting = new Set<LdrawFile>()): ExpandedSize {
  const known = memo.get(file);
  if (known) return known;
  if (visiting.has(file) || visiting.size > 64) return ZERO;
  visiting.add(file);
  let triangles = file.triangles.length;
  let lines = file.lines.length;
  let conditional = file.conditionalLines.length;
  for (const ref of file.refs) {
    const child = resolve(ref.name);
    if (!child) continue;
    const size = expandedSize(child.file, resolve, visiting);
    triangles = Math.min(CAP, triangles + size.triangles);
    lines = Math.min(CAP, lines + size.lines);
    conditional = Math.min(CAP, conditional + size.conditional);
  }
  visiting.delete(file);
  const size = { triangles, lines, conditional };
  memo.set(file, size);
  return size;
}
