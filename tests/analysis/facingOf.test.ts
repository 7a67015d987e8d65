import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { facingOf } from '../../src/analysis/facingOf.ts';
import { library } from '../support/library.ts';

/** The way a minifig head placed with this matrix (9 numbers) faces across the ground. */
async function facing(matrix: string) {
  const model = buildModel(await loadModel(`1 14 0 0 0 ${matrix} 3626bp01.dat\n`, 'head.ldr', { library: library() }), { expandShortcuts: true });
  return facingOf(model.parts[0]!);
}

describe('where a face looks across the ground', () => {
  it('a head as drawn looks -Z; turned a quarter round, -X', async () => {
    expect(await facing('1 0 0 0 1 0 0 0 1')).toEqual([0, 0, -1]);
    expect(await facing('0 0 1 0 1 0 -1 0 0')).toEqual([-1, 0, 0]);
  });

  it("a head looking straight up says no way, and still none with an exporter's rounding noise of a millionth in its matrix", async () => {
    expect(await facing('1 0 0 0 0 1 0 -1 0')).toBeUndefined();
    expect(await facing('1 0 0.000001 0 0 1 0 -1 0.000001')).toBeUndefined();
  });

  it('a head looking up but leaning 30° forward still looks that way', async () => {
    // Its face's axis: up and towards -Z (sin 30° across the ground).
    expect(await facing('1 0 0 0 0.5 0.866025 0 -0.866025 0.5')).toEqual([0, 0, -1]);
  });
});
