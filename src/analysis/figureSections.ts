import type { ModelPart } from '../ldraw/buildModel.ts';
import type { Box3 } from '../ldraw/geometry/PartGeometry.ts';
import type { ConnectionGraph } from './findConnections.ts';
import type { Section } from './PartLabel.ts';
import type { PartTraits } from './partTraits.ts';
import { gripsAt } from './gripsAt.ts';
import { isLimbSegment } from './limbSegment.ts';
import { largest, smallest } from './extremes.ts';
import { GROUND_TOLERANCE, WHEEL_GROUND_TOLERANCE } from './groundTolerance.ts';
import { isHorn } from './isHorn.ts';

/** A face part's neighbours belong to the Head if they reach no further down than this below the face (LDU). */
const HEAD_REACH_BELOW_FACE = 8;

/** A rider on a mount: the rider's head and headwear the Head, the mount the Base, the rest (the rider's body) the Core. */
export function mountedSections(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): SectionLabel[] {
  const riderless = traits.map((t) => (t.faceKind === 'creature' ? { ...t, face: false } : t));
  const sections = assignSections(parts, riderless, graph);
  return sections.map((s, i) => {
    const t = traits[i]!;
    if (t.faceKind === 'creature') return { section: 'base', reason: `${t.reason}: the mount the figure rides is the Base` };
    if (t.minifig === 'hips' || t.minifig === 'leg' || t.minifig === 'legs') return { section: 'core', reason: `${t.reason}: the rider sits; the mount is the Base` };
    return s;
  });
}

interface SectionLabel {
  readonly section: Section;
  readonly reason: string;
}

export function assignSections(parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): SectionLabel[] {
  const labels: (SectionLabel | undefined)[] = parts.map(() => undefined);
  const ground = largest(parts.map((p) => p.bodyBounds.max[1]!));
  const isMinifig = traits.some((t) => t.minifig === 'torso') && traits.some((t) => t.minifig === 'head');

  // Head: where the face is, and what sits on it.
  const faces = traits.flatMap((t, i) => (t.face ? [i] : []));
  if (faces.length > 0) {
    const faceBottom = largest(faces.map((i) => parts[i]!.bodyBounds.max[1]!));
    const faceReason = (i: number) => `${traits[i]!.reason}: the Head is where the face is`;
    for (const i of faces) labels[i] = { section: 'head', reason: faceReason(i) };
    // Grow over touching parts that stay above the face's bottom (a helmet, a plume, the block the eyes are on).
    const queue = [...faces];
    while (queue.length > 0) {
      const i = queue.pop()!;
      // (Horns worn as a headdress only rest on the hair: touching is enough for them.)
      for (const j of [...graph.held[i]!, ...graph.neighbours[i]!.filter((k) => isHorn(parts[k]!, traits[k]!))]) {
        if (labels[j]) continue;
        const t = traits[j]!;
        if (t.minifig && t.minifig !== 'head') continue;
        // A cannon or a wing beside the face is carried by the body, not part of the Head: it must not
        // raise the Head's top ("you don't include parts on the Head like antennae in Pip Height").
        if (t.boost || (t.weapon && t.weapon.level > 0)) continue;
        if (parts[j]!.bodyBounds.max[1]! > faceBottom + HEAD_REACH_BELOW_FACE) continue;
        // Headwear sits over the head: a barrel hanging above it, or a roof, does not.
        if (!overHead(parts[j]!.bodyBounds, parts[i]!.bodyBounds, t.armour === 'helmet')) continue;
        labels[j] = { section: 'head', reason: `sits on the Head (touches ${parts[i]!.part}, above the face's bottom)` };
        queue.push(j);
      }
    }
  }

  // Base: minifig hips and legs; else wheels; else whatever stands on the ground.
  if (isMinifig) {
    const hipTop = smallest(parts.flatMap((p, i) => (traits[i]!.minifig === 'hips' || traits[i]!.minifig === 'legs' ? [p.bodyBounds.min[1]!] : [])));
    parts.forEach((p, i) => {
      const t = traits[i]!;
      if (labels[i]) return;
      if (t.minifig === 'hips' || t.minifig === 'leg' || t.minifig === 'legs') labels[i] = { section: 'base', reason: `${t.reason}: the feet are the Base` };
      else if (Number.isFinite(hipTop) && centreY(p.bodyBounds) > hipTop && !t.minifig && !isHeld(i, parts, traits, graph)) {
        labels[i] = { section: 'base', reason: 'below the hips: part of what the piece stands on' };
      }
    });
  } else {
    // Only wheels that reach the ground carry the piece; a wheel high up is a joint or decoration.
    const wheels = traits.flatMap((t, i) => (t.wheel && !labels[i] && parts[i]!.bodyBounds.max[1]! >= ground - WHEEL_GROUND_TOLERANCE ? [i] : []));
    if (wheels.length > 0) {
      for (const i of wheels) labels[i] = { section: 'base', reason: `${traits[i]!.reason}: wheels are the Base` };
      const wheelTop = smallest(wheels.map((i) => parts[i]!.bodyBounds.min[1]!));
      parts.forEach((p, i) => {
        if (!labels[i] && p.bodyBounds.min[1]! >= wheelTop - GROUND_TOLERANCE) labels[i] = { section: 'base', reason: 'at wheel level: part of the Base' };
      });
    } else {
      parts.forEach((p, i) => {
        if (!labels[i] && p.bodyBounds.max[1]! >= ground - GROUND_TOLERANCE) labels[i] = { section: 'base', reason: 'touches the ground: the Base is what the piece stands on' };
      });
    }
  }

  return labels.map((l, i) => l ?? { section: 'core', reason: traits[i]!.minifig === 'torso' ? `${traits[i]!.reason}: the Core is the torso` : 'between the Head and the Base: the Core' });
}

/** Headwear is at most this wide (LDU) and centred this close to what it sits on. */
const HEADWEAR_WIDTH = 64;
const HEADWEAR_OFFSET = 24;

/** (A helmet by name may be wider: bat wings or horns on it, still worn.) */
function overHead(b: Box3, head: Box3, helmet = false): boolean {
  const w = Math.max(b.max[0]! - b.min[0]!, b.max[2]! - b.min[2]!) / (helmet ? 2 : 1);
  const dx = (b.min[0]! + b.max[0]!) / 2 - (head.min[0]! + head.max[0]!) / 2;
  const dz = (b.min[2]! + b.max[2]!) / 2 - (head.min[2]! + head.max[2]!) / 2;
  return w <= HEADWEAR_WIDTH && Math.hypot(dx, dz) <= HEADWEAR_OFFSET;
}

/** A part gripped by a minifig hand (a sword held low) belongs with the hand, not the Base. */
function isHeld(i: number, parts: readonly ModelPart[], traits: readonly PartTraits[], graph: ConnectionGraph): boolean {
  return graph.neighbours[i]!.some((j) => gripsAt(j, (k) => traits[k]!.minifig, graph, (k) => isLimbSegment(parts[k]!)));
}

function centreY(b: Box3): number {
  return (b.min[1]! + b.max[1]!) / 2;
}
