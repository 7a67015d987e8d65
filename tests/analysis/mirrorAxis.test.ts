import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alongMirror, mirrorAxis, type Mirror } from '../../src/analysis/mirrorAxis.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';
import { noiseText } from '../support/noiseText.ts';
import { turnText, turnTextBy } from '../support/turnText.ts';

async function parts(file: string, quarterTurns = 0, turn: (text: string) => string = (t) => turnText(t, quarterTurns)) {
  const text = turn(readFileSync(join(SHARED_MODELS, file), 'latin1'));
  return buildModel(await loadModel(text, 'turned.mpd', { library: library() }), { expandShortcuts: true }).parts;
}

/** The angle of a mirror's normal from +X towards +Z, 0 to 180 degrees. */
const angle = (m: Mirror) => ((Math.atan2(m.normal[2], m.normal[0]) * 180) / Math.PI + 180) % 180;

describe.runIf(hasSharedModels)('the mirror a build is made across', () => {
  it("Emmet's Constructo-Mech is mirrored left to right across X, its arms apart; turned a quarter round, across Z", async () => {
    const m = mirrorAxis(await parts('brickbuilt/70814 - Emmets Constructo-Mech.mpd'))!;
    expect(m.normal).toEqual([1, 0, 0]);
    // Its bucket arm and its roller arm differ: most of it, not all, is mirrored.
    expect(m.share).toBeGreaterThan(0.6);
    expect(m.share).toBeLessThan(0.9);
    expect(mirrorAxis(await parts('brickbuilt/70814 - Emmets Constructo-Mech.mpd', 1))!.normal).toEqual([0, 0, 1]);
  });

  it('the M-Tron droid, turned 67.5° in its scene, is mirrored across a plane turned with it', async () => {
    const droid = (await sharedTeam('brickbuilt/6923-1 - Particle Ionizer.mpd')).members.find((m) => m.piece.name === 'Droid')!;
    const m = mirrorAxis(droid.analysis.parts)!;
    // Its own side axis is Z; the scene turns it 67.5° about -Y: Z goes to 22.5° from X.
    expect(Math.abs(angle(m) - 22.5)).toBeLessThanOrEqual(1);
  });

  it("the Constructo-Mech set at a slant (67.5°) in a scene, or written with an exporter's rounding noise, keeps its mirror", async () => {
    // A build some 300 LDU long: a plane a whole degree off misses twins at its ends.
    const slanted = mirrorAxis(await parts('brickbuilt/70814 - Emmets Constructo-Mech.mpd', 0, (t) => turnTextBy(t, 67.5)))!;
    // Turning the build by 67.5° about -Y turns its mirror's normal, +X, to 180° - 67.5°.
    expect(Math.abs(angle(slanted) - 112.5)).toBeLessThanOrEqual(0.5);
    expect(slanted.share).toBeGreaterThan(0.6);
    const noisy = mirrorAxis(await parts('brickbuilt/70814 - Emmets Constructo-Mech.mpd', 0, (t) => noiseText(t)))!;
    expect(noisy.normal).toEqual([1, 0, 0]);
    expect(noisy.share).toBeGreaterThan(0.6);
  });

  it('a TIE fighter, alike on all four sides, has no one mirror: it says nothing of its front', async () => {
    expect(mirrorAxis(await parts('omr-sets/8028-1 - TIE Fighter - Mini.mpd'))).toBeUndefined();
  });
});

describe('which way a mirrored build faces', () => {
  const acrossX: Mirror = { normal: [1, 0, 0], offset: 0, share: 1 };
  const acrossZ: Mirror = { normal: [0, 0, 1], offset: 0, share: 1 };
  it('along its mirror, to the end its Head leans half a stud or more to', () => {
    expect(alongMirror(acrossX, [0, 0, 30])).toEqual({ front: [0, 0, 1], leaned: true });
    expect(alongMirror(acrossZ, [-12, 0, 0])).toEqual({ front: [-1, 0, 0], leaned: true });
  });

  it("with nothing to tell its ends apart, LDraw's front: -Z, else -X", () => {
    expect(alongMirror(acrossX, [0, 0, 6])).toEqual({ front: [0, 0, -1], leaned: false });
    expect(alongMirror(acrossX)).toEqual({ front: [0, 0, -1], leaned: false });
    expect(alongMirror(acrossZ)).toEqual({ front: [-1, 0, 0], leaned: false });
  });

  it('a lean across the mirror says nothing of its ends', () => {
    expect(alongMirror(acrossX, [40, 0, 0])).toEqual({ front: [0, 0, -1], leaned: false });
  });
});
