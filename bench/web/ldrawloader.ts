// The anchor for `npm run bench:web`: three.js's own LDrawLoader showing the same model,
// done the way its example does it, with one render. Publishes window.benchResult.
import { Box3, HemisphereLight, Color, DirectionalLight, Mesh, NeutralToneMapping, PerspectiveCamera, Scene, Sphere, Vector3, WebGLRenderer, type Group } from 'three';
import { LDrawLoader } from 'three/examples/jsm/loaders/LDrawLoader.js';
import { LDrawConditionalLineMaterial } from 'three/examples/jsm/materials/LDrawConditionalLineMaterial.js';

export interface LDrawLoaderBenchResult {
  /** performance.now() (ms since navigation start) at each step; firstFrameAt is right after render() returns, like the viewer's onAfterRender. */
  fetchedAt: number;
  parsedAt: number;
  firstFrameAt: number;
  drawCalls: number;
  triangles: number;
  objects: number;
}

declare global {
  interface Window {
    benchResult?: LDrawLoaderBenchResult;
    benchError?: string;
    /** Renders again, so the bench can time a frame whose shaders and buffers are ready. */
    benchRender?: () => void;
  }
}

async function run(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const url = params.get('model');
  if (!url) throw new Error('no ?model= given');
  // The bench passes the viewer's canvas size so both draw the same number of pixels.
  const width = Number(params.get('w')) || innerWidth;
  const height = Number(params.get('h')) || innerHeight;

  const loader = new LDrawLoader();
  loader.setConditionalLineMaterial(LDrawConditionalLineMaterial);
  // An unpacked model: its parts come from the site's library (the files brickstats fetches,
  // at ?parts=, e.g. /ldraw/file/), searched the loader's own way (parts/, p/, models/, ...),
  // and the colours from LDConfig.ldr (?colours=), loaded beside the model as three's example does.
  const parts = params.get('parts');
  const colours = params.get('colours');
  if (parts) loader.setPartsLibraryPath(parts);
  const [text] = await Promise.all([
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    }),
    colours ? loader.preloadMaterials(colours) : undefined,
  ]);
  const fetchedAt = performance.now();

  // The viewer does not smooth normals either; smoothing would only slow the anchor down.
  loader.smoothNormals = false;
  const group = await new Promise<Group>((resolve, reject) => loader.parse(text, resolve, reject));
  const parsedAt = performance.now();
  // LDraw's y axis points down, as in three's LDraw example.
  group.rotation.x = Math.PI;

  // Same renderer settings as the viewer's Canvas (antialias, neutral tone mapping, lights).
  // The viewer builds an environment map only for chrome and metal parts, after the first frame.
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(devicePixelRatio, 2));
  renderer.setSize(width, height);
  renderer.toneMapping = NeutralToneMapping;
  document.body.appendChild(renderer.domElement);
  const scene = new Scene();
  scene.background = new Color('#eceef1');
  scene.add(new HemisphereLight(0xffffff, 0xb4b9c2, 2.4));
  const key = new DirectionalLight(0xffffff, 1.6);
  key.position.set(3, 5, 4);
  const fill = new DirectionalLight(0xffffff, 0.6);
  fill.position.set(-4, 2, -3);
  scene.add(key, fill, group);

  // Frame the model's bounding sphere from the front-right, like the viewer's fit view.
  group.updateMatrixWorld(true);
  const sphere = new Box3().setFromObject(group).getBoundingSphere(new Sphere());
  const camera = new PerspectiveCamera(35, width / height, 1, 100_000);
  const distance = sphere.radius / Math.sin((35 * Math.PI) / 360);
  camera.position.copy(sphere.center).add(new Vector3(0.45, 0.45, 0.77).multiplyScalar(distance));
  camera.lookAt(sphere.center);

  renderer.render(scene, camera);
  const firstFrameAt = performance.now();

  let objects = 0;
  let triangles = 0;
  group.traverse((o) => {
    objects++;
    if (o instanceof Mesh) triangles += (o.geometry.index ? o.geometry.index.count : o.geometry.attributes.position!.count) / 3;
  });
  window.benchRender = () => renderer.render(scene, camera);
  window.benchResult = { fetchedAt, parsedAt, firstFrameAt, drawCalls: renderer.info.render.calls, triangles, objects };
}

run().catch((e: unknown) => {
  window.benchError = (e as Error).message ?? String(e);
});
