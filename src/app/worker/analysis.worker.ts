/// <reference lib="webworker" />
import { analyzePiece } from '../../analysis/analyzePiece.ts';
import type { ConnectionGraph } from '../../analysis/findConnections.ts';
import { pieceDocument, type PieceDocument } from '../../export/pieceDocument.ts';
import { buildModel, type Model } from '../../ldraw/buildModel.ts';
import { decodeModelBytes } from '../../ldraw/decodeModelBytes.ts';
import { loadModel } from '../../ldraw/loadModel.ts';
import { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { HttpSource } from '../library/HttpSource.ts';
import { duelRun, stopDuel } from './duelRun.ts';
import { gameResult } from './gameResult.ts';
import type { AnalysisSettings, WorkerRequest, WorkerResponse } from './protocol.ts';
import { sceneData } from './sceneData.ts';

declare const self: DedicatedWorkerGlobalScope;

const LIBRARY_BASE = new URL('/ldraw/', self.location.origin).href;
let library: Promise<PartLibrary> | undefined;
/** The last model that loaded well: a bad file never replaces it. */
let current: { model: Model; name: string; graph: ConnectionGraph } | undefined;

function post(message: WorkerResponse, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

function analyze(model: Model, name: string, settings: AnalysisSettings, graph?: ConnectionGraph): { document: PieceDocument; graph: ConnectionGraph } {
  const analysis = analyzePiece(model, {
    ...(graph ? { graph } : {}),
    corrections: settings.corrections,
    ...(settings.element ? { element: settings.element } : {}),
    ...(settings.rules ? { rules: settings.rules } : {}),
  });
  return { document: pieceDocument(analysis, name, model.loaded.colours), graph: analysis.graph };
}

function openLibrary(): Promise<PartLibrary> {
  return HttpSource.open(LIBRARY_BASE).then((source) => new PartLibrary(source));
}

// Fetch the library index while the page is still starting: the first model should not wait for it.
library = openLibrary();
library.catch(() => {
  // Reported when a model is opened: the request is retried then.
  library = undefined;
});

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === 'load') {
      post({ type: 'progress', request: msg.request, phase: 'reading the file', done: 0, total: 1 });
      const decoded = decodeModelBytes(new Uint8Array(msg.bytes), msg.name);
      if ('error' in decoded) return post({ type: 'error', request: msg.request, message: decoded.error });
      library ??= openLibrary();
      const lib = await library;
      const loaded = await loadModel(decoded.text, msg.name, {
        library: lib,
        ...(decoded.customParts ? { fallback: decoded.customParts } : {}),
        onProgress: (found, pending) => post({ type: 'progress', request: msg.request, phase: 'loading parts', done: found, total: found + pending }),
      });
      post({ type: 'progress', request: msg.request, phase: 'building geometry', done: 0, total: 1 });
      const model = buildModel(loaded, { expandShortcuts: true });
      // Structural errors (a reference cycle, runaway nesting, a reference bomb, paths outside) refuse the file here.
      const broken = model.diagnostics.filter((d) => d.severity === 'error');
      if (broken.length > 0) {
        const first = broken[0]!;
        return post({ type: 'error', request: msg.request, message: `${msg.name}: the file is broken: ${first.file}${first.line ? `:${first.line}` : ''}: ${first.message}${broken.length > 1 ? ` (and ${broken.length - 1} more)` : ''}` });
      }
      if (model.parts.length === 0) return post({ type: 'error', request: msg.request, message: `${msg.name}: the model has no parts` });
      // The file is good: the page can draw it while the analysis runs.
      const { scene, transfer } = sceneData(model);
      post({ type: 'scene', request: msg.request, name: msg.name, scene, missing: loaded.missing.map((m) => m.name) }, transfer);
      post({ type: 'progress', request: msg.request, phase: 'analyzing', done: 0, total: 1 });
      const { document, graph } = analyze(model, msg.name, msg.settings);
      // Corrections re-run the analysis many times; the connections between parts do not change.
      current = { model, name: msg.name, graph };
      post({ type: 'loaded', request: msg.request, document, problems: model.diagnostics.filter((d) => d.severity === 'warning').length });
    } else if (msg.type === 'analyze') {
      if (!current) return post({ type: 'error', request: msg.request, message: 'no model loaded' });
      post({ type: 'analyzed', request: msg.request, document: analyze(current.model, current.name, msg.settings, current.graph).document });
    } else if (msg.type === 'game') {
      if (!current) return post({ type: 'game-result', request: msg.request, text: 'no model loaded', json: null });
      try {
        post({ type: 'game-result', request: msg.request, ...gameResult(current.model, current.name, current.graph, msg.game) });
      } catch (e) {
        post({ type: 'game-result', request: msg.request, text: `${current.name}: ${(e as Error).message}`, json: null });
      }
    } else if (msg.type === 'duel') {
      if (!current) return post({ type: 'error', request: msg.request, message: 'no model loaded' });
      try {
        library ??= openLibrary();
        await duelRun(msg.request, msg, current, await library, post);
      } catch (e) {
        post({ type: 'error', request: msg.request, message: `the duel: ${(e as Error).message}` });
      }
    } else if (msg.type === 'duel-stop') {
      stopDuel();
    }
  } catch (e) {
    post({ type: 'error', request: msg.request, message: `${msg.type === 'load' ? msg.name : msg.type === 'game' ? msg.game : 'analysis'}: ${(e as Error).message}` });
  }
};
