import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { SceneData, WorkerResponse } from '../worker/protocol.ts';

/** The worker, scripted by the test: every request is kept with its listener, answered when the test says. */
const sent: { type: string; request: number; listener: (r: WorkerResponse) => void; corrections?: unknown; piece?: number | null; name?: string; restore?: boolean }[] = [];
/** The client's restarts (a cancelled load), with the message waiting requests hear. */
const restarts: string[] = [];
vi.mock('../worker/client.ts', () => ({
  AnalysisClient: class {
    private next = 1;
    private send(type: string, listener: (r: WorkerResponse) => void, corrections?: unknown, piece?: number | null): number {
      const request = this.next++;
      sent.push({ type, request, listener, corrections, piece });
      return request;
    }
    load(name: string, _source: unknown, listener: (r: WorkerResponse) => void, restore = false) {
      const request = this.send('load', listener);
      Object.assign(sent.at(-1)!, { name, restore });
      return request;
    }
    restart(why: string) {
      restarts.push(why);
    }
    analyze(settings: { corrections: unknown }, piece: number | null, listener: (r: WorkerResponse) => void) {
      return this.send('analyze', listener, settings.corrections, piece);
    }
    elements(settings: { corrections: unknown }, piece: number | null, listener: (r: WorkerResponse) => void) {
      return this.send('elements', listener, settings.corrections, piece);
    }
  },
}));

const { cancelLoad, choosePiece, correctSelection, openBytes, setCorrections } = await import('./modelActions.ts');
const { viewerStore } = await import('./viewerStore.ts');

const SCENE: SceneData = { geometries: [], instances: [], colours: [], bounds: { min: [0, 0, 0], max: [1, 1, 1] } };
const doc = (file: string) => ({ file, parts: [], piece: {} }) as unknown as PieceDocument;
/** The analysis of the whole file of one piece, as the worker answers it. */
const analyzed = (file: string) => ({ type: 'analyzed' as const, document: doc(file), piece: null, parts: null, team: null });
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
    answer(last('analyze'), analyzed('new.ldr'));
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
    answer(first, analyzed('stale'));
    expect(state().doc).toBeNull();
    expect(state().progress?.phase).toBe('analyzing');
    answer(second, analyzed('piece.ldr'));
    expect(state().doc?.file).toBe('piece.ldr');
    expect(state().progress).toBeNull();
    expect(state().view.nonce).toBe(nonce + 1);
  });

  it('asks for the values under every Element after each analysis and shows only the newest answer', () => {
    openBytes('piece.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'piece.ldr', key: 'piece.ldr:4:1', scene: SCENE, missing: [] });
    const first = last('elements');
    expect(first.request).toBeGreaterThan(last('analyze').request);
    expect(state().elementsPending).toBe(true);
    const row = (element: 'Earth' | 'Fire', H: number) => ({ element, colourBonus: 5, stats: { H, V: 0, A: 0, D: 0, M: 0, R: 0 } });
    answer(first, { type: 'elements', elements: [row('Earth', 10), row('Fire', 9)] });
    expect(state().elements.map((e) => e.stats.H)).toEqual([10, 9]);
    expect(state().elementsPending).toBe(false);
    const corrections = { schema: 'brickstats/corrections@1' as const, parts: {}, piece: { front: '+x' as const } };
    setCorrections(corrections);
    const second = last('elements');
    expect(second.corrections).toEqual(corrections);
    // Older values stay on screen, marked pending, until the newest answer comes; a stale answer is not shown.
    expect(state().elementsPending).toBe(true);
    answer(first, { type: 'elements', elements: [row('Earth', 1)] });
    expect(state().elements.map((e) => e.stats.H)).toEqual([10, 9]);
    answer(second, { type: 'elements', elements: [row('Earth', 12), row('Fire', 11)] });
    expect(state().elements.map((e) => e.stats.H)).toEqual([12, 11]);
    expect(state().elementsPending).toBe(false);
  });

  it('keeps the model on screen when the newest load fails, and clears the progress', () => {
    openBytes('good.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'good.ldr', key: 'good.ldr:3:1', scene: SCENE, missing: [] });
    answer(last('analyze'), analyzed('good.ldr'));
    openBytes('bad.ldr', bytes(), false);
    answer(last('load'), { type: 'error', message: 'bad.ldr: not an LDraw file' });
    expect(state().error).toBe('bad.ldr: not an LDraw file');
    expect(state().progress).toBeNull();
    expect(state().modelName).toBe('good.ldr');
    expect(state().doc?.file).toBe('good.ldr');
  });

  it('analyzes a chosen piece alone, maps its parts into the scene, frames it, and keeps corrections by part id across pieces', () => {
    // Four parts: piece 1 is scene parts 2 and 3, piece 2 is part 0; part 1 is scenery.
    const instance = (id: string, x: number) => ({ id, part: '3001.dat', geometry: null, colour: 4, matrix: [], min: [x, 0, 0] as const, max: [x + 20, 24, 20] as const });
    const scene: SceneData = { ...SCENE, instances: [instance('a', 0), instance('b', 100), instance('c', 200), instance('d', 300)], bounds: { min: [0, 0, 0], max: [320, 24, 20] } };
    const partDoc = (file: string, ids: string[]) => ({ file, parts: ids.map((id) => ({ id, part: '3001.dat' })), piece: {} }) as unknown as PieceDocument;
    const stats = { H: 1, V: 2, A: 3, D: 4, M: 5, R: 6 };
    const team = {
      pieces: [
        { number: 1, name: 'Knight', reason: 'a standing figure', parts: [2, 3], element: 'Earth' as const, stats },
        { number: 2, name: 'Horse', reason: 'parts that hold together', parts: [0], element: 'Water' as const, stats },
      ],
      scenery: 1,
      loose: 0,
    };
    openBytes('team.mpd', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'team.mpd', key: 'team.mpd:4:1', scene, missing: [] });
    expect(last('analyze').piece).toBeNull();
    answer(last('analyze'), { type: 'analyzed', document: partDoc('team.mpd', ['a', 'b', 'c', 'd']), piece: null, parts: null, team });
    expect(state().team?.pieces).toHaveLength(2);
    expect(state().frame?.toScene).toBeNull();

    viewerStore.setState({ selection: [1] });
    const nonce = state().view.nonce;
    choosePiece(1);
    expect(state().piece).toBe(1);
    expect(state().selection).toEqual([]);
    expect(last('analyze').piece).toBe(1);
    answer(last('analyze'), { type: 'analyzed', document: partDoc('team.mpd', ['c', 'd']), piece: 1, parts: [2, 3], team });
    const frame = state().frame!;
    expect(frame.scene.instances.map((i) => i.id)).toEqual(['c', 'd']);
    expect(frame.scene.bounds).toEqual({ min: [200, 0, 0], max: [320, 24, 20] });
    expect([...frame.toDoc!]).toEqual([-1, -1, 0, 1]);
    // The camera frames the piece once its analysis is in.
    expect(state().view.nonce).toBe(nonce + 1);

    // A correction of scene part 3 is saved under its id, "d", and is still there for the next piece.
    viewerStore.setState({ selection: [3] });
    correctSelection({ section: 'head' });
    expect(Object.keys(state().corrections.parts)).toEqual(['d']);
    choosePiece(2);
    expect(last('analyze').corrections).toEqual(state().corrections);
    expect(last('analyze').piece).toBe(2);
    // All pieces again: the whole file.
    choosePiece(null);
    expect(last('analyze').piece).toBeNull();
    answer(last('analyze'), { type: 'analyzed', document: partDoc('team.mpd', ['a', 'b', 'c', 'd']), piece: null, parts: null, team });
    expect(state().piece).toBeNull();
    expect(state().frame?.toDoc).toBeNull();
    expect(state().corrections.parts['d']?.section).toBe('head');
  });

  it('reads one piece standing on scenery alone from the start (a figure on a baseplate), and still offers the whole file', () => {
    const instance = (id: string, x: number) => ({ id, part: '3001.dat', geometry: null, colour: 4, matrix: [], min: [x, 0, 0] as const, max: [x + 20, 24, 20] as const });
    const scene: SceneData = { ...SCENE, instances: [instance('plate', 0), instance('figure', 100)], bounds: { min: [0, 0, 0], max: [120, 24, 20] } };
    const partDoc = (ids: string[]) => ({ file: 'scene.ldr', parts: ids.map((id) => ({ id, part: '3001.dat' })), piece: {} }) as unknown as PieceDocument;
    const team = { pieces: [{ number: 1, name: 'Figure', reason: 'a standing figure', parts: [1], element: 'Fire' as const, stats: { H: 1, V: 2, A: 3, D: 4, M: 5, R: 6 } }], scenery: 1, loose: 0 };
    openBytes('scene.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'scene.ldr', key: 'scene.ldr:2:1', scene, missing: [] });
    answer(last('analyze'), { type: 'analyzed', document: partDoc(['plate', 'figure']), piece: null, parts: null, team });
    expect(state().piece).toBe(1);
    expect(last('analyze').piece).toBe(1);
    answer(last('analyze'), { type: 'analyzed', document: partDoc(['figure']), piece: 1, parts: [1], team });
    expect(state().doc?.parts.map((p) => p.id)).toEqual(['figure']);
    // The player may still ask for the whole file: it is not chosen for them again.
    choosePiece(null);
    answer(last('analyze'), { type: 'analyzed', document: partDoc(['plate', 'figure']), piece: null, parts: null, team });
    expect(state().piece).toBeNull();
  });

  it('cancels a load before its scene: the worker restarts, the model on screen stays and is read again, its corrections asked for again', () => {
    openBytes('good.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'good.ldr', key: 'good.ldr:3:1', scene: SCENE, missing: [] });
    answer(last('analyze'), analyzed('good.ldr'));
    const corrections = { schema: 'brickstats/corrections@1' as const, parts: {}, piece: { element: 'Fire' as const } };
    setCorrections(corrections);
    answer(last('analyze'), analyzed('good.ldr'));
    openBytes('huge.mpd', bytes(), false);
    const huge = last('load');
    expect(state().loading).toBe('huge.mpd');
    restarts.length = 0;
    cancelLoad();
    expect(restarts).toEqual(['stopped: loading huge.mpd was cancelled']);
    expect(state().loading).toBeNull();
    expect(state().progress).toBeNull();
    expect(state().error).toBe('Loading huge.mpd was cancelled; good.ldr is still shown.');
    expect(state().doc?.file).toBe('good.ldr');
    // The fresh worker reads the model on screen again, and analyzes it with its corrections.
    const again = last('load');
    expect(again.request).toBeGreaterThan(huge.request);
    expect(again).toMatchObject({ name: 'good.ldr', restore: true });
    expect(last('analyze').corrections).toEqual(corrections);
    // A late answer of the cancelled load changes nothing.
    answer(huge, { type: 'scene', name: 'huge.mpd', key: 'huge.mpd:1:1', scene: SCENE, missing: [] });
    expect(state().modelName).toBe('good.ldr');
  });

  it('cancels a load after its scene replaced the model: the model before comes back as it was, selection and undo too', () => {
    openBytes('good.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'good.ldr', key: 'good.ldr:5:1', scene: SCENE, missing: [] });
    answer(last('analyze'), analyzed('good.ldr'));
    const corrections = { schema: 'brickstats/corrections@1' as const, parts: {}, piece: { front: '+x' as const } };
    setCorrections(corrections);
    answer(last('analyze'), analyzed('good.ldr'));
    viewerStore.setState({ selection: [0] });
    const goodScene = state().scene;
    openBytes('falcon.mpd', bytes(), false);
    const falconScene: SceneData = { ...SCENE, bounds: { min: [0, 0, 0], max: [9, 9, 9] } };
    answer(last('load'), { type: 'scene', name: 'falcon.mpd', key: 'falcon.mpd:9:1', scene: falconScene, missing: [] });
    expect(state().modelName).toBe('falcon.mpd');
    expect(state().progress?.phase).toBe('analyzing');
    const falconAnalysis = last('analyze');
    cancelLoad();
    expect(state()).toMatchObject({ modelName: 'good.ldr', modelKey: 'good.ldr:5:1', scene: goodScene, selection: [0], corrections, loading: null, progress: null });
    expect(state().doc?.file).toBe('good.ldr');
    expect(state().undo).toHaveLength(1);
    expect(last('load')).toMatchObject({ name: 'good.ldr', restore: true });
    // The cancelled model's analysis, if it still came, is not shown.
    answer(falconAnalysis, analyzed('falcon.mpd'));
    expect(state().doc?.file).toBe('good.ldr');
    answer(last('analyze'), analyzed('good.ldr'));
    expect(state().doc?.file).toBe('good.ldr');
    expect(state().modelName).toBe('good.ldr');
  });
  it('asks for the analysis of a scene kept from the last load once it is drawn (the first frame has the cores), and of a scene built now at once', async () => {
    const { markDrawn } = await import('./sceneDrawn.ts');
    openBytes('kept.ldr', bytes(), false);
    const kept: SceneData = { ...SCENE, instances: [] };
    answer(last('load'), { type: 'scene', name: 'kept.ldr', key: 'kept.ldr:5:1', scene: kept, missing: [], kept: true });
    expect(state().scene).toBe(kept);
    const asked = sent.filter((s) => s.type === 'analyze').length;
    await Promise.resolve();
    expect(sent.filter((s) => s.type === 'analyze').length).toBe(asked);
    markDrawn(kept);
    await vi.waitFor(() => expect(sent.filter((s) => s.type === 'analyze').length).toBe(asked + 1));
    answer(last('analyze'), analyzed('kept.ldr'));
    expect(state().doc?.file).toBe('kept.ldr');
    expect(state().progress).toBeNull();

    // Built now: asked for with the scene.
    openBytes('fresh.ldr', bytes(), false);
    answer(last('load'), { type: 'scene', name: 'fresh.ldr', key: 'fresh.ldr:6:1', scene: { ...SCENE }, missing: [] });
    expect(sent.filter((s) => s.type === 'analyze').length).toBe(asked + 2);
  });
});
