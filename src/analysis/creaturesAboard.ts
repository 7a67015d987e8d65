import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { largest } from './extremes.ts';
import type { PartTraits } from './partTraits.ts';

/** A library animal's parts: a whole animal, or a body, head, wing or tail of one. */
const ANIMAL = /^Animal\b/;
/** Standing on the table: its lowest point this close (LDU) to the lowest point of all. */
const ON_TABLE = 2;

/**
 * A creature drawn as a top-level submodel of its own (a library animal with its head, wings and tail, nothing else
 * but what it holds), standing up off the table on a vehicle, is a piece of its own: a dragon carried in a cage
 * wagon (6056, batch 39), however much its wings and claws brush the bars. An animal standing on the table beside a
 * vehicle is hitched to it, or stands apart already; one modelled in the vehicle's own submodel (a horse drawn with its
 * bogie) stays with it.
 */
export function withCreaturesAboardApart(
  parts: readonly ModelPart[],
  comps: readonly number[][],
  traits: readonly PartTraits[],
  top: (i: number) => string | undefined,
): number[][] {
  return comps.flatMap((comp) => {
    const byTop = new Map<string, number[]>();
    for (const i of comp) {
      const key = top(i);
      if (key !== undefined) (byTop.get(key) ?? byTop.set(key, []).get(key)!).push(i);
    }
    if (byTop.size < 2) return [comp];
    const bottom = largest(comp.map((i) => parts[i]!.bodyBounds.max[1]!));
    const creatures = [...byTop.values()].filter((unit) => unit.length < comp.length && isCreature(parts, unit, traits) && largest(unit.map((i) => parts[i]!.bodyBounds.max[1]!)) < bottom - ON_TABLE);
    if (creatures.length === 0) return [comp];
    const apart = new Set(creatures.flat());
    return [comp.filter((i) => !apart.has(i)), ...creatures];
  });
}

/** Most of the unit's parts are an animal's, one of them standing on moulded legs. */
function isCreature(parts: readonly ModelPart[], unit: readonly number[], traits: readonly PartTraits[]): boolean {
  const animal = unit.filter((i) => ANIMAL.test(cleanDescription(parts[i]!.file?.description ?? '')));
  return 2 * animal.length > unit.length && unit.some((i) => traits[i]!.faceKind === 'creature' && traits[i]!.legs !== undefined);
}
