/** A problem found in input data. Bad data never throws: it becomes one of these. */
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** The file the problem is in, as the user or the referencing line named it. */
  readonly file: string;
  /** 1-based line number in that file; 0 when the problem is not on one line. */
  readonly line: number;
  readonly severity: Severity;
  readonly message: string;
}

export function diagnostic(file: string, line: number, severity: Severity, message: string): Diagnostic {
  return { file, line, severity, message };
}

/** A problem in words, where it is first: "file.ldr:12: what is wrong" (no line number where it is on no one line). */
export function diagnosticText(d: Diagnostic): string {
  return `${d.file}${d.line ? `:${d.line}` : ''}: ${d.message}`;
}
