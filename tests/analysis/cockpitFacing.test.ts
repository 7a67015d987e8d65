import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * The SP Undercover Cruiser (5983) in its undercover mode, as that file places its parts: the cockpit module swung
 * up, so the bubble canopy looks mostly at the sky and a little back over the craft; behind it the two bent beams
 * with their cones, and the rear body's two jet engine cylinders. Trimmed to those parts.
 */
const COCKPIT = [
  '1 8 0 58.92 -77.848 0 0 1 0.916 0.4 0 -0.4 0.916 0 3795.dat',
  '1 6 0 34.2 -84.504 0 0 1 0.916 0.4 0 -0.4 0.916 0 3020.dat',
  '1 15 0 3.52 -79.832 -1 0 0 0 0.4 0.916 0 0.916 -0.4 48336.dat',
  '1 15 0 -9.28 -109.144 -1 0 0 0 0.4 0.916 0 0.916 -0.4 3039.dat',
  '1 15 -30 18.2 -121.144 0 0 1 0.916 0.4 0 -0.4 0.916 0 3004.dat',
  '1 15 30 18.2 -121.144 0 0 1 0.916 0.4 0 -0.4 0.916 0 3004.dat',
  '1 15 -30 100.64 -157.144 1 0 0 0 0.4 -0.916 0 0.916 0.4 2357.dat',
  '1 15 30 100.64 -157.144 0 0 -1 -0.916 0.4 0 0.4 0.916 0 2357.dat',
  '1 33 0 95.04 -169.968 -1 0 0 0 0.4 0.916 0 0.916 -0.4 87752.dat',
  '1 8 -70 10 33.285 -1 0 0 0 0 1 0 1 0 32526.dat',
  '1 1 -70 30 43.285 0 1 0 0 0 1 1 0 0 4274.dat',
  '1 1 -70 50 43.285 0 1 0 0 0 1 1 0 0 4274.dat',
  '1 1 -70 70 43.285 0 1 0 0 0 1 1 0 0 4274.dat',
  '1 34 -70 30 67.285 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 34 -70 50 67.285 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 34 -70 70 67.285 0 0 -1 1 0 0 0 -1 0 4589.dat',
  '1 8 70 10 33.285 1 0 0 0 0 1 0 -1 0 32526.dat',
  '1 1 70 70 43.285 0 -1 0 0 0 -1 1 0 0 4274.dat',
  '1 1 70 50 43.285 0 -1 0 0 0 -1 1 0 0 4274.dat',
  '1 1 70 30 43.285 0 -1 0 0 0 -1 1 0 0 4274.dat',
  '1 34 70 70 67.285 0 0 1 -1 0 0 0 -1 0 4589.dat',
  '1 34 70 50 67.285 0 0 1 -1 0 0 0 -1 0 4589.dat',
  '1 34 70 30 67.285 0 0 1 -1 0 0 0 -1 0 4589.dat',
  '1 15 -114 18 233.285 0 1 0 1 0 0 0 0 -1 30360.dat',
  '1 15 114 18 233.285 0 -1 0 -1 0 0 0 0 -1 30360.dat',
];
const BEHIND = COCKPIT.filter((l) => !/ (3795|3020|48336|3039|3004|2357|87752)\.dat$/.test(l));

describe('a canopy tilted to look at the sky', () => {
  it('from the cockpit at one end of the craft, looks back over it: the craft faces the cockpit end, its cones and engine pods blow backward', async () => {
    const a = await analyzeText(COCKPIT.join('\n') + '\n');
    expect(a.measurements.front).toEqual([0, 0, -1]);
    expect(a.measurements.frontReason).toMatch(/looks up and back over the piece from its front end/);
    const cones = a.parts.flatMap((p, i) => (p.part === '4589.dat' ? [a.labels[i]!] : []));
    expect(cones).toHaveLength(6);
    for (const l of cones) expect([l.function, l.boost]).toEqual(['boost', 'rocket-booster']);
    // The pods are boosts only where the front is sure: the cockpit says so.
    const pods = a.parts.flatMap((p, i) => (p.part === '30360.dat' ? [a.labels[i]!] : []));
    expect(pods.map((l) => l.boost)).toEqual(['rocket-booster', 'rocket-booster']);
    expect(a.weapons.filter((w) => w.kind === 'gun')).toHaveLength(0);
  });

  it('on a cockpit with nothing behind it, still looks the way its glass leans', async () => {
    const alone = COCKPIT.filter((l) => !BEHIND.includes(l));
    const a = await analyzeText(alone.join('\n') + '\n');
    expect(a.measurements.front).toEqual([0, 0, 1]);
    expect(a.measurements.frontReason).toMatch(/87752\.dat faces this way/);
  });
});
