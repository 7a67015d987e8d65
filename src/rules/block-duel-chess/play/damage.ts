import { advantage, type ElementName } from '../elements.ts';
import { roundRule } from '../Interpretations.ts';

/** What a fighter brings to one exchange: its Attack and Defense as they stand (square bonuses included). */
export interface Fighter {
  readonly A: number;
  readonly D: number;
  readonly element: ElementName;
}

/**
 * Section VI.D: the Health the target loses, A - D, doubled when the attacker
 * has Elemental Advantage and halved (the rules' rounding: half up) when the
 * target has it. The rules' formula "Target's H - (A - D)" read literally would
 * heal a target whose D exceeds the attacker's A; damage is never below zero.
 */
export function damage(attacker: Fighter, target: Fighter): number {
  const raw = attacker.A - target.D;
  if (raw <= 0) return 0;
  const edge = advantage(attacker.element, target.element);
  switch (edge) {
    case 1:
      return 2 * raw;
    case -1:
      return roundRule(raw / 2);
    case 0:
      return raw;
    default: {
      const never: never = edge;
      return never;
    }
  }
}

/** Health after taking `dmg`: never below 0, and 0 means destroyed (overkill is simply lost). */
export function healthAfter(health: number, dmg: number): number {
  return Math.max(0, health - dmg);
}
