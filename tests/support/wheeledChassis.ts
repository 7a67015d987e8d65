/**
 * An 8 x 8 plate on four big wheels (each on a 2 x 2 brick with a pin, as the M:Tron rover's), four 1 x 2 plates along
 * one edge, as type-1 lines: the plate's top at y, its centre at (x, z); the wheels reach 35 LDU below that top.
 */
export function wheeledChassis(colour: number, x = 0, y = 0, z = 0): string[] {
  return [
    `1 ${colour} ${x} ${y} ${z} 1 0 0 0 1 0 0 0 1 41539.dat`,
    ...[[60, 60], [60, -60], [-60, -60], [-60, 60]].flatMap(([dx, dz]) => [
      `1 4 ${x + dx!} ${y + 8} ${z + dz!} ${dx! > 0 ? '1 0 0 0 1 0 0 0 1' : '-1 0 0 0 1 0 0 0 -1'} 4730.dat`,
      `1 0 ${x + dx! + (dx! > 0 ? 20 : -20)} ${y + 18} ${z + dz!} ${dx! > 0 ? '0 0 -1 0 1 0 1 0 0' : '0 0 1 0 1 0 -1 0 0'} 2593.dat`,
    ]),
    ...[-60, -20, 20, 60].map((dz) => `1 7 ${x + 70} ${y - 8} ${z + dz} 0 0 1 0 1 0 -1 0 0 3023.dat`),
  ];
}
