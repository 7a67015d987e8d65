import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findJointLimbs } from '../../src/analysis/findJointLimbs.ts';
import { analyzeText } from '../support/analyze.ts';
import { library } from '../support/library.ts';

const line = (x: number, y: number, z: number, part: string, matrix = '1 0 0 0 1 0 0 0 1') => `1 7 ${x} ${y} ${z} ${matrix} ${part}`;

/**
 * A mech built like LEGO's Exo Suit (21109): a small cockpit of stacked plates (the only parts joined by studs, so the
 * largest rigid body), a frame under it held by reach only, and on the frame two arms reaching out sideways and two legs
 * reaching the ground, each a chain of bricks held by reach (as pins and axles hold, as far as rigid bodies go). The frame
 * with everything on it is most of the piece, too big to be one limb. `rim`: a wheel rim on the frame, off the ground
 * (the Exo Suit's shoulders have two); `plunger`: a bar on the +X arm's end pointing out, a round plate over its tip.
 */
function exoSuit(armBricks: number, extra: { rim?: boolean; plunger?: boolean } = {}): string {
  const lines: string[] = [];
  for (let k = 0; k < 8; k++) lines.push(line(0, -200 - 8 * k, 0, '3020.dat')); // the cockpit: x -40..40, y -256..-192
  lines.push(line(5, -194, 0, '3795.dat')); // the frame: off the stud grid, reaching 2 LDU into the cockpit's bottom plate
  for (const sign of [1, -1]) {
    // An arm: bricks stepping outwards, up and down, each over the last one's stud off its socket, the first over the
    // frame's end stud.
    for (let k = 0; k < armBricks; k++) lines.push(line(sign * (55 + 10 * k) + 5, -216 - 22 * (k % 2), 0, '3005.dat'));
    // A leg: bricks straight down to the ground, each 2 LDU into the one above (no stud in a socket).
    for (let k = 0; k < 9; k++) lines.push(line(sign * 45, -188 + 22 * k, 0, '3005.dat'));
  }
  if (extra.rim) lines.push(line(-25, -190, 0, '56145.dat'));
  const end = 55 + 10 * (armBricks - 1) + 5;
  if (extra.plunger) lines.push(line(end, -226, 0, '87994.dat', '0 1 0 -1 0 0 0 0 1'), line(end + 64, -226, 0, '6141.dat', '0 -1 0 1 0 0 0 0 1'));
  return lines.join('\n') + '\n';
}

async function limbsOf(text: string) {
  const model = buildModel(await loadModel(text, 'exo.ldr', { library: library() }), { expandShortcuts: true });
  const graph = findConnections(model.parts);
  const limbs = findJointLimbs(model.parts, graph, new Set(), [0, 0, -1]);
  return { model, limbs };
}

describe('limbs on a frame', () => {
  it('a frame under a small cockpit carries two arms reaching out sideways and two legs reaching the ground, each one limb', async () => {
    const { model, limbs } = await limbsOf(exoSuit(14));
    // The cockpit is 8 of 55 parts (under 15%): a build that loose says nothing by what merely hangs off it, but the frame does.
    expect(model.parts).toHaveLength(55);
    const arms = limbs.filter((l) => l.role === 'arm');
    const legs = limbs.filter((l) => l.role === 'leg');
    expect(arms).toHaveLength(2);
    expect(legs).toHaveLength(2);
    for (const arm of arms) {
      expect(arm.parts).toHaveLength(14);
      // One side each: all of an arm's bricks out past the cockpit on one side.
      const xs = arm.parts.map((i) => (model.parts[i]!.bodyBounds.min[0]! + model.parts[i]!.bodyBounds.max[0]!) / 2);
      expect(xs.every((x) => Math.sign(x) === Math.sign(xs[0]!) && Math.abs(x) >= 50)).toBe(true);
    }
    for (const leg of legs) expect(leg.parts).toHaveLength(9);
    expect(limbs.map((l) => l.name)).toContain('arm (14 parts on a frame)');
  });

  it('a few bricks on a frame are its fittings, not limbs', async () => {
    const { limbs } = await limbsOf(exoSuit(4));
    expect(limbs.filter((l) => l.role === 'arm')).toEqual([]);
    expect(limbs.filter((l) => l.role === 'leg')).toHaveLength(2);
  });

  it('a walker with a wheel rim on its frame, off the ground, does not roll: its arms still strike, each a Level 0 hit of its own bricks', async () => {
    const a = await analyzeText(exoSuit(14, { rim: true }));
    const rim = a.parts.findIndex((p) => p.part === '56145.dat');
    expect(rim).toBeGreaterThan(0);
    const arms = a.weapons.filter((w) => w.reason.includes('arm (14 parts on a frame)'));
    expect(arms).toHaveLength(2);
    for (const arm of arms) {
      expect(arm.kind).toBe('hit');
      expect(arm.parts.map((i) => a.parts[i]!.part)).toEqual(Array(14).fill('3005.dat'));
    }
    expect(a.measurements.baseType).toBe('legs');
  });

  it('a plunger on the end of an arm is the arm grabbing: the arm and the plunger are one Level 0 hit', async () => {
    const a = await analyzeText(exoSuit(14, { plunger: true }));
    const cup = a.parts.findIndex((p) => p.part === '6141.dat');
    const bar = a.parts.findIndex((p) => p.part === '87994.dat');
    const withCup = a.weapons.filter((w) => w.parts.includes(cup));
    expect(withCup).toHaveLength(1);
    const arm = withCup[0]!;
    expect(arm.kind).toBe('hit');
    expect(arm.parts).toContain(bar);
    // The arm's 14 bricks, the bar and its cup.
    expect(arm.parts).toHaveLength(16);
    expect(arm.reason).toMatch(/plunger/);
    // The other arm is a hit of its own: two arm weapons in all.
    expect(a.weapons.filter((w) => /arm \(\d+ parts on a frame\)/.test(w.reason))).toHaveLength(2);
  });
});
