import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** The 4484 mini TIE Advanced's body as that file builds it: plates and a Technic brick, its 1 x 1 cockpit brick and dish window. */
const BODY = [
  '1 379 0 0 0 1 0 0 0 0 1 0 -1 0 3710.dat',
  '1 379 0 0 8 1 0 0 0 0 1 0 -1 0 3710.dat',
  '1 7 0 0 32 1 0 0 0 0 1 0 -1 0 3700.dat',
  '1 0 0 -10 -18 0 0 -1 0 1 0 1 0 0 4733.dat',
  '1 47 0 0 -36 0 0 -1 -1 0 0 0 1 0 4740.dat',
];
/** One flank's panel: a bar plate holding two inverted double slopes turned on their sides, faced with tiles. */
const LEFT = [
  '1 0 -40 0 -40 0 -1 0 -1 0 0 0 0 -1 4623.dat',
  '1 0 -40 0 -30 0 -1 0 0 0 -1 1 0 0 4871.dat',
  '1 0 -40 0 30 0 -1 0 0 0 -1 1 0 0 4854.dat',
  '1 0 -32 30 10 0 -1 0 0 0 1 -1 0 0 6636.dat',
  '1 0 -32 -30 10 0 -1 0 0 0 1 -1 0 0 6636.dat',
];
const RIGHT = [
  '1 0 38 0 -40 0 1 0 1 0 0 0 0 -1 4623.dat',
  '1 0 38 0 -30 0 1 0 0 0 1 1 0 0 4871.dat',
  '1 0 38 0 30 0 1 0 0 0 1 1 0 0 4854.dat',
  '1 0 30 -30 10 0 1 0 0 0 -1 -1 0 0 6636.dat',
  '1 0 30 30 10 0 1 0 0 0 -1 -1 0 0 6636.dat',
];

const slopes = (a: Awaited<ReturnType<typeof analyzeText>>) => a.parts.flatMap((p, i) => (p.part === '4871.dat' || p.part === '4854.dat' ? [i] : []));

describe('upright side panels of bricks on their sides', () => {
  it('that a flyer stands on at both flanks are its wings (a TIE fighter\'s)', async () => {
    const a = await analyzeText([...BODY, ...LEFT, ...RIGHT].join('\n') + '\n');
    expect(slopes(a)).toHaveLength(4);
    for (const i of slopes(a)) expect(a.labels[i]!.boost).toBe('wing');
    expect(a.stats.M.base).toBe(3);
  });

  it('at one side only are no wing', async () => {
    const a = await analyzeText([...BODY, ...LEFT].join('\n') + '\n');
    for (const i of slopes(a)) expect(a.labels[i]!.boost).toBeNull();
  });
});
