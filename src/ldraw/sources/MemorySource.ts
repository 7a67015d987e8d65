import type { FileSource } from '../FileSource.ts';
import { normalizeName } from '../normalizeName.ts';

/** Files held in memory, e.g. dropped in a browser or written by a test. */
export class MemorySource implements FileSource {
  private readonly files = new Map<string, Uint8Array>();

  constructor(readonly label: string, files: Record<string, string | Uint8Array> = {}) {
    for (const [name, content] of Object.entries(files)) this.set(name, content);
  }

  set(name: string, content: string | Uint8Array): void {
    const key = normalizeName(name);
    if (key === undefined) throw new Error(`MemorySource: invalid file name "${name}"`);
    this.files.set(key, typeof content === 'string' ? new TextEncoder().encode(content) : content);
  }

  read(path: string): Uint8Array | undefined {
    return this.files.get(path);
  }
}
