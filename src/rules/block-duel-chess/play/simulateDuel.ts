import { runSeed } from './mulberry32.ts';
import { playDuel, type Ending, type PlayOptions } from './playDuel.ts';
import type { PieceSpec, Side } from './PlayPiece.ts';
import { wilsonInterval } from './wilsonInterval.ts';

export interface SimulateOptions extends Omit<PlayOptions, 'seed' | 'random' | 'first'> {
  readonly runs: number;
  readonly seed: number;
}

/** A count out of the runs, its share and the 95% Wilson interval of that share. */
export interface Rate {
  readonly count: number;
  readonly rate: number;
  readonly interval: readonly [number, number];
}

export interface DuelSummary {
  readonly runs: number;
  readonly seed: number;
  readonly winsA: Rate;
  readonly winsB: Rate;
  readonly draws: Rate;
  /** Wins of whichever side played the first turn: how much moving first is worth. */
  readonly firstMoverWins: Rate;
  readonly meanTurns: number;
  readonly endings: { readonly [K in Ending]: number };
}

function rate(count: number, runs: number): Rate {
  return { count, rate: runs === 0 ? 0 : count / runs, interval: wilsonInterval(count, runs) };
}

/**
 * `runs` duels of team A against team B with the greedy policy. A plays first
 * in even runs, B in odd ones, so neither side gets the first turn more often.
 * Run i throws its dice from runSeed(seed, i): the whole result is a function
 * of the seed, and any one run can be replayed with playDuel.
 */
export function simulateDuel(teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], options: SimulateOptions): DuelSummary {
  const steps = simulateDuelInSteps(teamA, teamB, options, Infinity);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * simulateDuel a few runs at a time: yields the number of runs played after
 * every `step` runs (not after the last), and returns the same summary as
 * simulateDuel. A caller that must stay responsive (the viewer's worker)
 * reports progress and lets other work in between.
 */
export function* simulateDuelInSteps(teamA: readonly PieceSpec[], teamB: readonly PieceSpec[], options: SimulateOptions, step: number): Generator<number, DuelSummary, void> {
  const { runs, seed, ...play } = options;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number of at least 1, not ${runs}`);
  if (!(step >= 1)) throw new Error(`step must be at least 1, not ${step}`);
  let a = 0;
  let b = 0;
  let draws = 0;
  let firstWins = 0;
  let turns = 0;
  const endings: { [K in Ending]: number } = { 'all-destroyed': 0, surrender: 0, 'time-called': 0, stalemate: 0 };
  for (let i = 0; i < runs; i++) {
    const first: Side = i % 2 === 0 ? 'A' : 'B';
    const result = playDuel(teamA, teamB, { ...play, seed: runSeed(seed, i), first });
    if (result.winner === 'A') a++;
    else if (result.winner === 'B') b++;
    else draws++;
    if (result.winner === first) firstWins++;
    turns += result.turns;
    endings[result.ending]++;
    if ((i + 1) % step === 0 && i + 1 < runs) yield i + 1;
  }
  return { runs, seed, winsA: rate(a, runs), winsB: rate(b, runs), draws: rate(draws, runs), firstMoverWins: rate(firstWins, runs), meanTurns: turns / runs, endings };
}
