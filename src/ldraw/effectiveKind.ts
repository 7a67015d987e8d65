import type { LdrawFile, LdrawFileType } from './LdrawFile.ts';
import type { FileOrigin } from './ResolvedFile.ts';

/**
 * A file's role when the header does not say: its folder in a library decides
 * (parts/ part, parts/s/ subpart, p/ primitive, models/ model); inside an MPD
 * or a model's folder, a `.dat` with its own geometry is a part and anything
 * else a submodel.
 */
export function effectiveKind(file: LdrawFile, origin: FileOrigin, path: string): LdrawFileType {
  if (file.type !== 'Unknown' && file.type !== 'Configuration') return file.type;
  if (origin === 'library' || origin === 'extra-library' || origin === 'archive') {
    if (path.startsWith('parts/s/')) return 'Subpart';
    if (path.startsWith('parts/')) return 'Part';
    if (path.startsWith('p/')) return 'Primitive';
    return 'Model';
  }
  const hasGeometry = file.triangles.length > 0 || file.lines.length > 0;
  return path.endsWith('.dat') && hasGeometry ? 'Part' : 'Model';
}
