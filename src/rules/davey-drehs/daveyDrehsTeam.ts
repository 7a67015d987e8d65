import { assignRoles, type RoleChoice, type TeamBuild } from '../lunch-chess/assignRoles.ts';
import type { ChessRole } from '../lunch-chess/ChessRole.ts';
import { daveyDrehsProfile, diceText, type DaveyDrehsProfile } from './daveyDrehsProfile.ts';
import { daveyDrehsStrength } from './daveyDrehsStrength.ts';

export interface DaveyDrehsPiece extends DaveyDrehsProfile {
  readonly build: string;
  readonly role: ChessRole;
  /** The weapon as the rules write it: "2D4". */
  readonly weaponText: string;
  readonly chosenBy: 'user' | 'ranking';
  readonly reason: string;
}

export interface DaveyDrehsTeam {
  readonly pieces: readonly DaveyDrehsPiece[];
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * A Davey Drehs' side from builds: each build's role (the user's, or by
 * ranking against daveyDrehsStrength, so the best build is the Queen) and the
 * role's LifePoints, Armor, weapon dice and Special Ability, which the role alone sets.
 */
export function daveyDrehsTeam(builds: readonly TeamBuild[], chosen: readonly RoleChoice[] = []): DaveyDrehsTeam {
  const { assignments, problems, warnings } = assignRoles(builds, chosen, daveyDrehsStrength);
  const pieces = assignments.map((a) => {
    const profile = daveyDrehsProfile(a.role);
    return { ...a, ...profile, weaponText: diceText(profile.weapon) };
  });
  return { pieces, problems, warnings };
}
