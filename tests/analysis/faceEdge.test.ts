import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A brick-built creature: two 2 x 4 bricks, a 2 x 2 plate on them and a 1 x 1 brick printed with an eye on the plate.
 * The plate's bottom lies a plate's height below the face's bottom, the edge of how far the Head reaches down over what
 * holds the face; `dy` moves the plate down by an exporter's rounding.
 */
function creature(dy: number): string {
  return [
    '1 4 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
    '1 4 0 -48 0 1 0 0 0 1 0 0 0 1 3001.dat',
    `1 4 0 ${-56 + dy} 0 1 0 0 0 1 0 0 0 1 3022.dat`,
    '1 4 10 -80 10 1 0 0 0 1 0 0 0 1 3005pe1.dat',
  ].join('\n') + '\n';
}

const headParts = async (dy: number) => {
  const a = await analyzeText(creature(dy));
  return a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : [])).sort();
};

describe("the Head grown round a face over the parts that hold it", () => {
  it('takes the plate under the face, a plate deep, and not the bricks under it; the same with the plate a hair lower', async () => {
    expect(await headParts(0)).toEqual(['3005pe1.dat', '3022.dat']);
    expect(await headParts(0.0004)).toEqual(['3005pe1.dat', '3022.dat']);
  });
});
