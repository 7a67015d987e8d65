// Child process: times three.js's LDrawLoader.parse of the same file (the anchor), no smoothing.
import { readFileSync } from 'node:fs';
import { LDrawLoader } from 'three/examples/jsm/loaders/LDrawLoader.js';
import { LDrawConditionalLineMaterial } from 'three/examples/jsm/materials/LDrawConditionalLineMaterial.js';

const [file, runsArg] = process.argv.slice(2);
const times = [];
let summary = '';
for (let i = 0; i < Number(runsArg); i++) {
  const t0 = performance.now();
  const text = readFileSync(file, 'utf8');
  const loader = new LDrawLoader();
  loader.setConditionalLineMaterial(LDrawConditionalLineMaterial);
  loader.smoothNormals = false;
  const group = await new Promise((resolve, reject) => loader.parse(text, resolve, reject));
  times.push(performance.now() - t0);
  let objects = 0;
  let triangles = 0;
  group.traverse((o) => {
    objects++;
    if (o.isMesh) triangles += (o.geometry.index ? o.geometry.index.count : o.geometry.attributes.position.count) / 3;
  });
  summary = `${objects} scene objects, ${triangles} triangles`;
}
process.stdout.write(JSON.stringify({ times, summary, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
