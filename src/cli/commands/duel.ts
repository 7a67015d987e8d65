import { Command, Option } from 'commander';
import { findConnections, type ConnectionGraph } from '../../analysis/findConnections.ts';
import type { AnalyzeOptions } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import type { ElementName } from '../../rules/block-duel-chess/elements.ts';
import { runDuel } from '../../export/runDuel.ts';
import { pieceFromAnalysis } from '../../rules/block-duel-chess/play/pieceFromAnalysis.ts';
import type { PieceSpec } from '../../rules/block-duel-chess/play/PlayPiece.ts';
import { DEFAULT_STALEMATE_TURNS } from '../../rules/block-duel-chess/play/playDuel.ts';
import { DEFAULT_PLAY_RULES, type PlayRules } from '../../rules/block-duel-chess/play/PlayRules.ts';
import { DEFAULT_SETUP, validateSetup, type Setup } from '../../rules/block-duel-chess/play/validateTeam.ts';
import type { Io } from '../Io.ts';
import { openLibraryFromOptions } from '../openLibrary.ts';
import { wholeNumber } from '../optionValues.ts';
import { elementOption, libraryOption, rulerOption, setOption, unofficialOption, type LibraryOptions, type RuleOptions } from '../sharedOptions.ts';
import { UserError } from '../UserError.ts';
import { analyzeSettings } from './analyzeOptions.ts';
import { filePieces } from '../filePieces.ts';
import { loadPiece } from '../loadPiece.ts';

/** A million games take minutes and pin the 95% intervals to well under 0.1%: more only keeps the machine busy. */
export const MAX_RUNS = 1_000_000;
/** 1,000,000: grouped by hand, as toLocaleString would load ICU's number formats at every start (15 ms) for one line of help. */
const MAX_RUNS_TEXT = String(MAX_RUNS).replace(/\B(?=(\d{3})+$)/g, ',');

const ACTIONS: readonly PlayRules['actionsPerPiece'][] = ['unlimited', 'once'];
const LINES_OF_FIRE: readonly PlayRules['lineOfFire'][] = ['pieces-block', 'pieces-do-not-block'];

export interface DuelOptions extends LibraryOptions, RuleOptions {
  readonly teamA?: string;
  readonly teamB?: string;
  readonly runs: number;
  readonly seed: number;
  readonly elementA?: ElementName;
  readonly elementB?: ElementName;
  readonly maxTurns?: number;
  readonly startingPower: number;
  readonly valueLimit?: number;
  readonly stalemateTurns: number;
  readonly actions: PlayRules['actionsPerPiece'];
  readonly lineOfFire: PlayRules['lineOfFire'];
}

/** One entry of a team list: a file, maybe one piece of it, maybe repeated. */
interface PieceRef {
  readonly path: string;
  readonly selector: string | undefined;
  readonly count: number;
  readonly text: string;
}

/** `brickstats duel <a> <b>` or `--team-a ... --team-b ...`: the options, and the run. */
export function duelCommand(io: Io): Command {
  return new Command('duel')
    .description('play two builds, or two teams, against each other many times and print the win rates with 95% intervals')
    .argument('[a]', 'the first piece, or a file of several pieces as a team (or give --team-a and --team-b instead)')
    .argument('[b]', 'the second piece, or team')
    .option('--team-a <pieces>', 'team A as a comma list of pieces')
    .option('--team-b <pieces>', 'team B as a comma list of pieces')
    .addOption(new Option('--runs <n>', `how many games to play (at most ${MAX_RUNS_TEXT})`).argParser(wholeNumber(1, MAX_RUNS)).default(10000))
    .addOption(new Option('--seed <n>', 'the random seed; the same seed plays the same games').argParser(wholeNumber(0, 0xffffffff)).default(1))
    .addOption(elementOption('--element-a <name>', "team A's Element (default: for each piece, the one with the largest Colour Bonus)"))
    .addOption(elementOption('--element-b <name>', "team B's Element (default: as for team A)"))
    .addOption(new Option('--max-turns <n>', 'call time after this many turns (default: no limit)').argParser(wholeNumber(1)))
    .addOption(new Option('--starting-power <n>', 'the Power each side starts with, 200-400').argParser(wholeNumber(0)).default(DEFAULT_SETUP.startingPower))
    .addOption(new Option('--value-limit <n>', "the most a team's pieces may be worth together (default: no limit)").argParser(wholeNumber(1)))
    .addOption(new Option('--stalemate-turns <n>', 'a draw after this many turns without damage').argParser(wholeNumber(1)).default(DEFAULT_STALEMATE_TURNS))
    .addOption(new Option('--actions <rule>', 'how often a piece may act in a turn: as often as Power allows, or once').choices(ACTIONS).default(DEFAULT_PLAY_RULES.actionsPerPiece))
    .addOption(new Option('--line-of-fire <rule>', 'whether pieces in the way block a shot').choices(LINES_OF_FIRE).default(DEFAULT_PLAY_RULES.lineOfFire))
    .addOption(setOption())
    .addOption(rulerOption())
    .addOption(libraryOption())
    .addOption(unofficialOption())
    .addHelpText('after', '\nA piece is a model file; a file holding several pieces plays them all (brickstats\npieces lists them). file#N picks its N-th piece, file#N-M pieces N to M,\nfile#NAME an MPD submodel, and a trailing *K repeats the entry K times (minifig.ldr*3).')
    .action(async (a: string | undefined, b: string | undefined, options: DuelOptions) => io.exit(await duel([a, b].filter((x) => x !== undefined), options, io)));
}

/**
 * `brickstats duel`: analyzes the pieces of two teams, plays the greedy
 * policy against itself `--runs` times (first turn alternating) and prints
 * each side's win rate with its 95% Wilson interval.
 */
export async function duel(files: readonly string[], options: DuelOptions, io: Io): Promise<number> {
  const { out, err } = io;
  let refsA: PieceRef[];
  let refsB: PieceRef[];
  if (options.teamA !== undefined || options.teamB !== undefined) {
    if (files.length > 0 || options.teamA === undefined || options.teamB === undefined) throw new UserError('give both --team-a and --team-b, or two files, not both', 2);
    refsA = parseTeam(options.teamA, '--team-a');
    refsB = parseTeam(options.teamB, '--team-b');
  } else {
    if (files.length !== 2) throw new UserError('give two pieces, or --team-a and --team-b', 2);
    refsA = parseTeam(files[0]!, 'the first file');
    refsB = parseTeam(files[1]!, 'the second file');
  }

  const { runs, seed, maxTurns, stalemateTurns } = options;
  const setup: Setup = { ...DEFAULT_SETUP, startingPower: options.startingPower, teamValueLimit: options.valueLimit };
  const setupProblems = validateSetup(setup);
  if (setupProblems.length > 0) throw new UserError(setupProblems.join('; '), 2);
  const rules: PlayRules = { actionsPerPiece: options.actions, lineOfFire: options.lineOfFire };
  const { elementA, elementB } = options;
  const settings = analyzeSettings(options);

  const { library } = openLibraryFromOptions(options);
  const models = new Map<string, LoadedFile>();
  // A build named twice (in one team or both, with the same Element) is analyzed once.
  const specs = new Map<string, PieceSpec[]>();
  let expanded = false;
  const load = async (refs: readonly PieceRef[], chosen: ElementName | undefined): Promise<PieceSpec[]> => {
    const team: PieceSpec[] = [];
    for (const ref of refs) {
      const key = `${ref.text}\u0000${chosen ?? ''}`;
      let found = specs.get(key);
      if (!found) {
        found = await refSpecs(ref, { rules: settings.rules, ...(chosen ? { element: chosen } : {}) }, library, models, err);
        specs.set(key, found);
      }
      if (found.length > 1) expanded = true;
      for (let i = 0; i < ref.count; i++) team.push(...found);
    }
    return team;
  };
  const teamA = await load(refsA, elementA);
  const teamB = await load(refsB, elementB);
  const steps = runDuel(teamA, teamB, { runs, seed, setup, rules, maxTurns, stalemateTurns });
  let next = steps.next();
  while (!next.done) next = steps.next();
  const outcome = next.value;
  if ('problems' in outcome) {
    const hint = expanded && outcome.problems.some((p) => /at most \d+ may play/.test(p)) ? ' (a file of several pieces plays them all: pick some with file#N or file#N-M; brickstats pieces lists them)' : '';
    throw new UserError(`the teams cannot play: ${outcome.problems.join('; ')}${hint}`);
  }
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

/** A model read once for all the entries that name it: its parts' connections depend on nothing else. */
interface LoadedFile {
  readonly model: Model;
  readonly name: string;
  readonly graph: ConnectionGraph;
}

/**
 * The Pieces one entry of a team list stands for: the file's one piece, named
 * as the entry; or, for a file (or submodel) of several pieces, each of them
 * (or those #N or #N-M picks), named with its number and name.
 */
async function refSpecs(ref: PieceRef, options: AnalyzeOptions, library: PartLibrary, cache: Map<string, LoadedFile>, err: (s: string) => void): Promise<PieceSpec[]> {
  const range = ref.selector !== undefined ? /^(\d+)(?:-(\d+))?$/.exec(ref.selector) : null;
  const pick = range ? { from: Number(range[1]), to: Number(range[2] ?? range[1]) } : undefined;
  if (pick && pick.from < 1) throw new UserError(`${ref.text}: pieces are numbered from 1`, 2);
  const submodel = ref.selector !== undefined && !range ? ref.selector : undefined;
  const key = `${ref.path}#${submodel ?? ''}`;
  let loaded = cache.get(key);
  if (!loaded) {
    const { file, model } = await loadPiece(ref.path, library, submodel ? { submodel } : {}, err);
    cache.set(key, (loaded = { model, name: file.name, graph: findConnections(model.parts) }));
  }
  const found = filePieces(loaded.model, loaded.name, { ...options, graph: loaded.graph }, pick);
  const label = baseName(ref.text);
  if (found.pieces.length === 1) return [pieceFromAnalysis(found.pieces[0]!.analysis, label)];
  const base = range ? baseName(ref.path) : label;
  return found.pieces.map((p) => pieceFromAnalysis(p.analysis, `${base}#${p.number} ${p.name}`));
}

const baseName = (path: string) => path.replace(/^.*[\\/]/, '');
