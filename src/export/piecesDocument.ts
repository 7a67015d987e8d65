import { roundHalfUp } from '../analysis/roundHalfUp.ts';
import type { ModelPart } from '../ldraw/buildModel.ts';
import type { TeamAnalysis } from '../rules/block-duel-chess/analyzeTeam.ts';

export const PIECES_SCHEMA = 'brickstats/pieces@1';

/**
 * `brickstats pieces --format json`: every piece of a file, largest first,
 * with its size in p (height: the Pip Height of its analysis; width and depth:
 * its bounds along X and Z), and how many parts are ground, buildings or loose.
 */
export function piecesDocument(file: string, parts: readonly ModelPart[], team: TeamAnalysis) {
  return {
    schema: PIECES_SCHEMA,
    file,
    pieces: team.members.map(({ piece, analysis }) => {
      const pip = analysis.measurements.pipLdu;
      const [x, z] = extent(piece.parts.map((i) => parts[i]!));
      return {
        number: piece.number,
        name: piece.name,
        parts: piece.parts.length,
        size: { height: analysis.measurements.pipHeight, width: roundHalfUp(x / pip), depth: roundHalfUp(z / pip) },
        reason: piece.reason,
        partIds: piece.parts.map((i) => parts[i]!.id),
      };
    }),
    scenery: team.split.scenery.length,
    loose: team.split.loose.length,
  };
}

export type PiecesDocument = ReturnType<typeof piecesDocument>;

/** How far a group of parts reaches along X and along Z (LDU). */
function extent(parts: readonly ModelPart[]): [number, number] {
  let x0 = Infinity, x1 = -Infinity, z0 = Infinity, z1 = -Infinity;
  for (const { bounds } of parts) {
    x0 = Math.min(x0, bounds.min[0]!);
    x1 = Math.max(x1, bounds.max[0]!);
    z0 = Math.min(z0, bounds.min[2]!);
    z1 = Math.max(z1, bounds.max[2]!);
  }
  return [x1 - x0, z1 - z0];
}
