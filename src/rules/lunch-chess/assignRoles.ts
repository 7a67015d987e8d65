import { CHESS_ROLES, roleName, startingCount, type ChessRole } from './ChessRole.ts';

/** A build on the team, with the number it is ranked by. */
export interface TeamBuild {
  readonly name: string;
  /** Block Duel Chess Value (V) from the analysis: what the piece costs to move, larger for bigger, better-armed builds. */
  readonly value: number;
  readonly valueWorked: string;
}

/** A role the user gave a build. */
export interface RoleChoice {
  readonly build: string;
  readonly role: ChessRole;
}

/** How strong a role is in one game, with how that number was made. */
export interface RoleStrength {
  readonly value: number;
  readonly worked: string;
}

export interface RoleAssignment {
  readonly build: string;
  readonly role: ChessRole;
  readonly chosenBy: 'user' | 'ranking';
  readonly reason: string;
}

export interface RoleAssignments {
  readonly assignments: readonly RoleAssignment[];
  /** What makes the team impossible (unknown build, too many of a piece): the caller refuses it. */
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * The pieces a side of fewer than 16 keeps, in order: the King first (both
 * games are lost without one), then by the chess set's importance, Queen,
 * Rooks, Bishops, Knights, Pawns.
 */
const SIDE_ORDER: readonly ChessRole[] = CHESS_ROLES.flatMap((role) => Array<ChessRole>(startingCount(role)).fill(role));

/**
 * Gives every build a chess role. The user's choices stand; the side is
 * filled up to the number of builds in SIDE_ORDER; then the remaining builds,
 * ranked by Block Duel Chess Value (ties in the order given), take the remaining roles,
 * ranked by the game's `strength` (ties in SIDE_ORDER): the strongest build
 * plays the strongest role.
 */
export function assignRoles(builds: readonly TeamBuild[], chosen: readonly RoleChoice[], strength: (role: ChessRole) => RoleStrength): RoleAssignments {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (builds.length > SIDE_ORDER.length) problems.push(`${builds.length} builds: a chess side has ${SIDE_ORDER.length} pieces`);
  const names = new Set(builds.map((b) => b.name));
  const taken = new Map<string, ChessRole>();
  for (const c of chosen) {
    if (!names.has(c.build)) problems.push(`${c.build} is given a role but is not on the team`);
    else if (taken.has(c.build)) problems.push(`${c.build} is given two roles (${taken.get(c.build)} and ${c.role})`);
    else taken.set(c.build, c.role);
  }
  const count = (role: ChessRole) => [...taken.values()].filter((r) => r === role).length;
  for (const role of CHESS_ROLES) {
    if (count(role) > startingCount(role)) problems.push(`${count(role)} builds are given the role ${role}; a side has ${startingCount(role)}`);
  }

  // The open roles: SIDE_ORDER minus what the user took, as many as there are builds left.
  const open: ChessRole[] = [];
  const used = new Map<ChessRole, number>(CHESS_ROLES.map((r) => [r, count(r)]));
  const left = builds.length - taken.size;
  for (const role of SIDE_ORDER) {
    if (open.length >= left) break;
    if (used.get(role)! > 0) used.set(role, used.get(role)! - 1);
    else open.push(role);
  }
  const rankedRoles = open
    .map((role, i) => ({ role, order: i, strength: strength(role) }))
    .sort((a, b) => b.strength.value - a.strength.value || a.order - b.order);
  // A stable sort: builds of equal Value keep the order they were given in.
  const rankedBuilds = builds.filter((b) => !taken.has(b.name)).sort((a, b) => b.value - a.value);

  const assignments: RoleAssignment[] = [];
  for (const b of builds) {
    const role = taken.get(b.name);
    if (role) assignments.push({ build: b.name, role, chosenBy: 'user', reason: `${roleName(role)}: chosen by the user` });
  }
  rankedBuilds.forEach((b, i) => {
    const r = rankedRoles[i];
    if (!r) return;
    assignments.push({
      build: b.name,
      role: r.role,
      chosenBy: 'ranking',
      reason: `${ordinal(i + 1)} of ${rankedBuilds.length} by Block Duel Chess Value (${b.valueWorked}) takes the ${ordinal(i + 1)} strongest open role, ${roleName(r.role)} (${r.strength.worked})`,
    });
  });
  if (!assignments.some((a) => a.role === 'king') && builds.length > 0) warnings.push('the team has no King: both games are lost without one');
  return { assignments, problems, warnings };
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
