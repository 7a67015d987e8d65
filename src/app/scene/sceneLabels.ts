import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { TintMode } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { boxCentre } from './boxCentre.ts';
import { layoutOfPiece, type Vec3 } from './measurementLayout.ts';
import { MEASURE_COLOURS } from './measureColours.ts';
import { weaponLabelColours } from './weaponLabelColours.ts';

/** Measurement labels: white text, always drawn. */
const MEASURE = { color: '#fff', thin: false, rank: 0, parts: [] } as const;

export interface SceneLabel {
  readonly key: string;
  /** Anchor in LDraw units (the model group's frame). */
  readonly at: Vec3;
  readonly text: string;
  readonly background: string;
  /** The text colour. */
  readonly color: string;
  readonly testId: string;
  /** Labels that give way when they would cover others (weapons); the rest are always drawn (measurements). */
  readonly thin: boolean;
  /** Which label keeps its place when labels crowd: higher first (a weapon's Level). */
  readonly rank: number;
  /** The document indices of the parts it names: hovering or selecting one always shows it. */
  readonly parts: readonly number[];
}

/**
 * Every label drawn on the model: "lance L1" at each weapon's centre in
 * 'functions' mode (one per weapon as the rules count it: a hilt and its blade
 * are one), in its Level's legend colour, and the measurement values when
 * measurements are shown.
 */
export function sceneLabels(scene: SceneData, doc: PieceDocument | null, mode: TintMode, showMeasurements: boolean): SceneLabel[] {
  if (!doc) return [];
  const labels: SceneLabel[] = [];
  if (mode === 'functions') {
    const indexOf = new Map(doc.parts.map((p, i) => [p.id, i]));
    doc.piece.weapons.forEach((w, n) => {
      const parts = w.parts.flatMap((id) => indexOf.get(id) ?? []);
      const boxes = parts.flatMap((k) => scene.instances[k] ?? []);
      const centre = boxCentre(boxes);
      if (centre) labels.push({ key: `weapon:${n}`, at: centre, text: `${w.kind} L${w.level}`, ...weaponLabelColours(w.level), testId: 'weapon-label', thin: true, rank: w.level, parts });
    });
  }
  if (showMeasurements) {
    const layout = layoutOfPiece(scene, doc);
    for (const d of layout.dimensions) {
      labels.push({ key: `measure:${d.key}`, at: d.labelAt, text: d.label, background: d.breach ? MEASURE_COLOURS.breach : MEASURE_COLOURS.ok, ...MEASURE, testId: `measure-${d.key}` });
    }
    labels.push({ key: 'measure:limit', at: layout.limit.labelAt, text: layout.limit.label, background: layout.limit.breach ? MEASURE_COLOURS.breach : MEASURE_COLOURS.limit, ...MEASURE, testId: 'measure-limit' });
    labels.push({ key: 'measure:front', at: layout.arrowTip, text: 'front', background: MEASURE_COLOURS.arrow, ...MEASURE, testId: 'measure-front' });
  }
  return labels;
}
