import { SHARE_PREFIX, type SharedModel } from './sharedModel.ts';
import { decodeShareV1 } from './shareV1.ts';

/** Reads one version's data (the part after "share/<version>/"): the model, or what is wrong, in words. */
export type ShareDecoder = (payload: string) => SharedModel | { readonly error: string };

/**
 * Every version of link this brickstats opens. A new version adds its decoder
 * here and leaves the older ones be: links already sent keep opening.
 */
export const SHARE_DECODERS: Readonly<Record<string, ShareDecoder>> = { v1: decodeShareV1 };

/**
 * The model a URL fragment ("#share/v1/…", with or without its "#") carries, or
 * a one-line message saying why it cannot be opened; undefined when the
 * fragment is not a share link at all (empty, or some other anchor).
 */
export function decodeShareFragment(hash: string, decoders: Readonly<Record<string, ShareDecoder>> = SHARE_DECODERS): SharedModel | { readonly error: string } | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(SHARE_PREFIX)) return undefined;
  const rest = fragment.slice(SHARE_PREFIX.length);
  const slash = rest.indexOf('/');
  const version = slash < 0 ? rest : rest.slice(0, slash);
  const known = Object.keys(decoders).join(', ');
  // One sentence: a message that ends in a question keeps its question mark alone.
  const fail = (why: string) => ({ error: `This share link cannot be opened: ${why}${/[.?!]$/.test(why) ? '' : '.'}` });
  if (slash < 0 || version.length === 0) return fail(`it names no version before its data (expected "#${SHARE_PREFIX}<version>/…"; this brickstats reads ${known})`);
  // Own keys only: a version named "constructor" or "__proto__" is just unknown.
  const decode = Object.hasOwn(decoders, version) ? decoders[version] : undefined;
  if (!decode) return fail(`it is a version ${JSON.stringify(version.slice(0, 20))} link, which this brickstats does not know (it reads ${known}): was it made by a newer one?`);
  const result = decode(rest.slice(slash + 1));
  return 'error' in result ? fail(result.error) : result;
}
