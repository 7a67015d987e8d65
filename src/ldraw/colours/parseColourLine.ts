import type { ColourDefinition, Finish } from './ColourDefinition.ts';
import { colourFamily } from './colourFamily.ts';

/**
 * Parses the text after `0 !COLOUR`:
 * `name CODE n VALUE #RRGGBB EDGE #RRGGBB|code [ALPHA a] [LUMINANCE l] [CHROME|PEARLESCENT|RUBBER|MATTE_METALLIC|METAL|MATERIAL ...]`.
 * Returns an error message instead of a definition when the line is unusable.
 * `edgeOf` resolves an EDGE given as a colour code.
 */
export function parseColourLine(rest: string, edgeOf: (code: number) => number | undefined): ColourDefinition | string {
  const tokens = rest.trim().split(/\s+/);
  const name = tokens[0];
  if (!name) return '!COLOUR without a name';
  let code: number | undefined;
  let rgb: number | undefined;
  let edgeRgb: number | undefined;
  let alpha = 255;
  let luminance = 0;
  let finish: Finish = 'solid';
  for (let i = 1; i < tokens.length; i++) {
    const key = tokens[i]!.toUpperCase();
    const value = tokens[i + 1];
    switch (key) {
      case 'CODE': code = Number.parseInt(value ?? '', 10); i++; break;
      case 'VALUE': rgb = parseHex(value); i++; break;
      case 'EDGE': {
        edgeRgb = parseHex(value);
        if (edgeRgb === undefined && value !== undefined && /^\d+$/.test(value)) edgeRgb = edgeOf(Number(value));
        i++;
        break;
      }
      case 'ALPHA': alpha = clampByte(Number(value)); i++; break;
      case 'LUMINANCE': luminance = clampByte(Number(value)); i++; break;
      case 'CHROME': finish = 'chrome'; break;
      case 'PEARLESCENT': finish = 'pearlescent'; break;
      case 'METAL': case 'MATTE_METALLIC': finish = 'metal'; break;
      case 'RUBBER': finish = 'rubber'; break;
      case 'MATERIAL': {
        const material = (value ?? '').toUpperCase();
        if (material === 'GLITTER') finish = 'glitter';
        else if (material === 'SPECKLE') finish = 'speckle';
        i = tokens.length; // the material's own parameters follow; none matter here
        break;
      }
      default: break;
    }
  }
  if (code === undefined || !Number.isInteger(code) || code < 0) return `!COLOUR ${name} has no valid CODE`;
  if (rgb === undefined) return `!COLOUR ${name} has no valid VALUE`;
  if (finish === 'solid' && alpha < 255) finish = 'transparent';
  if (finish === 'solid' && luminance > 0) finish = 'luminous';
  const displayName = name.replace(/_/g, ' ');
  return {
    code,
    name: displayName,
    rgb,
    edgeRgb: edgeRgb ?? 0x333333,
    alpha,
    finish,
    family: colourFamily(name, rgb),
    shiny: finish === 'chrome' || finish === 'pearlescent' || finish === 'metal',
    luminance,
  };
}

function parseHex(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  const m = /^(?:#|0x)([0-9a-f]{6})$/i.exec(token);
  return m ? Number.parseInt(m[1]!, 16) : undefined;
}

function clampByte(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(255, Math.round(n))) : 255;
}
