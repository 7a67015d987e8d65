import type { ModelPart } from '../../ldraw/buildModel.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { findConnections, type ConnectionGraph } from '../../analysis/findConnections.ts';
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
import { filePieces, type FilePiece } from '../filePieces.ts';
import { loadPiece, type PieceChoice } from '../loadPiece.ts';
import { pieceRef } from '../pieceRef.ts';
import type { ModelFile } from '../readModelFile.ts';
import { itemRules, neutralColours, parseRoles } from './exportOptions.ts';
import { appendAll } from '../../analysis/appendAll.ts';

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
    .argument('[files...]', 'castle-war: one unit a piece (rider.ldr+horse.ldr joins two files); blox: one position a file; the chess games: one side. A file of several pieces gives each (file#N: its N-th piece)')
    .addOption(new Option('--game <game>', 'the game to export for (required)').choices(EXPORT_GAMES).makeOptionMandatory())
    .addOption(new Option('--format <format>', 'text to read, or json').choices(FORMATS).default('text'))
    .option('--roles <role=file,...>', `lunch-chess, davey-drehs: fix builds' chess roles (${CHESS_ROLES.join(', ')}; file#N names one piece of a file); the rest are ranked by Value`)
    .option('--map <pattern=item,...>', 'castle-war: what parts are, before the default table (lance=sword)')
    .option('--neutral <code,...>', "blox: LDraw colour codes whose 2x4 blocks are supports, not a player's")
    .addOption(submodelOption())
    .addOption(libraryOption())
    .addOption(unofficialOption())
    .action(async (files: string[], options: ExportOptions) => io.exit(await exportGame(files, options, io)));
}

/**
 * `brickstats export --game G <file...>`: the builds read as pieces of another
 * brick game. A file holding several pieces is a team: one build per piece.
 * castle-war: one unit a piece (`knight.ldr+horse.ldr` joins a rider and a
 * horse kept in two files); blox: one position a file, read whole;
 * lunch-chess and davey-drehs: all pieces are one side, roles by --roles or
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
  const load = loaders(library, options.submodel ? { submodel: options.submodel } : {}, io.err);

  const output = gameExport(await exportInput(game, files, roles, load, rules, neutral));
  if ('problems' in output) throw new UserError(output.problems.join('; '), 2);
  io.out(format === 'json' ? output.json : output.text);
  return 0;
}

/** A piece of a file for export: `label` names it in the output, `key` tells whether two names mean the same piece. */
interface ExportPiece extends FilePiece {
  readonly key: string;
  readonly label: string;
}

/** How export reads a file: whole (a Blox board), or as its pieces (file#N or file#N-M picks some). */
interface Loaders {
  readonly model: (path: string) => Promise<Model>;
  readonly pieces: (text: string) => Promise<ExportPiece[]>;
}

/** Reads each file once, and finds its connections once, however many entries name it. */
function loaders(library: PartLibrary, choice: PieceChoice, err: (s: string) => void): Loaders {
  const files = new Map<string, Promise<{ file: ModelFile; model: Model }>>();
  const graphs = new Map<Model, ConnectionGraph>();
  const read = (path: string) => {
    let file = files.get(resolve(path));
    if (!file) files.set(resolve(path), (file = loadPiece(path, library, choice, err)));
    return file;
  };
  return {
    model: async (path) => (await read(path)).model,
    pieces: async (text) => {
      const { path, pick } = pieceRef(text);
      const { file, model } = await read(path);
      let graph = graphs.get(model);
      if (!graph) graphs.set(model, (graph = findConnections(model.parts)));
      const found = filePieces(model, file.name, { graph }, pick);
      return found.pieces.map((p) => ({ ...p, key: `${resolve(path)}#${p.number}`, label: found.whole ? text : `${path}#${p.number} ${p.name}` }));
    },
  };
}

/** What the game's export is made from: the files read as units, positions or one chess side; a file of several pieces gives one unit or build each. */
async function exportInput(
  game: ExportGame,
  positional: readonly string[],
  roles: readonly { role: RoleChoice['role']; path: string }[],
  load: Loaders,
  rules: readonly ItemRule[],
  neutral: readonly number[],
): Promise<GameExportInput> {
  switch (game) {
    case 'castle-war': {
      const units = [];
      for (const arg of positional) {
        // "rider.ldr+horse.ldr": one unit from two files, unless a file has that very name.
        const paths = existsSync(arg) ? [arg] : arg.split('+').filter(Boolean);
        if (paths.length === 1) {
          for (const piece of await load.pieces(paths[0]!)) units.push({ file: piece.label, unit: castleWarUnit(piece.parts, { rules }) });
          continue;
        }
        const parts: ModelPart[] = [];
        for (const path of paths) appendAll(parts, (await load.pieces(path)).flatMap((p) => p.parts));
        units.push({ file: arg, unit: castleWarUnit(parts, { rules }) });
      }
      return { game, units };
    }
    case 'blox': {
      const positions = [];
      for (const path of positional) {
        const model = await load.model(path);
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

/**
 * The side: every piece of every file given, plus pieces named only in
 * --roles (a role names one piece: a file of one, or file#N). Two names of
 * the same piece of the same file are one build. Each build is ranked by its
 * Block Duel Chess Value (V), analyzed with the default interpretations and
 * its best Element.
 */
async function team(
  positional: readonly string[],
  roles: readonly { role: RoleChoice['role']; path: string }[],
  load: Loaders,
): Promise<{ builds: TeamBuild[]; chosen: RoleChoice[] }> {
  const builds = new Map<string, TeamBuild>();
  const add = (piece: ExportPiece): TeamBuild => {
    let build = builds.get(piece.key);
    if (!build) builds.set(piece.key, (build = teamBuildFromAnalysis(piece.analysis, piece.label)));
    return build;
  };
  for (const text of positional) (await load.pieces(text)).forEach(add);
  const chosen: RoleChoice[] = [];
  for (const r of roles) {
    const pieces = await load.pieces(r.path);
    if (pieces.length > 1) throw new UserError(`--roles: ${r.path} holds ${pieces.length} pieces; give one, as ${r.path}#N (brickstats pieces lists them)`, 2);
    chosen.push({ build: add(pieces[0]!).name, role: r.role });
  }
  return { builds: [...builds.values()], chosen };
}
