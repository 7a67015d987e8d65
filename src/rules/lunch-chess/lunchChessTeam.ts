import { assignRoles, type RoleChoice, type TeamBuild } from './assignRoles.ts';
import { roleName, type ChessRole } from './ChessRole.ts';
import { hitPoints } from './hitPoints.ts';

export interface LunchChessPiece {
  readonly build: string;
  readonly role: ChessRole;
  readonly hitPoints: number;
  readonly hitPointsWorked: string;
  readonly chosenBy: 'user' | 'ranking';
  readonly reason: string;
}

export interface LunchChessTeam {
  readonly pieces: readonly LunchChessPiece[];
  readonly totalHitPoints: { readonly value: number; readonly worked: string };
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * A Lunch Chess side from builds: each build's role (the user's, or by
 * ranking: the best build gets the role with the most hit points, so the
 * King, 15) and its hit points, which the role alone sets ("the type of the
 * piece directly implies also its hit point status").
 */
export function lunchChessTeam(builds: readonly TeamBuild[], chosen: readonly RoleChoice[] = []): LunchChessTeam {
  const strength = (role: ChessRole) => ({ value: hitPoints(role), worked: `${hitPoints(role)} hit points` });
  const { assignments, problems, warnings } = assignRoles(builds, chosen, strength);
  const pieces = assignments.map((a) => ({
    ...a,
    hitPoints: hitPoints(a.role),
    hitPointsWorked: `Lunch Chess gives a ${roleName(a.role)} ${hitPoints(a.role)} hit points`,
  }));
  const totalHitPoints = { value: pieces.reduce((n, p) => n + p.hitPoints, 0), worked: pieces.map((p) => p.hitPoints).join(' + ') || '0' };
  return { pieces, totalHitPoints, problems, warnings };
}
