import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { buildModel, type Model } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findFigures } from '../../src/analysis/findFigures.ts';
import { partTraits } from '../../src/analysis/partTraits.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { flatText } from '../support/flatText.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const figuresOf = (model: Model) => {
  const traits = model.parts.map((p) => partTraits(p.file?.description ?? p.part, p.file?.category ?? ''));
  return findFigures(model.parts, findConnections(model.parts), traits);
};

/** A minifig of the library's own parts, its right and left legs turned forward about the hip by the given angles. */
async function figure(right: number, left: number): Promise<Model> {
  const turn = (deg: number) => {
    const c = Math.cos((deg * Math.PI) / 180), s = Math.sin((deg * Math.PI) / 180);
    return `1 0 0 0 ${c.toFixed(4)} ${(-s).toFixed(4)} 0 ${s.toFixed(4)} ${c.toFixed(4)}`;
  };
  const text = [
    '0 Figure',
    '0 Name: figure.ldr',
    '1 4 0 0 0 1 0 0 0 1 0 0 0 1 973.dat',
    '1 14 0 -24 0 1 0 0 0 1 0 0 0 1 3626c.dat',
    '1 4 15.552 9 0 0.985 0.174 0 -0.174 0.985 0 0 0 1 3818.dat',
    '1 4 -15.552 9 0 0.985 -0.174 0 0.174 0.985 0 0 0 1 3819.dat',
    '1 14 23.552 26.5 -10 1 0 0 0 0.707 -0.707 0 0.707 0.707 3820.dat',
    '1 14 -23.552 26.5 -10 1 0 0 0 0.707 -0.707 0 0.707 0.707 3820.dat',
    '1 1 0 32 0 1 0 0 0 1 0 0 0 1 3815.dat',
    `1 1 0 44 0 ${turn(right)} 3816.dat`,
    `1 1 0 44 0 ${turn(left)} 3817.dat`,
  ].join('\n');
  return buildModel(await loadModel(text, 'figure.ldr', { library: library() }), { expandShortcuts: true });
}

describe('standing and seated figures', () => {
  it('a minifig with both legs straight stands, with both legs bent forward it sits, and striding with one leg raised it still stands', async () => {
    expect(figuresOf(await figure(0, 0)).map((f) => f.standing)).toEqual([true]);
    expect(figuresOf(await figure(90, 90)).map((f) => f.standing)).toEqual([false]);
    // One foot up a stair, the other on the step below: a figure walking, no rider.
    expect(figuresOf(await figure(58, 0)).map((f) => f.standing)).toEqual([true]);
    // Seated on a ledge, one leg bent square and the other hanging down: it sits.
    expect(figuresOf(await figure(90, 0)).map((f) => f.standing)).toEqual([false]);
  });

  it.runIf(hasSharedModels)('the Anubis guard striding up the Scorpion Pyramid stands, and drawn with no submodels is a piece of its own, not part of the pyramid', async () => {
    // Rendered in LeoCAD: the guard climbs the pyramid's steps, its right leg raised (58° forward), sword and shield in hand.
    const path = join(SHARED_MODELS, 'brickbuilt/7327-1 - Scorpion Pyramid.mpd');
    const { model } = await loadBuild(path, library(), { expandShortcuts: true });
    const guard = figuresOf(model).find((f) => model.parts[f.torso]!.id.startsWith('480/'))!;
    expect(guard.standing).toBe(true);
    // Drawn flat, nothing names it: it stands on the pyramid, so it is cut from it, as a standing figure is.
    const { model: plain } = await loadBuild(path, library(), { expandShortcuts: false });
    const flat = buildModel(await loadModel(flatText(plain, readFileSync(path, 'latin1')), 'flat.mpd', { library: library() }), { expandShortcuts: true });
    const { split } = analyzeTeam(flat, { element: 'Normal' });
    const headdress = flat.parts.findIndex((p) => p.part === '93248pq0.dat' && Math.abs(p.matrix[1]! - model.parts.find((q) => q.id.startsWith('480/') && q.part === '93248pq0.dat')!.matrix[1]!) < 0.01);
    expect(headdress).toBeGreaterThanOrEqual(0);
    const piece = split.pieces.find((p) => p.parts.includes(headdress));
    expect(piece).toBeDefined();
    expect(piece!.parts.length).toBe(11);
    expect(split.scenery).not.toContain(headdress);
  }, 60_000);
});
