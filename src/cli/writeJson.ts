/** Lines handed to `out` at once: fewer, larger writes, and no string near V8's limit. */
const BATCH_CHARS = 1 << 16;

/**
 * Writes `JSON.stringify(value, null, 1)`, the same text, a piece at a time:
 * the outer objects and arrays (to `depth` levels) line by line, each value
 * below them stringified alone. The report of a file of 200,000 parts is one
 * string longer than V8 allows ("Invalid string length") and several GB of heap.
 * `out` adds the line break after each piece, as console.log does; `drain`,
 * awaited after each piece, keeps the written but unread output small.
 */
export async function writeJson(value: unknown, out: (s: string) => void, drain?: () => Promise<void>, depth = 2): Promise<void> {
  let lines: string[] = [];
  let chars = 0;
  for (const line of jsonPieces(value, '', '', 0, depth)) {
    lines.push(line);
    chars += line.length;
    if (chars >= BATCH_CHARS) {
      out(lines.join('\n'));
      lines = [];
      chars = 0;
      await drain?.();
    }
  }
  if (lines.length > 0) out(lines.join('\n'));
}

/** An array written one element at a time, as the elements are made (a folder's documents). */
export function jsonArrayWriter(out: (s: string) => void): { add(value: unknown): void; end(): void } {
  let pending: string | undefined;
  let started = false;
  return {
    add(value) {
      if (!started) out('[');
      started = true;
      // The comma goes after an element only once we know another follows.
      if (pending !== undefined) out(`${pending},`);
      pending = ` ${indent(JSON.stringify(value, null, 1) ?? 'null', ' ')}`;
    },
    end() {
      if (!started) return out('[]');
      if (pending !== undefined) out(pending);
      out(']');
    },
  };
}

function* jsonPieces(value: unknown, prefix: string, suffix: string, level: number, depth: number): Generator<string> {
  const pad = ' '.repeat(level);
  const open = level < depth && value !== null && typeof value === 'object' && !('toJSON' in value);
  if (open && Array.isArray(value) && value.length > 0) {
    yield `${prefix}[`;
    for (let i = 0; i < value.length; i++) {
      // JSON.stringify writes null for what it cannot write in an array.
      const item = value[i] === undefined || typeof value[i] === 'function' ? null : value[i];
      yield* jsonPieces(item, `${pad} `, i < value.length - 1 ? ',' : '', level + 1, depth);
    }
    yield `${pad}]${suffix}`;
    return;
  }
  if (open && !Array.isArray(value)) {
    // ...and leaves out such members of an object.
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol');
    if (entries.length > 0) {
      yield `${prefix}{`;
      for (let i = 0; i < entries.length; i++) {
        const [key, item] = entries[i]!;
        yield* jsonPieces(item, `${pad} ${JSON.stringify(key)}: `, i < entries.length - 1 ? ',' : '', level + 1, depth);
      }
      yield `${pad}}${suffix}`;
      return;
    }
  }
  yield `${prefix}${indent(JSON.stringify(value, null, 1) ?? 'null', pad)}${suffix}`;
}

/** The lines after the first of a stringified value, moved right to where it sits. */
function indent(text: string, pad: string): string {
  return pad ? text.replace(/\n/g, `\n${pad}`) : text;
}
