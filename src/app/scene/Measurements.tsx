import { Line } from '@react-three/drei';
import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, DoubleSide } from 'three';
import { useViewer } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { layoutOfPiece, type Vec3 } from './measurementLayout.ts';
import { MEASURE_COLOURS } from './measureColours.ts';

const { ok: OK, breach: BREACH, limit: LIMIT, arrow: ARROW, grid: GRID } = MEASURE_COLOURS;

/**
 * Pip Height, Pip Side Width, width, the front arrow, a pip grid on the ground and
 * the 15 p limit, drawn in LDraw units inside the model's group (their values are
 * labels of LabelOverlay). Dimension lines
 * draw over the model (no depth test, in the transparent pass after the parts) so
 * a line beside the Core stays readable behind an arm. Rule breaches are red.
 */
export function Measurements({ scene }: { scene: SceneData }) {
  const show = useViewer((s) => s.showMeasurements);
  const doc = useViewer((s) => s.doc);
  // Around the analyzed parts: the chosen piece, or the whole file.
  const frameScene = useViewer((s) => s.frame?.scene ?? null);
  const layout = useMemo(() => (doc ? layoutOfPiece(frameScene ?? scene, doc) : null), [scene, frameScene, doc]);
  const grid = useMemo(() => {
    if (!layout) return null;
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(layout.grid, 3));
    return g;
  }, [layout]);
  const plane = useMemo(() => {
    if (!layout) return null;
    const [a, b, c, d] = layout.limit.corners;
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array([...a, ...b, ...c, ...a, ...c, ...d]), 3));
    return g;
  }, [layout]);
  // drei's Line builds a new geometry whenever its points are a new array, and R3F draws a frame for it:
  // the points are made once per layout, so a re-render of the page redraws nothing.
  const lines = useMemo(() => {
    if (!layout) return null;
    const [c0, c1, c2, c3] = layout.limit.corners;
    return {
      limit: [c0, c1, c2, c3, c0],
      dimensions: layout.dimensions.map((d) => ({ key: d.key, breach: d.breach, points: dimensionSegments(d.from, d.to, d.tick) })),
      arrow: layout.arrow as Vec3[],
    };
  }, [layout]);
  useEffect(() => () => grid?.dispose(), [grid]);
  useEffect(() => () => plane?.dispose(), [plane]);

  if (!show || !layout || !grid || !plane || !lines) return null;
  const limitColour = layout.limit.breach ? BREACH : LIMIT;
  return (
    <group name="measurements">
      <lineSegments geometry={grid} raycast={noRaycast}>
        <lineBasicMaterial color={GRID} transparent opacity={0.35} depthWrite={false} />
      </lineSegments>
      <mesh geometry={plane} raycast={noRaycast}>
        <meshBasicMaterial color={limitColour} transparent opacity={layout.limit.breach ? 0.12 : 0.07} side={DoubleSide} depthWrite={false} />
      </mesh>
      <Line points={lines.limit} color={limitColour} lineWidth={1} transparent opacity={0.6} depthWrite={false} />
      {lines.dimensions.map((d) => (
        <Line key={d.key} points={d.points} segments color={d.breach ? BREACH : OK} lineWidth={2} depthTest={false} transparent />
      ))}
      <Line points={lines.arrow} segments color={ARROW} lineWidth={2.5} depthTest={false} transparent />
    </group>
  );
}

/** The line and a tick across each end, as segment pairs. */
function dimensionSegments(from: Vec3, to: Vec3, tick: Vec3): Vec3[] {
  const plus = (p: Vec3, k: number): Vec3 => [p[0] + tick[0] * k, p[1] + tick[1] * k, p[2] + tick[2] * k];
  return [from, to, plus(from, -1), plus(from, 1), plus(to, -1), plus(to, 1)];
}

function noRaycast() {}
