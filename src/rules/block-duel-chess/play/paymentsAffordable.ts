import { actionCost } from './actionCost.ts';
import type { PlayRules } from './PlayRules.ts';

/**
 * How many times a Piece of Value `value` can pay out of `power` this turn:
 * as many as the Power allows, or at most once under the 'once' house rule.
 * (The Power is shared by the whole side; this is one Piece's ceiling.)
 */
export function paymentsAffordable(rules: { readonly actionsPerPiece: PlayRules['actionsPerPiece'] }, value: number, power: number): number {
  const n = Math.floor(power / actionCost(value));
  switch (rules.actionsPerPiece) {
    case 'unlimited':
      return Math.max(0, n);
    case 'once':
      return Math.min(1, Math.max(0, n));
    default: {
      const never: never = rules.actionsPerPiece;
      return never;
    }
  }
}
