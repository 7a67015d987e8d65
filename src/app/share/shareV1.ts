import { deflateSync, inflateSync } from 'fflate';
import { parseCorrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { correctionsFileText } from '../state/correctionsFileText.ts';
import { modelKey } from '../worker/modelKey.ts';
import { decodeBase64Url } from './base64url.ts';
import { MAX_SHARE_BYTES, type SharedModel } from './sharedModel.ts';

/*
 * Version 1 of a share link's data: base64url of the deflate of
 *   [header length: 4 bytes, big-endian][header: UTF-8 JSON][the file's bytes]
 * The header is { name, key, corrections, piece? }: `key` is the model's key
 * (name, FNV-1a hash, length: modelKey), so a link cut short or altered is
 * caught even where the deflate stream happens to end cleanly; `corrections` is
 * the text of a corrections file, as "Corrections" downloads it. Links in the
 * wild keep this layout: change it only in a new version.
 */

/** The data of a v1 link for this model, compressed (the caller checks its size against MAX_SHARE_BYTES). */
export function packShareV1(model: SharedModel): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify({
      name: model.name,
      key: modelKey(model.name, model.bytes),
      corrections: correctionsFileText(model.corrections, model.name),
      ...(model.piece !== undefined ? { piece: model.piece } : {}),
    }),
  );
  const framed = new Uint8Array(4 + header.length + model.bytes.length);
  new DataView(framed.buffer).setUint32(0, header.length);
  framed.set(header, 4);
  framed.set(model.bytes, 4 + header.length);
  return deflateSync(framed, { level: 9 });
}

const CUT = 'was the link copied whole?';

/** The model a v1 link's data carries, or what is wrong with it (in words for the player). */
export function decodeShareV1(payload: string): SharedModel | { readonly error: string } {
  if (payload.length === 0) return { error: `it carries no data; ${CUT}` };
  const compressed = decodeBase64Url(payload);
  if ('error' in compressed) return { error: `its data is not readable: ${compressed.error}` };
  // No v1 link is longer: a longer one was not made here, and could unpack to a great deal.
  if (compressed.length > MAX_SHARE_BYTES) return { error: `its data is ${compressed.length} bytes, more than the ${MAX_SHARE_BYTES} a link carries` };
  let framed: Uint8Array;
  try {
    framed = inflateSync(compressed);
  } catch (e) {
    return { error: `its data does not decompress (${(e as Error).message}); ${CUT}` };
  }
  if (framed.length < 4) return { error: `its data ends before its header; ${CUT}` };
  const headerLength = new DataView(framed.buffer, framed.byteOffset, framed.byteLength).getUint32(0);
  if (headerLength > framed.length - 4) return { error: `its data ends inside its header; ${CUT}` };
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(framed.subarray(4, 4 + headerLength)));
  } catch (e) {
    return { error: `its header is not JSON (${(e as Error).message})` };
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return { error: 'its header is not a JSON object' };
  const { name, key, corrections, piece } = header as Record<string, unknown>;
  if (typeof name !== 'string' || name.length === 0 || name.length > 255 || /[/\\\u0000-\u001f]/.test(name)) return { error: 'its header names no file (a "name" without slashes, 1 to 255 characters)' };
  if (typeof key !== 'string') return { error: 'its header has no "key" to check the file against' };
  if (typeof corrections !== 'string') return { error: 'its header has no "corrections"' };
  if (piece !== undefined && !(typeof piece === 'number' && Number.isInteger(piece) && piece >= 0)) return { error: 'its header\'s "piece" is not a piece number' };
  const bytes = framed.slice(4 + headerLength);
  if (modelKey(name, bytes) !== key) return { error: `${name}: its bytes do not match the link's check (${bytes.length} bytes, the link says ${key.split(':').pop()}); ${CUT}` };
  const parsed = parseCorrections(corrections, `${name}: the link's corrections`);
  if ('error' in parsed) return { error: parsed.error };
  return { name, bytes, corrections: parsed, ...(piece !== undefined ? { piece } : {}) };
}
