import type { SceneColour } from '../worker/protocol.ts';

/** Parts are drawn in one batch per material class: the few surfaces that need different shading. */
export type MaterialClass = 'solid' | 'transparent' | 'chrome' | 'metal' | 'rubber';

export const MATERIAL_CLASSES: readonly MaterialClass[] = ['solid', 'rubber', 'metal', 'chrome', 'transparent'];

/** Transparency wins over finish: a trans glitter colour must still be blended and sorted. */
export function materialClassOf(colour: SceneColour | undefined): MaterialClass {
  if (!colour) return 'solid';
  if (colour.alpha < 255) return 'transparent';
  switch (colour.finish) {
    case 'chrome':
      return 'chrome';
    case 'metal':
    case 'pearlescent':
      return 'metal';
    case 'rubber':
      return 'rubber';
    default:
      return 'solid';
  }
}
