import { encodeBase64Url } from './base64url.ts';
import { MAX_SHARE_BYTES, SHARE_PREFIX, type SharedModel } from './sharedModel.ts';
import { packShareV1 } from './shareV1.ts';

/** The version new links are made in: decodeShareFragment keeps reading the older ones. */
export const SHARE_VERSION = 'v1';

/**
 * A share link's fragment (without the "#") for this model, or, when its data
 * compressed is over MAX_SHARE_BYTES, that size: such a file is sent as a file.
 */
export function encodeShareFragment(model: SharedModel): { readonly fragment: string } | { readonly tooLarge: number } {
  const compressed = packShareV1(model);
  if (compressed.length > MAX_SHARE_BYTES) return { tooLarge: compressed.length };
  return { fragment: `${SHARE_PREFIX}${SHARE_VERSION}/${encodeBase64Url(compressed)}` };
}
