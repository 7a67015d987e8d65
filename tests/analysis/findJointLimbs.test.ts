import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { anonLabelled } from '../support/anonText.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';
import type { BuildLabels } from '../support/scoreLabels.ts';

const LABELS = new URL('./labels/', import.meta.url).pathname;

/** Limbs nobody named, found from how a build moves. */
describe.runIf(hasSharedModels)('limbs on joints', () => {
  it("the Giant Scorpion with its submodels named nothing has eight legs, each one limb to its claw-tipped end: one Level 0 hit of its four parts", async () => {
    // Rendered in LeoCAD: four curved legs a side, each a hinge on the body, a connector, a barrel and a tan animal-tail
    // tip touching the ground. Its builder drew each leg as a submodel "Scorpion (Leg)"; here they are "submodel N".
    const file = 'brickbuilt/7327-1 - Scorpion Pyramid.mpd';
    const labels = JSON.parse(readFileSync(LABELS + 'scorpion-pyramid.json', 'utf8')) as BuildLabels;
    const renamed = anonLabelled(readFileSync(join(SHARED_MODELS, file), 'latin1'), labels);
    expect(renamed.text).not.toMatch(/Scorpion \(Leg\)/);
    const model = buildModel(await loadModel(renamed.text, 'pyramid.mpd', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model, { element: 'Normal' });
    const scorpion = team.members.find((m) => m.piece.parts.some((i) => model.parts[i]!.id.startsWith('478/')))!.analysis;
    const tips = scorpion.parts.flatMap((p, i) => (p.part === '40379.dat' && p.id.split('/').length === 3 ? [i] : []));
    expect(tips).toHaveLength(8);
    const legs = tips.map((tip) => scorpion.weapons.find((w) => w.parts.includes(tip)));
    // Eight weapons, one a leg: no two tips in one.
    expect(new Set(legs).size).toBe(8);
    for (const [k, tip] of tips.entries()) {
      const leg = legs[k];
      expect(leg?.kind).toBe('hit');
      if (!leg) continue;
      // The leg's placement: every part placed by it, and nothing else.
      const placement = scorpion.parts[tip]!.id.split('/').slice(0, 2).join('/') + '/';
      expect(leg.parts.map((i) => scorpion.parts[i]!.id).sort()).toEqual(scorpion.parts.flatMap((p) => (p.id.startsWith(placement) ? [p.id] : [])).sort());
      // (It stands on the pyramid's slope, its legs at several heights: which of them reach its lowest point says little.)
      expect(scorpion.labels[tip]!.limb).toBeDefined();
    }
  }, 60_000);
});
