import { firstBlockIsMain } from './moveLabels.ts';

/**
 * An LDraw file's text with its main model turned a number of quarter turns
 * about the up axis (-Y), as a builder may turn a build in a scene: every
 * placement and every drawn point of the main model, not its submodels (they
 * turn with their placements). Line numbers stay, so part ids stay.
 */
export function turnText(text: string, quarterTurns: number): string {
  const k = ((quarterTurns % 4) + 4) % 4;
  // Exact for quarter turns.
  const [c, s] = [[1, 0], [0, 1], [-1, 0], [0, -1]][k]!;
  return turned(text, c!, s!);
}

/** The same, turned by any angle (degrees), as a builder sets a piece at a slant in a scene: coordinates to six decimals. */
export function turnTextBy(text: string, degrees: number): string {
  const r = (degrees * Math.PI) / 180;
  return turned(text, Math.cos(r), Math.sin(r));
}

function turned(text: string, c: number, s: number): string {
  // x' = cos·x + sin·z, z' = -sin·x + cos·z.
  const turn = (x: number, z: number): [number, number] => [+(c * x + s * z).toFixed(6) + 0, +(-s * x + c * z).toFixed(6) + 0];
  // (A byte-order mark would hide the first FILE line; lines keep their numbers without it.)
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  // An MPD's main model is its first FILE block, unless the file places parts before it (the loader's rule).
  let files = 0;
  const mainBlocks = firstBlockIsMain(text) ? 1 : 0;
  let changed = false;
  const out = lines.map((line) => {
    const f = line.trim().split(/\s+/);
    if (f[0] === '0' && /^FILE$/i.test(f[1] ?? '')) files++;
    if (files > mainBlocks) return line;
    if (f[0] === '1' && f.length >= 15) {
      const n = f.slice(2, 14).map(Number);
      const [x, z] = turn(n[0]!, n[2]!);
      // Each column of the matrix turns like a point: rows 1 and 3 mix, row 2 (y) stays.
      const m = [0, 1, 2].map((col) => turn(n[3 + col]!, n[9 + col]!));
      changed = true;
      return ['1', f[1], x, n[1], z, m[0]![0], m[1]![0], m[2]![0], n[6], n[7], n[8], m[0]![1], m[1]![1], m[2]![1], ...f.slice(14)].join(' ');
    }
    const points = { '2': 2, '3': 3, '4': 4, '5': 4 }[f[0] as '2' | '3' | '4' | '5'];
    if (points !== undefined && f.length >= 2 + 3 * points) {
      const v = f.slice(2, 2 + 3 * points).map(Number);
      const drawn: number[] = [];
      for (let p = 0; p < points; p++) {
        const [x, z] = turn(v[3 * p]!, v[3 * p + 2]!);
        drawn.push(x, v[3 * p + 1]!, z);
      }
      changed = true;
      return [f[0], f[1], ...drawn, ...f.slice(2 + 3 * points)].join(' ');
    }
    return line;
  });
  // (A test comparing a build with itself, turned by nothing, would pass whatever the analysis does.)
  if (!changed) throw new Error('turnText: the main model places and draws nothing to turn');
  return out.join('\n');
}
