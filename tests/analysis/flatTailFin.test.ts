import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A small flyer with no face: a 2 x 8 hull plate, a brick on it and a see-through slope at its nose (the windows a
 * crew looks out of), with two "Tail 4 x 1 x 3" fins placed as `fins` says.
 */
function flyer(fins: readonly string[]): string {
  return [
    '1 15 0 0 0 0 0 1 0 1 0 -1 0 0 3034.dat',
    '1 15 0 -24 10 0 0 1 0 1 0 -1 0 0 3001.dat',
    '1 47 0 -24 -50 0 0 1 0 1 0 -1 0 0 3039.dat',
    ...fins,
  ].join('\n') + '\n';
}
/** Turned on their sides beside the brick, their blades spreading out level to either side (the Gold Heist ship's swept wings). */
const FLAT = ['1 4 20 -12 10 0 -1 0 1 0 0 0 0 1 2340.dat', '1 4 -20 -12 10 0 1 0 -1 0 0 0 0 1 2340.dat'];
/** Standing on the brick, as a plane's tail fins stand. */
const STANDING = ['1 4 -10 -24 10 1 0 0 0 1 0 0 0 1 2340.dat', '1 4 10 -24 10 1 0 0 0 1 0 0 0 1 2340.dat'];
/** Turned to point backward, their blades still upright (the part's up axis level, but the fin not lying flat). */
const ON_END = ['1 4 -10 -64 50 1 0 0 0 0 -1 0 1 0 2340.dat', '1 4 10 -64 50 1 0 0 0 0 -1 0 1 0 2340.dat'];

/** The build's analysis and the labels of its fins (the parts `fin`). */
const finLabels = async (text: string, fin = '2340.dat') => {
  const a = await analyzeText(text);
  return { a, fins: a.parts.flatMap((p, i) => (p.part === fin ? [a.labels[i]!] : [])) };
};

describe('a tail fin turned to lie flat on a faceless flyer', () => {
  it('is a wing: its blade spreads sideways', async () => {
    const { a, fins } = await finLabels(flyer(FLAT));
    expect(fins).toHaveLength(2);
    for (const f of fins) {
      expect(f.boost).toBe('wing');
      expect(f.functionReason).toMatch(/tail fin turned to lie flat/);
    }
    expect(a.stats.M.base).toBe(3);
  });

  it('standing on its base it is a tail fin, no wing', async () => {
    const { a, fins } = await finLabels(flyer(STANDING));
    expect(fins).toHaveLength(2);
    for (const f of fins) expect(f.boost).toBeNull();
    expect(a.stats.M.base).toBe(2);
  });

  it('turned on its end with its blade still upright it is no wing either', async () => {
    const { fins } = await finLabels(flyer(ON_END));
    expect(fins).toHaveLength(2);
    for (const f of fins) expect(f.boost).toBeNull();
  });
});

describe('a tail fin that is no wing', () => {
  it('a shuttle fin standing on the hull raked back 55 degrees, its blade still upright, stays a fin', async () => {
    const a = await analyzeText(flyer(['1 4 0 -48 10 1 0 0 0 0.573576 0.819152 0 -0.819152 0.573576 6239.dat']));
    const fin = a.parts.findIndex((p) => p.part === '6239.dat');
    expect(a.labels[fin]!.boost).toBeNull();
  });

  it('on a flyer with a face (eyes printed on a tile on top) a flat tail fin is its own fin: a creature is no plane', async () => {
    const { fins } = await finLabels(flyer([...FLAT, '1 15 0 -32 10 0 0 1 0 1 0 -1 0 0 3069bpx8.dat']));
    expect(fins).toHaveLength(2);
    for (const f of fins) expect(f.boost).not.toBe('wing');
  });

  it('a tail with a rocket moulded on it, lying flat, is no wing', async () => {
    const { fins } = await finLabels(flyer(['1 4 20 -12 10 0 -1 0 1 0 0 0 0 1 4746.dat', '1 4 -20 -12 10 0 1 0 -1 0 0 0 0 1 4746.dat']), '4746.dat');
    expect(fins).toHaveLength(2);
    for (const f of fins) expect(f.boost).not.toBe('wing');
  });
});
