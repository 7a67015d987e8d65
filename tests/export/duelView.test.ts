import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { duelViewText } from '../../src/export/duelReport.ts';
import { runDuel, type DuelRun } from '../../src/export/runDuel.ts';
import { pieceFromAnalysis } from '../../src/rules/block-duel-chess/play/pieceFromAnalysis.ts';
import type { PieceSpec } from '../../src/rules/block-duel-chess/play/PlayPiece.ts';
import { DEFAULT_PLAY_RULES } from '../../src/rules/block-duel-chess/play/PlayRules.ts';
import { DEFAULT_SETUP } from '../../src/rules/block-duel-chess/play/validateTeam.ts';
import { wilsonInterval } from '../../src/rules/block-duel-chess/play/wilsonInterval.ts';
import { analyzeFile } from '../support/analyze.ts';

const MODELS = new URL('../../models', import.meta.url).pathname;

let creature: PieceSpec;
let minifig: PieceSpec;
beforeAll(async () => {
  creature = pieceFromAnalysis(await analyzeFile(join(MODELS, 'winged-creature.ldr')), 'winged-creature.ldr');
  minifig = pieceFromAnalysis(await analyzeFile(join(MODELS, 'minifig.ldr')), 'minifig.ldr');
});

const duel = (run: Partial<DuelRun>) => {
  const steps = runDuel([creature], [minifig, minifig], { runs: 200, seed: 3, setup: DEFAULT_SETUP, rules: DEFAULT_PLAY_RULES, maxTurns: 6, stalemateTurns: 10, ...run });
  let next = steps.next();
  while (!next.done) next = steps.next();
  if ('problems' in next.value) throw new Error(next.value.problems.join('; '));
  return next.value;
};

describe('duelView: the figures of a duel report', () => {
  it('gives each outcome its count, share and 95% Wilson interval, the shares adding up to the runs', () => {
    const { view } = duel({});
    expect(view.rates.map((r) => r.outcome)).toEqual(['A wins', 'B wins', 'draws']);
    expect(view.rates.reduce((n, r) => n + r.count, 0)).toBe(200);
    for (const r of view.rates) {
      expect(r.share).toBe(r.count / 200);
      expect([r.low, r.high]).toEqual(wilsonInterval(r.count, 200));
      expect(r.low).toBeLessThanOrEqual(r.share);
      expect(r.high).toBeGreaterThanOrEqual(r.share);
    }
    // Time is called after 6 turns: some duels end so, and the conditions say it.
    expect(view.conditions).toContain('time called after 6 turns');
    expect(view.teamB).toMatch(/^2 x minifig\.ldr \(Earth H76 /);
  });

  it('is what the printed report is made of: the report is the view as text, its rate lines the view\'s numbers', () => {
    const { view, report } = duel({ seed: 9 });
    expect(report).toBe(duelViewText(view));
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    for (const r of view.rates) expect(report).toContain(`${String(r.count).padStart(7)}  ${pct(r.share).padStart(6)}   ${pct(r.low)} - ${pct(r.high)}`);
    expect(report.split('\n')[0]).toBe(`duel: ${view.conditions}`);
  });
});
