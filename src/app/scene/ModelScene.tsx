import { useState } from 'react';
import type { Group } from 'three';
import { useViewer } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { CameraRig } from './CameraRig.tsx';
import { DebugHook } from './DebugHook.tsx';
import { FrameComposer } from './FrameComposer.tsx';
import type { LabelLayer } from './LabelLayer.ts';
import { LabelTracker } from './LabelTracker.tsx';
import { LDRAW_ROTATION } from './ldrawToThree.ts';
import { Measurements } from './Measurements.tsx';
import { Reflections } from './StudioLights.tsx';
import { ModelParts } from './ModelParts.tsx';
import { useSceneObjects } from './useSceneObjects.ts';

/** Everything inside the canvas that depends on the loaded scene; the debug hook runs with or without one. */
export function ModelScene({ labels }: { labels: LabelLayer }) {
  const scene = useViewer((s) => s.scene);
  if (!scene) return <DebugHook scene={null} batches={null} model={null} />;
  return (
    <>
      <LoadedModel scene={scene} />
      <LabelTracker layer={labels} />
    </>
  );
}

/** The model in LDraw units, turned into three's frame by one group: parts, edges, labels and measurements all live in it. */
function LoadedModel({ scene }: { scene: SceneData }) {
  const objects = useSceneObjects(scene);
  const [model, setModel] = useState<Group | null>(null);
  // Reflections join the frame that draws the analysis, so they never hold up the model's first frame.
  const analyzed = useViewer((s) => s.doc !== null);
  const shiny = objects.batches.classes.some((c) => c === 'chrome' || c === 'metal');
  return (
    <>
      {shiny && analyzed && <Reflections />}
      <group ref={setModel} rotation={LDRAW_ROTATION} name="model">
        <ModelParts scene={scene} objects={objects} />
        <Measurements scene={scene} />
      </group>
      <CameraRig scene={scene} />
      <FrameComposer scene={scene} objects={objects} />
      <DebugHook scene={scene} batches={objects.batches} model={model} />
    </>
  );
}
