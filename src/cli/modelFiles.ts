import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

export interface FolderModels {
  /** Every .ldr, .mpd and .io file, sorted. */
  readonly files: string[];
  /** Subfolders that could not be read (permissions, a disk error), with why: reported and skipped, not fatal. */
  readonly skipped: { readonly path: string; readonly why: string }[];
}

type ReadDir = (dir: string) => Dirent[];

/** The model files under a folder; the folder itself must be readable (its error is thrown), its subfolders need not be. */
export function modelFiles(dir: string, readDir: ReadDir = (d) => readdirSync(d, { withFileTypes: true })): FolderModels {
  const files: string[] = [];
  const skipped: { path: string; why: string }[] = [];
  const walk = (folder: string, top: boolean) => {
    let entries: Dirent[];
    try {
      entries = readDir(folder);
    } catch (e) {
      if (top) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      skipped.push({ path: folder, why: code === 'EACCES' || code === 'EPERM' ? `permission denied (${code})` : `cannot be read (${code ?? (e as Error).message})` });
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, false);
      else if (entry.isFile() && /\.(ldr|mpd|io)$/i.test(entry.name)) files.push(path);
    }
  };
  walk(dir, true);
  return { files: files.sort(), skipped };
}
