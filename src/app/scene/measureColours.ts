/** Measurement overlay colours: blue within the rules, red over a maximum. */
export const MEASURE_COLOURS = {
  ok: '#1d6fd6',
  breach: '#e0241b',
  limit: '#8a8f98',
  arrow: '#222222',
  grid: '#6b7380',
} as const;
