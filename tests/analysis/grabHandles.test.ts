import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

// A 2 x 4 plate with a 1 x 4 brick on its back row and an Antenna 4H standing on its front row (its tip 96 LDU up).
const BASE = ['1 7 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat', '1 7 30 -8 10 1 0 0 0 1 0 0 0 1 3957a.dat'];
/** Bricks stacked on the back row, up to `n` of them. */
const wall = (n: number) => Array.from({ length: n }, (_, k) => `1 4 0 ${-8 - 24 * k} -10 1 0 0 0 1 0 0 0 1 3010.dat`);

describe('rods against a wall', () => {
  const antenna = async (lines: string[]) => {
    const a = await analyzeText(lines.join('\n') + '\n');
    const i = a.parts.findIndex((p) => p.part === '3957a.dat');
    return { label: a.labels[i]!, antennae: a.weapons.filter((w) => w.kind === 'antenna').length };
  };

  it("a rod standing beside a wall that rises above its tip is a grab handle, not an antenna (the Giant Truck's cab)", async () => {
    const { label, antennae } = await antenna([...BASE, ...wall(6)]);
    expect(label.function).toBe('none');
    expect(label.functionReason).toMatch(/grab handle/);
    expect(antennae).toBe(0);
  });

  it('the same rod beside a low wall stands free above it: an antenna, Level 0', async () => {
    const { antennae } = await antenna([...BASE, ...wall(1)]);
    expect(antennae).toBe(1);
  });
});
