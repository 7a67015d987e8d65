import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { PieceDocument } from '../export/pieceDocument.ts';
import type { ElementName } from '../rules/block-duel-chess/elements.ts';
import { projectRoot } from './library/paths.ts';
import type { LibraryOptions, RuleOptions } from './sharedOptions.ts';
import { UserError } from './UserError.ts';

/** What a file of a folder came to: its sheet, the one-line error the user is shown, or a bug. */
export type FileOutcome =
  | { readonly kind: 'doc'; readonly doc: PieceDocument }
  | { readonly kind: 'error'; readonly message: string; readonly exitCode: 1 | 2 }
  | { readonly kind: 'bug'; readonly message: string; readonly stack: string; readonly code?: string; readonly syscall?: string; readonly path?: string };

/** The outcomes the command prints: a bug is thrown instead. */
export type PrintedOutcome = Exclude<FileOutcome, { kind: 'bug' }>;

/** What every thread needs: the command line's options that choose the library and the rules. */
export interface WorkerSetup {
  readonly options: LibraryOptions & RuleOptions & { readonly element?: ElementName };
}

/** What a thread is started with: the setup, the files, and the counter the threads take the next file's index from. */
export interface WorkerData extends WorkerSetup {
  readonly files: readonly string[];
  /** One Int32: the index of the next file not taken yet (Atomics.add takes one). */
  readonly claims: SharedArrayBuffer;
}

/** Takes the next file's index from the shared counter, or undefined when every file is taken. */
export function claimFile(claims: Int32Array, count: number): number | undefined {
  const index = Atomics.add(claims, 0, 1);
  return index < count ? index : undefined;
}

/**
 * A young generation this large (the default is 16 MB) halves the collections
 * of a big build's parse: most of what it allocates lives until the file is done.
 */
const YOUNG_GENERATION_MB = 48;

/**
 * Analyzes the files `jobs` at once: this thread (with `here`, which has the
 * library open and its code compiled already) and jobs - 1 worker threads. Each
 * takes the next file from a counter they share whenever it is free, so a thread
 * never waits for this one to hand it work while this one is deep in a big build.
 * The outcomes go to `take` in the files' order (one at a time: each is awaited),
 * so the output reads as a run of one thread would write it. A bug in any file
 * stops the run once the files before it are taken.
 */
export async function analyzeInWorkers(
  files: readonly string[],
  jobs: number,
  setup: WorkerSetup,
  here: (file: string) => Promise<FileOutcome>,
  take: (index: number, outcome: PrintedOutcome) => Promise<void>,
): Promise<void> {
  const script = join(projectRoot(), 'bin', 'analyze-worker.mjs');
  const claims = new SharedArrayBuffer(4);
  const counter = new Int32Array(claims);
  // Every file counts as taken: no thread starts another.
  const stop = () => Atomics.store(counter, 0, files.length);
  const workers: Worker[] = [];
  const finished: Promise<void>[] = [];
  const outcomes = new Map<number, FileOutcome>();
  let nextToTake = 0;
  let failure: unknown;
  let wake: () => void = () => undefined;

  for (let n = 0; n < Math.min(jobs, files.length) - 1; n++) {
    const workerData: WorkerData = { ...setup, files, claims };
    // No flags of this process: `node -e` or --input-type would be taken as the thread's and stop it starting.
    const worker = new Worker(script, { workerData, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    workers.push(worker);
    worker.on('message', ({ index, outcome }: { index: number; outcome: FileOutcome }) => {
      outcomes.set(index, outcome);
      wake();
    });
    finished.push(
      new Promise<void>((resolve) => {
        worker.once('error', (e) => {
          failure ??= e;
          stop();
          wake();
        });
        worker.once('exit', (code) => {
          if (code !== 0) failure ??= new Error(`an analyze thread stopped with code ${code}`);
          resolve();
          wake();
        });
      }),
    );
  }

  try {
    while (nextToTake < files.length) {
      const outcome = outcomes.get(nextToTake);
      if (outcome !== undefined) {
        outcomes.delete(nextToTake);
        if (outcome.kind === 'bug') throw bugError(outcome);
        await take(nextToTake++, outcome);
        continue;
      }
      if (failure !== undefined) throw failure;
      // Let the threads' finished files in first (a message is a task of the event loop): the next to print may be there.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (outcomes.has(nextToTake) || failure !== undefined) continue;
      const index = claimFile(counter, files.length);
      if (index !== undefined) outcomes.set(index, await here(files[index]!));
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (e) {
    failure ??= e;
    stop();
    await Promise.all(workers.map((w) => w.terminate()));
    throw e;
  }
  await Promise.all(finished);
}

/** A file's error as an outcome: the user's one line, or a bug with what main() needs to report it. */
export function failedOutcome(e: unknown): FileOutcome {
  if (e instanceof UserError) return { kind: 'error', message: e.message, exitCode: e.exitCode };
  const error = (e instanceof Error ? e : new Error(String(e))) as NodeJS.ErrnoException;
  // A file system error keeps what main() words it by: its code, call and path.
  const { code, syscall, path } = error;
  return { kind: 'bug', message: error.message, stack: error.stack ?? '', ...(code !== undefined ? { code } : {}), ...(syscall !== undefined ? { syscall } : {}), ...(path !== undefined ? { path } : {}) };
}

/** The worker's error as main() reports errors: the message, the stack for --debug, a file system error's code. */
function bugError(outcome: Extract<FileOutcome, { kind: 'bug' }>): Error {
  const { message, stack, code, syscall, path } = outcome;
  return Object.assign(new Error(message), { stack, ...(code !== undefined ? { code } : {}), ...(syscall !== undefined ? { syscall } : {}), ...(path !== undefined ? { path } : {}) });
}

