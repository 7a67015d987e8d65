/** Measurement overlay colours: blue within the rules, red over a maximum; each reads as a label background under white text (4.5:1). */
export const MEASURE_COLOURS = {
  ok: '#1d6fd6',
  breach: '#e0241b',
  limit: '#6b7079',
  arrow: '#222222',
  grid: '#6b7380',
} as const;
