import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { headOnTrunk } from '../../src/analysis/headOnTrunk.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { anonLabelled } from '../support/anonText.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';
import { scoreLabels, type BuildLabels } from '../support/scoreLabels.ts';

const LABELS = new URL('./labels/', import.meta.url).pathname;
const AT_AT = 'threejs-ldraw/unpacked/4489-1-AT-AT-Mini.mpd';

/** A faceless walker's head, found from how it hangs on its body, whatever its builder named it. */
describe.runIf(hasSharedModels)('a head on a neck', () => {
  it("the mini AT-AT's head is the sub-assembly hanging on its neck ahead of the body, off the ground: its builder's Head submodel, with its neck", async () => {
    // Rendered in LeoCAD: a box body on four hinge-arm legs; the head, a wedge with chin and cheek guns, hangs on a black
    // hinge-arm neck in front of it, lower than the body's top (what sits on top is the body's roof plates).
    const { model } = await loadBuild(join(SHARED_MODELS, AT_AT), library(), { expandShortcuts: true });
    const named = model.parts.flatMap((p, i) => (p.submodel.some((s) => /Head\.ldr$/i.test(s)) ? [i] : []));
    expect(named.length).toBeGreaterThan(10);
    const found = headOnTrunk(model.parts, findConnections(model.parts), () => true)!;
    expect(found.at).toBe('end');
    const head = found.parts;
    expect(named.filter((i) => !head.includes(i))).toEqual([]);
    // With the neck it hangs on, which holds it to the body.
    expect(head.filter((i) => !named.includes(i)).map((i) => model.parts[i]!.file?.description)).toEqual(['Hinge Arm Locking with Dual Finger and Axlehole']);
  });

  it('with its submodels named nothing, the mini AT-AT still has its Head, and every item its labels name is read as drawn', async () => {
    const labels = JSON.parse(readFileSync(LABELS + 'at-at-mini.json', 'utf8')) as BuildLabels;
    const renamed = anonLabelled(readFileSync(join(SHARED_MODELS, AT_AT), 'latin1'), labels);
    expect(renamed.text).not.toMatch(/Head\.ldr/i);
    const model = buildModel(await loadModel(renamed.text, 'at-at.mpd', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model, { element: 'Normal' });
    const items = scoreLabels(renamed.labels, team, model.parts);
    expect(items.filter((i) => !i.right).map((i) => `${i.what}: ${i.detail}`)).toEqual([]);
    const a = team.members[0]!.analysis;
    expect(a.labels.find((l) => l.section === 'head')!.sectionReason).toContain('held out on a joint past one end of the body');
  });

  it('a car on the table has no trunk standing off the ground: no head on a neck (the micro QB Roadster: its body sits low between its wheels)', async () => {
    const { model } = await loadBuild(join(SHARED_MODELS, 'omr-sets/4096 - Micro Wheels - QB Roadster 1.mpd'), library(), { expandShortcuts: true });
    expect(model.parts.length).toBeGreaterThan(8);
    expect(headOnTrunk(model.parts, findConnections(model.parts), () => true)).toBeUndefined();
  });
});
