import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/** A buggy nobody drives: a 2 x 4 brick on a wheeled chassis with two see-through domed cylinders on it, its beacons. */
const BUGGY = [
  ...wheeledChassis(0),
  '1 15 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 36 -30 -64 -10 1 0 0 0 1 0 0 0 1 58176.dat',
  '1 33 30 -64 -10 1 0 0 0 1 0 0 0 1 58176.dat',
];

describe("a police buggy's beacons", () => {
  it('see-through 1 x 1 domed cylinders are lamps, not windows a crew looks out of: the Head is only the best guess, to check', async () => {
    const a = await analyzeText(`${BUGGY.join('\n')}\n`);
    expect(a.parts.filter((p) => p.part === '58176.dat')).toHaveLength(2);
    const head = a.labels.filter((l) => l.section === 'head');
    expect(head.length).toBeGreaterThan(0);
    expect(head.some((l) => /windows/.test(l.sectionReason))).toBe(false);
    expect(head.every((l) => /best candidate/.test(l.sectionReason) && l.confidence === 'low')).toBe(true);
  });
});
