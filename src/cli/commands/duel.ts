import { analyzePiece } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import type { ElementName } from '../../rules/block-duel-chess/elements.ts';
import { runDuel } from '../../export/runDuel.ts';
import { pieceFromAnalysis } from '../../rules/block-duel-chess/play/pieceFromAnalysis.ts';
import type { PieceSpec } from '../../rules/block-duel-chess/play/PlayPiece.ts';
import { DEFAULT_STALEMATE_TURNS } from '../../rules/block-duel-chess/play/playDuel.ts';
import { DEFAULT_PLAY_RULES, type PlayRules } from '../../rules/block-duel-chess/play/PlayRules.ts';
import { DEFAULT_SETUP, validateSetup, type Setup } from '../../rules/block-duel-chess/play/validateTeam.ts';
import { openLibraryFromArgs } from '../openLibrary.ts';
import { parseArgs, type ParsedArgs } from '../parseArgs.ts';
import { UserError } from '../UserError.ts';
import { analyzeSettings, elementFlag } from './analyzeOptions.ts';
import { loadPiece } from '../loadPiece.ts';

export const DUEL_USAGE = [
  'usage: brickstats duel <a> <b> [--runs N] [--seed N] [--element-a NAME] [--element-b NAME] [--max-turns N]',
  '       brickstats duel --team-a <piece>,<piece>,... --team-b <piece>,... [same options]',
  '  options: [--starting-power 200-400] [--value-limit N] [--stalemate-turns N] [--actions unlimited|once]',
  '           [--line-of-fire pieces-block|pieces-do-not-block] [--set name=value,...] [--library DIR] [--unofficial DIR]',
  '  a piece is a model file; file#NAME picks an MPD submodel, file#N the N-th largest group of parts that hold',
  '  together, and a trailing *K repeats the piece K times (minifig.ldr*3).',
].join('\n');

const VALUED = [
  'runs', 'seed', 'element-a', 'element-b', 'max-turns', 'team-a', 'team-b', 'starting-power', 'value-limit',
  'stalemate-turns', 'actions', 'line-of-fire', 'set', 'ruler', 'library', 'unofficial',
] as const;

const ACTIONS: readonly PlayRules['actionsPerPiece'][] = ['unlimited', 'once'];
const LINES_OF_FIRE: readonly PlayRules['lineOfFire'][] = ['pieces-block', 'pieces-do-not-block'];

/** One entry of a team list: a file, maybe one piece of it, maybe repeated. */
interface PieceRef {
  readonly path: string;
  readonly selector: string | undefined;
  readonly count: number;
  readonly text: string;
}

/**
 * `brickstats duel`: analyzes the pieces of two teams, plays the greedy
 * policy against itself `--runs` times (first turn alternating) and prints
 * each side's win rate with its 95% Wilson interval.
 */
export async function duelCommand(argv: readonly string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const args = parseArgs(argv, { valued: VALUED, boolean: [] });
  const teamFlags = [args.flags.get('team-a'), args.flags.get('team-b')];
  let refsA: PieceRef[];
  let refsB: PieceRef[];
  if (teamFlags.some((f) => f !== undefined)) {
    if (args.positional.length > 0 || teamFlags.some((f) => typeof f !== 'string')) throw new UserError(`give both --team-a and --team-b, or two files, not both\n${DUEL_USAGE}`, 2);
    refsA = parseTeam(teamFlags[0] as string, '--team-a');
    refsB = parseTeam(teamFlags[1] as string, '--team-b');
  } else {
    if (args.positional.length !== 2) throw new UserError(DUEL_USAGE, 2);
    refsA = parseTeam(args.positional[0]!, 'the first file');
    refsB = parseTeam(args.positional[1]!, 'the second file');
  }

  const runs = wholeNumber(args, 'runs', 10000, 1);
  const seed = wholeNumber(args, 'seed', 1, 0);
  if (seed > 0xffffffff) throw new UserError('--seed takes a whole number from 0 to 4294967295', 2);
  const maxTurns = args.flags.has('max-turns') ? wholeNumber(args, 'max-turns', 0, 1) : undefined;
  const stalemateTurns = wholeNumber(args, 'stalemate-turns', DEFAULT_STALEMATE_TURNS, 1);
  const setup: Setup = {
    ...DEFAULT_SETUP,
    startingPower: wholeNumber(args, 'starting-power', DEFAULT_SETUP.startingPower, 0),
    teamValueLimit: args.flags.has('value-limit') ? wholeNumber(args, 'value-limit', 0, 1) : undefined,
  };
  const setupProblems = validateSetup(setup);
  if (setupProblems.length > 0) throw new UserError(setupProblems.join('; '), 2);
  const rules: PlayRules = {
    actionsPerPiece: choice(args, 'actions', ACTIONS, DEFAULT_PLAY_RULES.actionsPerPiece),
    lineOfFire: choice(args, 'line-of-fire', LINES_OF_FIRE, DEFAULT_PLAY_RULES.lineOfFire),
  };
  const elementA = elementFlag(args, 'element-a');
  const elementB = elementFlag(args, 'element-b');
  const settings = analyzeSettings(args);

  const { library } = openLibraryFromArgs(args);
  const models = new Map<string, Model>();
  // A build named twice (in one team or both, with the same Element) is analyzed once.
  const specs = new Map<string, PieceSpec>();
  const load = async (refs: readonly PieceRef[], chosen: ElementName | undefined): Promise<PieceSpec[]> => {
    const team: PieceSpec[] = [];
    for (const ref of refs) {
      const key = `${ref.text}\u0000${chosen ?? ''}`;
      let spec = specs.get(key);
      if (!spec) {
        const model = await loadRef(ref, library, models, err);
        const analysis = analyzePiece(model, { rules: settings.rules, ...(chosen ? { element: chosen } : {}) });
        spec = pieceFromAnalysis(analysis, ref.text.replace(/^.*[\\/]/, ''));
        specs.set(key, spec);
      }
      for (let i = 0; i < ref.count; i++) team.push(spec);
    }
    return team;
  };
  const teamA = await load(refsA, elementA);
  const teamB = await load(refsB, elementB);
  const steps = runDuel(teamA, teamB, { runs, seed, setup, rules, maxTurns, stalemateTurns });
  let next = steps.next();
  while (!next.done) next = steps.next();
  const outcome = next.value;
  if ('problems' in outcome) throw new UserError(`the teams cannot play: ${outcome.problems.join('; ')}`);
  out(outcome.report);
  return 0;
}

function parseTeam(list: string, what: string): PieceRef[] {
  const items = list.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw new UserError(`${what} names no pieces`, 2);
  return items.map((text) => {
    const repeat = /^(.*)\*(\d+)$/.exec(text);
    const body = repeat ? repeat[1]! : text;
    const count = repeat ? Number(repeat[2]) : 1;
    if (!(count >= 1 && count <= 10)) throw new UserError(`${text}: a piece can be repeated 1 to 10 times`, 2);
    const hash = body.lastIndexOf('#');
    const path = hash > 0 ? body.slice(0, hash) : body;
    const selector = hash > 0 ? body.slice(hash + 1) : undefined;
    if (selector === '') throw new UserError(`${text}: nothing after #`, 2);
    return { path, selector, count, text: body };
  });
}

async function loadRef(ref: PieceRef, library: PartLibrary, cache: Map<string, Model>, err: (s: string) => void): Promise<Model> {
  const key = `${ref.path}#${ref.selector ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const group = ref.selector !== undefined && /^\d+$/.test(ref.selector) ? Number(ref.selector) : undefined;
  const submodel = ref.selector !== undefined && group === undefined ? ref.selector : undefined;
  const { model } = await loadPiece(ref.path, library, { ...(submodel ? { submodel } : {}), ...(group !== undefined ? { group } : {}) }, err);
  cache.set(key, model);
  return model;
}

function wholeNumber(args: ParsedArgs, name: string, fallback: number, min: number): number {
  const raw = args.flags.get(name);
  if (raw === undefined) return fallback;
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min) throw new UserError(`--${name} takes a whole number of at least ${min}`, 2);
  return n;
}

function choice<T extends string>(args: ParsedArgs, name: string, choices: readonly T[], fallback: T): T {
  const raw = args.flags.get(name);
  if (raw === undefined) return fallback;
  const found = choices.find((c) => c === raw);
  if (!found) throw new UserError(`--${name} must be one of ${choices.join(', ')}`, 2);
  return found;
}
