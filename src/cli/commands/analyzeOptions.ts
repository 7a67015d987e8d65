import { readFileSync } from 'node:fs';
import { parseCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { parseElement, type ElementName } from '../../rules/block-duel-chess/elements.ts';
import { DEFAULT_INTERPRETATIONS, withSettings, type Interpretations } from '../../rules/block-duel-chess/Interpretations.ts';
import type { ParsedArgs } from '../parseArgs.ts';
import { UserError } from '../UserError.ts';

export interface AnalyzeSettings {
  readonly rules: Interpretations;
  readonly element: ElementName | undefined;
  readonly corrections: Corrections | undefined;
}

/** --element, --ruler, --set name=value (repeatable as a comma list) and --corrections FILE, checked. */
export function analyzeSettings(args: ParsedArgs): AnalyzeSettings {
  const settings: string[] = [];
  const ruler = args.flags.get('ruler');
  if (typeof ruler === 'string') settings.push(`ruler=${ruler}`);
  const set = args.flags.get('set');
  if (typeof set === 'string') settings.push(...set.split(',').filter(Boolean));
  const rules = withSettings(DEFAULT_INTERPRETATIONS, settings);
  if (typeof rules === 'string') throw new UserError(rules, 2);
  const element = elementFlag(args, 'element');
  const correctionsFlag = args.flags.get('corrections');
  let corrections: Corrections | undefined;
  if (typeof correctionsFlag === 'string') corrections = readCorrections(correctionsFlag, false);
  return { rules, element, corrections };
}

/** Reads a corrections file; a missing file is an error unless `mayBeMissing` (then undefined). */
export function readCorrections(path: string, mayBeMissing: boolean): Corrections | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if (mayBeMissing && (e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UserError(`${path}: cannot read the corrections file (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const parsed = parseCorrections(text, path);
  if ('error' in parsed) throw new UserError(parsed.error);
  return parsed;
}

/** An Element option (`--element`, `--element-a`, ...), checked; undefined when not given. */
export function elementFlag(args: ParsedArgs, name: string): ElementName | undefined {
  const raw = args.flags.get(name);
  if (typeof raw !== 'string') return undefined;
  const parsed = parseElement(raw);
  if (!parsed) throw new UserError(`--${name}: "${raw}" is not an Element (Normal, Earth, Fire, Wind, Water, Wood, Electric, Metal, Light, Dark)`, 2);
  return parsed;
}
