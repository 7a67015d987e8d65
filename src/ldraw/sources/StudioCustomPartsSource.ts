import type { FileSource } from '../FileSource.ts';
import type { ZipArchive } from '../zip/readZip.ts';

/**
 * The `CustomParts/` folder of a Studio .io archive as a library-shaped
 * source. Studio stores a part `x.dat` as `CustomParts/x.dat`, a subpart
 * `s/x.dat` as `CustomParts/s/s/x.dat` and primitives under `CustomParts/p/`;
 * asked for `parts/NAME` or `p/NAME`, this tries those places.
 */
export class StudioCustomPartsSource implements FileSource {
  constructor(
    readonly label: string,
    private readonly archive: ZipArchive,
    /** Bytes the custom parts may still inflate to, shared with the model's own limit. */
    private readonly budget: { left: number } = { left: Number.MAX_SAFE_INTEGER },
  ) {}

  read(path: string): Uint8Array | undefined {
    const name = path.replace(/^(parts|p|models)\//, '');
    for (const candidate of [`CustomParts/${name}`, `CustomParts/s/${name}`, `CustomParts/p/${name}`]) {
      if (this.archive.has(candidate)) {
        // Over the budget the part is missing (and listed so) rather than inflated.
        const size = this.archive.entries.find((e) => e.name.replace(/\\/g, '/').toLowerCase() === candidate.toLowerCase())?.size ?? 0;
        if (size > this.budget.left) return undefined;
        this.budget.left -= size;
        try {
          return this.archive.read(candidate);
        } catch {
          return undefined;
        }
      }
    }
    return undefined;
  }
}
