import type { ModelPart } from '../ldraw/buildModel.ts';
import { largest } from './extremes.ts';
import { unitsByTop } from './unitsByTop.ts';
import { anySubmodelNamed, tidyName } from './submodelInstances.ts';

/** What builders call a robot drawn as a submodel of its own. */
const ROBOT = /\b(droids?|robots?|androids?|robo)\b/i;

/** Whether some submodel holding the group's parts is named as a robot. */
export function namedRobot(parts: readonly ModelPart[], group: readonly number[]): boolean {
  return anySubmodelNamed(parts, group, (name) => ROBOT.test(name));
}

/** Standing on the table: its lowest point this close (LDU) to the lowest point of all. */
const ON_TABLE = 2;

/**
 * A robot drawn as a top-level submodel of its own, standing on the table beside a vehicle its claw or arm only
 * reaches into, is a piece of its own, as a minifig standing beside a cart is (the 6884 droid at its cart's wheel,
 * batch 35). One riding on the vehicle, off the table, stays aboard (the 6931 rover's robot).
 */
export function withDroidsApart(
  parts: readonly ModelPart[],
  comps: readonly number[][],
  top: (i: number) => string | undefined,
  topName: (i: number) => string | undefined,
): number[][] {
  return comps.flatMap((comp) => {
    const units = unitsByTop(comp, top);
    if (units.length < 2) return [comp];
    const bottom = largest(comp.map((i) => parts[i]!.bodyBounds.max[1]!));
    const standsOnTable = (unit: readonly number[]) => largest(unit.map((i) => parts[i]!.bodyBounds.max[1]!)) >= bottom - ON_TABLE;
    const droids = units.filter((unit) => ROBOT.test(tidyName(topName(unit[0]!) ?? '')) && unit.length < comp.length && standsOnTable(unit));
    if (droids.length === 0) return [comp];
    const apart = new Set(droids.flat());
    const rest = comp.filter((i) => !apart.has(i));
    // (The rest must stand on the table too: a droid holding up a pod it carries keeps it.)
    if (!standsOnTable(rest)) return [comp];
    return [rest, ...droids];
  });
}
