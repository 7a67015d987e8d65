import type { FileSource } from '../../ldraw/FileSource.ts';

/** The library's colour file, asked for by this lower-cased name (see PartLibrary.colours). */
const COLOUR_FILE = 'ldconfig.ldr';

/**
 * The library served over HTTP: paths are looked up in the server's index
 * and fetched by their exact real path, one request per file that exists
 * and none for files that do not.
 *
 * The index (about 1 MB) and the colour file are both asked for at once when
 * the source is made, and nothing waits for the index that does not need it:
 * a file that embeds its parts needs only the colours, so it is read while
 * the index is still on its way.
 */
export class HttpSource implements FileSource {
  readonly label: string;
  /** The index as fetched: parsed on first use, so a file that needs none never pays for parsing 1 MB of JSON. */
  private readonly indexBytes: Promise<ArrayBuffer>;
  private parsed: Promise<ReadonlyMap<string, string>> | undefined;
  private readonly colours: Promise<Uint8Array | undefined>;

  constructor(private readonly base: string) {
    this.label = base;
    this.indexBytes = (async () => {
      let response: Response;
      try {
        response = await fetch(`${base}index.json`);
      } catch (e) {
        throw unavailable(`its index could not be fetched: ${(e as Error).message}`);
      }
      if (!response.ok) throw unavailable(`${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}`);
      try {
        return await response.arrayBuffer();
      } catch (e) {
        throw unavailable(`its index broke off: ${(e as Error).message}`);
      }
    })();
    // The server finds LDConfig.ldr whatever its case: no index needed to ask for it. A failure here
    // is no error: the colours are then looked up through the index, like any file.
    this.colours = fetch(`${base}colours`).then(
      async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined),
      () => undefined,
    );
    // Awaited where it is used; this only keeps an early failure from being reported as unhandled.
    this.indexBytes.catch(() => {});
  }

  /** Resolves when the index is in; rejects with the reason the library cannot be had. */
  async ready(): Promise<void> {
    await this.indexBytes;
  }

  private get files(): Promise<ReadonlyMap<string, string>> {
    return (this.parsed ??= this.indexBytes.then((bytes) => {
      let index: { files?: unknown };
      try {
        index = JSON.parse(new TextDecoder().decode(bytes)) as { files?: unknown };
      } catch (e) {
        throw unavailable(`its index is not JSON: ${(e as Error).message}`);
      }
      if (typeof index.files !== 'object' || index.files === null) throw unavailable('its index lists no files');
      return new Map(Object.entries(index.files as Record<string, string>));
    }));
  }

  async read(path: string): Promise<Uint8Array | undefined> {
    if (path === COLOUR_FILE) {
      const bytes = await this.colours;
      if (bytes) return bytes;
      // Neither the colours nor the index: a file that embeds its parts still loads, its colours unknown (and said so).
      const files = await this.files.catch(() => undefined);
      if (!files) return undefined;
    }
    const real = (await this.files).get(path);
    if (real === undefined) return undefined;
    const response = await fetch(`${this.base}file/${real.split('/').map(encodeURIComponent).join('/')}`);
    if (!response.ok) return undefined;
    return new Uint8Array(await response.arrayBuffer());
  }
}

function unavailable(why: string): Error {
  return new Error(`the LDraw library is not available (${why})`);
}
