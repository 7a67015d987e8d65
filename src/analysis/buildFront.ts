import type { ModelPart } from '../ldraw/buildModel.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import { windscreenWay } from './windscreenWay.ts';
import { steeringWay } from './steeringWay.ts';
import { facingOf } from './facingOf.ts';
import { cockpitFacing } from './cockpitFacing.ts';
import { mainPane } from './mainPane.ts';
import { boxCentre, boxOfParts } from './boxOfParts.ts';
import type { EngineGlows } from './findEngineGlows.ts';
import { lampsWay } from './lampsWay.ts';
import { agreedAim } from './agreedAim.ts';
import type { PartTraits } from './partTraits.ts';
import { alongMirror, mirrorAxis } from './mirrorAxis.ts';

/**
 * Where a build looks, for telling guns from exhausts: the way its crew
 * faces, else the way its face or windscreen part faces (-Z in the part's own
 * frame), else away from its engine glows, else past its steering wheel (these are sure); else its cab's
 * windscreen end, its lamps (headlamps ahead), or the provisional front (its
 * mirror, its Head, its windows). `blind` when nothing at all told which end
 * is the front.
 */
export function buildFront(parts: readonly ModelPart[], traits: readonly PartTraits[], crew: ReadonlySet<number>, head: readonly number[], stern: EngineGlows | undefined, panes: readonly number[], lamps: readonly number[], colours: ColourTable, guess: ProvisionalFront, flames: readonly (readonly number[])[]): { front: [number, number, number]; sure: boolean; blind?: true } {
  const torso = [...crew].find((i) => traits[i]!.minifig === 'torso');
  const first = torso ?? head.find((i) => traits[i]!.faceKind === 'face' || traits[i]!.faceKind === 'cockpit');
  // Windscreens facing several ways: the pilot's is most of the glass.
  const face = first !== undefined && first !== torso && traits[first]!.faceKind === 'cockpit' ? mainPane(parts, head.filter((i) => traits[i]!.faceKind === 'cockpit')) : first;
  const facing = face === undefined ? undefined : face !== torso && traits[face]!.faceKind === 'cockpit' ? cockpitFacing(parts, face, head)?.front : facingOf(parts[face]!);
  if (facing) return { front: facing, sure: true };
  // A ship with no face flies away from the engines glowing at its end.
  if (stern) return { front: [-stern.blows[0], 0, -stern.blows[2]], sure: true };
  // So does one with flames fixed on it, trailing out of its engines' backs.
  const trail = flames.length > 0 ? agreedAim(flames) : undefined;
  if (trail) return { front: [-trail[0] + 0, 0, -trail[2] + 0], sure: true };
  // With nobody at the wheel, the driver's seat still looks past its steering wheel.
  const steered = steeringWay(parts);
  if (steered) return { front: steered, sure: true };
  // A car's cab looks out of its windscreen, wherever the cab sits (a hot rod's is behind its engine).
  const windscreen = windscreenWay(parts, head, panes);
  if (windscreen) return { front: windscreen, sure: false };
  // Else its lamps say which end is which: headlamps ahead, tail lights behind.
  const lit = lampsWay(parts, lamps, colours, guess.front);
  return lit ? { front: lit, sure: false } : { front: guess.front, sure: false, ...(guess.by === 'nothing' ? { blind: true } : {}) };
}

/** The provisional front, and what said so: the Head's side, the Head's windows, or nothing (LDraw's -Z). */
interface ProvisionalFront {
  readonly front: [number, number, number];
  readonly by: 'head' | 'windows' | 'nothing';
}

/**
 * Where the piece looks before it is measured. A build mirrored left to right
 * faces along its mirror: to the end its Head leans to, else the end of the
 * Head its windows sit at, else LDraw's -Z end. Any other faces towards its
 * Head where that sits off the middle, else -Z. (So a mech turned in its
 * scene still has its arms at its sides.)
 */
export function provisionalFront(parts: readonly ModelPart[], head: readonly number[], panes: readonly number[]): ProvisionalFront {
  const all = boxCentre(boxOfParts(parts, parts.keys()));
  const h = head.length > 0 ? boxCentre(boxOfParts(parts, head)) : undefined;
  const lean: [number, number, number] | undefined = h ? [h[0] - all[0], h[1] - all[1], h[2] - all[2]] : undefined;
  const mirror = mirrorAxis(parts);
  if (mirror) {
    const byHead = alongMirror(mirror, lean);
    if (byHead.leaned) return { front: byHead.front, by: 'head' };
    if (!h || panes.length === 0 || panes.length >= head.length) return { front: byHead.front, by: 'nothing' };
    const g = boxCentre(boxOfParts(parts, panes));
    const byWindows = alongMirror(mirror, [g[0] - h[0], g[1] - h[1], g[2] - h[2]]);
    return { front: byWindows.front, by: byWindows.leaned ? 'windows' : 'nothing' };
  }
  if (!lean) return { front: [0, 0, -1], by: 'nothing' };
  const [dx, , dz] = lean;
  if (Math.abs(dx) < 10 && Math.abs(dz) < 10) return { front: [0, 0, -1], by: 'nothing' };
  return { front: Math.abs(dx) > Math.abs(dz) ? [Math.sign(dx), 0, 0] : [0, 0, Math.sign(dz)], by: 'head' };
}
