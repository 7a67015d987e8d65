import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { SceneData } from '../worker/protocol.ts';

export type Vec3 = [number, number, number];

/** A dimension line with end ticks, in LDraw units (Y down). */
export interface Dimension {
  readonly key: 'height' | 'side-width' | 'width';
  readonly from: Vec3;
  readonly to: Vec3;
  /** Half a tick, perpendicular to the line. */
  readonly tick: Vec3;
  readonly label: string;
  readonly labelAt: Vec3;
  readonly breach: boolean;
}

export interface MeasurementLayout {
  readonly dimensions: readonly Dimension[];
  /** Front arrow on the ground: shaft then the two head strokes, as segment pairs. */
  readonly arrow: readonly Vec3[];
  readonly arrowTip: Vec3;
  /** Pip grid on the ground, segment pairs flattened (x, y, z per point). */
  readonly grid: Float32Array;
  readonly gridPips: number;
  /** The 15 p height limit: a rectangle over the footprint. */
  readonly limit: { readonly corners: readonly [Vec3, Vec3, Vec3, Vec3]; readonly breach: boolean; readonly labelAt: Vec3; readonly label: string };
}

/** The rules' maxima (Block Duel Chess): height 15 p, side width 8 p, width 10 p. */
export const LIMITS = { height: 15, sideWidth: 8, width: 10 } as const;
const MAX_GRID_LINES = 240;

/** The numbers the overlay draws, as the analysis document gives them. */
export type LayoutMeasurements = Pick<
  PieceDocument['piece']['measurements'],
  'pipLdu' | 'pipHeight' | 'pipHeightLdu' | 'pipSideWidth' | 'pipSideWidthLdu' | 'width' | 'widthLdu' | 'front'
>;

/**
 * Where the measurement overlay goes, in LDraw space around the model. The ground
 * is the model's lowest point (LDraw's largest Y). The frame is the piece's own:
 * f = front, s = its side ([-f.z, 0, f.x], as measurePiece takes width along).
 * Pip Height stands beside the piece on the -s side, Side Width runs along f beside
 * the Core part, Width runs along s on the ground in front, and the front arrow beyond it.
 */
export function measurementLayout(scene: SceneData, m: LayoutMeasurements, coreIndex: number, warnings: readonly string[]): MeasurementLayout {
  const { min, max } = scene.bounds;
  const ground = max[1];
  const cx = (min[0] + max[0]) / 2;
  const cz = (min[2] + max[2]) / 2;
  const fl = Math.hypot(m.front[0], m.front[2]) || 1;
  const f = [m.front[0] / fl, m.front[2] / fl] as const;
  const s = [-f[1], f[0]] as const;
  const hx = (max[0] - min[0]) / 2;
  const hz = (max[2] - min[2]) / 2;
  // Half extents of the axis-aligned bounds along f and s.
  const ef = Math.abs(f[0]) * hx + Math.abs(f[1]) * hz;
  const es = Math.abs(s[0]) * hx + Math.abs(s[1]) * hz;
  const pip = m.pipLdu;
  const margin = 1.5 * pip + 0.02 * Math.max(ef, es, max[1] - min[1]);
  // A point in the piece's frame: a along f, b along s, at height y.
  const at = (a: number, b: number, y: number, ox = cx, oz = cz): Vec3 => [ox + f[0] * a + s[0] * b, y, oz + f[1] * a + s[1] * b];
  const tickLen = Math.max(pip * 0.4, margin * 0.25);

  const breach = {
    height: m.pipHeight > LIMITS.height || warnings.some((w) => /Pip Height/.test(w)),
    sideWidth: m.pipSideWidth > LIMITS.sideWidth || warnings.some((w) => /Pip Side Width/.test(w)),
    width: m.width > LIMITS.width || warnings.some((w) => /left to right/.test(w)),
  };
  const over = (b: boolean, limit: number) => (b ? ` (max ${limit})` : '');

  const top = ground - m.pipHeightLdu;
  const heightB = -(es + margin);
  const height: Dimension = {
    key: 'height',
    from: at(0, heightB, ground),
    to: at(0, heightB, top),
    tick: at(0, tickLen, 0, 0, 0),
    label: `Pip Height ${m.pipHeight} p${over(breach.height, LIMITS.height)}`,
    labelAt: at(0, heightB, (ground + top) / 2),
    breach: breach.height,
  };

  const core = scene.instances[coreIndex];
  const cmin = core?.min ?? min;
  const cmax = core?.max ?? max;
  const ccx = (cmin[0] + cmax[0]) / 2;
  const ccz = (cmin[2] + cmax[2]) / 2;
  const ccy = (cmin[1] + cmax[1]) / 2;
  const ces = Math.abs(s[0]) * ((cmax[0] - cmin[0]) / 2) + Math.abs(s[1]) * ((cmax[2] - cmin[2]) / 2);
  const sideB = ces + margin * 0.5;
  const half = m.pipSideWidthLdu / 2;
  const sideWidth: Dimension = {
    key: 'side-width',
    from: at(-half, sideB, ccy, ccx, ccz),
    to: at(half, sideB, ccy, ccx, ccz),
    tick: [0, -tickLen, 0],
    label: `Pip Side Width ${m.pipSideWidth} p${over(breach.sideWidth, LIMITS.sideWidth)}`,
    labelAt: at(0, sideB, ccy - tickLen * 2, ccx, ccz),
    breach: breach.sideWidth,
  };

  // Width on the ground just in front of the piece; the front arrow starts beyond it.
  const frontA = ef + margin;
  const w = m.widthLdu / 2;
  const width: Dimension = {
    key: 'width',
    from: at(frontA, -w, ground),
    to: at(frontA, w, ground),
    tick: at(tickLen, 0, 0, 0, 0),
    label: `Width ${m.width} p${over(breach.width, LIMITS.width)}`,
    labelAt: at(frontA, w * 0.5, ground),
    breach: breach.width,
  };

  const arrowLen = Math.max(3 * pip, margin * 2, 0.3 * Math.max(ef, es));
  const a0 = frontA + margin * 0.6;
  const tip = at(a0 + arrowLen, 0, ground);
  const head = arrowLen * 0.3;
  const arrow: Vec3[] = [at(a0, 0, ground), tip, tip, at(a0 + arrowLen - head, head * 0.6, ground), tip, at(a0 + arrowLen - head, -head * 0.6, ground)];

  const limitY = ground - LIMITS.height * pip;
  const la = ef + margin;
  const lb = es + margin;
  const limit = {
    corners: [at(-la, -lb, limitY), at(la, -lb, limitY), at(la, lb, limitY), at(-la, lb, limitY)] as [Vec3, Vec3, Vec3, Vec3],
    breach: breach.height,
    labelAt: at(la, lb, limitY),
    label: `${LIMITS.height} p limit`,
  };

  // Grid: whole pips around the footprint; coarser steps (pips of 2, 4, ...) keep big sets to a few hundred lines.
  const ga = Math.ceil((ef + 2 * margin) / pip);
  const gb = Math.ceil((es + 2 * margin) / pip);
  let step = 1;
  while ((2 * ga) / step + (2 * gb) / step + 2 > MAX_GRID_LINES) step *= 2;
  const na = Math.ceil(ga / step) * step;
  const nb = Math.ceil(gb / step) * step;
  const gy = ground + 0.25;
  const points: number[] = [];
  for (let i = -na; i <= na; i += step) points.push(...at(i * pip, -nb * pip, gy), ...at(i * pip, nb * pip, gy));
  for (let j = -nb; j <= nb; j += step) points.push(...at(-na * pip, j * pip, gy), ...at(na * pip, j * pip, gy));

  return {
    dimensions: [height, sideWidth, width],
    arrow,
    arrowTip: tip,
    grid: new Float32Array(points),
    gridPips: step,
    limit,
  };
}

const layouts = new WeakMap<PieceDocument, { scene: SceneData; layout: MeasurementLayout }>();

/**
 * The layout of an analysed piece, worked out once per (document, scene): the
 * lines, their labels and the camera fit all read the same one.
 */
export function layoutOfPiece(scene: SceneData, doc: PieceDocument): MeasurementLayout {
  const known = layouts.get(doc);
  if (known?.scene === scene) return known.layout;
  const m = doc.piece.measurements;
  const layout = measurementLayout(scene, m, doc.parts.findIndex((p) => p.id === m.core.part), doc.piece.warnings);
  layouts.set(doc, { scene, layout });
  return layout;
}
