import { describe, expect, it } from 'vitest';
import { sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** "Ask yourself how a Weapon works" (IV.F): one arm drawn as several submodels that hold each other strikes once. */
describe.runIf(hasSharedModels)('an arm drawn as a chain of submodels', () => {
  it("the mini backhoe loader's front arm (its two side beams and the bucket between them) is one hit", async () => {
    const a = await sharedPiece('omr-sets/42004-1 - Mini Backhoe Loader.mpd');
    const front = a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.submodel.some((s) => /front arm/.test(s))));
    expect(front).toHaveLength(1);
    expect(new Set(front[0]!.parts.flatMap((i) => a.parts[i]!.submodel.filter((s) => /front arm/.test(s))))).toEqual(new Set(['42004 - front arm 1.ldr', '42004 - front arm 2.ldr', '42004 - front arm 3.ldr']));
  });

  it('the backhoe is an arm that digs, though its name starts with a side ("back hoe"): one hit', async () => {
    const a = await sharedPiece('omr-sets/42004-1 - Mini Backhoe Loader.mpd');
    const backhoe = a.weapons.filter((w) => w.parts.some((i) => a.parts[i]!.submodel.includes('42004 - backhoe.ldr')));
    expect(backhoe).toHaveLength(1);
    expect(backhoe[0]).toMatchObject({ kind: 'hit', level: 0 });
    expect(backhoe[0]!.reason).toMatch(/part of the arm "backhoe"/);
  });

  it("the space rover's sampling arm (arm1 holding arm2 and its drill) is one hit", async () => {
    const a = await sharedPiece('omr-sets/31066-1 - Space Shuttle Explorer - Rover.mpd');
    const arms = a.weapons.filter((w) => /part of the arm/.test(w.reason));
    expect(arms).toHaveLength(1);
    expect(arms[0]!.reason).toMatch(/"arm1 \+ arm2"/);
  });
});
