import type { FileSource } from '../FileSource.ts';
import type { ZipArchive } from '../zip/readZip.ts';

/** What the archive may still inflate to, shared with the model's own entry, and the limit it came from. */
export interface InflateBudget {
  left: number;
  readonly limit: number;
}

/**
 * The `CustomParts/` folder of a Studio .io archive as a library-shaped
 * source. Studio stores a part `x.dat` as `CustomParts/x.dat`, a subpart
 * `s/x.dat` as `CustomParts/s/s/x.dat` and primitives under `CustomParts/p/`;
 * asked for `parts/NAME` or `p/NAME`, this tries those places.
 * A part past the inflate budget, or damaged, is not given: it is missing,
 * and `why` says which entry and which limit.
 */
export class StudioCustomPartsSource implements FileSource {
  private readonly refused = new Map<string, string>();

  constructor(
    readonly label: string,
    private readonly archive: ZipArchive,
    private readonly budget: InflateBudget = { left: Number.MAX_SAFE_INTEGER, limit: Number.MAX_SAFE_INTEGER },
  ) {}

  read(path: string): Uint8Array | undefined {
    const name = withoutFolder(path);
    for (const candidate of [`CustomParts/${name}`, `CustomParts/s/${name}`, `CustomParts/p/${name}`]) {
      // A map lookup: an archive may hold 100,000 entries, each asked for.
      const entry = this.archive.entry(candidate);
      if (!entry) continue;
      if (entry.size > this.budget.left) {
        this.refused.set(name, `${this.label}: ${entry.name} inflates to ${mb(entry.size)} MB, past the ${mb(this.budget.limit)} MB limit for model files (model.ldr and the custom parts before it count too)`);
        return undefined;
      }
      this.budget.left -= entry.size;
      try {
        return this.archive.read(candidate);
      } catch (e) {
        this.refused.set(name, `${this.label}: ${e instanceof Error ? e.message : String(e)}`);
        return undefined;
      }
    }
    return undefined;
  }

  why(path: string): string | undefined {
    return this.refused.get(withoutFolder(path));
  }
}

function withoutFolder(path: string): string {
  return path.replace(/^(parts|p|models)\//, '');
}

function mb(bytes: number): string {
  return String(Math.ceil(bytes / 1048576));
}
