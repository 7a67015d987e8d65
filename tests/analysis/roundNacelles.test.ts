import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** A 2 x 2 round brick lying on its side, its axis along Z (the piece's front-back line). */
const LYING = '1 0 0 0 0 -1 0 1 0';

/**
 * A flyer looking -Z (a minifig head on a 6 x 6 plate) with, on a 1 x 8 plate along each side, `count` white 2 x 2
 * round bricks lying end to end along its length, a 2 x 2 round plate between each two (as the Space Police ships'
 * side pods are built, batch 18's 5974), closed at both ends.
 */
function flyer(count: number): string {
  const lines = ['1 1 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat', '1 14 0 0 0 1 0 0 0 1 0 0 0 1 3626bp01.dat'];
  for (const x of [-70, 70]) {
    lines.push(`1 1 ${x} 0 0 0 0 1 0 1 0 -1 0 0 3460.dat`);
    for (let k = 0; k < count; k++) {
      const z = -40 + k * 32;
      lines.push(`1 15 ${x} -20 ${z} ${LYING} 3941.dat`);
      if (k + 1 < count) lines.push(`1 15 ${x} -20 ${z + 24} ${LYING} 4032a.dat`);
    }
    // (Closed at both ends by round tiles: no hollow end blows out of it.)
    lines.push(`1 15 ${x} -20 -40 1 0 0 0 0 1 0 -1 0 4150.dat`, `1 15 ${x} -20 ${-40 + (count - 1) * 32 + 24} ${LYING} 4150.dat`);
  }
  return `${lines.join('\n')}\n`;
}

const boosted = (a: Awaited<ReturnType<typeof analyzeText>>) => a.parts.flatMap((p, i) => (p.part === '3941.dat' && a.labels[i]!.boost === 'rocket-booster' ? [i] : []));

describe('engine nacelles of round bricks', () => {
  it('round bricks lying end to end along the piece, front to back, are a jet engine\'s nacelle: rocket boosters', async () => {
    const a = await analyzeText(flyer(3));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(boosted(a)).toHaveLength(6);
    expect(a.labels[boosted(a)[0]!]!.functionReason).toMatch(/in a row of round bricks lying end to end along the piece/);
  });

  it('a lone round brick lying so is a tank or a drum, no engine', async () => {
    const a = await analyzeText(flyer(1));
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(boosted(a)).toHaveLength(0);
  });
});
