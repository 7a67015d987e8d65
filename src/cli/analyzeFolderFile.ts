import type { PartLibrary } from '../ldraw/PartLibrary.ts';
import { pieceDocument, type PieceDocument } from '../export/pieceDocument.ts';
import { analyzePiece, type AnalyzeOptions } from '../rules/block-duel-chess/analyzePiece.ts';
import type { AnalyzeSettings } from './commands/analyzeOptions.ts';
import { loadPiece } from './loadPiece.ts';

/** One file of a folder, read whole as one piece: its data sheet. */
export async function analyzeFolderFile(path: string, library: PartLibrary, settings: AnalyzeSettings): Promise<PieceDocument> {
  const { file, model } = await loadPiece(path, library, {}, () => undefined);
  return pieceDocument(analyzePiece(model, pieceOptions(settings)), file.name, model.loaded.colours);
}

/** The settings of the command line as the analysis takes them. */
export function pieceOptions(settings: AnalyzeSettings): AnalyzeOptions {
  return {
    rules: settings.rules,
    ...(settings.element ? { element: settings.element } : {}),
    ...(settings.corrections ? { corrections: settings.corrections } : {}),
  };
}
