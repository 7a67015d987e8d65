import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Box3, Raycaster, Vector2, Vector3, type Object3D } from 'three';
import { useViewer, viewerStore } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import type { PartBatches } from './buildPartBatches.ts';
import { forceDrawSpeed } from './drawCost.ts';
import { requestWholeFrame } from './partRedraws.ts';

export interface BrickstatsDebug {
  /** Draw calls of the last rendered frame (renderer.info resets every frame). */
  drawCalls(): number;
  /** Frames rendered since the viewer mounted. */
  frames: number;
  /** The file whose analysis was on screen in the last frame (its data sheet, tints and measurements); null before any. */
  drawnAnalysis: string | null;
  /** The piece whose analysis was on screen in the last frame (its number), null for the whole file or before any. */
  drawnPiece: number | null;
  /** performance.now() when the first frame with the model's parts was rendered; null before. */
  firstFrameAt: number | null;
  /** A page point (CSS px) where the part is visible, to click in a test; null when it is hidden or off screen. */
  screenPosition(partIndex: number): { x: number; y: number } | null;
  /** The part under a page point (CSS px), as the picker finds it; null for none. */
  partAtPoint(x: number, y: number): number | null;
  /** Parts in the scene on screen (scene.instances), 0 before any. */
  partCount(): number;
  /** The part file drawn as scene part `i` ('3001.dat'), null past the end. */
  partName(i: number): string | null;
  /** GPU objects alive (renderer.info.memory): a test can check that replacing a scene frees the old one. */
  memory(): { geometries: number; textures: number };
  /** Draws the next frame whole: a test compares it with a frame that redrew only some parts. */
  redrawWhole(): void;
  /** Takes frames as slow (true: selections redraw only where they change, hovers draw nothing) or fast, whatever they cost; null measures them. */
  forceDrawSpeed(slow: boolean | null): void;
}

declare global {
  interface Window {
    brickstatsDebug?: BrickstatsDebug;
  }
}

/** Sample grid over the part's screen box, tried from the centre outward. */
const SAMPLES = 9;

/**
 * Publishes window.brickstatsDebug for tests and benchmarks. Frames are counted
 * in the scene's onAfterRender (after the draw calls are issued), so firstFrameAt
 * marks the end of the first render that contained the parts.
 */
export function DebugHook({ scene, batches, model }: { scene: SceneData | null; batches: PartBatches | null; model: Object3D | null }) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const threeScene = useThree((s) => s.scene);

  useEffect(() => {
    const debug: BrickstatsDebug = window.brickstatsDebug ?? { drawCalls: () => 0, frames: 0, drawnAnalysis: null, drawnPiece: null, firstFrameAt: null, screenPosition: () => null, partAtPoint: () => null, partCount: () => 0, partName: () => null, memory: () => ({ geometries: 0, textures: 0 }), redrawWhole: () => {}, forceDrawSpeed };
    debug.drawCalls = () => gl.info.render.calls;
    debug.memory = () => ({ geometries: gl.info.memory.geometries, textures: gl.info.memory.textures });
    window.brickstatsDebug = debug;
    const previous = threeScene.onAfterRender;
    threeScene.onAfterRender = (...args) => {
      previous.apply(threeScene, args);
      debug.frames++;
      const shown = viewerStore.getState();
      debug.drawnAnalysis = shown.doc?.file ?? null;
      debug.drawnPiece = shown.doc ? (shown.frame?.piece ?? null) : null;
      if (debug.firstFrameAt === null && batches && batches.meshes[0]?.parent && model?.parent) debug.firstFrameAt = performance.now();
    };
    return () => {
      threeScene.onAfterRender = previous;
    };
  }, [gl, threeScene, batches, model]);

  // A load in progress or a new scene starts a new time-to-first-frame measurement.
  // The canvas draws on demand: after a failed load nothing would redraw, so ask for the frame that ends the measurement.
  const loading = useViewer((s) => s.progress !== null);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    if (window.brickstatsDebug && (scene || loading)) window.brickstatsDebug.firstFrameAt = null;
    if (!loading) invalidate();
  }, [scene, loading, invalidate]);
  useEffect(() => {
    if (!window.brickstatsDebug) return;
    window.brickstatsDebug.redrawWhole = () => {
      requestWholeFrame();
      invalidate();
    };
  }, [invalidate]);

  useEffect(() => {
    const debug = window.brickstatsDebug;
    if (!debug) return;
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    debug.partAtPoint = (x, y) => {
      if (!batches) return null;
      const rect = gl.domElement.getBoundingClientRect();
      raycaster.setFromCamera(ndc.set(((x - rect.left) / rect.width) * 2 - 1, 1 - ((y - rect.top) / rect.height) * 2), camera);
      const hit = raycaster.intersectObjects([...batches.meshes], false)[0];
      return hit ? batches.partAt(hit.object, hit.batchId) : null;
    };
    debug.partCount = () => scene?.instances.length ?? 0;
    debug.partName = (i) => scene?.instances[i]?.part ?? null;
    debug.screenPosition = (partIndex) => {
      const instance = scene?.instances[partIndex];
      if (!instance || !batches || !model) return null;
      model.updateWorldMatrix(true, true);
      const box = new Box3(new Vector3(...instance.min), new Vector3(...instance.max)).applyMatrix4(model.matrixWorld);
      const rect = gl.domElement.getBoundingClientRect();
      // The part's box on screen, in NDC.
      let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
      const corner = new Vector3();
      for (let i = 0; i < 8; i++) {
        corner.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).project(camera);
        x0 = Math.min(x0, corner.x); x1 = Math.max(x1, corner.x);
        y0 = Math.min(y0, corner.y); y1 = Math.max(y1, corner.y);
      }
      const centre = box.getCenter(new Vector3()).project(camera);
      const candidates: [number, number][] = [[centre.x, centre.y]];
      for (let i = 0; i < SAMPLES; i++) {
        for (let j = 0; j < SAMPLES; j++) candidates.push([x0 + ((x1 - x0) * (i + 0.5)) / SAMPLES, y0 + ((y1 - y0) * (j + 0.5)) / SAMPLES]);
      }
      candidates.sort((a, b) => Math.hypot(a[0] - centre.x, a[1] - centre.y) - Math.hypot(b[0] - centre.x, b[1] - centre.y));
      for (const [nx, ny] of candidates) {
        if (nx < -1 || nx > 1 || ny < -1 || ny > 1) continue;
        raycaster.setFromCamera(ndc.set(nx, ny), camera);
        const hit = raycaster.intersectObjects([...batches.meshes], false)[0];
        if (hit && batches.partAt(hit.object, hit.batchId) === partIndex) {
          return { x: rect.left + ((nx + 1) / 2) * rect.width, y: rect.top + ((1 - ny) / 2) * rect.height };
        }
      }
      return null;
    };
  }, [scene, batches, model, gl, camera]);

  return null;
}
