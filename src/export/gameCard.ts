import type { CastleWarUnit } from '../rules/castle-war/castleWarUnit.ts';
import type { DaveyDrehsTeam } from '../rules/davey-drehs/daveyDrehsTeam.ts';
import type { LunchChessTeam } from '../rules/lunch-chess/lunchChessTeam.ts';
import { modelTitle } from './modelTitle.ts';

/** One figure on a card: "Defence 4 (5 in a castle)". */
export interface CardRow {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

/** What a printable card of a build shows for one game; gameCardSvg draws it, gameExport makes it. */
export interface GameCard {
  readonly title: string;
  /** The build the card is of, as the export names it ("file.ldr", "file.mpd#2 knight"): the viewer draws its picture. */
  readonly source: string;
  /** The game, and what the build is in it ("Lego Castle War unit"). */
  readonly subtitle: string;
  readonly rows: readonly CardRow[];
  /** Text under the figures: the kit, a special ability. */
  readonly lines: readonly string[];
  /** Broken rules, drawn in red. */
  readonly alerts: readonly string[];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A Castle War unit's card: attack by range, defence, movement, gold, carrying and kit. */
export function castleWarCard(file: string, u: CastleWarUnit): GameCard {
  return {
    title: modelTitle(file),
    source: file,
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

/** A Lunch Chess side's card: each piece's role and hit points; null for a side with no pieces. */
export function lunchChessCard(side: LunchChessTeam): GameCard | null {
  const first = side.pieces[0];
  if (!first) return null;
  const many = side.pieces.length > 1;
  return {
    title: modelTitle(first.build),
    source: first.build,
    subtitle: many ? 'Lunch Chess side' : 'Lunch Chess piece',
    rows: side.pieces.map((p) => ({ label: capital(p.role), value: String(p.hitPoints), note: many ? `hit points · ${modelTitle(p.build)}` : 'hit points' })),
    lines: side.pieces.map((p) => `${capital(p.role)}: ${p.reason}`),
    alerts: side.warnings,
  };
}

/** The card of a Davey Drehs' side's first piece: LifePoints, Armor, dice, special ability; null for no pieces. */
export function daveyDrehsCard(side: DaveyDrehsTeam): GameCard | null {
  const p = side.pieces[0];
  if (!p) return null;
  return {
    title: modelTitle(p.build),
    source: p.build,
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
