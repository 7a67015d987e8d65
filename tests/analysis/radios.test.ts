import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { minifigLines } from '../support/minifigLines.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/** A rover: a 2 x 4 brick on a wheeled chassis; with a mast of 1 x 1 bricks at its side rising above everything, or not. */
const LOW_ROVER = [...wheeledChassis(15), '1 15 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat'];
const ROVER = [...LOW_ROVER, ...[1, 2, 3, 4, 5].map((k) => `1 15 -50 ${-24 * k} 50 1 0 0 0 1 0 0 0 1 3005.dat`)];
/** A radio standing on the brick, its short handle (its antenna) up; and the same radio laid down along Z, stowed. */
const UPRIGHT = '1 0 20 -42 0 1 0 0 0 1 0 0 0 1 3962a.dat';
const LYING = '1 0 20 -32 0 1 0 0 0 0 -1 0 1 0 3962a.dat';
/** The radio beside the reference minifig's right hand. */
const IN_HAND = '1 0 -24 10 -20 1 0 0 0 1 0 0 0 1 3962a.dat';

const text = (lines: readonly string[]) => `${lines.join('\n')}\n`;
const radioOf = (a: Awaited<ReturnType<typeof analyzeText>>) => a.parts.findIndex((p) => p.part === '3962a.dat');

describe('radios', () => {
  it("a radio standing upright on a rover, its antenna the top of the build, is an antenna standing on the body: Level 0, R 8-way", async () => {
    const a = await analyzeText(text([...LOW_ROVER, UPRIGHT]));
    expect(a.labels[radioOf(a)]!.weapon).toEqual({ kind: 'antenna', level: 0 });
    expect(a.labels[radioOf(a)]!.functionReason).toMatch(/stands upright on top of the build/);
    expect(a.stats.R.direction).toBe('8-way');
  });

  it('standing upright lower down, the build rising above it, it is a radio carried along, no weapon', async () => {
    const a = await analyzeText(text([...ROVER, UPRIGHT]));
    expect(a.labels[radioOf(a)]!.weapon).toBeNull();
    expect(a.stats.R.direction).toBe('cross');
  });

  it('laid down along the body it is stowed equipment, no weapon', async () => {
    const a = await analyzeText(text([...ROVER, LYING]));
    expect(a.labels[radioOf(a)]!.weapon).toBeNull();
  });

  it("in a standing figure's hand it is how the figure calls, not how it fights", async () => {
    const a = await analyzeText(text([...minifigLines(), IN_HAND]));
    expect(a.labels[radioOf(a)]!.weapon).toBeNull();
    expect(a.stats.R.direction).toBe('cross');
  });
});
