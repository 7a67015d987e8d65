import type { Square } from './Board.ts';

/**
 * What a duelist can do (section VI.A): each of the first three is one
 * payment of the Piece's Value. There is no "attack then move": the rules name
 * "moving a Piece and attacking with it", in that order.
 */
export type Action =
  | { readonly kind: 'move'; readonly piece: number; readonly to: Square }
  | { readonly kind: 'attack'; readonly piece: number; readonly target: number }
  | { readonly kind: 'move-attack'; readonly piece: number; readonly to: Square; readonly target: number }
  | { readonly kind: 'end-turn' };
