import { describe, expect, it } from 'vitest';
import { partList } from '../../src/analysis/partList.ts';

describe('partList', () => {
  it('names a few parts one by one, in their order', () => {
    expect(partList(['3818.dat', '3820.dat'])).toBe('3818.dat + 3820.dat');
    expect(partList(['4589.dat', '4095.dat', '4589.dat', '4095.dat'])).toBe('4589.dat + 4095.dat + 4589.dat + 4095.dat');
  });

  it('names many parts by kind, the commonest first, with how many of each', () => {
    expect(partList(['3069b.dat', '3069b.dat', '3069b.dat', '3069b.dat', '3069b.dat'])).toBe('3069b.dat ×5');
    expect(partList(['3021.dat', '3794b.dat', '3794b.dat', '3021.dat', '3794b.dat'])).toBe('3794b.dat ×3, 3021.dat ×2');
  });

  it('says how many kinds and parts it leaves out', () => {
    const names = ['a.dat', 'a.dat', 'b.dat', 'b.dat', 'c.dat', 'd.dat', 'e.dat', 'a.dat'];
    expect(partList(names)).toBe('a.dat ×3, b.dat ×2, c.dat and 2 more kinds, 8 parts');
  });
});
