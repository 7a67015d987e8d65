// Child process: times brickstats' parse + resolve + flatten + part geometry of one file.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { FsSource } from '../src/cli/FsSource.ts';
import { buildModel } from '../src/ldraw/buildModel.ts';
import { loadModel } from '../src/ldraw/loadModel.ts';
import { PartLibrary } from '../src/ldraw/PartLibrary.ts';

const [file, libraryRoot, runsArg] = process.argv.slice(2) as [string, string, string];
const runs = Number(runsArg);
const times: number[] = [];
let summary = '';
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const text = readFileSync(file, 'utf8');
  // A fresh library every run: nothing is cached between runs.
  const library = new PartLibrary(new FsSource(libraryRoot));
  const loaded = await loadModel(text, file, { library, modelFolder: new FsSource(dirname(file)) });
  const model = buildModel(loaded);
  times.push(performance.now() - t0);
  let triangles = 0;
  for (const p of model.parts) triangles += (p.geometry?.triangles.length ?? 0) / 9;
  summary = `${model.parts.length} parts, ${model.geometries.size} distinct, ${triangles} triangles`;
}
process.stdout.write(JSON.stringify({ times, summary, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
