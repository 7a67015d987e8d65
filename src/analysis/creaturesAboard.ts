import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import { largest } from './extremes.ts';
import { unitsByTop } from './unitsByTop.ts';
import type { PartTraits } from './partTraits.ts';
import type { ConnectionGraph } from './findConnections.ts';
import { heldComponents } from './heldComponents.ts';

/** A library animal's parts: a whole animal, or a body, head, wing or tail of one. */
const ANIMAL = /^Animal\b/;
/** Standing on the table: its lowest point this close (LDU) to the lowest point of what it stands in. */
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
  graph: ConnectionGraph,
): number[][] {
  return comps.flatMap((comp) => {
    const units = unitsByTop(comp, top);
    if (units.length < 2) return [comp];
    const bottom = largest(comp.map((i) => parts[i]!.bodyBounds.max[1]!));
    const creatures = units.filter((unit) => unit.length < comp.length && isCreature(parts, unit, traits) && largest(unit.map((i) => parts[i]!.bodyBounds.max[1]!)) < bottom - ON_TABLE);
    if (creatures.length === 0) return [comp];
    const apart = new Set(creatures.flat());
    const rest = new Set(comp.filter((i) => !apart.has(i)));
    // (What only a creature holds, drawn elsewhere, goes with it: a flame in its mouth, a saddle on its back. The rest
    // stays with the vehicle, held together or not.)
    const owner = new Map<number, number>();
    creatures.forEach((unit, k) => unit.forEach((i) => owner.set(i, k)));
    const vehicle: number[] = [];
    const bits = heldComponents(parts.length, (i) => rest.has(i), graph);
    const biggest = largest(bits.map((b) => b.length));
    for (const bit of bits) {
      const holders = new Set(bit.flatMap((i) => graph.held[i]!.flatMap((j) => (owner.has(j) ? [owner.get(j)!] : []))));
      const heldByVehicle = bit.some((i) => graph.held[i]!.some((j) => rest.has(j) && !bit.includes(j)));
      if (bit.length < biggest && holders.size === 1 && !heldByVehicle) creatures[[...holders][0]!]!.push(...bit);
      else vehicle.push(...bit);
    }
    return [vehicle.sort((a, b) => a - b), ...creatures.map((c) => c.sort((a, b) => a - b))];
  });
}

/** Most of the unit's parts are an animal's, one of them standing on moulded legs. */
function isCreature(parts: readonly ModelPart[], unit: readonly number[], traits: readonly PartTraits[]): boolean {
  const animal = unit.filter((i) => ANIMAL.test(cleanDescription(parts[i]!.file?.description ?? '')));
  return 2 * animal.length > unit.length && unit.some((i) => traits[i]!.faceKind === 'creature' && traits[i]!.legs !== undefined);
}
