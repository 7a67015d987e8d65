import type { ColourFamily } from './ColourDefinition.ts';

/** Words of LDraw colour names that name a family; the last one in a name wins ("Reddish_Brown" is brown). */
const FAMILY_WORDS: Readonly<Record<string, ColourFamily>> = {
  black: 'black',
  brown: 'brown', tan: 'brown', nougat: 'brown', rust: 'brown', copper: 'brown', brass: 'brown',
  grey: 'gray', gray: 'gray', silver: 'gray', alloy: 'gray',
  green: 'green', lime: 'green', olive: 'green',
  orange: 'orange',
  red: 'red',
  yellow: 'yellow', gold: 'yellow', lemon: 'yellow',
  blue: 'blue', azure: 'blue',
  purple: 'purple', violet: 'purple', lilac: 'purple', lavender: 'purple', magenta: 'purple', pink: 'purple',
  white: 'white', clear: 'white', milky: 'white',
};

/**
 * Colours players know by another name than LDraw's. Code 40, LDraw's "Trans_Brown" since
 * 2023 (TLG's name), is "Trans_Black" in older libraries and Trans-Black in BrickLink and
 * Studio: the smoky black of windscreens and visors.
 */
const KNOWN_AS: Readonly<Record<string, ColourFamily>> = { trans_brown: 'black' };

/**
 * The Element table's colour family of an LDraw colour: from the name's
 * colour words (finish words such as Trans, Chrome, Pearl carry no family),
 * falling back to the hue of its RGB value for names like Salmon or Aqua.
 */
export function colourFamily(name: string, rgb: number): ColourFamily {
  const known = KNOWN_AS[name.toLowerCase().replace(/[\s-]+/g, '_')];
  if (known) return known;
  const words = name.toLowerCase().split(/[_\s-]+/);
  for (let i = words.length - 1; i >= 0; i--) {
    const family = FAMILY_WORDS[words[i]!];
    if (family) return family;
  }
  return familyOfRgb(rgb);
}

export function familyOfRgb(rgb: number): ColourFamily {
  const r = ((rgb >> 16) & 255) / 255, g = ((rgb >> 8) & 255) / 255, b = (rgb & 255) / 255;
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (saturation < 0.2 || chroma < 0.08) return lightness < 0.2 ? 'black' : lightness > 0.8 ? 'white' : 'gray';
  let hue: number;
  if (max === r) hue = 60 * (((g - b) / chroma + 6) % 6);
  else if (max === g) hue = 60 * ((b - r) / chroma + 2);
  else hue = 60 * ((r - g) / chroma + 4);
  if (hue < 15 || hue >= 330) return 'red';
  if (hue < 45) return lightness < 0.4 ? 'brown' : 'orange';
  if (hue < 70) return lightness < 0.35 ? 'brown' : 'yellow';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'purple';
}
