import { describe, expect, it } from 'vitest';
import type { ModelPart } from '../../src/ldraw/buildModel.ts';
import type { ConnectionGraph } from '../../src/analysis/findConnections.ts';
import { findModularBody } from '../../src/analysis/findModularBody.ts';
import type { SubmodelInstance } from '../../src/analysis/submodelInstances.ts';

/** A part as findModularBody sees it: its box (LDU, -Y up). */
const part = (x: number, y0: number, y1: number): ModelPart => ({ bodyBounds: { min: [x - 10, y0, -10], max: [x + 10, y1, 10] } }) as unknown as ModelPart;

/**
 * A build of three modules, each a submodel: a trunk of ten parts lying across X, its lowest part's bottom `gap` LDU above
 * the ground, and under its two ends a module of five parts each, reaching the ground (y 0), held by the trunk.
 */
function build(gap: number) {
  const trunk = Array.from({ length: 10 }, (_, k) => part(-90 + 20 * k, -40, k === 4 ? -gap : -32));
  const leg = (x: number) => [[-32, -24], [-24, -16], [-16, -8], [-8, 0], [-8, 0]].map(([y0, y1]) => part(x, y0!, y1!));
  const parts = [...trunk, ...leg(-90), ...leg(90)];
  const held = parts.map((_, i) => (i === 0 ? [10] : i === 9 ? [15] : i === 10 ? [0] : i === 15 ? [9] : []));
  const instances: SubmodelInstance[] = [
    { key: '1', name: 'body.ldr', depth: 1, parts: [...Array(10).keys()] },
    { key: '2', name: 'left.ldr', depth: 1, parts: [10, 11, 12, 13, 14] },
    { key: '3', name: 'right.ldr', depth: 1, parts: [15, 16, 17, 18, 19] },
  ];
  return findModularBody(parts, instances, { held } as unknown as ConnectionGraph, () => false);
}

describe('a build of modules stands on its leg modules only when its trunk is off the ground', () => {
  it('a trunk a plate above the ground stands on the two modules under it: its legs', () => {
    expect(build(8)?.legs.map((m) => m.name)).toEqual(['left.ldr', 'right.ldr']);
  });

  it("a trunk 2 LDU above the ground stands on it itself (the Alien launcher craft's hull beside its engine ducts, batch 26), and so it does with an exporter's rounding noise: no legs", () => {
    expect(build(2)).toBeUndefined();
    expect(build(2.0004)).toBeUndefined();
    expect(build(1.9996)).toBeUndefined();
  });
});
