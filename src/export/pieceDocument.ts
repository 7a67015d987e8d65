import type { PieceAnalysis } from '../rules/block-duel-chess/analyzePiece.ts';
import type { ColourTable } from '../ldraw/colours/ColourTable.ts';
import type { Stat, StatName } from '../rules/block-duel-chess/computeStats.ts';
import { elementRow, ELEMENTS } from '../rules/block-duel-chess/elements.ts';

export const PIECE_SCHEMA = 'brickstats/piece@1';
const STATS: readonly StatName[] = ['H', 'V', 'A', 'D', 'M', 'R'];
const round = (n: number) => Math.round(n * 1000) / 1000;

/** `brickstats analyze --format json`: the piece with every number explained, and every part with its labels. */
export function pieceDocument(a: PieceAnalysis, file: string, colours: ColourTable) {
  const m = a.measurements;
  const id = (i: number) => a.parts[i]!.id;
  return {
    schema: PIECE_SCHEMA,
    file,
    piece: {
      element: a.element,
      elementReason: a.elementReason,
      elementChoices: a.elementChoices.map((c) => ({ element: c.element, colourBonus: c.colourBonus, matching: c.matching })),
      colourFamilies: a.families,
      // Elemental Advantage doubles damage dealt, and halves damage taken from the weaker side.
      advantage: {
        against: elementRow(a.element).advantageAgainst,
        weakAgainst: ELEMENTS.filter((e) => e.advantageAgainst.includes(a.element)).map((e) => e.name),
      },
      measurements: {
        ruler: a.rules.ruler,
        pipLdu: round(m.pipLdu),
        pipHeight: m.pipHeight,
        pipHeightLdu: round(m.pipHeightLdu),
        pipSideWidth: m.pipSideWidth,
        pipSideWidthLdu: round(m.pipSideWidthLdu),
        width: m.width,
        widthLdu: round(m.widthLdu),
        front: m.front,
        frontReason: m.frontReason,
        core: { part: id(m.core.part), pipCount: m.core.block.pipCount, blockValue: m.core.block.blockValue, comp: m.core.block.comp, reason: m.core.reason },
        coreValue: m.coreValue,
        coreComp: m.coreComp,
        baseType: m.baseType,
        baseReason: m.baseReason,
        headTop: id(m.headTopPart),
      },
      stats: Object.fromEntries(STATS.map((k) => [k, statDocument(a.stats[k])])) as Record<StatName, ReturnType<typeof statDocument>>,
      weapons: a.weapons.map((w) => ({ kind: w.kind, level: w.level, parts: w.parts.map(id), reason: w.reason })),
      warnings: a.warnings,
      staleCorrections: a.stale,
      interpretations: a.rules,
      groups: a.groups.length,
    },
    parts: a.parts.map((p, i) => {
      const l = a.labels[i]!;
      const c = colours.resolve(p.colour);
      return {
        id: p.id,
        part: p.part,
        description: p.file?.description ?? '',
        colour: p.colour,
        colourName: c.name,
        colourFamily: c.family,
        section: l.section,
        function: l.function,
        weapon: l.weapon,
        boost: l.boost,
        reason: `${l.sectionReason}; ${l.functionReason}`,
        sectionReason: l.sectionReason,
        functionReason: l.functionReason,
        corrected: l.corrected,
        confidence: l.corrected ? ('high' as const) : l.confidence,
        confidenceReason: l.corrected ? 'user correction' : l.confidenceReason,
      };
    }),
  };
}

export type PieceDocument = ReturnType<typeof pieceDocument>;

function statDocument(s: Stat) {
  return {
    base: s.base,
    value: s.value,
    formula: s.formula,
    worked: s.worked,
    terms: s.terms,
    interpretations: s.interpretations,
    ...(s.direction ? { direction: s.direction, directionReason: s.directionReason } : {}),
  };
}
