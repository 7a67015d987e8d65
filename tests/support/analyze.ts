import { loadBuild } from '../../src/cli/loadBuild.ts';
import { analyzePiece, type AnalyzeOptions, type PieceAnalysis } from '../../src/rules/block-duel-chess/analyzePiece.ts';
import { analyzeTeam, type TeamAnalysis } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library, SHARED_MODELS } from './library.ts';

/** Analyzes a model file on disk against the real library, as `brickstats analyze` does. */
export async function analyzeFile(path: string, options: AnalyzeOptions & { submodel?: string } = {}): Promise<PieceAnalysis> {
  const { model } = await loadBuild(path, library(), { expandShortcuts: true, ...(options.submodel ? { submodel: options.submodel } : {}) });
  return analyzePiece(model, options);
}

/** Analyzes LDraw text (placements of real library parts). */
export async function analyzeText(text: string, options: AnalyzeOptions = {}): Promise<PieceAnalysis> {
  const loaded = await loadModel(text, 'test.ldr', { library: library() });
  return analyzePiece(buildModel(loaded, { expandShortcuts: true }), options);
}

/** The six stats' base values as "H V A D M R". */
export function baseLine(a: PieceAnalysis): string {
  return (['H', 'V', 'A', 'D', 'M', 'R'] as const).map((k) => a.stats[k].base).join(' ');
}

/** Every piece of a build under ../shared/models (a path below it), as `brickstats analyze` reads a file of several, Element Normal. */
export async function sharedTeam(file: string): Promise<TeamAnalysis> {
  const { model } = await loadBuild(`${SHARED_MODELS}/${file}`, library(), { expandShortcuts: true });
  return analyzeTeam(model, { element: 'Normal' });
}

/** The first (largest) piece of a build under ../shared/models. */
export async function sharedPiece(file: string): Promise<PieceAnalysis> {
  return (await sharedTeam(file)).members[0]!.analysis;
}
