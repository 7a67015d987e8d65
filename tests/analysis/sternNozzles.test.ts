import { describe, expect, it } from 'vitest';
import { analyzeText, sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';
import { UNDERCOVER_COCKPIT, UNDERCOVER_PIN_CONES } from '../support/undercoverCruiser.ts';

/**
 * The SP Undercover Cruiser (5983) in its police mode, as that file places its parts, trimmed to its front: the front
 * wings, the cockpit module under its canopy, and the two side fairings. At the back edge of each fairing, on a bent
 * beam, three trans-green cones on pins point backward, and a fourth sits on a half pin with a bar, its bar plugged into
 * the cone's stud: four thruster nozzles in a cluster, as the cruiser's labeller read them.
 */
const CRUISER = [
  '1 8 600 0 -30 1 0 0 0 1 0 0 0 1 3460.dat',
  '1 1 540 0 -50 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 1 660 0 -50 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 4 600 -8 40 0 0 -1 0 1 0 1 0 0 10247.dat',
  '1 7 600 -8 -40 1 0 0 0 1 0 0 0 1 3832.dat',
  '1 1 600 2 60 0 0 -1 0 1 0 1 0 0 3749.dat',
  '1 0 600 -16 -10 0 0 1 0 1 0 -1 0 0 3021.dat',
  '1 15 500 -16 -30 0 0 1 0 1 0 -1 0 0 54383.dat',
  '1 15 700 -16 -30 0 0 -1 0 1 0 1 0 0 54384.dat',
  '1 15 600 -16 -50 1 0 0 0 1 0 0 0 1 60470a.dat',
  '1 0 600 -24 -30 0 0 1 0 1 0 -1 0 0 3021.dat',
  '1 15 550 -16 -30 0 0 -1 0 1 0 1 0 0 54200.dat',
  '1 15 650 -16 -30 0 0 1 0 1 0 -1 0 0 54200.dat',
  '1 7 530 -24 -40 0 0 1 0 1 0 -1 0 0 3023.dat',
  '1 7 670 -24 -40 0 0 1 0 1 0 -1 0 0 3023.dat',
  '1 8 450 -24 -50 0 0 1 0 1 0 -1 0 0 6019.dat',
  '1 15 550 -16 -50 0 0 -1 0 1 0 1 0 0 54200.dat',
  '1 15 650 -16 -50 0 0 1 0 1 0 -1 0 0 54200.dat',
  '1 8 750 -24 -50 0 0 -1 0 1 0 1 0 0 6019.dat',
  '1 0 430 -22 -40 1 0 0 0 0 -1 0 1 0 2569.dat',
  '1 0 770 -22 -40 1 0 0 0 0 -1 0 1 0 2569.dat',
  '1 8 530 -32 -40 0 0 1 0 1 0 -1 0 0 2540.dat',
  '1 15 600 -32 -40 -1 0 0 0 1 0 0 0 -1 43712.dat',
  '1 8 670 -32 -40 0 0 -1 0 1 0 1 0 0 2540.dat',
  '1 8 470 -40 -50 0 0 -1 0 1 0 1 0 0 50950.dat',
  '1 8 730 -40 -50 0 0 1 0 1 0 -1 0 0 50950.dat',
  '1 8 510 -30 -60 0.383 0 -0.924 -0.924 0 -0.383 0 1 0 44676.dat',
  '1 8 690 -30 -60 0.383 0 0.924 0.924 0 -0.383 0 1 0 44676.dat',
  '1 8 530 -40 -40 0 0 1 0 1 0 -1 0 0 2412b.dat',
  '1 8 670 -40 -40 0 0 1 0 1 0 -1 0 0 2412b.dat',
  '1 7 600 16 -100 1 0 0 0 1 0 0 0 1 4032a.dat',
  '1 7 600 16 -180 1 0 0 0 1 0 0 0 1 4032a.dat',
  '1 8 600 8 -140 0 0 1 0 1 0 -1 0 0 3795.dat',
  '1 8 600 -16 -120 0 0 1 0 1 0 -1 0 0 4854.dat',
  '1 6 600 -8 -120 0 0 1 0 1 0 -1 0 0 3020.dat',
  '1 15 600 -16 -90 -1 0 0 0 1 0 0 0 -1 48336.dat',
  '1 0 600 -16 -130 0 0 1 0 1 0 -1 0 0 3021.dat',
  '1 0 590 -16 -180 0 0 1 0 1 0 -1 0 0 32064a.dat',
  '1 0 610 -16 -180 0 0 1 0 1 0 -1 0 0 32064a.dat',
  '1 0 600 -6 -180 1 0 0 0 1 0 0 0 1 3706.dat',
  '1 7 600 -24 -160 0 0 1 0 1 0 -1 0 0 3035.dat',
  '1 15 570 -32 -90 1 0 0 0 1 0 0 0 1 3024.dat',
  '1 15 630 -32 -90 1 0 0 0 1 0 0 0 1 3024.dat',
  '1 15 570 -48 -160 0 0 -1 0 1 0 1 0 0 4865a.dat',
  '1 15 630 -48 -160 0 0 1 0 1 0 -1 0 0 4865a.dat',
  '1 15 570 -32 -90 -1 0 0 0 1 0 0 0 -1 54200.dat',
  '1 15 630 -32 -90 -1 0 0 0 1 0 0 0 -1 54200.dat',
  '1 15 600 -48 -90 -1 0 0 0 1 0 0 0 -1 3039.dat',
  '1 15 570 -48 -120 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 15 630 -48 -120 0 0 1 0 1 0 -1 0 0 3004.dat',
  '1 15 570 -48 -210 1 0 0 0 1 0 0 0 1 2357.dat',
  '1 15 630 -48 -210 0 0 -1 0 1 0 1 0 0 2357.dat',
  '1 15 570 -48 -230 1 0 0 0 1 0 0 0 1 3665a.dat',
  '1 8 600 -48 -230 1 0 0 0 1 0 0 0 1 30237.dat',
  '1 15 630 -48 -230 1 0 0 0 1 0 0 0 1 3665a.dat',
  '1 15 570 -56 -220 0 0 1 0 1 0 -1 0 0 60470a.dat',
  '1 15 630 -56 -220 0 0 -1 0 1 0 1 0 0 60470a.dat',
  '1 1 600 -56 -230 1 0 0 0 1 0 0 0 1 3023.dat',
  '1 15 600 -56 -250 1 0 0 0 1 0 0 0 1 3710.dat',
  '1 15 550 -54 -242 1 0 0 0 0 1 0 -1 0 63965.dat',
  '1 15 650 -54 -242 1 0 0 0 0 1 0 -1 0 63965.dat',
  '1 8 570 -64 -220 0 0 1 0 1 0 -1 0 0 2412b.dat',
  '1 8 630 -64 -220 0 0 1 0 1 0 -1 0 0 2412b.dat',
  '1 0 590 -64 -240 0 0 -1 0 1 0 1 0 0 63868.dat',
  '1 0 610 -64 -240 0 0 -1 0 1 0 1 0 0 63868.dat',
  '1 15 570 -56 -250 0 0 1 0 1 0 -1 0 0 54200.dat',
  '1 15 630 -56 -250 0 0 -1 0 1 0 1 0 0 54200.dat',
  '1 33 600 -62 -210 -1 0 0 0 1 0 0 0 -1 87752.dat',
  '1 15 600 -72 -240 1 0 0 0 1 0 0 0 1 3068b.dat',
  '1 7 530 -6 -240 0 -0.707 0.707 0 0.707 0.707 -1 0 0 32073.dat',
  '1 0 530 -6 -300 0 -0.707 0.707 0 0.707 0.707 -1 0 0 32054.dat',
  '1 15 530 -26 -300 0 1 0 -1 0 0 0 0 1 64392.dat',
  '1 0 450 -6 -310 0 0 1 0 1 0 -1 0 0 3673.dat',
  '1 8 450 -6 -320 0 0 1 -1 0 0 0 -1 0 32526.dat',
  '1 1 470 -6 -330 0 0 1 0 1 0 -1 0 0 4274.dat',
  '1 1 490 -6 -330 0 0 1 0 1 0 -1 0 0 4274.dat',
  '1 1 510 -6 -330 0 0 1 0 1 0 -1 0 0 4274.dat',
  '1 34 470 -6 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
  '1 34 490 -6 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
  '1 34 510 -6 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
  '1 7 670 -6 -240 0 -0.707 0.707 0 0.707 0.707 -1 0 0 32073.dat',
  '1 0 670 -6 -300 0 -0.707 0.707 0 0.707 0.707 -1 0 0 32054.dat',
  '1 15 670 -26 -300 0 -1 0 1 0 0 0 0 1 64682.dat',
  '1 0 750 -6 -310 0 0 1 0 1 0 -1 0 0 3673.dat',
  '1 8 750 -6 -320 0 0 -1 -1 0 0 0 1 0 32526.dat',
  '1 1 690 -6 -330 0 0 1 0 1 0 -1 0 0 4274.dat',
  '1 1 710 -6 -330 0 0 1 0 1 0 -1 0 0 4274.dat',
  '1 1 730 -6 -330 0 0 1 0 1 0 -1 0 0 4274.dat',
  '1 34 690 -6 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
  '1 34 710 -6 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
  '1 34 730 -6 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
  '1 7 530 -46 -330 0 0 1 0 1 0 -1 0 0 61184.dat',
  '1 34 530 -46 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
  '1 7 670 -46 -330 0 0 1 0 1 0 -1 0 0 61184.dat',
  '1 34 670 -46 -354 1 0 0 0 0 -1 0 1 0 4589.dat',
].join('\n') + '\n';

describe('a barrel whose end is a hollow stud, pointing backward', () => {
  it("is an exhaust, as a lone cone is: the cruiser's cones on half pins with bars are thrusters, not guns fired backward", async () => {
    const a = await analyzeText(CRUISER);
    const onPins = a.parts.flatMap((p, i) => (p.part === '61184.dat' ? [i] : []));
    expect(onPins).toHaveLength(2);
    for (const pin of onPins) {
      const cone = a.graph.neighbours[pin]!.find((j) => a.parts[j]!.part === '4589.dat')!;
      expect(a.labels[cone]!.boost, a.labels[cone]!.functionReason).toBe('rocket-booster');
      expect(a.labels[cone]!.aim?.[2]).toBeLessThan(-0.9);
    }
  });

  it('points out of the end its half pin does not plug into: the undercover mode\'s cones on pins blow backward, though the pins lie farther from the middle', async () => {
    const a = await analyzeText([...UNDERCOVER_COCKPIT, ...UNDERCOVER_PIN_CONES].join('\n') + '\n');
    expect(a.measurements.front).toEqual([0, 0, -1]);
    const onPins = a.parts.flatMap((p, i) => (p.part === '61184.dat' ? [i] : []));
    expect(onPins).toHaveLength(2);
    for (const pin of onPins) {
      expect(a.labels[pin]!.boost, a.labels[pin]!.functionReason).toBe('rocket-booster');
      expect(a.labels[pin]!.aim?.[2]).toBeGreaterThan(0.9);
    }
  });

  // (LDView's 6459 tanker truck: a torch laid through the tank's rear wall, its lamp end out behind.)
  it.skipIf(!hasSharedModels)('but a barrel whose end is a bar is a gun whichever way it points: the tanker\'s torch out of its back', async () => {
    const a = await sharedPiece('misc-small/ldview__m6459.ldr');
    const torch = a.parts.findIndex((p) => /^3959\.dat$/i.test(p.part));
    expect(a.labels[torch]!.weapon, a.labels[torch]!.functionReason).toEqual({ kind: 'gun', level: 2 });
  });
});
