// A thread of `brickstats analyze <folder>`: the bundle's analyzeWorker, with its own code cache.
import { loadBundle } from './loadBundle.mjs';

const { exports, saveCache } = await loadBundle('analyze-worker');
exports.analyzeWorker(saveCache);
