import { describe, expect, it } from 'vitest';
import { packPartState } from './packPartState.ts';

/** The decoding in createPartMaterial's shader, in float32 as the GPU does it. */
function decode(packed: number) {
  const a = Math.fround(packed);
  const flags = Math.floor(a * 0.5);
  return { opacity: Math.fround(a - 2 * flags), tintAll: flags % 2, selected: Math.floor(flags * 0.5) % 2, hovered: Math.floor(flags * 0.25) };
}

describe('packPartState', () => {
  it('round-trips through the shader decoding for every flag combination and opacity', () => {
    for (const opacity of [0, 0.25, 128 / 255, 0.45, 1]) {
      for (let f = 0; f < 8; f++) {
        const state = { opacity, tintAll: (f & 1) > 0, selected: (f & 2) > 0, hovered: (f & 4) > 0 };
        const d = decode(packPartState(state));
        expect(d.opacity).toBeCloseTo(opacity, 6);
        expect([d.tintAll, d.selected, d.hovered]).toEqual([f & 1 ? 1 : 0, f & 2 ? 1 : 0, f & 4 ? 1 : 0]);
      }
    }
  });
});
