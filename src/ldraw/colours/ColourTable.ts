import type { ColourDefinition } from './ColourDefinition.ts';
import { colourFamily, familyOfRgb } from './colourFamily.ts';
import { parseColourLine } from './parseColourLine.ts';

export const MAIN_COLOUR = 16;
export const EDGE_COLOUR = 24;

/** Direct colours: 0x2RRGGBB opaque, 0x3RRGGBB transparent (as the LDraw spec writes them). */
export function isDirectColour(code: number): boolean {
  return code >= 0x2000000 && code <= 0x3ffffff;
}

/**
 * The colours a model may use: the library's LDConfig.ldr plus `!COLOUR`
 * lines from the model. Codes not defined anywhere resolve to a visible
 * placeholder so a model with a typo still renders; callers report them.
 */
export class ColourTable {
  private readonly byCode = new Map<number, ColourDefinition>();

  constructor(definitions: Iterable<ColourDefinition> = []) {
    for (const d of definitions) this.byCode.set(d.code, d);
  }

  static fromLdConfig(text: string): ColourTable {
    const table = new ColourTable();
    table.addLines(text);
    return table;
  }

  /** Adds every `0 !COLOUR` line of an LDraw text; returns the messages of lines that could not be used. */
  addLines(text: string): { line: number; message: string }[] {
    const problems: { line: number; message: string }[] = [];
    const lines = text.split(/\r\n|\r|\n/);
    for (let i = 0; i < lines.length; i++) {
      const m = /^\s*0\s+!COLOUR\s+(.*)$/.exec(lines[i]!);
      if (!m) continue;
      const parsed = parseColourLine(m[1]!, (code) => this.byCode.get(code)?.rgb);
      if (typeof parsed === 'string') problems.push({ line: i + 1, message: parsed });
      else this.byCode.set(parsed.code, parsed);
    }
    return problems;
  }

  add(definition: ColourDefinition): void {
    this.byCode.set(definition.code, definition);
  }

  has(code: number): boolean {
    return this.byCode.has(code) || isDirectColour(code);
  }

  get size(): number {
    return this.byCode.size;
  }

  /** The definition of a code, direct colours included; undefined for unknown codes. */
  get(code: number): ColourDefinition | undefined {
    const known = this.byCode.get(code);
    if (known) return known;
    if (isDirectColour(code)) return directColour(code);
    return undefined;
  }

  /** Like get, but never undefined: unknown codes become a magenta placeholder named after the code. */
  resolve(code: number): ColourDefinition {
    return this.get(code) ?? unknownColour(code);
  }

  all(): IterableIterator<ColourDefinition> {
    return this.byCode.values();
  }
}

const directCache = new Map<number, ColourDefinition>();

function directColour(code: number): ColourDefinition {
  let d = directCache.get(code);
  if (!d) {
    const rgb = code & 0xffffff;
    const transparent = code >= 0x3000000;
    const hex = rgb.toString(16).padStart(6, '0').toUpperCase();
    d = {
      code, name: `Direct #${hex}`, rgb, edgeRgb: darken(rgb), alpha: transparent ? 128 : 255,
      finish: transparent ? 'transparent' : 'solid', family: familyOfRgb(rgb), shiny: false, luminance: 0,
    };
    directCache.set(code, d);
  }
  return d;
}

function unknownColour(code: number): ColourDefinition {
  return {
    code, name: `Unknown colour ${code}`, rgb: 0xff00ff, edgeRgb: 0x333333, alpha: 255,
    finish: 'solid', family: colourFamily('', 0xff00ff), shiny: false, luminance: 0,
  };
}

function darken(rgb: number): number {
  const r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
  return ((r >> 1) << 16) | ((g >> 1) << 8) | (b >> 1);
}
