import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';

/** The model a corrections file names (the viewer writes it in a "model" field the CLI keeps), if any. */
export function correctionsMadeFor(text: string): string | undefined {
  try {
    const raw = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as { model?: unknown };
    return typeof raw.model === 'string' && raw.model.length > 0 ? raw.model.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/** A corrections file's text as the viewer writes it: the CLI's format, with the model's name in a "model" field. */
export function correctionsFileText(corrections: Corrections, modelName: string | null): string {
  const { schema, ...rest } = corrections;
  return `${JSON.stringify({ schema, ...(modelName ? { model: modelName } : {}), ...rest }, null, 2)}\n`;
}
