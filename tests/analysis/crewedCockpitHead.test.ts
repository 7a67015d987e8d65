import { describe, expect, it } from 'vitest';
import { analyzeText, sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';

/**
 * The Spectral Starguider's (6933) front cockpit, as that file builds it: the hull of plates and bricks, two octagonal
 * canopies, a radar on a hinge, and the door its builder drew as a submodel of the cockpit (hinge plates, a plate, the
 * neon-green panel, a 2 x 2 round plate, two 1 x 1 round plates and a tool holder), swung half open; then its pilot, seated.
 */
const COCKPIT = [
  '0 FILE cockpit 1.ldr',
  '0 Cockpit 1',
  '0 Name: cockpit 1.ldr',
  '1 15 0 0 0 0 0 1 0 1 0 -1 0 0 3795.dat',
  '1 15 0 -24 30 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 15 0 -24 50 -1 0 0 0 1 0 0 0 -1 3747a.dat',
  '1 15 0 -24 10 1 0 0 0 1 0 0 0 1 3039.dat',
  '1 0 0 -72 40 0 0 1 0 1 0 -1 0 0 2434.dat',
  '1 0 0 -48 90 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 0 0 -72 90 1 0 0 0 1 0 0 0 1 3700.dat',
  '1 0 44 -62 70 0 -1 0 1 0 0 0 0 1 3005.dat',
  '1 0 44 -62 50 0 -1 0 1 0 0 0 0 1 3040b.dat',
  '1 0 -44 -62 70 0 1 0 -1 0 0 0 0 1 3005.dat',
  '1 0 -44 -62 50 0 1 0 -1 0 0 0 0 1 3040b.dat',
  '1 0 0 -80 60 0 0 1 0 1 0 -1 0 0 3020.dat',
  '1 15 0 8 40 0 0 1 0 1 0 -1 0 0 4032a.dat',
  '1 15 10 8 -40 0 0 1 0 1 0 -1 0 0 4276b.dat',
  '1 15 -10 8 -40 0 0 1 0 1 0 -1 0 0 4276b.dat',
  '1 15 60 -62 60 0 -1 0 -1 0 0 0 0 -1 4595.dat',
  '1 15 -60 -62 60 0 1 0 1 0 0 0 0 -1 4595.dat',
  '1 0 44 -52 10 0 -1 0 -1 0 0 0 0 -1 3937.dat',
  '1 0 -44 -52 10 0 1 0 1 0 0 0 0 -1 3937.dat',
  '1 0 0 -128 80 1 0 0 0 1 0 0 0 1 3479.dat',
  '1 0 0 -96 10 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 15 0 -136 90 1 0 0 0 1 0 0 0 1 2412b.dat',
  '1 0 0 -136 70 1 0 0 0 1 0 0 0 1 2452.dat',
  '1 15 0 -104 10 1 0 0 0 1 0 0 0 1 2412b.dat',
  '1 0 0 -158.187 65.176 1 0 0 0 -0.382683 0.92388 0 -0.92388 -0.382683 cockpit 1 - radar.ldr',
  '1 0 10 -5.878 -94.419 -1 0 0 0 -0.72176 0.692143 0 0.692143 0.72176 cockpit 1 - door.ldr',
  '1 42 68 -52 -40 0 -1 0 1 0 0 0 0 1 2418a.dat',
  '1 42 -68 -52 -40 0 1 0 -1 0 0 0 0 1 2418a.dat',
  '1 0 0 -53 -32 1 0 0 0 1 0 0 0 1 minifig 1.ldr',
  '0 NOFILE',
  '0 FILE cockpit 1 - radar.ldr',
  '0 Cockpit 1 - Radar',
  '0 Name: cockpit 1 - radar.ldr',
  '1 15 0 0 0 0 0 -1 0 1 0 1 0 0 4531.dat',
  '1 15 0 16 0 0 0 -1 0 1 0 1 0 0 3938.dat',
  '1 0 -2.756 35.612 0 -0.961262 0.275637 0 -0.275637 -0.961262 0 0 0 1 2440p69.dat',
  '0 NOFILE',
  '0 FILE cockpit 1 - door.ldr',
  '0 Cockpit 1 - Door',
  '0 Name: cockpit 1 - door.ldr',
  '1 0 0 0 0 0 0 -1 0 1 0 1 0 0 4275b.dat',
  '1 0 20 0 0 0 0 -1 0 1 0 1 0 0 4275b.dat',
  '1 0 10 8 10 -1 0 0 0 1 0 0 0 -1 3023.dat',
  '1 42 10 8 -10 1 0 0 0 1 0 0 0 1 2466.dat',
  '1 0 10 16 0 1 0 0 0 1 0 0 0 1 4032a.dat',
  '1 15 0 144 -10 1 0 0 0 1 0 0 0 1 6141.dat',
  '1 15 20 144 -10 1 0 0 0 1 0 0 0 1 6141.dat',
  '1 15 10 44 8 -1 0 0 0 0 -1 0 -1 0 2516.dat',
  '0 NOFILE',
  '0 FILE minifig 1.ldr',
  '0 Minifig 1',
  '0 Name: minifig 1.ldr',
  '1 0 0 -26.274 10.133 0.906308 0 0.422618 -0.060278 0.989776 0.129266 -0.418298 -0.142629 0.897042 2446.dat',
  '1 42 0 -26.274 10.133 0.906308 0 0.422618 -0.060278 0.989776 0.129266 -0.418298 -0.142629 0.897042 2447.dat',
  '1 14 0 -26.274 10.133 0.906308 0 0.422618 -0.0602776 0.989776 0.129266 -0.418298 -0.142629 0.897042 3626bp01.dat',
  '1 15 0 0.451 6.282 1 0 0 0 0.989776 0.142629 0 -0.142629 0.989776 973p51.dat',
  '1 0 0 32.123 1.722 1 0 0 0 0.989776 0.142629 0 -0.142629 0.989776 3815.dat',
  '1 0 -15.552 9.358 4.999 0.985 -0.16168 -0.0525329 0.168262 0.883138 0.436918 -0.0242469 -0.439471 0.897919 3818.dat',
  '1 0 15.552 9.358 4.999 0.985 0.155303 0.0691452 -0.168262 0.83263 0.526838 0.0242469 -0.530922 0.847063 3819.dat',
  '1 0 -23.165 20.543 -12.393 0.985 -0.151448 0.0771667 0.168262 0.93328 -0.315478 -0.0242469 0.324123 0.945535 3820.dat',
  '1 0 22.874 18.665 -13.584 0.985 0.158685 -0.0609134 -0.168262 0.961144 -0.216195 0.0242469 0.223512 0.974236 3820.dat',
  '1 15 0 44 0 1 0 0 0 0 1 0 -1 0 3816.dat',
  '1 15 0 44 0 1 0 0 0 0 1 0 -1 0 3817.dat',
  '1 0 0 0.427 6.124 1 0 0 0 0.990268 0.139173 0 -0.139173 0.990268 3838.dat',
  '0 NOFILE',
].join('\n') + '\n';

const headParts = (a: PieceAnalysis) => a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : [])).sort();

describe('a cockpit its builder drew as a submodel, with its pilot aboard', () => {
  it('is read as the glass the pilot looks out through, with his head: the door\'s hinges and plates hold nothing of the face', async () => {
    const a = await analyzeText(COCKPIT);
    const head = headParts(a);
    expect(head).toEqual(expect.arrayContaining(['2418a.dat', '2418a.dat', '2466.dat', '3626bp01.dat', '2446.dat', '2447.dat']));
    for (const part of ['4275b.dat', '3023.dat', '6141.dat', '2516.dat']) expect(head).not.toContain(part);
  });

  // (The 4494 mini Imperial Shuttle's "cabine": a slope printed with the cockpit's windows on plates, clips and a tile.)
  it.skipIf(!hasSharedModels)('with nobody aboard, a cockpit drawn as a small submodel stands for the face whole: the mini Imperial Shuttle\'s cabin, plates and all', async () => {
    const head = headParts(await sharedPiece('omr-sets/4494-1 - Imperial Shuttle - Mini.mpd'));
    expect(head).toEqual(expect.arrayContaining(['30363ps2.dat', '3022.dat', '6019.dat', '6019.dat', '3068b.dat']));
  });
});
