/**
 * The Ice Planet Satellite Plow's (1704) vehicle as its file builds it: the skis and chassis, and at its front the
 * plow ("Vehicle - Blade"): a 6 x 3 blade on a hinge, held on a hinge plate. Three parts on a joint, with a blade.
 */
export const SATELLITE_PLOW = `0 FILE 1704 - Vehicle.ldr
1 1 0 0 0 0 0 1 0 1 0 -1 0 0 3034.dat
1 0 0 8 -60 1 0 0 0 1 0 0 0 1 2817.dat
1 7 -20 18 -60 1 0 0 0 1 0 0 0 1 3673.dat
1 7 20 18 -60 -1 0 0 0 1 0 0 0 -1 3673.dat
1 15 -30 18 -60 0 0 1 0 1 0 -1 0 0 6118.dat
1 15 30 18 -60 0 0 -1 0 1 0 1 0 0 6118.dat
1 0 0 8 0 1 0 0 0 1 0 0 0 1 2817.dat
1 7 -20 18 0 1 0 0 0 1 0 0 0 1 3673.dat
1 7 20 18 0 -1 0 0 0 1 0 0 0 -1 3673.dat
1 15 -30 18 0 0 0 1 0 1 0 -1 0 0 6118.dat
1 15 30 18 0 0 0 -1 0 1 0 1 0 0 6118.dat
1 0 0 8 60 1 0 0 0 1 0 0 0 1 2817.dat
1 7 -20 18 60 1 0 0 0 1 0 0 0 1 3673.dat
1 7 20 18 60 -1 0 0 0 1 0 0 0 -1 3673.dat
1 15 -30 18 60 0 0 1 0 1 0 -1 0 0 6118.dat
1 15 30 18 60 0 0 -1 0 1 0 1 0 0 6118.dat
1 15 0 -8 -40 1 0 0 0 1 0 0 0 1 3022.dat
1 0 0 -8 70 1 0 0 0 1 0 0 0 1 3023.dat
1 15 0 -16 70 -1 0 0 0 1 0 0 0 -1 3069bp13.dat
1 15 0 -8 -70 1 0 0 0 1 0 0 0 1 2452.dat
1 0 0 -8 10 1 0 0 0 1 0 0 0 1 4598.dat
1 1 0 -32 -30 1 0 0 0 1 0 0 0 1 3298p61.dat
1 15 0 -40 -30 -1 0 0 0 1 0 0 0 -1 3069bp61.dat
1 0 0 -4 -90 -1 0 0 0 -0.309 -0.9511 0 -0.9511 0.309 1704 - Vehicle - Blade.ldr
0 FILE 1704 - Vehicle - Blade.ldr
1 15 0 -4 -30 0 0 -1 0 1 0 1 0 0 4276b.dat
1 1 0 4 -30 0 0 -1 0 1 0 1 0 0 3938.dat
1 0 0 14 -30 -0.9962 0.0872 0 -0.0872 -0.9962 0 0 0 1 1704 - Vehicle - Blade - Blade.ldr
0 FILE 1704 - Vehicle - Blade - Blade.ldr
1 1 0 -10 0 1 0 0 0 1 0 0 0 1 2440p67.dat
`;
