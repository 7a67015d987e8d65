import { rollD6, type Random } from './mulberry32.ts';

/**
 * Section VI.A: P-Roll = Sum (two rolls of a six-sided die) x 10 + 20 x (number of your destroyed Pieces).
 * The destroyed-piece term is the rules' catch-up mechanism: the side that is behind gets more Power.
 */
export function pRoll(dice: readonly [number, number], destroyedPieces: number): number {
  return (dice[0] + dice[1]) * 10 + 20 * destroyedPieces;
}

/** Throws the two dice with `random` and returns them with the Power they give. */
export function rollPRoll(random: Random, destroyedPieces: number): { readonly dice: readonly [number, number]; readonly power: number } {
  const dice = [rollD6(random), rollD6(random)] as const;
  return { dice, power: pRoll(dice, destroyedPieces) };
}

/** The mean of a P-Roll: two dice average 7, so 70, plus the destroyed-piece term. The policy plans with it. */
export function expectedPRoll(destroyedPieces: number): number {
  return 70 + 20 * destroyedPieces;
}

/** The least a P-Roll can give (two ones): what a duelist is sure to have next turn. */
export function minimumPRoll(destroyedPieces: number): number {
  return 20 + 20 * destroyedPieces;
}
