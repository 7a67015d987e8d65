import type { DuelState } from './DuelState.ts';
import { pRoll } from './pRoll.ts';

/** Section VI.B.3: a turn starts with the P-Roll; its Power adds to what the duelist saved. */
export function startTurn(state: DuelState, dice: readonly [number, number]): DuelState {
  const side = state.toMove;
  const gain = pRoll(dice, state.destroyed[side]);
  return { ...state, power: { ...state.power, [side]: state.power[side] + gain }, acted: [] };
}
