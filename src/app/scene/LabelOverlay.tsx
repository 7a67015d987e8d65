import { useMemo, type CSSProperties } from 'react';
import { useViewer } from '../state/viewerStore.ts';
import type { LabelLayer } from './LabelLayer.ts';
import { sceneLabels } from './sceneLabels.ts';

const layerStyle: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden', zIndex: 10 };

const pill = (background: string): CSSProperties => ({
  position: 'absolute',
  left: 0,
  top: 0,
  // Hidden until LabelTracker has placed it: no flash at the corner.
  visibility: 'hidden',
  padding: '1px 6px',
  borderRadius: 3,
  background,
  color: '#fff',
  font: '600 11px/1.4 system-ui, sans-serif',
  whiteSpace: 'nowrap',
  userSelect: 'none',
});

/** The label divs (weapons, measurement values); LabelTracker positions them. */
export function LabelOverlay({ layer }: { layer: LabelLayer }) {
  // The analyzed parts: the chosen piece, or the whole file.
  const scene = useViewer((s) => s.frame?.scene ?? s.scene);
  const doc = useViewer((s) => s.doc);
  const mode = useViewer((s) => s.mode);
  const show = useViewer((s) => s.showMeasurements);
  const labels = useMemo(() => (scene ? sceneLabels(scene, doc, mode, show) : []), [scene, doc, mode, show]);
  return (
    <div style={layerStyle}>
      {labels.map((l) => (
        <div key={l.key} ref={(el) => layer.set(l.key, l.at, el)} style={pill(l.background)} data-testid={l.testId}>
          {l.text}
        </div>
      ))}
    </div>
  );
}
