import type { FileSource } from '../../ldraw/FileSource.ts';

/**
 * The library served over HTTP: paths are looked up in the server's index
 * and fetched by their exact real path, one request per file that exists
 * and none for files that do not.
 */
export class HttpSource implements FileSource {
  private constructor(
    readonly label: string,
    private readonly base: string,
    private readonly files: ReadonlyMap<string, string>,
  ) {}

  static async open(base: string): Promise<HttpSource> {
    const response = await fetch(`${base}index.json`);
    if (!response.ok) throw new Error(`the LDraw library is not available (${response.status}: ${(await response.text()).slice(0, 200)})`);
    const index = (await response.json()) as { files: Record<string, string> };
    return new HttpSource(base, base, new Map(Object.entries(index.files)));
  }

  get size(): number {
    return this.files.size;
  }

  async read(path: string): Promise<Uint8Array | undefined> {
    const real = this.files.get(path);
    if (real === undefined) return undefined;
    const response = await fetch(`${this.base}file/${real.split('/').map(encodeURIComponent).join('/')}`);
    if (!response.ok) return undefined;
    return new Uint8Array(await response.arrayBuffer());
  }
}
