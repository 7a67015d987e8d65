/**
 * A minifig of the library's own parts as type-1 lines, its torso's origin at (x, y, z): head, torso, arms, hands held
 * forward, hips, and legs straight (standing) or bent forward at the hip (seated, the backs of its legs down).
 */
export function posedMinifig(x: number, y: number, z: number, legs: 'straight' | 'seated' = 'straight'): string[] {
  const legTurn = legs === 'seated' ? '1 0 0 0 0 1 0 -1 0' : '1 0 0 0 1 0 0 0 1';
  return [
    `1 4 ${x} ${y} ${z} 1 0 0 0 1 0 0 0 1 973.dat`,
    `1 14 ${x} ${y - 24} ${z} 1 0 0 0 1 0 0 0 1 3626c.dat`,
    `1 4 ${x + 15.552} ${y + 9} ${z} 0.985 0.174 0 -0.174 0.985 0 0 0 1 3818.dat`,
    `1 4 ${x - 15.552} ${y + 9} ${z} 0.985 -0.174 0 0.174 0.985 0 0 0 1 3819.dat`,
    `1 14 ${x + 23.552} ${y + 26.5} ${z - 10} 1 0 0 0 0.707 -0.707 0 0.707 0.707 3820.dat`,
    `1 14 ${x - 23.552} ${y + 26.5} ${z - 10} 1 0 0 0 0.707 -0.707 0 0.707 0.707 3820.dat`,
    `1 1 ${x} ${y + 32} ${z} 1 0 0 0 1 0 0 0 1 3815.dat`,
    `1 1 ${x} ${y + 44} ${z} ${legTurn} 3816.dat`,
    `1 1 ${x} ${y + 44} ${z} ${legTurn} 3817.dat`,
  ];
}
