import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { flatText } from '../support/flatText.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

/** A shared build drawn again with no submodels, analyzed: its first piece. */
async function flatPiece(file: string) {
  const path = join(SHARED_MODELS, file);
  const { model } = await loadBuild(path, library(), { expandShortcuts: false });
  const loaded = await loadModel(flatText(model, readFileSync(path, 'latin1')), 'flat.mpd', { library: library() });
  return analyzeTeam(buildModel(loaded, { expandShortcuts: true }), { element: 'Normal' }).members[0]!.analysis;
}

/** Many builders draw no submodels: a walker's legs are read from how it is built, not from what its builder named them. */
describe.runIf(hasSharedModels)('a build drawn flat', () => {
  it("the mini AT-ST drawn flat stands on its two legs, joined at one hip: each kicks, its dish feet are no engine bells, and its cockpit's wedge plates are no wings", async () => {
    // Rendered in LeoCAD: a cockpit box on a Technic hip (an axle through two connectors), two bird legs of hinge arms
    // down to dish feet. Its builder drew the hip and each leg as submodels; here they are only parts.
    const a = await flatPiece('threejs-ldraw/unpacked/30054-1-AT-ST-Mini.mpd');
    expect(a.measurements.baseType).toBe('legs');
    const legs = a.weapons.filter((w) => w.kind === 'hit' && w.parts.every((i) => a.labels[i]!.limb === 'leg'));
    expect(legs).toHaveLength(2);
    // Each stands on its dish foot, a foot and no engine bell: a walker blows no exhaust (M 2, no boost).
    const feet = a.parts.flatMap((p, i) => (p.part === '4740.dat' && a.labels[i]!.section === 'base' ? [i] : []));
    expect(feet).toHaveLength(2);
    for (const i of feet) expect(a.labels[i]!.boost).toBeNull();
    expect(a.stats.M.base).toBe(2);
    // The hip (the axle and the connectors on it) stays with the body.
    for (const i of a.parts.keys()) if (a.parts[i]!.part === '4519.dat') expect(a.labels[i]!.limb).toBeUndefined();
    expect(a.labels.some((l) => l.boost === 'wing')).toBe(false);
    expect(a.stats.M.direction).toBe('cross');
  }, 60_000);
});
