import { diagnosticText, type Diagnostic } from './Diagnostic.ts';

/** Problems named in a one-line message; the rest are counted. */
const SHOWN = 3;

/**
 * The reader's first problems on one line, each with its file and line ("a.ldr:2: ... | b.ldr:4: ..."),
 * and how many more there are: where a model places nothing, these say why.
 */
export function problemsInBrief(problems: readonly Diagnostic[]): string {
  const named = problems.slice(0, SHOWN).map(diagnosticText);
  return `${named.join(' | ')}${problems.length > SHOWN ? ` (and ${problems.length - SHOWN} more)` : ''}`;
}
