import { FUNCTION_LEGEND } from './tintPalette.ts';

const hex = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`;

/** Relative luminance (WCAG) of 0xRRGGBB. */
function luminance(rgb: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((rgb >> 16) & 255) + 0.7152 * lin((rgb >> 8) & 255) + 0.0722 * lin(rgb & 255);
}

/**
 * A weapon label's colours: the background is its Level's tint in the functions legend, the text
 * dark or white, whichever contrasts more with it.
 */
export function weaponLabelColours(level: number): { readonly background: string; readonly color: string } {
  const entry = FUNCTION_LEGEND.find((e) => e.key === `weapon-${level}`) ?? FUNCTION_LEGEND.find((e) => e.key === 'weapon-0')!;
  const l = luminance(entry.rgb);
  // Contrast ratios against white (1.0) and near-black #1a1a1a (about 0.0103).
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (0.0103 + 0.05);
  return { background: hex(entry.rgb), color: onDark > onWhite ? '#1a1a1a' : '#ffffff' };
}
