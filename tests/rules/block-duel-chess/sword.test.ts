import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PieceAnalysis } from '../../../src/rules/block-duel-chess/analyzePiece.ts';
import type { ElementName } from '../../../src/rules/block-duel-chess/elements.ts';
import { pieceFromAnalysis } from '../../../src/rules/block-duel-chess/play/pieceFromAnalysis.ts';
import type { PieceSpec } from '../../../src/rules/block-duel-chess/play/PlayPiece.ts';
import { simulateDuel } from '../../../src/rules/block-duel-chess/play/simulateDuel.ts';
import { analyzeFile, analyzeText } from '../../support/analyze.ts';
import { hasSharedModels, SHARED_MODELS } from '../../support/library.ts';

const MINIFIG_LDR = readFileSync(new URL('../../../models/minifig.ldr', import.meta.url), 'utf8');
// A shortsword in the right hand (colour 8, dark grey), gripped as the Darth Maul minifig of set 7101 holds its lightsaber.
const SWORD = '1 8 -23.794 27.591 -25.499 0.9886 -0.0942 0.1483 0.1693 0.5111 -0.8363 0.0004 0.8528 0.5204 3847.dat';

const analyze = (armed: boolean, element?: ElementName) => analyzeText(armed ? `${MINIFIG_LDR}${SWORD}\n` : MINIFIG_LDR, element ? { element } : {});
const piece = async (armed: boolean, element?: ElementName): Promise<PieceSpec> => pieceFromAnalysis(await analyze(armed, element), armed ? 'sword' : 'unarmed');
const contains = (interval: readonly [number, number], x: number) => interval[0] <= x && x <= interval[1];

describe('a minifig with a sword against an unarmed one', () => {
  let armed: PieceAnalysis;
  let unarmed: PieceAnalysis;
  beforeAll(async () => {
    armed = await analyze(true, 'Normal');
    unarmed = await analyze(false, 'Normal');
  });

  it('the sword is a Level 1 blade in the hand: base Range 2 against 1, but the same Attack (a hand holding a sword is one weapon)', () => {
    expect(armed.weapons.map((w) => `${w.kind}${w.level}`).sort()).toEqual(['blade1', 'hit0', 'hit0', 'hit0', 'hit0']);
    expect(unarmed.weapons.map((w) => `${w.kind}${w.level}`)).toEqual(['hit0', 'hit0', 'hit0', 'hit0', 'hit0']);
    expect(armed.stats.R.base).toBe(2);
    expect(unarmed.stats.R.base).toBe(1);
    expect(armed.stats.A.base).toBe(unarmed.stats.A.base);
  });

  it('wins clearly where its extra Range counts: as Water (R 2 against 1) with each Piece acting once a turn', async () => {
    const sword = await piece(true, 'Water');
    const fist = await piece(false, 'Water');
    expect([sword.R, fist.R]).toEqual([2, 1]);
    const s = simulateDuel([sword], [fist], { runs: 2000, seed: 1, rules: { actionsPerPiece: 'once', lineOfFire: 'pieces-block' } });
    expect(s.winsA.interval[0]).toBeGreaterThan(0.9);
    expect(s.draws.count).toBe(0);
  });

  it('under the rules as written (a Piece acts as often as the Power allows) the first turn decides, so the sword is only even', async () => {
    // The default Element, Earth, takes 1 off Range: 2 - 1 = 1 for the sword, 1 - 1 = 0, raised to 1, for the fist.
    const sword = await piece(true);
    const fist = await piece(false);
    expect([sword.element, sword.R, fist.R]).toEqual(['Earth', 1, 1]);
    const s = simulateDuel([sword], [fist], { runs: 2000, seed: 1 });
    expect(s.firstMoverWins.rate).toBe(1);
    expect(contains(s.winsA.interval, 0.5)).toBe(true);
  });

  it.skipIf(!hasSharedModels)('the Darth Maul minifig (7101, lightsaber) beats the unarmed minifig the same way: Water, once a turn', async () => {
    const sith = pieceFromAnalysis(await analyzeFile(join(SHARED_MODELS, 'pieces', 'sith-7101-lightsaber.ldr'), { element: 'Water' }), 'sith');
    const fist = await piece(false, 'Water');
    expect(sith.R).toBeGreaterThan(fist.R);
    const s = simulateDuel([sith], [fist], { runs: 2000, seed: 1, rules: { actionsPerPiece: 'once', lineOfFire: 'pieces-block' } });
    expect(s.winsA.interval[0]).toBeGreaterThan(0.9);
  });
});
