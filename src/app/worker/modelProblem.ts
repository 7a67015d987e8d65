import type { Model } from '../../ldraw/buildModel.ts';
import { diagnosticText } from '../../ldraw/Diagnostic.ts';
import { problemsInBrief } from '../../ldraw/problemsInBrief.ts';

/**
 * Why a built model cannot be shown, in one line naming the file, or undefined when it can:
 * over a budget (placed parts, submodel instances, triangles: the limits the CLI applies,
 * with the CLI's words), broken (a reference cycle, runaway nesting, paths outside), or empty.
 */
export function modelProblem(model: Model, name: string): string | undefined {
  if (model.overBudget) return `${name}: ${model.overBudget}: over the limit, so the file is refused`;
  const broken = model.diagnostics.filter((d) => d.severity === 'error');
  if (broken.length > 0) {
    const first = broken[0]!;
    return `${name}: the file is broken: ${diagnosticText(first)}${broken.length > 1 ? ` (and ${broken.length - 1} more)` : ''}`;
  }
  if (model.parts.length === 0) return `${name}: the model has no parts${model.diagnostics.length > 0 ? ` (${problemsInBrief(model.diagnostics)})` : ''}`;
  return undefined;
}
