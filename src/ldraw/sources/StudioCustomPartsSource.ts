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
  ) {}

  read(path: string): Uint8Array | undefined {
    const name = path.replace(/^(parts|p|models)\//, '');
    for (const candidate of [`CustomParts/${name}`, `CustomParts/s/${name}`, `CustomParts/p/${name}`]) {
      if (this.archive.has(candidate)) {
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
