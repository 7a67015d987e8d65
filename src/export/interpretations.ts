import { DEFAULT_INTERPRETATIONS, INTERPRETATION_CHOICES, INTERPRETATION_TEXT, type Interpretations } from '../rules/block-duel-chess/Interpretations.ts';

export const INTERPRETATIONS_SCHEMA = 'brickstats/interpretations@1';

/** `brickstats interpretations --format json`: every choice the rules leave open, with its values, the default and what the default means. */
export function interpretationsDocument() {
  const names = Object.keys(INTERPRETATION_CHOICES) as (keyof Interpretations)[];
  return {
    schema: INTERPRETATIONS_SCHEMA,
    interpretations: names.map((name) => ({
      name,
      choices: [...INTERPRETATION_CHOICES[name]] as (string | number)[],
      default: DEFAULT_INTERPRETATIONS[name] as string | number,
      text: INTERPRETATION_TEXT[name],
    })),
  };
}

/** The same as text: each name with its choices (the default marked) and its one-line explanation. */
export function interpretationsText(): string {
  const { interpretations } = interpretationsDocument();
  const width = Math.max(...interpretations.map((i) => i.name.length));
  const out = ['Where the Block Duel Chess rules are silent or ambiguous; switch with --set name=value.', ''];
  for (const i of interpretations) {
    out.push(`  ${i.name.padEnd(width)}  ${i.choices.map((c) => (c === i.default ? `${c} (default)` : String(c))).join(' | ')}`);
    out.push(`  ${''.padEnd(width)}  ${i.text}`);
  }
  return out.join('\n');
}
