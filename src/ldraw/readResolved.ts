import type { FileSource } from './FileSource.ts';
import type { FileOrigin, ResolvedFile } from './ResolvedFile.ts';
import { decodeText } from './decodeText.ts';
import { effectiveKind } from './effectiveKind.ts';
import { parseLdraw } from './parseLdraw.ts';

/**
 * The first of `paths` that `source` has, parsed under the lookup name `name`
 * and classified by where it was found; null when none is there.
 */
export async function readResolved(
  source: FileSource | undefined,
  paths: readonly string[],
  name: string,
  origin: FileOrigin,
  edgeOf?: (code: number) => number | undefined,
): Promise<ResolvedFile | null> {
  if (!source) return null;
  for (const path of paths) {
    const bytes = await source.read(path);
    if (!bytes) continue;
    const file = parseLdraw(decodeText(bytes), name, edgeOf ? { edgeOf } : {});
    return { file, origin, path, kind: effectiveKind(file, origin, path) };
  }
  return null;
}
