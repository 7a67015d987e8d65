import type { AnalysisSettings, GameName, WorkerRequest, WorkerResponse } from './protocol.ts';

type Listener = (response: WorkerResponse) => void;

/** The analysis worker, with numbered requests so a stale answer is never applied over a newer one. */
export class AnalysisClient {
  private readonly worker: Worker;
  private next = 1;
  private readonly listeners = new Map<number, Listener>();

  constructor() {
    this.worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.listeners.get(event.data.request)?.(event.data);
  }

  load(name: string, bytes: ArrayBuffer, settings: AnalysisSettings, listener: Listener): number {
    return this.send({ type: 'load', name, bytes, settings, request: 0 }, listener, [bytes]);
  }

  analyze(settings: AnalysisSettings, listener: Listener): number {
    return this.send({ type: 'analyze', settings, request: 0 }, listener);
  }

  game(game: GameName, listener: Listener): number {
    return this.send({ type: 'game', game, request: 0 }, listener);
  }

  private send(message: WorkerRequest, listener: Listener, transfer: Transferable[] = []): number {
    const request = this.next++;
    this.listeners.set(request, (response) => {
      if (response.type !== 'progress') this.listeners.delete(request);
      listener(response);
    });
    this.worker.postMessage({ ...message, request }, transfer);
    return request;
  }
}
