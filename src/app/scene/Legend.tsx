import type { CSSProperties } from 'react';
import { useViewer } from '../state/viewerStore.ts';
import { legendFor } from './tintPalette.ts';

const style: CSSProperties = {
  position: 'absolute',
  left: 8,
  bottom: 8,
  padding: '6px 8px',
  background: 'rgba(255, 255, 255, 0.88)',
  color: '#222',
  font: '12px/1.5 system-ui, sans-serif',
  borderRadius: 4,
  pointerEvents: 'none',
  zIndex: 20,
};

/** Under the view, in one or two wrapping lines (a phone's). */
const stripStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 12px',
  padding: '4px 8px',
  background: '#fff',
  color: '#222',
  font: '12px/1.5 system-ui, sans-serif',
  borderTop: '1px solid #ccc',
};

/** What the tints mean, in 'sections' and 'functions' modes: over the view's corner, or as a strip under it. */
export function Legend({ strip = false }: { strip?: boolean }) {
  const mode = useViewer((s) => s.mode);
  const entries = legendFor(mode);
  if (entries.length === 0) return null;
  return (
    <div style={strip ? stripStyle : style} data-testid="legend">
      {entries.map((e) => (
        <div key={e.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 12, height: 12, borderRadius: 2, background: `#${e.rgb.toString(16).padStart(6, '0')}`, border: '1px solid rgba(0,0,0,0.25)' }} />
          {e.label}
        </div>
      ))}
    </div>
  );
}
