/**
 * Lengths and heights this close (LDU) are equal: exporters write coordinates
 * with rounding noise (19.9999 for 20, 0.999999 for 1), so a threshold met
 * exactly as drawn must still be met once exported.
 */
export const LEVEL_WITH = 0.05;
