import type { FileSource } from './FileSource.ts';
import type { FileOrigin, ResolvedFile } from './ResolvedFile.ts';
import { ColourTable } from './colours/ColourTable.ts';
import { decodeText } from './decodeText.ts';
import { readResolved } from './readResolved.ts';
import type { PartGeometry } from './geometry/PartGeometry.ts';

/** Library folders searched, in order, for a name like `3001.dat`, `s/x.dat` or `48/x.dat`. */
export const LIBRARY_FOLDERS = ['parts/', 'p/', 'models/'] as const;

/**
 * An LDraw library: the official one plus optional extra folders with the same
 * layout (unofficial parts). Every file is read and parsed at most once and
 * kept, so a second model, or the viewer after the CLI, pays nothing for it.
 */
export class PartLibrary {
  private readonly cache = new Map<string, ResolvedFile | null | Promise<ResolvedFile | null>>();
  /** Part geometry of library files, filled by buildPartGeometry. */
  readonly geometryCache = new Map<string, PartGeometry>();
  private colourTable: ColourTable | undefined;

  constructor(
    readonly official: FileSource | undefined,
    readonly extra: readonly FileSource[] = [],
  ) {}

  /** The colours of LDConfig.ldr (an empty table when the library has none). */
  async colours(): Promise<ColourTable> {
    if (!this.colourTable) {
      const table = new ColourTable();
      for (const source of [this.official, ...this.extra]) {
        if (!source) continue;
        const bytes = await source.read('ldconfig.ldr');
        if (bytes) {
          table.addLines(decodeText(bytes));
          break;
        }
      }
      this.colourTable = table;
    }
    return this.colourTable;
  }

  /** Finds and parses `name` (normalised); null when no folder has it. */
  resolve(name: string): ResolvedFile | null | Promise<ResolvedFile | null> {
    const hit = this.cache.get(name);
    if (hit !== undefined) return hit;
    const pending = this.lookup(name).then((found) => {
      this.cache.set(name, found);
      return found;
    });
    this.cache.set(name, pending);
    return pending;
  }

  private async lookup(name: string): Promise<ResolvedFile | null> {
    const sources: [FileSource, FileOrigin][] = [];
    if (this.official) sources.push([this.official, 'library']);
    for (const s of this.extra) sources.push([s, 'extra-library']);
    for (const [source, origin] of sources) {
      // Some tools write `parts/x.dat` or `p/x.dat` in references: those also name a path from the root.
      const candidates = /^(parts|p)\//.test(name) ? [name, ...LIBRARY_FOLDERS.map((f) => f + name)] : LIBRARY_FOLDERS.map((f) => f + name);
      const found = await readResolved(source, candidates, name, origin);
      if (found) return found;
    }
    return null;
  }
}
