import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import type { AnalysisSettings, DuelRequest, GameName, ModelSource, WorkerRequest, WorkerResponse } from './protocol.ts';

type Listener = (response: WorkerResponse) => void;

/** The analysis worker, with numbered requests so a stale answer is never applied over a newer one. */
export class AnalysisClient {
  private worker: Worker;
  private next = 1;
  private readonly listeners = new Map<number, Listener>();

  constructor() {
    this.worker = this.start();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.listeners.get(event.data.request)?.(event.data);
    // Relative to the page, not the worker: the site works under any sub-path.
    worker.postMessage({ type: 'library', base: new URL('ldraw/', document.baseURI).href, request: 0 } satisfies WorkerRequest);
    return worker;
  }

  /**
   * The bytes or the stream are handed over (transferred), not copied. `restore`: the model was
   * shown before a restart; until it is read again, the worker's other requests wait for it.
   */
  load(name: string, source: ModelSource, listener: Listener, restore = false): number {
    return this.send({ type: 'load', name, source, request: 0, ...(restore ? { restore } : {}) }, listener, ['bytes' in source ? source.bytes : source.stream]);
  }

  /**
   * Stops whatever the worker is doing (a long load) by ending it and starting a fresh one:
   * the model it held is gone, so the caller loads it again. Every request still waiting hears
   * `error` with `why`, except `quiet` ones (the caller asks those again itself).
   */
  restart(why: string, quiet: (request: number) => boolean = () => false): void {
    this.worker.terminate();
    this.worker = this.start();
    const waiting = [...this.listeners];
    this.listeners.clear();
    for (const [request, listener] of waiting) if (!quiet(request)) listener({ type: 'error', request, message: why });
  }

  /** `piece`: a piece of the file alone (its number in the team summary); null: the whole file. */
  analyze(settings: AnalysisSettings, piece: number | null, listener: Listener): number {
    return this.send({ type: 'analyze', settings, ...(piece !== null ? { piece } : {}), request: 0 }, listener);
  }

  /** The final values under every Element of what `analyze` with these settings shows. */
  elements(settings: AnalysisSettings, piece: number | null, listener: Listener): number {
    return this.send({ type: 'elements', settings, ...(piece !== null ? { piece } : {}), request: 0 }, listener);
  }

  game(game: GameName, corrections: Corrections, listener: Listener): number {
    return this.send({ type: 'game', game, corrections, request: 0 }, listener);
  }

  /** The opponent's bytes are copied, so the caller can duel the same opponent again. */
  duel(duel: DuelRequest, listener: Listener): number {
    const bytes = duel.opponent.bytes.slice(0);
    return this.send({ type: 'duel', ...duel, opponent: { name: duel.opponent.name, bytes }, request: 0 }, listener, [bytes]);
  }

  /** The library files kept in the browser: how much, or let go of them all (see LibraryCache). */
  libraryCache(action: 'usage' | 'clear', listener: Listener): number {
    return this.send({ type: 'library-cache', action, request: 0 }, listener);
  }

  /** Stops the running duel; it answers with an error. */
  stopDuel(): void {
    this.worker.postMessage({ type: 'duel-stop', request: 0 } satisfies WorkerRequest);
  }

  private send(message: WorkerRequest, listener: Listener, transfer: Transferable[] = []): number {
    const request = this.next++;
    this.listeners.set(request, (response) => {
      if (response.type !== 'progress') this.listeners.delete(request);
      listener(response);
    });
    try {
      this.worker.postMessage({ ...message, request }, transfer);
    } catch (e) {
      // Not sent (a browser that cannot transfer a stream): no answer will come.
      this.listeners.delete(request);
      throw e;
    }
    return request;
  }
}
