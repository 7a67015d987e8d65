/**
 * Section VI.A: every payment (a move, an attack, or a move then an attack)
 * costs the Piece's Value. A Value below 1 (possible for a tiny Wood piece)
 * still costs 1: a free action would let a turn go on for ever.
 */
export function actionCost(value: number): number {
  return Math.max(1, value);
}

/** "You have a Piece that has a Value that's greater than your current Power, it ain't doing anything." */
export function canPay(power: number, value: number): boolean {
  return actionCost(value) <= power;
}
