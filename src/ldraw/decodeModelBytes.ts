import { decodeText, looksBinary } from './decodeText.ts';
import { LineBreaks } from './LineBreaks.ts';
import { readStudioIo } from './studioIo.ts';
import { ZipError } from './zip/ZipError.ts';
import type { FileSource } from './FileSource.ts';

/** Larger model files are refused: the largest real builds are a few MB. A Studio archive is measured by what it inflates to. */
export const MAX_MODEL_BYTES = 64 * 1024 * 1024;

export type DecodedModel =
  | { readonly text: string; readonly note?: string; readonly customParts?: FileSource }
  | { readonly error: string };

/**
 * Turns the bytes of a model file into LDraw text: BrickLink Studio `.io`
 * archives (recognised by content, not by extension) are opened, binary
 * garbage and files with no LDraw line are refused with a message that names
 * the file and says what is wrong.
 */
export function decodeModelBytes(bytes: Uint8Array, fileName: string, maxBytes = MAX_MODEL_BYTES): DecodedModel {
  if (bytes.length === 0) return { error: `${fileName}: the file is empty` };
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    try {
      const io = readStudioIo(bytes, fileName, maxBytes);
      return { text: io.text, customParts: io.customParts, note: `${fileName}: read ${io.entry} from the Studio archive${io.encrypted ? ' (encrypted)' : ''}` };
    } catch (e) {
      if (e instanceof ZipError) return { error: e.message.startsWith(fileName) ? e.message : `${fileName}: ${e.message}` };
      throw e;
    }
  }
  if (looksBinary(bytes)) return { error: `${fileName}: not an LDraw file (binary data)` };
  const text = decodeText(bytes);
  const first = firstContentLine(text);
  if (!first) return { error: `${fileName}: the file has no LDraw lines (only white space)` };
  if (!/^[0-5](\s|$)/.test(first.text)) {
    return { error: `${fileName}:${first.line}: not an LDraw file: a line must start with a line type 0-5, found "${first.text.slice(0, 40)}"` };
  }
  return { text };
}

function firstContentLine(text: string): { line: number; text: string } | undefined {
  let line = 0;
  let start = 0;
  const breaks = new LineBreaks(text);
  while (start < text.length) {
    breaks.find(start);
    line++;
    const trimmed = text.slice(start, Math.min(breaks.end, start + 200)).trim();
    if (trimmed) return { line, text: trimmed };
    start = breaks.next;
  }
  return undefined;
}
