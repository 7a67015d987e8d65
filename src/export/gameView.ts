import { bloxLevels, SUPPORT_MARK, type BloxLevel } from '../rules/blox/bloxLevels.ts';
import type { BloxPosition } from '../rules/blox/BloxPosition.ts';
import type { CastleWarUnit } from '../rules/castle-war/castleWarUnit.ts';
import type { DaveyDrehsTeam } from '../rules/davey-drehs/daveyDrehsTeam.ts';
import { roleName } from '../rules/lunch-chess/ChessRole.ts';
import type { LunchChessTeam } from '../rules/lunch-chess/lunchChessTeam.ts';

/** A table: a caption, its column headers, rows whose first cell names the row. */
export interface ViewTable {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A sentence under the tables: a verdict (who won, the rules kept), a note, a warning, a broken rule. */
export interface ViewLine {
  readonly kind: 'verdict' | 'note' | 'warning' | 'violation';
  readonly text: string;
}

/** One build (or one side) of a game's export: a heading, its tables, Blox levels, then sentences. */
export interface ViewSection {
  readonly heading: string;
  readonly tables: readonly ViewTable[];
  readonly boards: readonly BloxLevel[];
  readonly lines: readonly ViewLine[];
}

/**
 * What `brickstats export --game` prints, as tables for a page: the same
 * figures as the text, laid out in rows and columns instead of padded lines.
 */
export interface GameView {
  readonly sections: readonly ViewSection[];
}

/** A Castle War unit: its kit, its figures and how each is worked out, then its rules and notes. */
export function castleWarView(file: string, unit: CastleWarUnit): ViewSection {
  const figures: string[][] = [
    ...unit.attack.map((a) => [`Attack at range ${a.range}`, String(a.value), a.worked]),
    ['Weapons', unit.weapons.map((w) => `${w.item} +${w.attack} range ${w.range}`).join(', ') || 'none', unit.weapons.length === 0 ? 'attacks adjacent squares with 1' : ''],
    ['Defence', String(unit.defence.value), unit.defence.worked],
    ['Defence in a castle', String(unit.defenceInCastle.value), unit.defenceInCastle.worked],
    ['Movement', `${unit.movement.value} squares`, unit.movement.worked],
    ['Gold cost', String(unit.goldCost.value), unit.goldCost.worked],
    ...(unit.goldCarried.value > 0 ? [['Gold carried', String(unit.goldCarried.value), unit.goldCarried.worked]] : []),
    ['Carrying', `${unit.carrying.carried} of ${unit.carrying.capacity}`, `${unit.carrying.carriedWorked}; may carry ${unit.carrying.capacityWorked}`],
  ];
  return {
    heading: `${file}: Lego Castle War unit`,
    tables: [
      { caption: 'Items', columns: ['Item', 'Parts', 'Why'], rows: unit.items.length > 0 ? unit.items.map((i) => [i.item, i.descriptions.join(' + '), i.why]) : [['none', '', '']] },
      { caption: 'Figures', columns: ['Figure', 'Value', 'How it is worked out'], rows: figures },
    ],
    boards: [],
    lines: [
      ...(unit.carrying.violations.length === 0 ? [{ kind: 'verdict' as const, text: 'Carrying rules kept.' }] : []),
      ...unit.carrying.violations.map((v) => ({ kind: 'violation' as const, text: `${v.rule}: ${v.message}` })),
      ...unit.notes.map((n) => ({ kind: 'note' as const, text: n })),
    ],
  };
}

/** A Blox position: its players, its levels as boards, its chains, the winner and what breaks the rules. */
export function bloxView(file: string, position: BloxPosition): ViewSection {
  const { board, blocks, players } = position;
  const letter = (player: number) => players[player]!.letter;
  const playerRows = players.map((p) => [p.letter, `${p.colourName} (${p.colour})`, String(p.blocks.length)]);
  const support = blocks.filter((b) => b.player === undefined).length;
  if (support > 0) playerRows.push([SUPPORT_MARK, 'support block', String(support)]);
  const winner = position.winner;
  const verdict =
    winner !== undefined
      ? `Winner: ${letter(winner)} (${players[winner]!.colourName}): blocks ${position.fourEdgeChains.find((c) => c.player === winner)!.blocks.join(', ')} touch all four edges.`
      : position.fourEdgeChains.length > 0
        ? 'Winner: undecided (several players touch all four edges).'
        : 'Winner: none (no chain touches all four edges).';
  return {
    heading: `${file}: Blox position on ${board.description} (${board.part}), ${board.columns} x ${board.rows} dots`,
    tables: [
      { caption: 'Players', columns: ['Letter', 'Colour', 'Blocks'], rows: playerRows.length > 0 ? playerRows : [['none', '', '']] },
      {
        caption: 'Chains',
        columns: ['Player', 'Blocks', 'Edges'],
        rows: position.chains.length > 0 ? position.chains.map((c) => [letter(c.player), c.blocks.join(', '), c.edges.join(', ') || 'none']) : [['none', '', '']],
      },
    ],
    boards: bloxLevels(position),
    lines: [
      { kind: 'verdict', text: verdict },
      ...(position.violations.length === 0 ? [{ kind: 'verdict' as const, text: 'Violations: none.' }] : []),
      ...position.violations.map((v) => ({ kind: 'violation' as const, text: `${v.kind}: ${v.message}` })),
      ...position.notes.map((n) => ({ kind: 'note' as const, text: n })),
    ],
  };
}

/** A Lunch Chess side: a row a piece with its role, hit points and why; the total; the warnings. */
export function lunchChessView(side: LunchChessTeam): ViewSection {
  return {
    heading: 'Lunch Chess side',
    tables: [{ caption: 'Pieces', columns: ['Role', 'Piece', 'Hit points', 'Why this role'], rows: side.pieces.map((p) => [roleName(p.role), p.build, String(p.hitPoints), p.reason]) }],
    boards: [],
    lines: [
      { kind: 'verdict', text: `Total hit points ${side.totalHitPoints.value} (${side.totalHitPoints.worked}).` },
      ...side.warnings.map((w) => ({ kind: 'warning' as const, text: w })),
    ],
  };
}

/** A Davey Drehs' side: a table a piece (its numbers, ability and why it has its role); the warnings. */
export function daveyDrehsView(side: DaveyDrehsTeam): ViewSection {
  return {
    heading: "Davey Drehs' chess side",
    tables: side.pieces.map((p) => ({
      caption: `${roleName(p.role)}: ${p.build}`,
      columns: ['Figure', 'Value'],
      rows: [
        ['LifePoints', String(p.lifePoints)],
        ['Armor', p.armorMax > p.armor ? `${p.armor}+ (${p.armorRule})` : String(p.armor)],
        ['Weapon', `${p.weaponText} dice`],
        ['Special ability', p.ability],
        ['Why this role', p.reason],
      ],
    })),
    boards: [],
    lines: side.warnings.map((w) => ({ kind: 'warning' as const, text: w })),
  };
}
