import { describe, expect, it } from 'vitest';
import { cleanDescription } from '../../src/ldraw/cleanDescription.ts';

describe('cleanDescription', () => {
  it('drops the moved, alias, shortcut and third-party prefixes, the obsolete mark and the spaces around', () => {
    expect(cleanDescription('~Minifig Hips (Obsolete)')).toBe('Minifig Hips');
    expect(cleanDescription('~Minifig Leg Left with White Lower Leg Pattern (Obsolete)')).toBe('Minifig Leg Left with White Lower Leg Pattern');
    expect(cleanDescription('=Brick 2 x 4 ')).toBe('Brick 2 x 4');
    expect(cleanDescription('_Minifig Torso with Red Arms')).toBe('Minifig Torso with Red Arms');
    expect(cleanDescription('|~Custom Wing')).toBe('Custom Wing');
  });

  it('reads a title the same however a library pads its numbers', () => {
    // 61184.dat's title in the 2022 library and in the 2025 one.
    expect(cleanDescription('Technic Pin  1/2 with Bar 2L')).toBe(cleanDescription('Technic Pin 1/2 with Bar 2L'));
    expect(cleanDescription('Plate  1 x  2 with\tClip')).toBe('Plate 1 x 2 with Clip');
  });

  it('keeps the same characters inside a description', () => {
    expect(cleanDescription('Sticker 1 x 6 with "=" Sign')).toBe('Sticker 1 x 6 with "=" Sign');
  });
});
