import { LineBreaks } from './LineBreaks.ts';

/** One `0 FILE` block of an MPD, by offsets into the whole text (no copies). */
export interface MpdBlock {
  /** The name as written after `0 FILE`. */
  readonly rawName: string;
  readonly start: number;
  readonly end: number;
  /** 1-based line number of the block's first line after `0 FILE`. */
  readonly firstLine: number;
}

export interface MpdData {
  readonly rawName: string;
  /** The base64 payload of the `0 !:` lines. */
  readonly base64: string;
  readonly line: number;
}

export interface MpdSplit {
  /** False for a plain LDR: then `blocks` holds one block spanning the whole text. */
  readonly isMpd: boolean;
  readonly blocks: readonly MpdBlock[];
  readonly data: readonly MpdData[];
  /** The text before the first `0 FILE` (three.js "packed" files keep the main model and LDConfig there). */
  readonly preamble: MpdBlock;
}

/**
 * Splits a multi-part document at `0 FILE` / `0 NOFILE`; `0 !DATA` blocks carry
 * base64 in `0 !:` lines. The first block is the main model. Text before the
 * first `0 FILE` and between `0 NOFILE` and the next `0 FILE` is ignored.
 */
export function splitMpd(text: string): MpdSplit {
  const blocks: MpdBlock[] = [];
  const data: MpdData[] = [];
  let current: { rawName: string; start: number; firstLine: number } | undefined;
  let currentData: { rawName: string; parts: string[]; line: number } | undefined;
  let lineNo = 0;
  let lineStart = 0;
  let isMpd = false;
  let preambleEnd = -1;
  const close = (at: number) => {
    if (current) blocks.push({ ...current, end: at });
    current = undefined;
    if (currentData) data.push({ rawName: currentData.rawName, base64: currentData.parts.join(''), line: currentData.line });
    currentData = undefined;
  };
  const breaks = new LineBreaks(text);
  while (lineStart < text.length) {
    breaks.find(lineStart);
    const nl = breaks.end;
    lineNo++;
    // Only lines starting with "0" can be MPD meta; check cheaply before slicing.
    let p = lineStart;
    while (p < nl && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9 || text.charCodeAt(p) === 0xfeff)) p++;
    if (text.charCodeAt(p) === 48 && (text.charCodeAt(p + 1) === 32 || text.charCodeAt(p + 1) === 9)) {
      const line = text.slice(p + 2, nl).trim();
      if (/^FILE\s/i.test(line) || /^FILE$/i.test(line)) {
        close(lineStart);
        if (!isMpd) preambleEnd = lineStart;
        isMpd = true;
        current = { rawName: line.slice(4).trim(), start: breaks.next, firstLine: lineNo + 1 };
      } else if (/^NOFILE\b/i.test(line)) {
        close(lineStart);
      } else if (/^!DATA\s/i.test(line)) {
        close(lineStart);
        if (!isMpd) preambleEnd = lineStart;
        isMpd = true;
        currentData = { rawName: line.slice(5).trim(), parts: [], line: lineNo };
      } else if (currentData && line.startsWith('!:')) {
        currentData.parts.push(line.slice(2).trim());
      }
    }
    lineStart = breaks.next;
  }
  close(text.length);
  const whole: MpdBlock = { rawName: '', start: 0, end: text.length, firstLine: 1 };
  if (!isMpd) return { isMpd: false, blocks: [whole], data, preamble: whole };
  const preamble: MpdBlock = { rawName: '', start: 0, end: Math.max(0, preambleEnd), firstLine: 1 };
  return { isMpd, blocks: blocks.map((b) => (b.start > text.length ? { ...b, start: text.length } : b)), data, preamble };
}
