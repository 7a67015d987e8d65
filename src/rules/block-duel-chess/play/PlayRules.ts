/**
 * Where the rules of play (sections V and VI) are silent, the choice the
 * simulator makes, in one place. The numbers for bonus squares are in
 * elementSquareBonus.ts, the Setup limits in validateTeam.ts.
 */
export interface PlayRules {
  /**
   * VI.A lets a duelist "pay Power to move or attack until he or she ends the
   * turn" and never limits how often one Piece acts: 'unlimited' follows that.
   * 'once' is a house rule (each Piece pays at most once a turn, as in chess)
   * under which Movement and Range matter far more, because with 200-400
   * starting Power and minifig Values near 25, 'unlimited' lets the first
   * duelist cross the board and finish a lone enemy in one turn.
   */
  readonly actionsPerPiece: 'unlimited' | 'once';
  /**
   * The rules say Range reaches "any enemy Pieces within its Range" and that
   * obstacles block; they are silent on Pieces in the way. 'pieces-block': the
   * first Piece on a line (friend or foe) stops the shot, as Pieces stop
   * movement and as a chess rook captures; 'pieces-do-not-block': shots pass Pieces.
   */
  readonly lineOfFire: 'pieces-block' | 'pieces-do-not-block';
}

export const DEFAULT_PLAY_RULES: PlayRules = {
  actionsPerPiece: 'unlimited',
  lineOfFire: 'pieces-block',
};

/** Every choice of play, for reports and the CLI. */
export const PLAY_RULE_TEXT: readonly string[] = [
  'a payment buys a move, an attack, or a move then an attack (never an attack then a move)',
  'walls and holes stop movement; walls stop shots, holes do not',
  'a hazard hurts a Piece that ends a move on it or within its reach (kings-move distance), ignoring Defense',
  'damage is never negative (D >= A does nothing); overkill leaves Health at 0',
  'a Value below 1 still costs 1 Power',
  'surrender: a side with one Piece left gives up when every square it can reach this turn is one a single enemy is sure to destroy it on next turn, and it can destroy no enemy now',
  'stalemate (no time limit): a draw after a number of full turns without damage',
  'time called: after both duelists have played the last turn, highest Power + total Health wins; equal is a draw',
];
