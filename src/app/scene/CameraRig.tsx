import { OrbitControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { PerspectiveCamera, type Vector3 } from 'three';
import { useViewer } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { cameraPose } from './cameraPose.ts';
import { framingBox } from './framingBox.ts';

const DEFAULT_FRONT = [0, 0, -1] as const;

/** What this needs of the default controls (drei registers them in the R3F store). */
interface Controls {
  readonly target: Vector3;
  update(): void;
}

/**
 * OrbitControls plus the view requests: a new scene is fitted; a new
 * `view.nonce` moves to that view. The piece's front and the measurements come
 * from the analysis, read when the view is applied (a re-analysis alone does not
 * move the camera).
 */
export function CameraRig({ scene }: { scene: SceneData }) {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as Controls | null;
  const invalidate = useThree((s) => s.invalidate);
  const nonce = useViewer((s) => s.view.nonce);
  const kind = useViewer((s) => s.view.kind);
  const doc = useViewer((s) => s.doc);
  const frame = useViewer((s) => s.frame);
  const showMeasurements = useViewer((s) => s.showMeasurements);
  const applied = useRef<{ scene: SceneData | null; nonce: number }>({ scene: null, nonce });
  const latest = useRef({ kind, doc, frame, showMeasurements });
  latest.current = { kind, doc, frame, showMeasurements };

  useEffect(() => {
    if (!controls) return;
    const last = applied.current;
    if (last.scene === scene && last.nonce === nonce) return;
    const view = last.scene !== scene ? 'fit' : latest.current.kind;
    applied.current = { scene, nonce };
    const aspect = camera instanceof PerspectiveCamera ? camera.aspect : 1;
    const fov = camera instanceof PerspectiveCamera ? camera.fov : 50;
    const { doc: d, frame: f, showMeasurements: measured } = latest.current;
    // The analyzed parts are framed: the chosen piece, or the whole file.
    const framed = d && f && f.scene.instances.length > 0 ? f.scene : scene;
    const pose = cameraPose(framingBox(framed, d, measured), d?.piece.measurements.front ?? DEFAULT_FRONT, view, fov, aspect);
    camera.position.copy(pose.position);
    camera.near = pose.near;
    camera.far = pose.far;
    camera.updateProjectionMatrix();
    controls.target.copy(pose.target);
    controls.update();
    invalidate();
  }, [scene, nonce, controls, camera, invalidate]);

  return <OrbitControls makeDefault enableDamping={false} />;
}
