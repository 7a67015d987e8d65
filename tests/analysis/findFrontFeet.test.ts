import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFrontFeet } from '../../src/analysis/findFrontFeet.ts';
import { analyzeText, sharedPiece } from '../support/analyze.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';
import { turnText } from '../support/turnText.ts';

/** "A Piece's feet are considered the Base" (III.B): two small feet sticking out ahead on the ground under the body. */
describe.runIf(hasSharedModels)('feet ahead under the body', () => {
  it("Skipper stands and kicks on his two orange feet, and his flippers' low slopes are no legs", async () => {
    // Rendered in LeoCAD from the front: two orange tooth plates splay forward at the bottom; the black flippers hang at the sides.
    const a = await sharedPiece('marek-saji/skipper__skipper.ldr');
    const at = (id: string) => a.parts.findIndex((p) => p.id === id);
    for (const foot of ['101', '102']) {
      expect(a.labels[at(foot)]!.section).toBe('base');
      expect(a.weapons.filter((w) => w.kind === 'hit' && w.parts.includes(at(foot)))).toHaveLength(1);
    }
    for (const slope of ['79', '89']) expect(a.labels[at(slope)]!.limb).not.toBe('leg');
    expect(a.measurements.baseType).toBe('legs');
  });

  it('Skipper turned to face the other way still stands on his feet: the feet say where the front is', async () => {
    const text = readFileSync(join(SHARED_MODELS, 'marek-saji/skipper__skipper.ldr'), 'utf8');
    const a = await analyzeText(turnText(text, 2));
    const feet = a.parts.flatMap((p, i) => (p.part === '49673.dat' ? [i] : []));
    expect(feet).toHaveLength(2);
    for (const foot of feet) expect(a.labels[foot]!.section).toBe('base');
    expect(a.measurements.baseType).toBe('legs');
  });

  it('one part sticking out ahead on the ground is a detail, not a pair of feet', async () => {
    const a = await sharedPiece('marek-saji/skipper__skipper.ldr');
    const right = a.parts.findIndex((p) => p.id === '102');
    // Without the other foot (skipped as if it were something else), nothing is read as feet.
    expect(findFrontFeet(a.parts, a.graph, new Set([right]), [0, 0, -1])).toEqual([]);
    expect(findFrontFeet(a.parts, a.graph, new Set(), [0, 0, -1]).map((l) => a.parts[l.parts[0]!]!.id).sort()).toEqual(['101', '102']);
  });
});

describe('no feet where a player sees none', () => {
  it("a low crocodile's jaw lying on the ground ahead of its body is no pair of feet", async () => {
    // A 2 x 4 brick body on a 2 x 2 belly plate, two eyes on top at the front, and two 1 x 2 plates under the front
    // sticking out ahead of it on the ground: a jaw. The build is 40 LDU tall and 100 long.
    const a = await analyzeText([
      '0 Croc', '0 Name: croc.ldr',
      '1 2 0 -8 0 1 0 0 0 1 0 0 0 1 3001.dat',
      '1 2 20 16 0 1 0 0 0 1 0 0 0 1 3022.dat',
      '1 2 -40 16 -10 1 0 0 0 1 0 0 0 1 3023.dat',
      '1 2 -40 16 10 1 0 0 0 1 0 0 0 1 3023.dat',
      '1 15 -30 -16 -10 1 0 0 0 1 0 0 0 1 98138p07.dat',
      '1 15 -30 -16 10 1 0 0 0 1 0 0 0 1 98138p07.dat',
    ].join('\n') + '\n');
    const jaw = a.parts.flatMap((p, i) => (p.part === '3023.dat' ? [i] : []));
    for (const i of jaw) expect(a.labels[i]!.limb).not.toBe('leg');
    expect(a.measurements.baseType).not.toBe('legs');
  });
});
