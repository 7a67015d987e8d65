import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A faceless craft: a 6 x 10 plate hull along Z with a 2 x 4 brick on its middle, and on each long edge a 3 x 6 plate
 * without corners joined to the hull's outer row of studs and sticking out two studs past it (the 6954 Renegade's
 * cut-corner wing plates). `tilt` turns the side plates about the craft's length, as a hull's sloping side lies.
 */
function craft(tilt = 0): string {
  const [c, s] = [Math.cos(tilt), Math.sin(tilt)];
  // The plate turned a quarter about Y (its six studs along Z), then rolled by `tilt` about Z, mirrored on the other side.
  const side = (x: number, sign: number) => `1 4 ${x} -8 0 0 ${(-sign * s).toFixed(4)} ${c.toFixed(4)} 0 ${c.toFixed(4)} ${(sign * s).toFixed(4)} -1 0 0 2419.dat`;
  return ['0 FILE craft.ldr', '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3033.dat', '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat', side(70, 1), side(-70, -1)].join('\n') + '\n';
}

describe('plates without corners on the flanks of a faceless craft', () => {
  it('lying flat far out to its side edges they are swept wings', async () => {
    const a = await analyzeText(craft());
    const plates = a.parts.flatMap((p, i) => (p.part === '2419.dat' ? [i] : []));
    expect(plates).toHaveLength(2);
    for (const i of plates) {
      expect(a.labels[i]!.boost).toBe('wing');
      expect(a.labels[i]!.functionReason).toMatch(/corner cut off it: a swept wing/);
    }
  });

  it('tilted 30° down from the hull they are its sloping sides, no wings', async () => {
    const a = await analyzeText(craft(Math.PI / 6));
    const plates = a.parts.flatMap((p, i) => (p.part === '2419.dat' ? [i] : []));
    expect(plates.map((i) => a.labels[i]!.boost)).toEqual([null, null]);
  });
});
