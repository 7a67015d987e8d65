import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';

/** What a share link carries: the model file as it was opened, and what makes its data sheet the same on another screen. */
export interface SharedModel {
  /** The file's name (its extension says how to read it: .ldr, .mpd, .dat, Studio's .io). */
  readonly name: string;
  /** The file's bytes, unchanged. */
  readonly bytes: Uint8Array;
  /** The player's corrections (none is "no corrections", which the link says too). */
  readonly corrections: Corrections;
  /** The piece of the file shown alone, when one was chosen. */
  readonly piece?: number;
}

/** A link's data, compressed, may be at most this long: longer links are cut by mail and chat apps, and are slow to paste. */
export const MAX_SHARE_BYTES = 32 * 1024;

/** Where a share link's fragment starts: "#share/<version>/<data>". Fragments that do not start so are not share links. */
export const SHARE_PREFIX = 'share/';
