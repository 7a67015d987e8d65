import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { flatLabelled, flatText } from '../support/flatText.ts';
import { scoreLabels, type BuildLabels } from '../support/scoreLabels.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const LABELS = new URL('./labels/', import.meta.url).pathname;

/** A labelled shared build drawn again with no submodels, its labels moved to the new ids; analyzed: its first piece. */
async function flatLabelledPiece(labelFile: string) {
  const labels = JSON.parse(readFileSync(LABELS + labelFile, 'utf8')) as BuildLabels;
  const path = join(SHARED_MODELS, labels.file);
  const { model: plain } = await loadBuild(path, library(), { expandShortcuts: false });
  const { model: expanded } = await loadBuild(path, library(), { expandShortcuts: true });
  const flat = flatLabelled(plain, expanded, readFileSync(path, 'latin1'), labels);
  const model = buildModel(await loadModel(flat.text, 'flat.mpd', { library: library() }), { expandShortcuts: true });
  const team = analyzeTeam(model, { element: 'Normal' });
  return { a: team.members[0]!.analysis, labels: flat.labels.pieces[0]!, items: scoreLabels(flat.labels, team, model.parts) };
}

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

  it("Voltron drawn flat: its Head is what sits on its neck between the shoulders, not the red fins on its back, which are its wings", async () => {
    // Rendered in LeoCAD: five lions, the black one its chest; its helmeted head stands on the chest between the red and
    // the green lion's shoulders, and two tall red fins rise behind it, higher than the head. No face print anywhere:
    // its builder drew the head as a sub-assembly of the black lion; here it is only parts.
    const { a, labels } = await flatLabelledPiece('voltron.json');
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : []));
    const labelled = new Set(labels.head!.parts);
    expect(head.filter((id) => labelled.has(id)).length).toBeGreaterThanOrEqual(labelled.size * 0.9);
    expect(head.every((id) => labelled.has(id))).toBe(true);
    expect(a.labels.find((l) => l.section === 'head')!.sectionReason).toContain('joined onto the top of the body');
    // Each fin spreads as a wing (the labels' two wings): +1 Movement each.
    const fins = labels.boosts!.map((b) => new Set(b.parts));
    for (const fin of fins) expect(a.parts.some((p, i) => fin.has(p.id) && a.labels[i]!.boost === 'wing')).toBe(true);
  }, 60_000);

  it('WALL-E drawn flat swings his two arms, though he rolls on tracks: every item his labels name is read as drawn', async () => {
    // Rendered in LeoCAD: binocular eyes on a neck above a box body on two tracks, an arm with a gripping hand hinged at
    // each side. Nobody rides him and he has no cockpit: a robot, not a vehicle. His builder drew each arm as a submodel.
    const { items } = await flatLabelledPiece('walle.json');
    expect(items.filter((i) => !i.right).map((i) => `${i.what}: ${i.detail}`)).toEqual([]);
    expect(items.filter((i) => i.what === 'weapon hit L0').length).toBe(3);
  }, 60_000);
});
