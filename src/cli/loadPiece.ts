import type { Model } from '../ldraw/buildModel.ts';
import type { PartLibrary } from '../ldraw/PartLibrary.ts';
import { problemsInBrief } from '../ldraw/problemsInBrief.ts';
import { loadBuild } from './loadBuild.ts';
import type { ModelFile } from './readModelFile.ts';
import { UserError } from './UserError.ts';

export interface PieceChoice {
  /** One MPD submodel. */
  readonly submodel?: string;
}

/**
 * A build ready for analysis, as every command that analyzes wants it:
 * shortcuts expanded, the chosen submodel, and a one-line error for an
 * unknown submodel or no parts at all. Its pieces are found by filePieces.
 */
export async function loadPiece(path: string, library: PartLibrary, choice: PieceChoice, note: (s: string) => void): Promise<{ file: ModelFile; model: Model }> {
  const { file, model } = await loadBuild(path, library, { expandShortcuts: true, ...(choice.submodel ? { submodel: choice.submodel } : {}) });
  if (file.note) note(file.note);
  const fatal = model.diagnostics.find((d) => d.severity === 'error' && /no submodel named/.test(d.message));
  if (fatal) throw new UserError(`${file.name}: ${fatal.message}`);
  // Where nothing was placed, the reader's problems say why (a line it could not use, a refused reference).
  if (model.parts.length === 0) throw new UserError(`${file.name}: the model has no parts to analyze${model.diagnostics.length > 0 ? ` (${problemsInBrief(model.diagnostics)}; brickstats inspect lists every problem)` : ''}`);
  return { file, model };
}
