import { parentPort, workerData } from 'node:worker_threads';
import { analyzeFolderFile } from './analyzeFolderFile.ts';
import type { FileOutcome, WorkerSetup, WorkerTask } from './analyzeInWorkers.ts';
import { analyzeSettings } from './commands/analyzeOptions.ts';
import { openLibraryFromOptions } from './openLibrary.ts';
import { UserError } from './UserError.ts';

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
  port.on('message', (task: WorkerTask) => {
    if (task.kind === 'done') {
      onDone();
      port.close();
      return;
    }
    void analyzeFolderFile(task.file, library, settings).then(
      (doc): void => port.postMessage({ index: task.index, outcome: { kind: 'doc', doc } satisfies FileOutcome }),
      (e: unknown): void => port.postMessage({ index: task.index, outcome: outcomeOf(e) }),
    );
  });
}

function outcomeOf(e: unknown): FileOutcome {
  if (e instanceof UserError) return { kind: 'error', message: e.message, exitCode: e.exitCode };
  const error = (e instanceof Error ? e : new Error(String(e))) as NodeJS.ErrnoException;
  // A file system error keeps what main() words it by: its code, call and path.
  const { code, syscall, path } = error;
  return { kind: 'bug', message: error.message, stack: error.stack ?? '', ...(code !== undefined ? { code } : {}), ...(syscall !== undefined ? { syscall } : {}), ...(path !== undefined ? { path } : {}) };
}
