import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { UNDERCOVER_COCKPIT } from '../support/undercoverCruiser.ts';

const COCKPIT = UNDERCOVER_COCKPIT;
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
