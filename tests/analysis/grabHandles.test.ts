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

/**
 * The 6844 Seismologic Vehicle as its file places its parts (batch 25): on its blue rear unit a grey Antenna 4H stands
 * upright a stud from the inclined stanchion that carries the radar dish. The stanchion leans away over the deck; only
 * its box rises beside the antenna's tip. Its labeller reads an antenna standing on the body.
 */
const SEISMOLOGIC = [
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3639.dat',
  '1 7 0 8 40 1 0 0 0 1 0 0 0 1 422.dat',
  '1 4 -31 14 40 0 0 1 0 1 0 -1 0 0 20.dat',
  '1 4 31 14 40 0 0 -1 0 1 0 1 0 0 20.dat',
  '1 494 0 14 40 1 0 0 0 1 0 0 0 1 u9132.dat',
  '1 256 40 10 40 0 0 -1 0 1 0 1 0 0 4288.dat',
  '1 256 -40 10 40 0 0 1 0 1 0 -1 0 0 4288.dat',
  '1 7 0 0 50 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 7 0 -24 20 1 0 0 0 1 0 0 0 1 3062b.dat',
  '1 1 20 -48 -20 0 0 -1 0 1 0 1 0 0 4345a.dat',
  '1 1 -20 -48 -20 0 0 1 0 1 0 -1 0 0 4345a.dat',
  '1 1 65.883 -50.143 -20 0 -0.819 -0.574 0 0.574 -0.819 1 0 0 4346.dat',
  '1 1 -20 -48 -20 0 0 1 0 1 0 -1 0 0 4346.dat',
  '1 7 0 -48 20 1 0 0 0 1 0 0 0 1 3062b.dat',
  '1 1 0 -24 50 -1 0 0 0 1 0 0 0 -1 3747a.dat',
  '1 1 0 -48 50 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 1 0 -48 90 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 1 0 -56 40 0 0 1 0 1 0 -1 0 0 3795.dat',
  '1 1 0 -64 90 1 0 0 0 1 0 0 0 1 3794a.dat',
  '1 1 0 -64 70 1 0 0 0 1 0 0 0 1 3794a.dat',
  '1 1 0 -56 -30 1 0 0 0 1 0 0 0 1 3794a.dat',
  '1 1 0 -176 60 1 0 0 0 1 0 0 0 1 4476.dat',
  '1 1 0 -72 80 0 0 -1 0 1 0 1 0 0 u1126.dat',
  '1 7 0 -184 60 1 0 0 0 1 0 0 0 1 4285a.dat',
  '1 7 0 -64 -30 1 0 0 0 1 0 0 0 1 3957a.dat',
  '1 1 0 -10.026 151.006 -1 0 0 0 0.707 -0.707 0 -0.707 -0.707 3022.dat',
  '1 7 10 -8.612 163.732 0 0 -1 0.707 0.707 0 0.707 -0.707 0 4085b.dat',
  '1 7 -10 -8.612 163.732 0 0 1 -0.707 0.707 0 -0.707 -0.707 0 4085b.dat',
  '1 1 0 -22.752 149.592 -1 0 0 0 0.707 -0.707 0 -0.707 -0.707 3794a.dat',
  '1 1 0 -14.268 169.388 -1 0 0 0 0.707 -0.707 0 -0.707 -0.707 3794a.dat',
  '1 1 0 -28.408 155.248 -1 0 0 0 0.707 -0.707 0 -0.707 -0.707 3024.dat',
  '1 1 0 -41.134 153.834 0 0 -1 0.707 0.707 0 0.707 -0.707 0 3710.dat',
  '1 7 -30 -19.924 175.044 0 0 1 -0.707 0.707 0 -0.707 -0.707 0 4479.dat',
  '1 7 30 -19.924 175.044 0 0 1 -0.707 0.707 0 -0.707 -0.707 0 4479.dat',
  '1 1 0 -49.618 134.038 0 0 1 -0.707 0.707 0 -0.707 -0.707 0 u1125.dat',
  '1 15 -18.708 -78 -85.719 0.809 0 0.588 0 1 0 -0.588 0 0.809 3842a.dat',
  '1 14 -18.708 -78 -85.719 0.809 0 0.588 0 1 0 -0.588 0 0.809 3626bp01.dat',
  '1 15 -18.708 -53 -85.719 0.809 0 0.588 0 1 0 -0.588 0 0.809 3838.dat',
  '1 15 -18.708 -53 -85.719 0.809 0 0.588 0 1 0 -0.588 0 0.809 973p90.dat',
  '1 15 -18.708 -21 -85.719 0.809 0 0.588 0 1 0 -0.588 0 0.809 3815b.dat',
  '1 15 -31.29 -44 -76.573 0.797 -0.012 0.603 0.17 0.963 -0.205 -0.579 0.266 0.771 3818.dat',
  '1 15 -6.126 -44 -94.861 0.797 -0.362 0.483 -0.17 0.633 0.755 -0.579 -0.684 0.444 3819.dat',
  '1 15 -41.894 -24.695 -76.525 0.797 0.418 0.436 0.17 0.536 -0.826 -0.579 0.733 0.357 3820.dat',
  '1 15 -13.763 -40.793 -115.284 0.503 0.624 0.598 -0.814 0.574 0.086 -0.289 -0.53 0.797 3820.dat',
  '1 15 -18.708 -9 -85.719 0.809 -0.587 -0.031 0 -0.052 0.999 -0.588 -0.808 -0.042 3816b.dat',
  '1 15 -18.708 -9 -85.719 0.809 -0.587 -0.031 0 -0.052 0.999 -0.588 -0.808 -0.042 3817b.dat',
  '1 7 -35.28 0 -108.54 -0.809 0 -0.588 0 1 0 0.588 0 -0.809 3640.dat',
  '1 7 -35.28 8 -108.54 0.809 0 0.588 0 1 0 -0.588 0 0.809 422.dat',
  '1 4 -60.359 14 -90.312 -0.588 0 0.809 0 1 0 -0.809 0 -0.588 20.dat',
  '1 4 -10.201 14 -126.768 0.588 0 -0.809 0 1 0 0.809 0 0.588 20.dat',
  '1 494 -35.28 14 -108.54 0.809 0 0.588 0 1 0 -0.588 0 0.809 u9132.dat',
  '1 256 -67.64 14 -85.02 -0.588 0 0.809 0 1 0 -0.809 0 -0.588 4288.dat',
  '1 256 -2.92 14 -132.06 0.588 0 -0.809 0 1 0 0.809 0 0.588 4288.dat',
  '1 7 -52.92 -8 -132.81 0.809 0 0.588 0 1 0 -0.588 0 0.809 3023.dat',
  '1 7 -52.92 -16 -132.81 0.809 0 0.588 0 1 0 -0.588 0 0.809 3839a.dat',
  '1 7 -41.16 -8 -116.63 0.809 0 0.588 0 1 0 -0.588 0 0.809 3829a.dat',
  '1 0 -41.301 -34.32 -116.824 -0.353 -0.47 0.809 -0.8 0.6 0 -0.485 -0.647 -0.588 3828.dat',
  '1 36 -83.362 -12 -130.466 0.809 -0.588 0 0 0 1 -0.588 -0.809 0 3062b.dat',
  '1 36 -41.294 -12 -161.042 0.809 -0.588 0 0 0 1 -0.588 -0.809 0 3062b.dat',
].join('\n');

describe('what a wall is', () => {
  const rod = (a: Awaited<ReturnType<typeof analyzeText>>) => a.labels[a.parts.findIndex((p) => p.part === '3957a.dat')]!;

  it("an inclined stanchion's box beside an antenna is no wall: the Seismologic Vehicle's antenna stands on the body, Level 0", async () => {
    const a = await analyzeText(`0 Seismologic Vehicle\n0 Name: seismo.ldr\n${SEISMOLOGIC}\n`);
    expect(rod(a).weapon?.kind).toBe('antenna');
  });

  it('bricks on their sides are a wall still: the rod beside them is a grab handle', async () => {
    // (Six 1 x 4 bricks turned onto their sides: each a plate's width across, a brick's height deep, stacked up the back row.)
    const onSides = Array.from({ length: 6 }, (_, k) => `1 4 0 ${-18 - 20 * k} -10 1 0 0 0 0 -1 0 1 0 3010.dat`);
    const a = await analyzeText([...BASE, ...onSides].join('\n') + '\n');
    expect(rod(a).functionReason).toMatch(/grab handle/);
  });

  it('a plate leaning away behind the rod, only its box over the tip, is no wall: the rod is an antenna', async () => {
    // A 2 x 8 plate behind the rod tilted 60 degrees, low beside the rod and rising over the far end of the base, as the
    // Galaxy Commander's radar arm leans: its box rises past the tip beside the rod, the plate itself a stud and more away.
    const tilted = ['1 4 0 -100 -10 0.5 -0.866 0 0.866 0.5 0 0 0 1 3034.dat'];
    const a = await analyzeText([...BASE, ...tilted].join('\n') + '\n');
    expect(rod(a).weapon?.kind).toBe('antenna');
  });
});

