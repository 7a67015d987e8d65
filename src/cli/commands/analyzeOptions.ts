import { parseCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { type ElementName } from '../../rules/block-duel-chess/elements.ts';
import { DEFAULT_INTERPRETATIONS, withSettings, type Interpretations } from '../../rules/block-duel-chess/Interpretations.ts';
import type { RuleOptions } from '../sharedOptions.ts';
import { readSmallFile } from '../readSmallFile.ts';
import { UserError } from '../UserError.ts';

/** Corrections files hold a few lines per part: anything this large is not one (and /dev/zero never ends). */
export const MAX_CORRECTIONS_BYTES = 16 * 1024 * 1024;

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

/** A corrections file's text, at most MAX_CORRECTIONS_BYTES; a missing file is an error unless `mayBeMissing` (then undefined). */
export function readCorrectionsText(path: string, mayBeMissing: boolean): string | undefined {
  let bytes: Buffer | undefined;
  try {
    bytes = readSmallFile(path, MAX_CORRECTIONS_BYTES);
  } catch (e) {
    if (mayBeMissing && (e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UserError(`${path}: cannot read the corrections file (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (bytes === undefined) throw new UserError(`${path}: larger than ${MAX_CORRECTIONS_BYTES / 1048576} MB; this is not a corrections file`);
  return bytes.toString('utf8');
}
