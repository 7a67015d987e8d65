import { roleName } from '../lunch-chess/ChessRole.ts';
import type { DaveyDrehsTeam } from './daveyDrehsTeam.ts';

/** A Davey Drehs' side as text: one block a piece, its numbers, ability and why it has its role. */
export function daveyDrehsText(team: DaveyDrehsTeam): string {
  const out = ["Davey Drehs' chess side"];
  for (const p of team.pieces) {
    const armor = p.armorMax > p.armor ? `${p.armor}+ (${p.armorRule})` : String(p.armor);
    out.push(`  ${roleName(p.role).padEnd(6)} ${p.build}: ${p.lifePoints} LP, Armor ${armor}, weapon ${p.weaponText}`);
    out.push(`         ability: ${p.ability}`);
    out.push(`         role: ${p.reason}`);
  }
  for (const w of team.warnings) out.push(`  warning: ${w}`);
  return out.join('\n');
}
