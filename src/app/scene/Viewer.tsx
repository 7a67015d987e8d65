import { Canvas } from '@react-three/fiber';
import { memo, useState, type CSSProperties } from 'react';
import { NeutralToneMapping } from 'three';
import { selectPart } from '../state/selectionActions.ts';
import { LabelLayer } from './LabelLayer.ts';
import { LabelOverlay } from './LabelOverlay.tsx';
import { Legend } from './Legend.tsx';
import { useNarrowScreen } from '../shell/useNarrowScreen.ts';
import { ModelScene } from './ModelScene.tsx';
import { PartTooltip } from './PartTooltip.tsx';
import { StudioLights } from './StudioLights.tsx';

const style: CSSProperties = { display: 'flex', flexDirection: 'column', width: '100%', height: '100%' };
const viewStyle: CSSProperties = { position: 'relative', flex: '1 1 auto', minHeight: 0, overflow: 'hidden' };

/**
 * The 3D view of the loaded model: parts in LDraw colours or tinted by section
 * or function, hover and click to pick parts, measurements on the model.
 * Fills its parent; the parent must have a size. Memoised: the page re-renders on every click, and
 * a re-render reaching the canvas's children must not cost a frame of a big model.
 */
export const Viewer = memo(function Viewer() {
  const [labels] = useState(() => new LabelLayer());
  // On a phone the legend is a strip under the view: over it, it would hide a corner of a small screen's model.
  const narrow = useNarrowScreen();
  return (
    <div data-testid="viewer" style={style}>
      <div style={viewStyle}>
      <Canvas
        camera={{ fov: 35, near: 1, far: 100_000, position: [200, 200, 400] }}
        // Neutral keeps brick colours close to their LDraw values (R3F's default ACES darkens and shifts them).
        // preserveDrawingBuffer: the toolbar's PNG export reads the canvas outside a frame, and a selection on a
        // slow view is drawn over the kept frame, its depth and its stencil (FrameComposer).
        gl={{ toneMapping: NeutralToneMapping, antialias: true, preserveDrawingBuffer: true, stencil: true }}
        dpr={[1, 2]}
        // Draw only when something changed: a 1 M-triangle set redrawn 60 times a second for nothing drains laptops (and takes seconds per frame in software GL).
        frameloop="demand"
        onPointerMissed={() => selectPart(null, false)}
        // Asking whether a shader compiled waits for the GPU: in software GL, for the raster of the frame before. Development keeps the check.
        onCreated={({ gl }) => {
          gl.debug.checkShaderErrors = import.meta.env.DEV;
        }}
      >
        <color attach="background" args={['#eceef1']} />
        <StudioLights />
        <ModelScene labels={labels} />
      </Canvas>
      <LabelOverlay layer={labels} />
      {!narrow && <Legend />}
      <PartTooltip />
      </div>
      {narrow && <Legend strip />}
    </div>
  );
});
