import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { analyzePiece } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { EXPORT_GAMES, gameExport, type ExportGame, type GameExportInput } from '../../export/gameExport.ts';
import { readBloxBoard } from '../../rules/blox/readBloxBoard.ts';
import { castleWarUnit } from '../../rules/castle-war/castleWarUnit.ts';
import type { ItemRule } from '../../rules/castle-war/itemRules.ts';
import type { RoleChoice, TeamBuild } from '../../rules/lunch-chess/assignRoles.ts';
import { CHESS_ROLES } from '../../rules/lunch-chess/ChessRole.ts';
import { teamBuildFromAnalysis } from '../../rules/lunch-chess/teamBuildFromAnalysis.ts';
import type { Io } from '../Io.ts';
import { openLibraryFromOptions } from '../openLibrary.ts';
import { libraryOption, submodelOption, unofficialOption, type LibraryOptions } from '../sharedOptions.ts';
import { UserError } from '../UserError.ts';
import { loadPiece } from '../loadPiece.ts';
import { itemRules, neutralColours, parseRoles } from './exportOptions.ts';

const FORMATS = ['text', 'json'] as const;

export interface ExportOptions extends LibraryOptions {
  readonly game: ExportGame;
  readonly format: (typeof FORMATS)[number];
  readonly roles?: string;
  readonly map?: string;
  readonly neutral?: string;
  readonly submodel?: string;
}

/** Which options belong to which game: any other use is a usage error. */
const GAME_OPTIONS: { readonly [K in 'roles' | 'map' | 'neutral']: readonly ExportGame[] } = {
  roles: ['lunch-chess', 'davey-drehs'],
  map: ['castle-war'],
  neutral: ['blox'],
};

/** `brickstats export --game G <file...>`: the options, and the run. */
export function exportGameCommand(io: Io): Command {
  return new Command('export')
    .description('read the builds as pieces of another brick game: Castle War units, Blox positions, a Lunch Chess or Davey Drehs side')
    .argument('[files...]', 'castle-war: one unit a file (rider.ldr+horse.ldr joins two files); blox: one position a file; the chess games: one side')
    .addOption(new Option('--game <game>', 'the game to export for (required)').choices(EXPORT_GAMES).makeOptionMandatory())
    .addOption(new Option('--format <format>', 'text to read, or json').choices(FORMATS).default('text'))
    .option('--roles <role=file,...>', `lunch-chess, davey-drehs: fix builds' chess roles (${CHESS_ROLES.join(', ')}); the rest are ranked by Value`)
    .option('--map <pattern=item,...>', 'castle-war: what parts are, before the default table (lance=sword)')
    .option('--neutral <code,...>', "blox: LDraw colour codes whose 2x4 blocks are supports, not a player's")
    .addOption(submodelOption())
    .addOption(libraryOption())
    .addOption(unofficialOption())
    .action(async (files: string[], options: ExportOptions) => io.exit(await exportGame(files, options, io)));
}

/**
 * `brickstats export --game G <file...>`: the builds read as pieces of another
 * brick game. castle-war: one unit a file (`knight.ldr+horse.ldr` joins a
 * rider and a horse kept in two files); blox: one position a file;
 * lunch-chess and davey-drehs: all files are one side, roles by --roles or
 * by ranking the builds' Block Duel Chess Value.
 */
export async function exportGame(files: readonly string[], options: ExportOptions, io: Io): Promise<number> {
  const { game, format } = options;
  for (const [option, games] of Object.entries(GAME_OPTIONS)) {
    if (options[option as keyof typeof GAME_OPTIONS] !== undefined && !games.includes(game)) throw new UserError(`--${option} is for --game ${games.join(' or ')}`, 2);
  }
  const roles = options.roles !== undefined ? parseRoles(options.roles) : [];
  if (files.length === 0 && roles.length === 0) throw new UserError('give the build files (or, for the chess games, --roles)', 2);
  const rules = itemRules(options.map);
  const neutral = neutralColours(options.neutral);

  const { library } = openLibraryFromOptions(options);
  const load = (path: string) => loadOne(path, library, options.submodel, io.err);

  const output = gameExport(await exportInput(game, files, roles, load, rules, neutral));
  if ('problems' in output) throw new UserError(output.problems.join('; '), 2);
  io.out(format === 'json' ? output.json : output.text);
  return 0;
}

/** What the game's export is made from: the files read as units, positions or one chess side. */
async function exportInput(
  game: ExportGame,
  positional: readonly string[],
  roles: readonly { role: RoleChoice['role']; path: string }[],
  load: (path: string) => Promise<Model>,
  rules: readonly ItemRule[],
  neutral: readonly number[],
): Promise<GameExportInput> {
  switch (game) {
    case 'castle-war': {
      const units = [];
      for (const arg of positional) {
        // "rider.ldr+horse.ldr": one unit from two files, unless a file has that very name.
        const paths = existsSync(arg) ? [arg] : arg.split('+').filter(Boolean);
        const models = [];
        for (const path of paths) models.push(await load(path));
        units.push({ file: arg, unit: castleWarUnit(models.flatMap((m) => m.parts), { rules }) });
      }
      return { game, units };
    }
    case 'blox': {
      const positions = [];
      for (const path of positional) {
        const model = await load(path);
        const position = readBloxBoard(model.parts, { colourName: (code) => model.loaded.colours.resolve(code).name, neutralColours: neutral });
        if ('error' in position) throw new UserError(`${path}: ${position.error}`);
        positions.push({ file: path, position });
      }
      return { game, positions };
    }
    case 'lunch-chess':
    case 'davey-drehs':
      return { game, ...(await team(positional, roles, load)) };
    default: {
      const never: never = game;
      return never;
    }
  }
}

async function loadOne(path: string, library: PartLibrary, submodel: string | undefined, err: (s: string) => void): Promise<Model> {
  return (await loadPiece(path, library, submodel ? { submodel } : {}, err)).model;
}

/**
 * The side: every file given, plus files named only in --roles. A role's file
 * is the same build as a positional one when both resolve to the same path.
 * Each build is ranked by its Block Duel Chess Value (V), analyzed with the
 * default interpretations and its best Element.
 */
async function team(
  positional: readonly string[],
  roles: readonly { role: RoleChoice['role']; path: string }[],
  load: (path: string) => Promise<Model>,
): Promise<{ builds: TeamBuild[]; chosen: RoleChoice[] }> {
  const byPath = new Map<string, string>();
  for (const path of [...positional, ...roles.map((r) => r.path)]) if (!byPath.has(resolve(path))) byPath.set(resolve(path), path);
  const builds: TeamBuild[] = [];
  for (const path of byPath.values()) {
    builds.push(teamBuildFromAnalysis(analyzePiece(await load(path)), path));
  }
  const chosen = roles.map((r) => ({ build: byPath.get(resolve(r.path))!, role: r.role }));
  return { builds, chosen };
}
