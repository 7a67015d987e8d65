import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { SceneData, WorkerResponse } from '../worker/protocol.ts';

/** The worker, scripted by the test: every request is kept with its listener, answered when the test says. */
const sent: { type: string; request: number; listener: (r: WorkerResponse) => void; corrections?: unknown }[] = [];
vi.mock('../worker/client.ts', () => ({
  AnalysisClient: class {
    private next = 1;
    private send(type: string, listener: (r: WorkerResponse) => void, corrections?: unknown): number {
      const request = this.next++;
      sent.push({ type, request, listener, corrections });
      return request;
    }
    load(_name: string, _source: unknown, listener: (r: WorkerResponse) => void) {
      return this.send('load', listener);
    }
    analyze(settings: { corrections: unknown }, listener: (r: WorkerResponse) => void) {
      return this.send('analyze', listener, settings.corrections);
    }
  },
}));

const { openBytes, setCorrections } = await import('./modelActions.ts');
const { viewerStore } = await import('./viewerStore.ts');

const SCENE: SceneData = { geometries: [], instances: [], colours: [], bounds: { min: [0, 0, 0], max: [1, 1, 1] } };
const doc = (file: string) => ({ file, parts: [], piece: {} }) as unknown as PieceDocument;
const bytes = () => new TextEncoder().encode('1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n').buffer as ArrayBuffer;
const last = (type: string) => sent.filter((s) => s.type === type).at(-1)!;
/** A worker answer without its request number (the test's request adds it). */
type Answer = WorkerResponse extends infer R ? (R extends unknown ? Omit<R, 'request'> : never) : never;
const answer = (s: (typeof sent)[number], r: Answer) => s.listener({ ...r, request: s.request } as WorkerResponse);
const state = () => viewerStore.getState();

describe('loads and analyses in the page', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('shows only the newest of two overlapping loads: the older one answers nothing on screen, its progress neither', () => {
    openBytes('old.ldr', bytes(), false);
    const old = last('load');
    openBytes('new.ldr', bytes(), false);
    const newer = last('load');
    answer(old, { type: 'progress', phase: 'loading parts', done: 5, total: 9 });
    expect(state().progress?.phase).toBe('starting');
    answer(newer, { type: 'scene', name: 'new.ldr', key: 'new.ldr:1:1', scene: SCENE, missing: [] });
    expect(state().modelName).toBe('new.ldr');
    expect(state().progress?.phase).toBe('analyzing');
    // The older load's late answers (the worker supersedes it; even a stray scene) change nothing.
    answer(old, { type: 'scene', name: 'old.ldr', key: 'old.ldr:1:1', scene: SCENE, missing: [] });
    answer(old, { type: 'superseded' });
    answer(old, { type: 'progress', phase: 'loading parts', done: 6, total: 9 });
    expect(state().modelName).toBe('new.ldr');
    answer(last('analyze'), { type: 'analyzed', document: doc('new.ldr') });
    expect(state().doc?.file).toBe('new.ldr');
    expect(state().progress).toBeNull();
  });

  it('ends the progress and fits the view when a correction overtakes the first analysis', () => {
    openBytes('piece.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'piece.ldr', key: 'piece.ldr:2:1', scene: SCENE, missing: [] });
    const first = last('analyze');
    const nonce = state().view.nonce;
    const corrections = { schema: 'brickstats/corrections@1' as const, parts: {}, piece: { element: 'Fire' as const } };
    setCorrections(corrections);
    const second = last('analyze');
    expect(second.corrections).toEqual(corrections);
    // The first answer is stale: not shown.
    answer(first, { type: 'analyzed', document: doc('stale') });
    expect(state().doc).toBeNull();
    expect(state().progress?.phase).toBe('analyzing');
    answer(second, { type: 'analyzed', document: doc('piece.ldr') });
    expect(state().doc?.file).toBe('piece.ldr');
    expect(state().progress).toBeNull();
    expect(state().view.nonce).toBe(nonce + 1);
  });

  it('keeps the model on screen when the newest load fails, and clears the progress', () => {
    openBytes('good.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'good.ldr', key: 'good.ldr:3:1', scene: SCENE, missing: [] });
    answer(last('analyze'), { type: 'analyzed', document: doc('good.ldr') });
    openBytes('bad.ldr', bytes(), false);
    answer(last('load'), { type: 'error', message: 'bad.ldr: not an LDraw file' });
    expect(state().error).toBe('bad.ldr: not an LDraw file');
    expect(state().progress).toBeNull();
    expect(state().modelName).toBe('good.ldr');
    expect(state().doc?.file).toBe('good.ldr');
  });
});
