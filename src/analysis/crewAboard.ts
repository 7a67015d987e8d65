import type { ModelPart } from '../ldraw/buildModel.ts';
import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Figure } from './findFigures.ts';
import type { PartTraits } from './partTraits.ts';
import { largest } from './extremes.ts';

/** Figures whose bodies stop this far (LDU, a plate and more) above the ground are carried by something else. */
const CARRIED_ABOVE = 8;

/** A seat and what holds it up: fewer parts than this under a figure are what it carries, not a vehicle. */
const SEAT_PARTS = 4;

/**
 * Seated figures that something else carries (a rider on a small speeder, a
 * pilot in a pod): none stands and every body stops above the ground, so the
 * parts under them are a vehicle, not what they hold. A rider on an animal
 * stays a mounted figure.
 */
export function seatedAboard(parts: readonly ModelPart[], traits: readonly PartTraits[], figures: readonly Figure[]): boolean {
  if (figures.length === 0 || figures.some((f) => f.standing) || traits.some((t) => t.legs !== undefined)) return false;
  // What could carry them: parts that are no body, nothing held or worn (a cape or a sword may hang lower than the legs).
  const bodies = new Set(figures.flatMap((f) => f.body));
  const carrier = parts.flatMap((_, i) => (bodies.has(i) || traits[i]!.weapon || traits[i]!.armour || traits[i]!.accessory || traits[i]!.boost ? [] : [i]));
  if (carrier.length < SEAT_PARTS) return false;
  const ground = largest(carrier.map((i) => parts[i]!.bodyBounds.max[1]!));
  return figures.every((f) => largest(f.body.map((i) => parts[i]!.bodyBounds.max[1]!)) <= ground - CARRIED_ABOVE);
}

/**
 * A figure standing aboard something off the ground, its hands on it (a battle droid on its STAP, gripping the
 * handlebar): it drives what it stands on, a vehicle, as a pilot sits at a wheel. A figure on a pedestal holds its kit,
 * not the pedestal.
 */
export function standingAtControls(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph, figures: readonly Figure[]): boolean {
  if (figures.length !== 1 || !figures[0]!.standing || traits.some((t) => t.legs !== undefined)) return false;
  const body = new Set(figures[0]!.body);
  // (What it wears or carries is its own: airtanks on its back, a torch in its hand.)
  const kit = (i: number) => traits[i]!.weapon !== undefined || traits[i]!.armour !== undefined || traits[i]!.accessory === true || traits[i]!.tool === true || /^Minifig\b/.test(cleanDescription(parts[i]!.file?.description ?? ''));
  const carrier = parts.flatMap((_, i) => (body.has(i) || kit(i) ? [] : [i]));
  if (carrier.length < SEAT_PARTS) return false;
  const ground = largest(carrier.map((i) => parts[i]!.bodyBounds.max[1]!));
  if (largest([...body].map((i) => parts[i]!.bodyBounds.max[1]!)) > ground - CARRIED_ABOVE) return false;
  const onIt = new Set(carrier);
  return [...body].some((i) => (traits[i]!.minifig === 'hand' || traits[i]!.minifig === 'arm') && graph.held[i]!.some((j) => onIt.has(j)));
}
