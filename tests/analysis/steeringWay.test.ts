import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * An empty car: a 6 x 10 plate chassis lying along Z with a seat, a steering wheel on its stand in front of the seat
 * (3829c01, its wheel tilted back towards the seat) and, at the +Z end, a 1 x 1 cone lying level with its narrow end
 * pointing +Z (the 1528 dragster's pipes). `turned` puts the seat and the wheel the other way round.
 */
function car(turned: boolean): string {
  const turn = turned ? '-1 0 0 0 1 0 0 0 -1' : '1 0 0 0 1 0 0 0 1';
  const [seat, wheel] = turned ? [-20, 40] : [20, -40];
  return [
    '0 FILE car.ldr',
    '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3033.dat',
    `1 0 0 -8 ${seat} ${turn} 4079.dat`,
    `1 0 0 -8 ${wheel} ${turn} 3829c01.dat`,
    '1 0 0 -10 100 1 0 0 0 0 1 0 -1 0 4589.dat',
  ].join('\n') + '\n';
}

describe('a steering wheel with nobody at it', () => {
  it('says where the car faces: away from the seat its wheel tilts back to', async () => {
    for (const [turned, front] of [[false, [0, 0, -1]], [true, [0, 0, 1]]] as const) {
      const a = await analyzeText(car(turned));
      expect(a.measurements.front).toEqual(front);
      expect(a.measurements.frontReason).toMatch(/steering wheel tilts back towards the seat/);
    }
  });

  it('so a cone at the back blows backward, an exhaust; at the front it is a gun', async () => {
    const cone = async (turned: boolean) => {
      const a = await analyzeText(car(turned));
      return a.labels[a.parts.findIndex((p) => p.part === '4589.dat')]!;
    };
    const behind = await cone(false);
    expect(behind.boost).toBe('rocket-booster');
    expect(behind.functionReason).toMatch(/pointing backward out of the piece: an exhaust/);
    const ahead = await cone(true);
    expect(ahead.boost).toBe(null);
    expect(ahead.weapon?.kind).toBe('gun');
  });
});
