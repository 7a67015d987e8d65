/** Parts whose bottom is this close to the lowest point stand on the ground (LDU). */
export const GROUND_TOLERANCE = 1;

/** Wheels whose bottom is this close to the lowest point roll on the ground (LDU): tyres squash, axles sag. */
export const WHEEL_GROUND_TOLERANCE = 4;
