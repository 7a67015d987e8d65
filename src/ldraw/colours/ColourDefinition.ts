/** How a colour's surface looks; drives rendering and the "shiny" test for beams. */
export type Finish = 'solid' | 'transparent' | 'chrome' | 'pearlescent' | 'metal' | 'rubber' | 'glitter' | 'speckle' | 'luminous';

/** The colour families the Block Duel Chess Element table speaks of. */
export type ColourFamily = 'black' | 'brown' | 'gray' | 'green' | 'orange' | 'red' | 'yellow' | 'blue' | 'purple' | 'white';

export const COLOUR_FAMILIES: readonly ColourFamily[] = ['black', 'brown', 'gray', 'green', 'orange', 'red', 'yellow', 'blue', 'purple', 'white'];

export interface ColourDefinition {
  readonly code: number;
  readonly name: string;
  /** 0xRRGGBB */
  readonly rgb: number;
  /** Edge colour as 0xRRGGBB. */
  readonly edgeRgb: number;
  /** 0..255; 255 is opaque. */
  readonly alpha: number;
  readonly finish: Finish;
  readonly family: ColourFamily;
  /** Chrome, pearlescent and metal finishes: candidates for beam weapons. */
  readonly shiny: boolean;
  readonly luminance: number;
}
