import type { PieceSpec } from './PlayPiece.ts';

/** Section VI.B.1: what the duelists agree on before play. */
export interface Setup {
  /** The most Pieces a side may field; the rules allow at most 10. */
  readonly maxPieces: number;
  /** The most total Value (sum of V) a team may have; undefined: no limit agreed. */
  readonly teamValueLimit: number | undefined;
  /** Power each duelist starts with: 200 to 400. */
  readonly startingPower: number;
}

export const MAX_PIECES = 10;
export const STARTING_POWER_RANGE = { min: 200, max: 400 } as const;

/** Ten Pieces, no Value limit, and 300 Power: the middle of the rules' 200-400. */
export const DEFAULT_SETUP: Setup = { maxPieces: MAX_PIECES, teamValueLimit: undefined, startingPower: 300 };

/** What is wrong with the agreed limits themselves; empty when they are within the rules. */
export function validateSetup(setup: Setup): string[] {
  const out: string[] = [];
  if (!Number.isInteger(setup.maxPieces) || setup.maxPieces < 1 || setup.maxPieces > MAX_PIECES) out.push(`the number of Pieces a side must be 1 to ${MAX_PIECES} (section VI.B.1), not ${setup.maxPieces}`);
  if (!Number.isFinite(setup.startingPower) || setup.startingPower < STARTING_POWER_RANGE.min || setup.startingPower > STARTING_POWER_RANGE.max)
    out.push(`starting Power must be ${STARTING_POWER_RANGE.min} to ${STARTING_POWER_RANGE.max} (section VI.B.1), not ${setup.startingPower}`);
  if (setup.teamValueLimit !== undefined && !(setup.teamValueLimit > 0)) out.push(`the team Value limit must be above 0, not ${setup.teamValueLimit}`);
  return out;
}

/**
 * Every reason `team` may not play under `setup`, one message each, naming the
 * team and Piece; empty when it may. Stats must be whole numbers; M and R 1 to 4
 * (IV.H, IV.I: a Piece that cannot move or reach would never play).
 */
export function validateTeam(team: readonly PieceSpec[], setup: Setup, label = 'the team'): string[] {
  const out: string[] = [];
  if (team.length === 0) out.push(`${label} has no Pieces`);
  if (team.length > setup.maxPieces) out.push(`${label} has ${team.length} Pieces; at most ${setup.maxPieces} may play`);
  const total = team.reduce((n, p) => n + p.V, 0);
  if (setup.teamValueLimit !== undefined && total > setup.teamValueLimit) out.push(`${label}'s total Value is ${total}, over the agreed limit of ${setup.teamValueLimit}`);
  team.forEach((p, i) => {
    const who = `${label}, Piece ${i + 1} (${p.name})`;
    for (const k of ['H', 'V', 'A', 'D', 'M', 'R'] as const) if (!Number.isInteger(p[k])) out.push(`${who}: ${k} must be a whole number, not ${p[k]}`);
    if (p.H < 1) out.push(`${who}: H must be at least 1, not ${p.H}`);
    if (p.M < 1 || p.M > 4) out.push(`${who}: M must be 1 to 4, not ${p.M}`);
    if (p.R < 1 || p.R > 4) out.push(`${who}: R must be 1 to 4, not ${p.R}`);
  });
  return out;
}
