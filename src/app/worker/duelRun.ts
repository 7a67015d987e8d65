import { analyzePiece } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { ConnectionGraph } from '../../analysis/findConnections.ts';
import { runDuel } from '../../export/runDuel.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { pieceFromAnalysis } from '../../rules/block-duel-chess/play/pieceFromAnalysis.ts';
import { DEFAULT_STALEMATE_TURNS } from '../../rules/block-duel-chess/play/playDuel.ts';
import { DEFAULT_PLAY_RULES } from '../../rules/block-duel-chess/play/PlayRules.ts';
import { DEFAULT_SETUP } from '../../rules/block-duel-chess/play/validateTeam.ts';
import type { DuelRequest, WorkerResponse } from './protocol.ts';
import { readModelBytes } from './readModelBytes.ts';

/** Runs played between two looks at the message queue: small enough that a correction's analysis or a stop waits little. */
const STEP = 50;

/** Bumped by every duel and every stop: a duel that sees a newer number stops. */
let generation = 0;

/** Stops the duel that is running, if any. */
export function stopDuel(): void {
  generation++;
}

/**
 * The loaded piece (team A, with the data sheet's corrections and Element)
 * against the opponent file (team B, as the CLI analyzes it), played as
 * `brickstats duel piece opponent --runs N --seed S --actions X` plays it,
 * with the same report. Progress goes out every STEP runs, and between steps
 * the worker handles its other messages, so a long duel never holds up the
 * viewer; a newer duel or a stop ends this one.
 */
export async function duelRun(
  request: number,
  duel: DuelRequest,
  piece: { model: Model; name: string; graph: ConnectionGraph },
  library: PartLibrary,
  post: (message: WorkerResponse) => void,
): Promise<void> {
  const mine = ++generation;
  const opponent = await readModelBytes(duel.opponent.bytes, duel.opponent.name, library);
  if ('error' in opponent) return post({ type: 'error', request, message: `the opponent: ${opponent.error}` });
  const { corrections, element, rules } = duel.settings;
  const a = pieceFromAnalysis(analyzePiece(piece.model, { graph: piece.graph, corrections, ...(element ? { element } : {}), ...(rules ? { rules } : {}) }), piece.name);
  const b = pieceFromAnalysis(analyzePiece(opponent), duel.opponent.name);
  const steps = runDuel([a], [b], {
    runs: duel.runs,
    seed: duel.seed,
    setup: DEFAULT_SETUP,
    rules: { ...DEFAULT_PLAY_RULES, actionsPerPiece: duel.actions },
    maxTurns: undefined,
    stalemateTurns: DEFAULT_STALEMATE_TURNS,
  }, STEP);
  for (;;) {
    if (mine !== generation) return post({ type: 'error', request, message: 'the duel was stopped' });
    const next = steps.next();
    if (next.done) {
      const outcome = next.value;
      if ('problems' in outcome) return post({ type: 'error', request, message: `the teams cannot play: ${outcome.problems.join('; ')}` });
      return post({ type: 'duel-result', request, text: outcome.report, view: outcome.view });
    }
    post({ type: 'progress', request, phase: 'dueling', done: next.value, total: duel.runs });
    // Let the worker answer its other messages (and a stop) before the next runs.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
