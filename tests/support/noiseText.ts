/**
 * An LDraw file's text as an exporter may write it: every placement's
 * position and matrix off by rounding noise (up to `position` LDU and
 * `matrix` in each entry: 19.9993 for 20, 0.999999 for 1), the same noise
 * for the same seed. Line numbers stay, so part ids stay.
 */
export function noiseText(text: string, position = 0.001, matrix = 0.000001, seed = 7): string {
  let state = seed >>> 0;
  // (A small linear congruential generator: the same file for the same seed on every machine.)
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  const fmt = (v: number) => String(+v.toFixed(6));
  return text.split('\n').map((line) => {
    const f = line.trim().split(/\s+/);
    if (f[0] !== '1' || f.length < 15) return line;
    const n = f.slice(2, 14).map(Number);
    if (n.some((v) => !Number.isFinite(v))) return line;
    const noisy = n.map((v, k) => v + 2 * next() * (k < 3 ? position : matrix));
    return ['1', f[1], ...noisy.map(fmt), ...f.slice(14)].join(' ');
  }).join('\n');
}
