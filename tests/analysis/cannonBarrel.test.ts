import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { DEFAULT_INTERPRETATIONS } from '../../src/rules/block-duel-chess/Interpretations.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const SHARED = `${SHARED_MODELS}/`;
const walker = async (cannonBarrel: 'across' | 'along') => {
  const { model } = await loadBuild(SHARED + 'omr-sets/20009-1 - AT-TE Walker - Mini.mpd', library(), { expandShortcuts: true });
  return analyzeTeam(model, { element: 'Normal', rules: { ...DEFAULT_INTERPRETATIONS, cannonBarrel } }).members[0]!.analysis;
};

/** "Cannons (four-pip barrels)": across (a 2 x 2 end, the default) or along (a barrel four pips long). */
describe.runIf(hasSharedModels)('the cannonBarrel interpretation', () => {
  it("across: the mini AT-TE's turret, a 6L bar in a 1 x 1 cone, is a one-pip gun (Level 2), R 3", async () => {
    const a = await walker('across');
    const bar = a.parts.findIndex((p) => p.id === '61/84');
    expect(a.weapons.find((w) => w.parts.includes(bar))).toMatchObject({ kind: 'gun', level: 2 });
    expect(a.stats.R.base).toBe(3);
  });

  it('along: the same turret is a cannon (Level 3), R 4, and the stat names the choice', async () => {
    const a = await walker('along');
    const bar = a.parts.findIndex((p) => p.id === '61/84');
    const cannon = a.weapons.find((w) => w.parts.includes(bar));
    expect(cannon).toMatchObject({ kind: 'cannon', level: 3 });
    expect(a.labels[bar]!.functionReason).toContain('cannonBarrel');
    expect(a.stats.R.base).toBe(4);
    expect(a.stats.R.interpretations.join(' ')).toContain('four-pip barrel');
    // The short control-stick guns stay guns.
    expect(a.weapons.filter((w) => w.kind === 'gun').length).toBeGreaterThanOrEqual(4);
  });
});
