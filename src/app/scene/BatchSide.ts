/** Which faces a batch draws: BFC-certified parts cull back faces (mirrored placements the other side); the rest draw both. */
export type BatchSide = 'front' | 'back' | 'double';
