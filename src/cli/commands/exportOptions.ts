import { DEFAULT_ITEM_RULES, type ItemRule } from '../../rules/castle-war/itemRules.ts';
import { parseItemMap } from '../../rules/castle-war/parseItemMap.ts';
import type { RoleChoice } from '../../rules/lunch-chess/assignRoles.ts';
import { CHESS_ROLES, parseChessRole } from '../../rules/lunch-chess/ChessRole.ts';
import { UserError } from '../UserError.ts';

// export's comma-list options (--roles, --map, --neutral), checked: a bad entry is a usage error.

/** `king=a.ldr,rook=b.ldr,rook=c.ldr`: a role may repeat (two rooks). */
export function parseRoles(text: string): { role: RoleChoice['role']; path: string }[] {
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
export function itemRules(map: string | undefined): readonly ItemRule[] {
  if (map === undefined) return DEFAULT_ITEM_RULES;
  const parsed = parseItemMap(map);
  if ('error' in parsed) throw new UserError(parsed.error, 2);
  return [...parsed, ...DEFAULT_ITEM_RULES];
}

/** --neutral 15,0,47: colour codes whose 2x4 blocks are supports, not a player's. */
export function neutralColours(flag: string | undefined): readonly number[] {
  if (flag === undefined) return [];
  return flag.split(',').map((s) => {
    const code = Number(s.trim());
    if (!Number.isInteger(code) || code < 0 || s.trim() === '') throw new UserError(`--neutral: "${s}" is not an LDraw colour code`, 2);
    return code;
  });
}
