import { parentPort, workerData } from 'node:worker_threads';
import { analyzeFolderFile } from './analyzeFolderFile.ts';
import { failedOutcome, type FileOutcome, type WorkerSetup, type WorkerTask } from './analyzeInWorkers.ts';
import { analyzeSettings } from './commands/analyzeOptions.ts';
import { openLibraryFromOptions } from './openLibrary.ts';

/**
 * The body of one thread of `analyze <folder>` (bin/analyze-worker.mjs runs
 * it): files come one at a time by index, each goes back as its data sheet, its
 * one-line error, or the bug it met. `onDone` runs before the thread ends.
 */
export function analyzeWorker(onDone: () => void): void {
  const port = parentPort;
  if (!port) throw new Error('analyzeWorker runs in a worker thread');
  const setup = workerData as WorkerSetup;
  // The library and settings were checked by the main thread already: these cannot fail differently here.
  const settings = analyzeSettings(setup.options);
  const { library } = openLibraryFromOptions(setup.options);
  // Files are done one after the other, in the order they came: the main thread sends the next before this one is done.
  const queue: WorkerTask[] = [];
  let busy = false;
  const next = async () => {
    busy = true;
    for (let task = queue.shift(); task; task = queue.shift()) {
      if (task.kind === 'done') {
        onDone();
        port.close();
        return;
      }
      let outcome: FileOutcome;
      try {
        outcome = { kind: 'doc', doc: await analyzeFolderFile(task.file, library, settings) };
      } catch (e) {
        outcome = failedOutcome(e);
      }
      port.postMessage({ index: task.index, outcome });
    }
    busy = false;
  };
  port.on('message', (task: WorkerTask) => {
    queue.push(task);
    if (!busy) void next();
  });
}
