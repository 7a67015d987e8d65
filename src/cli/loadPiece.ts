import { connectedGroups, findConnections } from '../analysis/findConnections.ts';
import type { Model } from '../ldraw/buildModel.ts';
import type { PartLibrary } from '../ldraw/PartLibrary.ts';
import { loadBuild } from './loadBuild.ts';
import type { ModelFile } from './readModelFile.ts';
import { UserError } from './UserError.ts';

export interface PieceChoice {
  /** One MPD submodel. */
  readonly submodel?: string;
  /** The N-th largest group of parts that hold together (from 1). */
  readonly group?: number;
}

/**
 * A build ready for analysis, as every command that analyzes wants it:
 * shortcuts expanded, the chosen submodel or group of parts, and a one-line
 * error for an unknown submodel, a group that is not there or no parts at all.
 */
export async function loadPiece(path: string, library: PartLibrary, choice: PieceChoice, note: (s: string) => void): Promise<{ file: ModelFile; model: Model }> {
  const { file, model: whole } = await loadBuild(path, library, { expandShortcuts: true, ...(choice.submodel ? { submodel: choice.submodel } : {}) });
  if (file.note) note(file.note);
  const fatal = whole.diagnostics.find((d) => d.severity === 'error' && /no submodel named/.test(d.message));
  if (fatal) throw new UserError(`${file.name}: ${fatal.message}`);
  let model = whole;
  if (choice.group !== undefined) {
    const groups = connectedGroups(findConnections(whole.parts));
    const chosen = groups[choice.group - 1];
    if (!chosen) throw new UserError(`${file.name}: no group ${choice.group}: the model has ${groups.length} group(s) of parts that hold together`);
    model = { ...whole, parts: chosen.map((i) => whole.parts[i]!) };
  }
  if (model.parts.length === 0) throw new UserError(`${file.name}: the model has no parts to analyze`);
  return { file, model };
}
