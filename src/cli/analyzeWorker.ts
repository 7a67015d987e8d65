import { parentPort, workerData } from 'node:worker_threads';
import { analyzeFolderFile } from './analyzeFolderFile.ts';
import { claimFile, failedOutcome, type FileOutcome, type WorkerData } from './analyzeInWorkers.ts';
import { analyzeSettings } from './commands/analyzeOptions.ts';
import { openLibraryFromOptions } from './openLibrary.ts';

/**
 * The body of one thread of `analyze <folder>` (bin/analyze-worker.mjs runs
 * it): it takes the next file from the counter the threads share until none is
 * left, and sends each back as its data sheet, its one-line error, or the bug it
 * met. `onDone` runs before the thread ends.
 */
export async function analyzeWorker(onDone: () => void): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('analyzeWorker runs in a worker thread');
  const { files, claims, ...setup } = workerData as WorkerData;
  // The library and settings were checked by the main thread already: these cannot fail differently here.
  const settings = analyzeSettings(setup.options);
  const { library } = openLibraryFromOptions(setup.options);
  const counter = new Int32Array(claims);
  for (let index = claimFile(counter, files.length); index !== undefined; index = claimFile(counter, files.length)) {
    let outcome: FileOutcome;
    try {
      outcome = { kind: 'doc', doc: await analyzeFolderFile(files[index]!, library, settings) };
    } catch (e) {
      outcome = failedOutcome(e);
    }
    port.postMessage({ index, outcome });
  }
  onDone();
  port.close();
}
