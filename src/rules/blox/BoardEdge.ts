/** The four edges of a Blox board. North is -Z (away from the viewer in LDraw's default view), east +X. */
export type BoardEdge = 'north' | 'east' | 'south' | 'west';

/** Clockwise from north: the order edges are listed in. */
export const BOARD_EDGES: readonly BoardEdge[] = ['north', 'east', 'south', 'west'];
