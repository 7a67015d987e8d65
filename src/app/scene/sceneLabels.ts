import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { TintMode } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { boxCentre } from './boxCentre.ts';
import { layoutOfPiece, type Vec3 } from './measurementLayout.ts';
import { MEASURE_COLOURS } from './measureColours.ts';

export interface SceneLabel {
  readonly key: string;
  /** Anchor in LDraw units (the model group's frame). */
  readonly at: Vec3;
  readonly text: string;
  readonly background: string;
  readonly testId: string;
}

/**
 * Every label drawn on the model: "lance L1" at each weapon's centre in
 * 'functions' mode (one per weapon as the rules count it: a hilt and its blade
 * are one), and the measurement values when measurements are shown.
 */
export function sceneLabels(scene: SceneData, doc: PieceDocument | null, mode: TintMode, showMeasurements: boolean): SceneLabel[] {
  if (!doc) return [];
  const labels: SceneLabel[] = [];
  if (mode === 'functions') {
    const indexOf = new Map(doc.parts.map((p, i) => [p.id, i]));
    doc.piece.weapons.forEach((w, n) => {
      const boxes = w.parts.flatMap((id) => {
        const instance = scene.instances[indexOf.get(id) ?? -1];
        return instance ? [instance] : [];
      });
      const centre = boxCentre(boxes);
      if (centre) labels.push({ key: `weapon:${n}`, at: centre, text: `${w.kind} L${w.level}`, background: 'rgba(150, 30, 20, 0.88)', testId: 'weapon-label' });
    });
  }
  if (showMeasurements) {
    const layout = layoutOfPiece(scene, doc);
    for (const d of layout.dimensions) {
      labels.push({ key: `measure:${d.key}`, at: d.labelAt, text: d.label, background: d.breach ? MEASURE_COLOURS.breach : MEASURE_COLOURS.ok, testId: `measure-${d.key}` });
    }
    labels.push({ key: 'measure:limit', at: layout.limit.labelAt, text: layout.limit.label, background: layout.limit.breach ? MEASURE_COLOURS.breach : MEASURE_COLOURS.limit, testId: 'measure-limit' });
    labels.push({ key: 'measure:front', at: layout.arrowTip, text: 'front', background: MEASURE_COLOURS.arrow, testId: 'measure-front' });
  }
  return labels;
}
