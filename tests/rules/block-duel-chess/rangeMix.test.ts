import { describe, expect, it } from 'vitest';
import { analyzeTeam } from '../../../src/rules/block-duel-chess/analyzeTeam.ts';
import { DEFAULT_INTERPRETATIONS } from '../../../src/rules/block-duel-chess/Interpretations.ts';
import { loadBuild } from '../../../src/cli/loadBuild.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../../support/library.ts';

/** IV.I gives a hit cross and an antenna 8-way; a piece with both at its highest Level attacks from the wider. */
describe('Range direction where the highest weapons disagree', () => {
  it.runIf(hasSharedModels)("the Lunar MPV's droid (a Head to butt with, a stick antenna) ranges 8-way; 'most' reads it cross", async () => {
    const { model } = await loadBuild(`${SHARED_MODELS}/threejs-ldraw/unpacked/1621-1-LunarMPVVehicle.mpd`, library(), { expandShortcuts: true });
    const droid = (rules: typeof DEFAULT_INTERPRETATIONS) => analyzeTeam(model, { element: 'Normal', rules }).members.find((m) => m.analysis.parts.length < 20)!.analysis;
    const wide = droid(DEFAULT_INTERPRETATIONS);
    expect(new Set(wide.weapons.map((w) => w.kind))).toEqual(new Set(['hit', 'antenna']));
    expect(wide.stats.R.direction).toBe('8-way');
    expect(droid({ ...DEFAULT_INTERPRETATIONS, rangeMix: 'most' }).stats.R.direction).toBe('cross');
  });
});
