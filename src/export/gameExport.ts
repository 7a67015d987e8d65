import { bloxText } from '../rules/blox/bloxText.ts';
import type { BloxPosition } from '../rules/blox/BloxPosition.ts';
import { castleWarText } from '../rules/castle-war/castleWarText.ts';
import type { CastleWarUnit } from '../rules/castle-war/castleWarUnit.ts';
import { daveyDrehsTeam } from '../rules/davey-drehs/daveyDrehsTeam.ts';
import { daveyDrehsText } from '../rules/davey-drehs/daveyDrehsText.ts';
import type { RoleChoice, TeamBuild } from '../rules/lunch-chess/assignRoles.ts';
import { lunchChessTeam } from '../rules/lunch-chess/lunchChessTeam.ts';
import { lunchChessText } from '../rules/lunch-chess/lunchChessText.ts';
import { castleWarCard, daveyDrehsCard, lunchChessCard, type GameCard } from './gameCard.ts';
import { bloxView, castleWarView, daveyDrehsView, lunchChessView, type GameView } from './gameView.ts';

/** The games `brickstats export --game` reads a build as (Block Duel Chess itself is `analyze`). */
export const EXPORT_GAMES = ['castle-war', 'blox', 'lunch-chess', 'davey-drehs'] as const;
export type ExportGame = (typeof EXPORT_GAMES)[number];

/** What a game's export is made from: castle-war one unit a file, blox one position a file, the chess games one side of builds. */
export type GameExportInput =
  | { readonly game: 'castle-war'; readonly units: readonly { readonly file: string; readonly unit: CastleWarUnit }[] }
  | { readonly game: 'blox'; readonly positions: readonly { readonly file: string; readonly position: BloxPosition }[] }
  | { readonly game: 'lunch-chess' | 'davey-drehs'; readonly builds: readonly TeamBuild[]; readonly chosen: readonly RoleChoice[] };

/**
 * The export as `--format text` and `--format json` print it, the same figures as tables (`view`, for
 * the viewer), with the printable card of its first build (none for Blox: a position is a board, not a
 * piece), or why the side cannot be exported (too many builds, a role given twice).
 */
export type GameExport = { readonly text: string; readonly json: string; readonly view: GameView; readonly card: GameCard | null } | { readonly problems: readonly string[] };

const jsonText = (doc: unknown) => JSON.stringify(doc, null, 1);

/**
 * `brickstats export --game`'s output, one function for the CLI and the
 * viewer, so both print the same text and the same JSON for the same builds.
 */
export function gameExport(input: GameExportInput): GameExport {
  switch (input.game) {
    case 'castle-war':
      return {
        text: input.units.map((u) => castleWarText(u.file, u.unit)).join('\n\n'),
        json: jsonText({ schema: 'brickstats/castle-war@1', units: input.units }),
        view: { sections: input.units.map((u) => castleWarView(u.file, u.unit)) },
        card: input.units[0] ? castleWarCard(input.units[0].file, input.units[0].unit) : null,
      };
    case 'blox':
      return {
        text: input.positions.map((p) => bloxText(p.file, p.position)).join('\n\n'),
        json: jsonText({ schema: 'brickstats/blox@1', positions: input.positions }),
        view: { sections: input.positions.map((p) => bloxView(p.file, p.position)) },
        card: null,
      };
    case 'lunch-chess': {
      const side = lunchChessTeam(input.builds, input.chosen);
      if (side.problems.length > 0) return { problems: side.problems };
      return { text: lunchChessText(side), json: jsonText({ schema: 'brickstats/lunch-chess@1', builds: input.builds, ...side }), view: { sections: [lunchChessView(side)] }, card: lunchChessCard(side) };
    }
    case 'davey-drehs': {
      const side = daveyDrehsTeam(input.builds, input.chosen);
      if (side.problems.length > 0) return { problems: side.problems };
      return { text: daveyDrehsText(side), json: jsonText({ schema: 'brickstats/davey-drehs@1', builds: input.builds, ...side }), view: { sections: [daveyDrehsView(side)] }, card: daveyDrehsCard(side) };
    }
    default: {
      const never: never = input;
      return never;
    }
  }
}
