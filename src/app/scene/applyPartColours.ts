import { Color, Material, Vector4 } from 'three';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import { docPartAt, outsidePiece, type DocFrame } from '../state/docFrame.ts';
import type { TintMode } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import type { PartBatches } from './buildPartBatches.ts';
import { packPartState } from './packPartState.ts';
import { tintOf } from './tintPalette.ts';

export const PLACEHOLDER_RGB = 0xff00ff;
export const PLACEHOLDER_OPACITY = 0.45;
const UNKNOWN_RGB = 0xff00ff;
const TRANS_OPACITY = 128 / 255;
/**
 * Parts outside the chosen piece fade toward this pale blue-grey, a shade darker than the
 * viewer's background (#eceef1): white parts turn grey too, so every colour reads as dimmed.
 */
export const DIMMED_RGB = 0xd0d5dc;
const DIM = 0.8;

export interface PartLook {
  readonly scene: SceneData;
  readonly doc: PieceDocument | null;
  /** Where doc's parts are; parts it leaves out (other pieces, the scenery) are dimmed. */
  readonly frame: DocFrame | null;
  readonly mode: TintMode;
  readonly selection: readonly number[];
  readonly hovered: number | null;
}

const colour = new Color();
const dimmedTarget = new Color().setHex(DIMMED_RGB);
const value = new Vector4();

/**
 * Writes every part's instance colour and state. One texture write per part:
 * cheap enough (1,249 parts: well under a millisecond) to redo whole on each
 * hover, selection or mode change instead of tracking what changed.
 */
export function applyPartColours(batches: PartBatches, look: PartLook): void {
  const selected = new Set(look.selection);
  const tinting = look.mode !== 'colours' && look.doc !== null;
  // Twins share one drawn copy (see buildPartBatches): the first writes it, a later one only when it is selected or hovered.
  const written = new Set<readonly unknown[]>();
  look.scene.instances.forEach((instance, part) => {
    const slots = batches.slots[part];
    if (!slots || slots.length === 0) return;
    if (written.has(slots) && !selected.has(part) && look.hovered !== part) return;
    written.add(slots);
    const own = batches.colours.get(instance.colour);
    const missing = batches.missing[part] === true;
    const dimmed = outsidePiece(look.frame, part);
    const tint = tinting && !dimmed ? tintOf(docPartAt(look.doc, look.frame, part), look.mode) : null;
    colour.setHex(tint ?? (missing ? PLACEHOLDER_RGB : own?.rgb ?? UNKNOWN_RGB));
    // Dimmed parts keep a hint of their colour and take it for their prints too (tintAll), so a figure's face does not stand out.
    if (dimmed) colour.lerp(dimmedTarget, DIM);
    const opacity = missing ? PLACEHOLDER_OPACITY : (own?.alpha ?? 255) / 255;
    const state = { opacity, tintAll: tint !== null || dimmed, selected: selected.has(part), hovered: look.hovered === part };
    for (const slot of slots) {
      // Fixed trans triangles of an opaque part (a lamp's lens): their own alpha is not at hand; LDraw's usual 128 is close.
      const blended = slot.mesh.material instanceof Material && slot.mesh.material.transparent;
      const packed = packPartState({ ...state, opacity: blended && opacity === 1 ? TRANS_OPACITY : opacity });
      value.set(colour.r, colour.g, colour.b, packed);
      slot.mesh.setColorAt(slot.instanceId, value);
    }
  });
}
