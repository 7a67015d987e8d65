import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { findEngineGlows } from '../../src/analysis/findEngineGlows.ts';
import { library } from '../support/library.ts';
import { analyzeText } from '../support/analyze.ts';

/** A round plate turned to face +Z (its own up along the piece's length). */
const FACING_BACK = '1 0 0 0 0 -1 0 1 0';

/**
 * A 2 x 4 brick hull and at its stern two see-through round plates, stepped: one on the stern face, the other beside it
 * and a plate further back, the two side by side across X, touching at x = 20 (`x` is where the second one's middle is:
 * 10, or 10 and a hair, as an exporter's rounding writes it).
 */
function stern(x: number): string {
  return ['1 1 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat', `1 47 30 12 20 ${FACING_BACK} 6141.dat`, `1 47 ${x} 12 28 ${FACING_BACK} 6141.dat`].join('\n') + '\n';
}

async function glows(text: string) {
  const model = buildModel(await loadModel(text, 'glows.ldr', { library: library() }), { expandShortcuts: true });
  const glass = model.parts.map((p) => p.part === '6141.dat');
  return findEngineGlows(model.parts, glass, model.parts.map(() => false));
}

describe("a flyer's engine glows", () => {
  it('two see-through round plates facing out of the stern, side by side and stepped, are two glows: rocket boosters', async () => {
    const g = await glows(stern(10));
    expect(g?.parts).toHaveLength(2);
    expect(g?.blows).toEqual([0, 0, 1]);
  });

  it("the same with an exporter's rounding noise, the plates overlapping by 0.0004 LDU where they touch: still two glows, neither in front of the other", async () => {
    const g = await glows(stern(10.0004));
    expect(g?.parts).toHaveLength(2);
    expect(g?.reason).toMatch(/engine glows, rocket boosters/);
  });
});

describe('engine glows on a flyer with a face', () => {
  /** A 6 x 6 plate with a minifig head on it looking -Z, and two see-through round plates standing on its edge facing `way`. */
  const flyer = (way: 'back' | 'side') => {
    const glows = way === 'back' ? [`1 47 -20 4 60 ${FACING_BACK} 6141.dat`, `1 47 20 4 60 ${FACING_BACK} 6141.dat`] : ['1 47 60 4 -20 0 1 0 -1 0 0 0 0 1 6141.dat', '1 47 60 4 20 0 1 0 -1 0 0 0 0 1 6141.dat'];
    return ['1 1 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat', '1 14 0 0 0 1 0 0 0 1 0 0 0 1 3626bp01.dat', ...glows].join('\n') + '\n';
  };
  const boosters = (a: Awaited<ReturnType<typeof analyzeText>>) => a.parts.filter((_, i) => a.labels[i]!.boost === 'rocket-booster').length;

  it('glows at its back, behind the face, are its engines: rocket boosters', async () => {
    const a = await analyzeText(flyer('back'));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(boosters(a)).toBe(2);
  });

  it('glows facing out of its side, square to where the face looks, are lamps, not engines (the Saucer Centurion\'s crane lamps, batch 35)', async () => {
    const a = await analyzeText(flyer('side'));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(boosters(a)).toBe(0);
  });
});
