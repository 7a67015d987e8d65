import { describe, expect, it } from 'vitest';
import { FUNCTION_LEGEND } from './tintPalette.ts';
import { weaponLabelColours } from './weaponLabelColours.ts';

const legend = (key: string) => `#${FUNCTION_LEGEND.find((e) => e.key === key)!.rgb.toString(16).padStart(6, '0')}`;

describe('weaponLabelColours', () => {
  it('gives each Level the colour the legend shows for it', () => {
    for (const level of [0, 1, 2, 3]) expect(weaponLabelColours(level).background).toBe(legend(`weapon-${level}`));
    expect(new Set([0, 1, 2, 3].map((l) => weaponLabelColours(l).background)).size).toBe(4);
  });

  it('writes dark text on the pale tints and white on the deep ones', () => {
    expect(weaponLabelColours(0).color).toBe('#1a1a1a');
    expect(weaponLabelColours(3).color).toBe('#ffffff');
  });
});
