import { readFileSync } from 'node:fs';
import { parseCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { parseElement, type ElementName } from '../../rules/block-duel-chess/elements.ts';
import { DEFAULT_INTERPRETATIONS, withSettings, type Interpretations } from '../../rules/block-duel-chess/Interpretations.ts';
import type { RuleOptions } from '../sharedOptions.ts';
import { UserError } from '../UserError.ts';

export interface AnalyzeSettings {
  readonly rules: Interpretations;
  readonly element: ElementName | undefined;
  readonly corrections: Corrections | undefined;
}

/** --ruler and --set name=value (several as a comma list) checked against the rules' table; --corrections FILE read. */
export function analyzeSettings(options: RuleOptions & { readonly element?: ElementName; readonly corrections?: string }): AnalyzeSettings {
  const settings: string[] = [];
  if (options.ruler !== undefined) settings.push(`ruler=${options.ruler}`);
  if (options.set !== undefined) settings.push(...options.set.split(',').filter(Boolean));
  const rules = withSettings(DEFAULT_INTERPRETATIONS, settings);
  if (typeof rules === 'string') throw new UserError(rules, 2);
  const corrections = options.corrections !== undefined ? readCorrections(options.corrections, false) : undefined;
  return { rules, element: options.element, corrections };
}

/** Reads a corrections file; a missing file is an error unless `mayBeMissing` (then undefined). */
export function readCorrections(path: string, mayBeMissing: boolean): Corrections | undefined {
  const text = readCorrectionsText(path, mayBeMissing);
  if (text === undefined) return undefined;
  const parsed = parseCorrections(text, path);
  if ('error' in parsed) throw new UserError(parsed.error);
  return parsed;
}

/** A corrections file's text; a missing file is an error unless `mayBeMissing` (then undefined). */
export function readCorrectionsText(path: string, mayBeMissing: boolean): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    if (mayBeMissing && (e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UserError(`${path}: cannot read the corrections file (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
