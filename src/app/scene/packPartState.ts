/** How a part is drawn right now, beyond its colour. */
export interface PartState {
  /** 0..1; the instance's own opacity (trans colours, placeholders). */
  readonly opacity: number;
  /** Tint modes: the instance colour also replaces the part's fixed (printed) colours. */
  readonly tintAll: boolean;
  readonly selected: boolean;
  readonly hovered: boolean;
}

/**
 * BatchedMesh gives each instance one RGBA float, nothing more. The alpha carries
 * opacity plus three flags as `opacity + 2 * flags` (float32 holds these exactly);
 * the shader patch in createPartMaterial decodes it. This keeps hover, selection and
 * tints at one texture write per part, with no extra per-instance texture.
 */
export function packPartState(s: PartState): number {
  const flags = (s.tintAll ? 1 : 0) + (s.selected ? 2 : 0) + (s.hovered ? 4 : 0);
  return Math.min(1, Math.max(0, s.opacity)) + 2 * flags;
}
