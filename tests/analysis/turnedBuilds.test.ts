import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam, type TeamAnalysis } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { baseLine } from '../support/analyze.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';
import { turnText } from '../support/turnText.ts';

/** Every piece of a shared build, its main model turned some quarter turns in its scene. */
async function turnedTeam(file: string, quarterTurns: number): Promise<TeamAnalysis> {
  const text = turnText(readFileSync(join(SHARED_MODELS, file), 'latin1'), quarterTurns);
  const loaded = await loadModel(text, file.split('/').at(-1)!, { library: library() });
  return analyzeTeam(buildModel(loaded, { expandShortcuts: true }), { element: 'Normal' });
}

/** What a player reads off each piece: its Base, its weapons, its boosts and its six stats. */
function reading(t: TeamAnalysis): string[] {
  return t.members.map(({ analysis: a }) => {
    const weapons = a.weapons.map((w) => `${w.kind} L${w.level}`).sort().join(', ');
    const boosts = a.labels.filter((l) => l.function === 'boost').length;
    return `${a.measurements.baseType}; ${weapons}; ${boosts} boost parts; ${baseLine(a)}; side ${a.measurements.pipSideWidth} p`;
  });
}

/** What each part is, by its id (turning keeps the ids): its section, limb, function, weapon and boost. */
function partReading(t: TeamAnalysis): string[] {
  return t.members.flatMap(({ analysis: a }) => a.parts.map((p, i) => {
    const l = a.labels[i]!;
    return `${p.id}: ${l.section} ${l.limb ?? '-'} ${l.function} ${l.weapon ? `${l.weapon.kind} L${l.weapon.level}` : '-'} ${l.boost ?? '-'}`;
  }));
}

/**
 * Other people's builds face whichever way their builder turned them: a mech
 * turned a quarter round in its scene has its arms at its sides still. The
 * reading must not depend on it.
 */
describe.runIf(hasSharedModels)('a build turned in its scene reads the same', () => {
  const cases: [string, string, number[]][] = [
    // Faceless, on tracks: its boosters and arms by its mirror, not by which way LDraw's -Z lies.
    // (Turned half round, the windows at the front of its cab say which end is its front.)
    ["Emmet's Constructo-Mech", 'brickbuilt/70814 - Emmets Constructo-Mech.mpd', [1, 2, 3]],
    // The M-Tron droid, itself turned 67.5° in the scene: its clip hands at its sides.
    ['the Particle Ionizer and its droid', 'brickbuilt/6923-1 - Particle Ionizer.mpd', [1, 3]],
    // The pit droid's clip hands.
    ["Anakin's podracer and pit droid", "brickbuilt/7131-1 - Anakin's Podracer.mpd", [1, 3]],
    // Skipper's flippers and feet.
    ['Skipper', 'marek-saji/skipper__skipper.ldr', [1, 2, 3]],
    ['the Alligator', 'omr-sets/Alligator.mpd', [1, 2]],
    // Faceless, one gun: it faces where its gun points (its plunger's cup is no exhaust).
    ['the Dalek', 'marek-saji/dalek__dalek.ldr', [1, 2, 3]],
    // Alike on all four sides (no one mirror): it flies along the wing panels it stands on, edge first.
    ['the mini TIE fighter', 'omr-sets/8028-1 - TIE Fighter - Mini.mpd', [1, 2]],
    // A hot rod's amber headlamps at its nose: its side pipes are guns, not exhausts.
    ['the QB Roadster', 'omr-sets/4096 - Micro Wheels - QB Roadster 1.mpd', [1, 2, 3]],
  ];
  for (const [name, file, turns] of cases) {
    it(`${name}, turned ${turns.map((k) => `${k * 90}°`).join(', ')}`, { timeout: 60_000 }, async () => {
      const drawn = await turnedTeam(file, 0);
      for (const k of turns) {
        const turned = await turnedTeam(file, k);
        expect(reading(turned), `${k * 90}°`).toEqual(reading(drawn));
        expect(partReading(turned), `${k * 90}°, part by part`).toEqual(partReading(drawn));
      }
    });
  }
});
