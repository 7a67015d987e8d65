import { DirectionalLight, HemisphereLight, LineSegments, Mesh, MeshStandardMaterial, NeutralToneMapping, PerspectiveCamera, Scene, WebGLRenderer, type Material } from 'three';
import type { SceneData } from '../worker/protocol.ts';
import { buildPlainModel } from './buildPlainModel.ts';
import { cameraPose } from './cameraPose.ts';

/** The card's picture is 220 x 220 SVG px; its PNG is drawn at twice that. */
export const CARD_PICTURE_PX = 440;
const FOV = 35;
/** Chrome with no environment to reflect renders black: the picture has none, so metal is toned down. */
const MAX_METALNESS = 0.3;

/**
 * The model alone, for a printable card: drawn by a renderer of its own on a
 * canvas of its own, from the scene data, never from the live view. So no
 * selection, hover or tint, no measurements, 15 p plane, front arrow, labels or
 * controls can show: they are not in the scene drawn here. Its own LDraw colours
 * under the viewer's studio lights, on a transparent background, the camera
 * fixed (the viewer's three-quarter 'fit' view from `front`) and framing the
 * model's bounds. A PNG data URL, or undefined where WebGL is not to be had.
 */
export function renderCardPicture(scene: SceneData, front: readonly number[], size = CARD_PICTURE_PX): string | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
  } catch {
    return undefined;
  }
  const root = buildPlainModel(scene);
  try {
    renderer.toneMapping = NeutralToneMapping;
    renderer.setPixelRatio(1);
    renderer.setSize(size, size, false);
    renderer.setClearColor(0xffffff, 0);
    root.traverse((o) => {
      if (o instanceof Mesh && o.material instanceof MeshStandardMaterial) o.material.metalness = Math.min(o.material.metalness, MAX_METALNESS);
    });
    const world = new Scene();
    world.add(root);
    // The viewer's StudioLights: sky-and-ground fill, key, fill.
    world.add(new HemisphereLight('#ffffff', '#b4b9c2', 2.4));
    const key = new DirectionalLight('#ffffff', 1.6);
    key.position.set(3, 5, 4);
    const fill = new DirectionalLight('#ffffff', 0.6);
    fill.position.set(-4, 2, -3);
    world.add(key, fill);
    const pose = cameraPose(scene.bounds, front, 'fit', FOV, 1);
    const camera = new PerspectiveCamera(FOV, 1, pose.near, pose.far);
    camera.position.copy(pose.position);
    camera.lookAt(pose.target);
    camera.updateProjectionMatrix();
    renderer.render(world, camera);
    const url = canvas.toDataURL('image/png');
    return url.length > 100 ? url : undefined;
  } finally {
    root.traverse((o) => {
      if (o instanceof Mesh || o instanceof LineSegments) {
        o.geometry.dispose();
        (o.material as Material).dispose();
      }
    });
    renderer.dispose();
    // Free the context now: browsers keep only a handful, and the live view needs its own.
    renderer.forceContextLoss();
  }
}
