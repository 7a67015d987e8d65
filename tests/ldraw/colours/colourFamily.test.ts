import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourFamily } from '../../../src/ldraw/colours/colourFamily.ts';
import { libraryRoot } from '../../support/library.ts';

/** A colour of the installed library's LDConfig.ldr, by code: its name and RGB value. */
function colour(code: number): { name: string; rgb: number } {
  const line = readFileSync(join(libraryRoot(), 'LDConfig.ldr'), 'latin1').split('\n').find((l) => new RegExp(`!COLOUR\\s+\\S+\\s+CODE\\s+${code}\\s`).test(l))!;
  return { name: /!COLOUR\s+(\S+)/.exec(line)![1]!, rgb: parseInt(/VALUE\s+#([0-9A-Fa-f]{6})/.exec(line)![1]!, 16) };
}

describe('the colour family of an LDraw colour', () => {
  it('reads the last colour word of the name', () => {
    expect(colourFamily('Reddish_Brown', 0x582a12)).toBe('brown');
    expect(colourFamily('Dark_Bluish_Grey', 0x6c6e68)).toBe('gray');
    expect(colourFamily('Trans_Light_Blue', 0xaee9ef)).toBe('blue');
  });

  it('falls back to the hue where the name has no colour word', () => {
    expect(colourFamily('Salmon', 0xf2705e)).toBe('red');
  });

  it("reads code 40 as the black players know, whatever the library calls it (Trans_Black in 2022, Trans_Brown since 2023)", () => {
    const c = colour(40);
    expect(colourFamily(c.name, c.rgb)).toBe('black');
    expect(colourFamily('Trans_Black', 0x635f52)).toBe('black');
    expect(colourFamily('Trans_Brown', 0x635f52)).toBe('black');
  });
});
