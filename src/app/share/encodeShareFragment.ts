import { encodeBase64Url } from './base64url.ts';
import { MAX_SHARE_BYTES, SHARE_PREFIX, type SharedModel } from './sharedModel.ts';
import { packShareV1 } from './shareV1.ts';

/** The version new links are made in: decodeShareFragment keeps reading the older ones. */
export const SHARE_VERSION = 'v1';

/**
 * A share link's fragment (without the "#") for this model and its data's size compressed,
 * or, when that is over MAX_SHARE_BYTES, only the size: such a file is sent as a file.
 */
export function encodeShareFragment(model: SharedModel): { readonly fragment: string; readonly compressed: number } | { readonly tooLarge: number } {
  const compressed = packShareV1(model);
  if (compressed.length > MAX_SHARE_BYTES) return { tooLarge: compressed.length };
  return { fragment: `${SHARE_PREFIX}${SHARE_VERSION}/${encodeBase64Url(compressed)}`, compressed: compressed.length };
}
