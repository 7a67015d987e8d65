import { useMemo, type CSSProperties } from 'react';
import { useViewer } from '../state/viewerStore.ts';
import type { LabelLayer } from './LabelLayer.ts';
import { sceneLabels } from './sceneLabels.ts';

const layerStyle: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: 10 };

const pill = (background: string, color: string): CSSProperties => ({
  position: 'absolute',
  left: 0,
  top: 0,
  // Hidden until LabelTracker has placed it: no flash at the corner.
  visibility: 'hidden',
  padding: '1px 6px',
  borderRadius: 3,
  background,
  color,
  // A thin dark rim: the pale Level 0 tint still stands out on a light model or background.
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.35)',
  font: '600 11px/1.4 system-ui, sans-serif',
  whiteSpace: 'nowrap',
  userSelect: 'none',
});

const moreStyle: CSSProperties = { marginLeft: 4, fontWeight: 400, opacity: 0.85 };

/**
 * The label divs (weapons, measurement values); LabelTracker positions and thins them.
 * A weapon label has room for the "+N" of the crowded labels it stands for.
 */
export function LabelOverlay({ layer }: { layer: LabelLayer }) {
  // The analyzed parts: the chosen piece, or the whole file.
  const scene = useViewer((s) => s.frame?.scene ?? s.scene);
  const doc = useViewer((s) => s.doc);
  const mode = useViewer((s) => s.mode);
  const show = useViewer((s) => s.showMeasurements);
  const labels = useMemo(() => (scene ? sceneLabels(scene, doc, mode, show) : []), [scene, doc, mode, show]);
  return (
    <div style={layerStyle} className="scene-labels">
      {labels.map((l) => (
        <div key={l.key} ref={(el) => layer.set(l, el)} style={pill(l.background, l.color)} data-testid={l.testId}>
          {l.text}
          {l.thin && <span data-more="" data-testid="label-more" style={moreStyle} />}
        </div>
      ))}
    </div>
  );
}
