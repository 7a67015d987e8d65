import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzePiece } from '../../rules/block-duel-chess/analyzePiece.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { EXPORT_GAMES, gameExport, type ExportGame, type GameExportInput } from '../../export/gameExport.ts';
import { readBloxBoard } from '../../rules/blox/readBloxBoard.ts';
import { castleWarUnit } from '../../rules/castle-war/castleWarUnit.ts';
import { DEFAULT_ITEM_RULES, type ItemRule } from '../../rules/castle-war/itemRules.ts';
import { parseItemMap } from '../../rules/castle-war/parseItemMap.ts';
import type { RoleChoice, TeamBuild } from '../../rules/lunch-chess/assignRoles.ts';
import { CHESS_ROLES, parseChessRole } from '../../rules/lunch-chess/ChessRole.ts';
import { teamBuildFromAnalysis } from '../../rules/lunch-chess/teamBuildFromAnalysis.ts';
import { openLibraryFromArgs } from '../openLibrary.ts';
import { parseArgs, type ParsedArgs } from '../parseArgs.ts';
import { UserError } from '../UserError.ts';
import { loadPiece } from '../loadPiece.ts';

export const EXPORT_USAGE =
  'usage: brickstats export --game castle-war|blox|lunch-chess|davey-drehs <file...> [--format text|json] [--roles king=a.ldr,queen=b.ldr,...] [--map PATTERN=item,...] [--neutral CODE,...] [--submodel NAME] [--library DIR] [--unofficial DIR]';

const FORMATS = ['text', 'json'] as const;
type Format = (typeof FORMATS)[number];

/** Which options belong to which game: any other use is a usage error. */
const GAME_OPTIONS: { readonly [K in 'roles' | 'map' | 'neutral']: readonly ExportGame[] } = {
  roles: ['lunch-chess', 'davey-drehs'],
  map: ['castle-war'],
  neutral: ['blox'],
};

/**
 * `brickstats export --game G <file...>`: the builds read as pieces of another
 * brick game. castle-war: one unit a file (`knight.ldr+horse.ldr` joins a
 * rider and a horse kept in two files); blox: one position a file;
 * lunch-chess and davey-drehs: all files are one side, roles by --roles or
 * by ranking the builds' Block Duel Chess Value.
 */
export async function exportGameCommand(argv: readonly string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const args = parseArgs(argv, { valued: ['game', 'format', 'roles', 'map', 'neutral', 'submodel', 'library', 'unofficial'], boolean: [] });
  const gameFlag = args.flags.get('game');
  if (typeof gameFlag !== 'string') throw new UserError(EXPORT_USAGE, 2);
  if (!EXPORT_GAMES.includes(gameFlag as ExportGame)) throw new UserError(`--game must be one of ${EXPORT_GAMES.join(', ')}`, 2);
  const game = gameFlag as ExportGame;
  const formatFlag = args.flags.get('format') ?? 'text';
  if (!FORMATS.includes(formatFlag as Format)) throw new UserError(`--format must be one of ${FORMATS.join(', ')}`, 2);
  const format = formatFlag as Format;
  for (const [option, games] of Object.entries(GAME_OPTIONS)) {
    if (args.flags.has(option) && !games.includes(game)) throw new UserError(`--${option} is for --game ${games.join(' or ')}`, 2);
  }
  const roles = typeof args.flags.get('roles') === 'string' ? parseRoles(args.flags.get('roles') as string) : [];
  if (args.positional.length === 0 && roles.length === 0) throw new UserError(EXPORT_USAGE, 2);
  const rules = itemRules(args);
  const neutral = neutralColours(args);

  const { library } = openLibraryFromArgs(args);
  const submodel = args.flags.get('submodel');
  const load = (path: string) => loadOne(path, library, typeof submodel === 'string' ? submodel : undefined, err);

  const output = gameExport(await exportInput(game, args.positional, roles, load, rules, neutral));
  if ('problems' in output) throw new UserError(output.problems.join('; '), 2);
  out(format === 'json' ? output.json : output.text);
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

/** `king=a.ldr,rook=b.ldr,rook=c.ldr`: a role may repeat (two rooks). */
function parseRoles(text: string): { role: RoleChoice['role']; path: string }[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const eq = entry.indexOf('=');
      const role = eq > 0 ? parseChessRole(entry.slice(0, eq)) : undefined;
      const path = entry.slice(eq + 1).trim();
      if (eq <= 0 || !path) throw new UserError(`--roles: "${entry}" is not role=file`, 2);
      if (!role) throw new UserError(`--roles: "${entry.slice(0, eq)}" is not a chess role (${CHESS_ROLES.join(', ')})`, 2);
      return { role, path };
    });
}

/** --map overrides first, then the default table: the first match wins. */
function itemRules(args: ParsedArgs): readonly ItemRule[] {
  const map = args.flags.get('map');
  if (typeof map !== 'string') return DEFAULT_ITEM_RULES;
  const parsed = parseItemMap(map);
  if ('error' in parsed) throw new UserError(parsed.error, 2);
  return [...parsed, ...DEFAULT_ITEM_RULES];
}

/** --neutral 15,0,47: colour codes whose 2x4 blocks are supports, not a player's. */
function neutralColours(args: ParsedArgs): readonly number[] {
  const flag = args.flags.get('neutral');
  if (typeof flag !== 'string') return [];
  return flag.split(',').map((s) => {
    const code = Number(s.trim());
    if (!Number.isInteger(code) || code < 0 || s.trim() === '') throw new UserError(`--neutral: "${s}" is not an LDraw colour code`, 2);
    return code;
  });
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
