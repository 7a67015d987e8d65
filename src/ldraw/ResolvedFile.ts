import type { LdrawFile, LdrawFileType } from './LdrawFile.ts';

/** Where a file was found, in the LDraw search order. */
/** `archive`: a file that came inside the model's own archive (a Studio .io's custom parts). */
export type FileOrigin = 'mpd' | 'model-folder' | 'library' | 'extra-library' | 'archive';

export interface ResolvedFile {
  readonly file: LdrawFile;
  readonly origin: FileOrigin;
  /** Path inside its source, e.g. `parts/s/3001s01.dat`; the block name for MPD files. */
  readonly path: string;
  /** The header's type, or what the file's place says when it has no header. */
  readonly kind: LdrawFileType;
}
