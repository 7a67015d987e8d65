import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ModelPart } from '../../src/ldraw/buildModel.ts';
import { buildText } from '../support/library.ts';

const at = (part: string, matrix = '1 0 0 0 1 0 0 0 1', colour = 4) => `1 ${colour} 0 0 0 ${matrix} ${part}\n`;

async function single(part: string, matrix?: string): Promise<ModelPart> {
  const model = await buildText(at(part, matrix));
  expect(model.parts).toHaveLength(1);
  return model.parts[0]!;
}

const size = (p: ModelPart) => [0, 1, 2].map((i) => Math.round((p.bounds.max[i]! - p.bounds.min[i]!) * 1000) / 1000);

describe('part geometry of real library parts', () => {
  it('3001 Brick 2 x 4 is 80 x 28 x 40 LDU with 8 studs up and 8 sockets down', async () => {
    const brick = await single('3001.dat');
    expect(size(brick)).toEqual([80, 28, 40]);
    const g = brick.geometry!;
    expect(g.studs).toHaveLength(8);
    for (const s of g.studs) {
      expect(s.direction).toEqual([0, -1, 0]);
      expect(s.position[1]).toBe(0);
    }
    const studXZ = g.studs.map((s) => `${s.position[0]},${s.position[2]}`).sort();
    expect(studXZ).toEqual(['-10,-10', '-10,10', '-30,-10', '-30,10', '10,-10', '10,10', '30,-10', '30,10']);
    expect(g.sockets).toHaveLength(8);
    // Each socket sits under a stud, on the bottom face, opening downward (+Y).
    expect(g.sockets.map((s) => `${s.position[0]},${s.position[2]}`).sort()).toEqual(studXZ);
    for (const s of g.sockets) expect(s.position[1]).toBe(24);
  });

  it('33029 Scala Plate 2 x 4, whose studs are stud primitives built around stud.dat, has an 8 LDU body under them', async () => {
    // Each stud's triangles hold the inner stud's: cutting both from the body once each used to run past the array's end.
    const plate = await single('33029.dat');
    expect(plate.bodyBounds.min).toEqual([-40, 0, -20]);
    expect(plate.bodyBounds.max).toEqual([40, 8, 20]);
    expect(plate.bounds.min[1]).toBe(-4);
    // Each of its two studs (stud5.dat, built around stud.dat) is one stud, not two at one spot.
    expect(plate.geometry!.studs.map((s) => `${s.position[0]},${s.position[1]},${s.position[2]}`).sort()).toEqual(['-20,0,0', '20,0,0']);
  });

  it('3024 Plate 1 x 1 has an 8 LDU body under a 4 LDU stud', async () => {
    const plate = await single('3024.dat');
    expect(plate.bounds.max[1]).toBe(8);
    expect(plate.bounds.min[1]).toBe(-4);
    expect(plate.geometry!.studs).toHaveLength(1);
    expect(plate.geometry!.sockets).toHaveLength(1);
  });

  it('derives sockets only where the underside is open', async () => {
    const counts = async (part: string) => {
      const g = (await single(part)).geometry!;
      return [g.studs.length, g.sockets.length];
    };
    expect(await counts('3811.dat')).toEqual([1024, 0]); // baseplate: solid underside
    expect(await counts('2357.dat')).toEqual([3, 3]); // corner brick: the cut-away corner is no socket
    expect(await counts('3070b.dat')).toEqual([0, 1]); // tile: no stud, one socket
    expect(await counts('3062b.dat')).toEqual([1, 1]); // round 1 x 1 with hollow stud: a through hole
  });

  it('a standard minifig stands 100 LDU from its feet to the top of the head stud', async () => {
    const text = readFileSync(new URL('../../models/minifig.ldr', import.meta.url), 'utf8');
    const model = await buildText(text, 'minifig.ldr');
    expect(model.parts).toHaveLength(9);
    expect(model.bounds!.max[1]).toBeCloseTo(72, 3);
    expect(model.bounds!.min[1]).toBeCloseTo(-28, 3);
    expect(model.bounds!.max[1] - model.bounds!.min[1]).toBeCloseTo(100, 3);
    const torso = model.parts.find((p) => p.part === '973p01.dat')!;
    expect(torso.geometry!.sockets).toHaveLength(2); // the hip studs go in here
  });

  it('mirrored placements (negative determinant) give the mirrored bounds and keep faces outward', async () => {
    const plain = await single('3040b.dat');
    const mirrored = await single('3040b.dat', '1 0 0 0 1 0 0 0 -1');
    expect(mirrored.mirrored).toBe(true);
    expect(mirrored.bounds.min).toEqual([plain.bounds.min[0], plain.bounds.min[1], -plain.bounds.max[2]!]);
    expect(mirrored.bounds.max).toEqual([plain.bounds.max[0], plain.bounds.max[1], -plain.bounds.min[2]!]);
    expect(plain.bounds.min[2]).not.toBe(-plain.bounds.max[2]!); // the slope is not symmetric: the test can fail
  });

  it('rotated placements get tight bounds from the transformed vertices', async () => {
    const c = Math.SQRT1_2;
    const turned = await single('3005.dat', `${c} 0 ${c} 0 1 0 ${-c} 0 ${c}`);
    // A 20 x 20 brick turned 45 degrees spans its diagonal, 28.28 LDU, not the 40 of a turned box.
    expect(turned.bounds.max[0]! - turned.bounds.min[0]!).toBeCloseTo(20 * Math.SQRT2, 2);
  });

  it('marks a part double-sided when it is not BFC-certified or turns clipping off (BFC NOCLIP), so no renderer culls its faces', async () => {
    // 3001 is certified throughout; 3626bp64's print has two quads after 0 BFC NOCLIP.
    expect((await single('3001.dat')).geometry!.doubleSided).toBe(false);
    expect((await single('3626bp64.dat')).geometry!.doubleSided).toBe(true);
  });

  it('keeps colour 16 in part space so one geometry serves every colour', async () => {
    const model = await buildText(at('3001.dat', undefined, 4) + at('3001.dat', undefined, 1));
    expect(model.geometries.size).toBe(1);
    const g = model.geometries.get('3001.dat')!;
    expect(g.triangleColours.every((c) => c === 16)).toBe(true);
    expect(model.parts.map((p) => p.colour)).toEqual([4, 1]);
  });
});

describe('sockets of parts that overhang their stud grid', () => {
  it('keep sockets on the part\'s own 20-LDU grid', async () => {
    for (const part of ['4085c.dat', '3935.dat', '3933.dat']) {
      const g = (await single(part)).geometry!;
      expect(g.sockets.length, part).toBeGreaterThan(0);
      const ref = g.studs[0]?.position ?? [0, 0, 0];
      for (const s of g.sockets) {
        // On the grid through the studs (or through the origin or half a pitch off).
        expect(Math.abs(((s.position[0]! - ref[0]!) % 20 + 20) % 20) % 20, `${part} x`).toBeCloseTo(0, 3);
        expect(Math.abs(((s.position[2]! - ref[2]!) % 20 + 20) % 20) % 20, `${part} z`).toBeCloseTo(0, 3);
      }
    }
  });
});
