import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A hull lying on a 6 x 8 plate, a 2 x 2 brick and an 8 x 8 plate on it, and a 1 x 2 brick at each side reaching down
 * to the ground beside the plate (as the FX Star Patroller lies on its 6 x 8 plate, its keel bricks beside it; batch 26).
 */
const HULL = [
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3036.dat',
  '1 7 0 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 0 -32 0 1 0 0 0 1 0 0 0 1 41539.dat',
  ...[70, -70].flatMap((x) => [`1 4 ${x} -16 0 0 0 1 0 1 0 -1 0 0 3004.dat`, `1 4 ${x} -24 0 0 0 1 0 1 0 -1 0 0 3023.dat`]),
];

describe('the Base of a build standing on parts of several shapes', () => {
  it('is the shape of most of the ground it covers: a big plate outweighs two small bricks beside it', async () => {
    const a = await analyzeText(`${HULL.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('plate');
    expect(a.measurements.baseReason).toMatch(/most of the ground it covers plate height \(3036\.dat\)/);
  });

  it('with the plate a 1 x 2 plate, the bricks beside it cover more: a rectangular block', async () => {
    const a = await analyzeText(`${HULL.map((l) => l.replace(/^1 7 0 0 0 1 0 0 0 1 0 0 0 1 3036\.dat$/, '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3023.dat')).join('\n')}\n`);
    expect(a.measurements.baseType).toBe('rectangular-block');
  });
});

/**
 * The 6929 Star Fleet Voyager's underside as that file places its parts: the hull's plates on four black round supports
 * (2 x 2 x 2, under round bricks and 1 x 2 bricks), and behind them the cargo container's 4 x 6 bottom plate, also on
 * the ground (batch 19).
 */
const VOYAGER = [
  '1 7 0 0 260 0 0 1 0 1 0 -1 0 0 3029.dat',
  '1 7 0 -8 160 -1 0 0 0 1 0 0 0 -1 3034.dat',
  '1 7 0 -8 340 -1 0 0 0 1 0 0 0 -1 3958.dat',
  '1 7 -80 0 390 1 0 0 0 1 0 0 0 1 3460.dat',
  '1 7 80 0 390 1 0 0 0 1 0 0 0 1 3460.dat',
  '1 7 -50 0 120 0 0 1 0 1 0 -1 0 0 3460.dat',
  '1 7 -90 8 390 1 0 0 0 1 0 0 0 1 3005.dat',
  '1 7 -80 8 370 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 7 80 8 370 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 7 90 8 390 1 0 0 0 1 0 0 0 1 3005.dat',
  '1 0 -80 32 380 1 0 0 0 1 0 0 0 1 3940.dat',
  '1 0 80 32 380 1 0 0 0 1 0 0 0 1 3940.dat',
  '1 0 -80 32 100 1 0 0 0 1 0 0 0 1 3940.dat',
  '1 0 80 32 100 1 0 0 0 1 0 0 0 1 3940.dat',
  '1 15 0 72 460 0 0 -1 0 1 0 1 0 0 3032.dat',
  '1 15 0 48 410 1 0 0 0 1 0 0 0 1 3010.dat',
  '1 15 -30 24 410 -1 0 0 0 1 0 0 0 -1 3005.dat',
  '1 7 -70 0 480 0 0 -1 0 1 0 1 0 0 3666.dat',
  '1 7 -80 8 420 0 0 1 0 1 0 -1 0 0 3831.dat',
  '1 7 -60 -8 460 1 0 0 0 1 0 0 0 1 3022.dat',
  '1 7 -80 8 100 1 0 0 0 1 0 0 0 1 3941.dat',
  '1 7 80 8 100 1 0 0 0 1 0 0 0 1 3941.dat',
];

describe('a ship on round struts', () => {
  it('stands on its landing gear: a round block, though the container\'s plate covers more ground', async () => {
    const a = await analyzeText(`${VOYAGER.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('round-block');
    expect(a.measurements.baseReason).toMatch(/round struts it rests on like landing gear \(3940\.dat\)/);
  });

  it('on one strut beside the plate, the plate\'s ground decides: a plate', async () => {
    const struts = VOYAGER.filter((l) => l.endsWith('3940.dat'));
    expect(struts).toHaveLength(4);
    const one = VOYAGER.filter((l) => !l.endsWith('3940.dat') || l === struts[0]);
    const a = await analyzeText(`${one.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('plate');
  });
});

/**
 * The 6894 Invader's little Blacktron robot as that file places its parts (batch 20): a console ("Tile 1 x 2 with
 * Console", a lectern two bricks tall) for a body, a brick with studs on four sides for a head and two clip-hand arms.
 */
const ROBOT = [
  '1 0 -161.202 0 -194.458 0.924 0 -0.383 0 1 0 0.383 0 0.924 2342.dat',
  '1 0 -156.227 -55.1 -206.468 0.924 -0.144 -0.355 0 0.927 -0.376 0.383 0.348 0.856 4733.dat',
  '1 36 -165.029 -14 -185.219 0.924 -0.383 0 0 0 -1 0.383 0.924 0 3024.dat',
  '1 0 -137.181 -24 -184.508 -0.142 -0.924 -0.355 0.928 0 -0.371 0.343 -0.383 0.858 4735.dat',
  '1 0 -185.223 -24 -204.408 0.082 0.924 -0.374 -0.977 0 -0.213 -0.197 0.383 0.903 4735.dat',
];

describe('a tile moulded tall', () => {
  it("is a block to stand on, no plate: the Blacktron robot's console is a rectangular block", async () => {
    const a = await analyzeText(`${ROBOT.join('\n')}\n`);
    expect(a.measurements.baseType).toBe('rectangular-block');
    expect(a.measurements.baseReason).toMatch(/2342\.dat/);
  });
});
