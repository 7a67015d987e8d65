import { describe, expect, it } from 'vitest';
import type { PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';
import { analyzeText, sharedTeam } from '../support/analyze.ts';
import { ICE_SAT_V } from '../support/iceSatV.ts';
import { hasSharedModels } from '../support/library.ts';
import { STELLAR_RECON_VOYAGER } from '../support/stellarReconVoyager.ts';

/** The part names of each weapon of a kind. */
const weaponParts = (a: PieceAnalysis, kind: string) => a.weapons.filter((w) => w.kind === kind).map((w) => w.parts.map((i) => a.parts[i]!.part));
const craneOf = (a: PieceAnalysis) => a.weapons.filter((w) => w.parts.some((i) => /crane arm/.test(a.labels[i]!.functionReason)));

describe("a crane's magnet arm swings and strikes: a Level 0 hit", () => {
  it('the Ice-Sat V swings the crane on its turntable, the magnet at the end of its boom: one hit', async () => {
    const a = await analyzeText(ICE_SAT_V);
    const cranes = craneOf(a);
    expect(cranes).toHaveLength(1);
    expect(cranes[0]!).toMatchObject({ kind: 'hit', level: 0 });
    const names = cranes[0]!.parts.map((i) => a.parts[i]!.part);
    // The turntable's top, the boom's hinge plate and the magnet holder at its end.
    expect(names).toEqual(expect.arrayContaining(['3679.dat', '4504.dat', '2607.dat']));
  });

  it("the Ice-Sat V's rocket, held on its tilting cradle by its own magnet, is one missile: the cradle is no crane", async () => {
    const a = await analyzeText(ICE_SAT_V);
    const missiles = weaponParts(a, 'missile');
    expect(missiles).toHaveLength(1);
    expect(missiles[0]).toContain('2609a.dat');
    // The cradle's hinge (its large base plate) strikes nothing.
    for (const hit of weaponParts(a, 'hit')) expect(hit).not.toContain('3149e.dat');
  });

  it('the Stellar Recon Voyager swings its crane, not the cargo module on its magnet, and the cones on its head are guns', async () => {
    const a = await analyzeText(STELLAR_RECON_VOYAGER);
    const cranes = craneOf(a);
    expect(cranes).toHaveLength(1);
    const names = cranes[0]!.parts.map((i) => a.parts[i]!.part);
    // The hinge, the inclined stanchion and the magnet holder on its head...
    expect(names).toEqual(expect.arrayContaining(['314d.dat', '4476.dat', '2607.dat']));
    // ...and none of the module it lifts (its 4 x 6 floor, its lattice walls, the magnet tile on its roof).
    for (const load of ['3032.dat', '3185.dat', '2609a.dat']) expect(names).not.toContain(load);
    // The two cones on the crane's head fire on their own: the crane wields nothing, it still strikes.
    const cones = a.weapons.filter((w) => w.kind === 'gun' && w.parts.every((i) => a.parts[i]!.part === '4589.dat'));
    expect(cones).toHaveLength(2);
  });

  it.runIf(hasSharedModels)("the Particle Ionizer's crane at the back is one hit of its own 14 parts, not the cargo box it lifts", async () => {
    const a = (await sharedTeam('brickbuilt/6923-1 - Particle Ionizer.mpd')).members[0]!.analysis;
    const cranes = craneOf(a);
    expect(cranes).toHaveLength(1);
    const ids = cranes[0]!.parts.map((i) => a.parts[i]!.id);
    expect(ids).toHaveLength(14);
    expect(ids).toContain('10/130/408/450');
    expect(ids.filter((id) => id.startsWith('10/131/'))).toEqual([]);
  });
});
