import { daveyDrehsTeam } from '../rules/davey-drehs/daveyDrehsTeam.ts';
import { lunchChessTeam } from '../rules/lunch-chess/lunchChessTeam.ts';
import type { GameExportInput } from './gameExport.ts';

/** One figure on a card: "Defence 4 (5 in a castle)". */
export interface CardRow {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

/** What a printable card of a build shows for one game; gameCardSvg draws it. */
export interface GameCard {
  readonly title: string;
  /** The game, and what the build is in it ("Lego Castle War unit"). */
  readonly subtitle: string;
  readonly rows: readonly CardRow[];
  /** Text under the figures: the kit, a special ability. */
  readonly lines: readonly string[];
  /** Broken rules, drawn in red. */
  readonly alerts: readonly string[];
}

const title = (file: string) => file.replace(/\.(ldr|mpd|io|dat)$/i, '');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The card of the first build of a game export, from the same numbers the
 * export prints. Blox has none: a Blox position is a board, not a piece to
 * bring to a table. Null also when a chess side cannot be made (its problems
 * are the export's message).
 */
export function gameCard(input: GameExportInput): GameCard | null {
  switch (input.game) {
    case 'castle-war': {
      const first = input.units[0];
      if (!first) return null;
      const u = first.unit;
      return {
        title: title(first.file),
        subtitle: 'Lego Castle War unit',
        rows: [
          ...u.attack.map((a) => ({ label: 'Attack', value: String(a.value), note: `range ${a.range}` })),
          { label: 'Defence', value: String(u.defence.value), note: `${u.defenceInCastle.value} in a castle` },
          { label: 'Movement', value: String(u.movement.value), note: 'squares' },
          { label: 'Gold cost', value: String(u.goldCost.value) },
          { label: 'Carrying', value: `${u.carrying.carried}/${u.carrying.capacity}`, note: 'items' },
        ],
        lines: [`Kit: ${u.items.map((i) => i.item).join(', ') || 'none'}`, ...u.notes],
        alerts: u.carrying.violations.map((v) => `${v.rule}: ${v.message}`),
      };
    }
    case 'blox':
      return null;
    case 'lunch-chess': {
      const side = lunchChessTeam(input.builds, input.chosen);
      if (side.problems.length > 0 || side.pieces.length === 0) return null;
      return {
        title: title(side.pieces[0]!.build),
        subtitle: side.pieces.length > 1 ? 'Lunch Chess side' : 'Lunch Chess piece',
        rows: side.pieces.map((p) => ({ label: capital(p.role), value: String(p.hitPoints), note: side.pieces.length > 1 ? `hit points · ${title(p.build)}` : 'hit points' })),
        lines: side.pieces.map((p) => `${capital(p.role)}: ${p.reason}`),
        alerts: side.warnings,
      };
    }
    case 'davey-drehs': {
      const side = daveyDrehsTeam(input.builds, input.chosen);
      const p = side.pieces[0];
      if (side.problems.length > 0 || !p) return null;
      return {
        title: title(p.build),
        subtitle: `Davey Drehs' chess variant: ${capital(p.role)}`,
        rows: [
          { label: 'LifePoints', value: String(p.lifePoints) },
          // The King's Armor grows with the pieces around him.
          { label: 'Armor', value: p.armorMax === p.armor ? String(p.armor) : `${p.armor}-${p.armorMax}` },
          { label: 'Weapon', value: p.weaponText, note: 'dice' },
        ],
        lines: [`Special ability: ${p.ability}`, ...(p.armorMax === p.armor ? [] : [`Armor: ${p.armorRule}`]), `Role: ${p.reason}`],
        alerts: side.warnings,
      };
    }
    default: {
      const never: never = input;
      return never;
    }
  }
}
