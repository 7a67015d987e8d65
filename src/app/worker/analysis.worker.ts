/// <reference lib="webworker" />
import type { PieceAnalysis } from '../../rules/block-duel-chess/analyzePiece.ts';
import { findConnections, type ConnectionGraph } from '../../analysis/findConnections.ts';
import type { PieceSplit } from '../../analysis/findPieces.ts';
import { pieceDocument } from '../../export/pieceDocument.ts';
import { buildModel, type Model } from '../../ldraw/buildModel.ts';
import { decodeModelBytes } from '../../ldraw/decodeModelBytes.ts';
import { loadModel } from '../../ldraw/loadModel.ts';
import { PartLibrary } from '../../ldraw/PartLibrary.ts';
import { HttpSource } from '../library/HttpSource.ts';
import { IdbLibraryCache } from '../library/IdbLibraryCache.ts';
import { duelRun, stopDuel } from './duelRun.ts';
import { memberModel, pieceCorrections, splitModel } from '../../rules/block-duel-chess/analyzeTeam.ts';
import { analyzeFilePiece, analyzeWholeFile, elementStats, offersPieces, teamSummary } from './filePieces.ts';
import { gameResult, noGameResult } from './gameResult.ts';
import { modelKey } from './modelKey.ts';
import { modelProblem } from './modelProblem.ts';
import { decodeKeptScene, encodeKeptScene, KEPT_SCENE_LIMIT, keptScenePath } from './keptScene.ts';
import type { AnalysisSettings, MissingPart, ModelSource, TeamSummary, WorkerRequest, WorkerResponse } from './protocol.ts';
import { sceneData } from './sceneData.ts';

declare const self: DedicatedWorkerGlobalScope;

/** Where the library is, as the page said (see the `library` request); the development server's address until then. */
let libraryBase = new URL('/ldraw/', self.location.origin).href;
/** Library files kept in the browser between visits, by release; every HttpSource of this worker uses it. */
const libraryCache = new IdbLibraryCache();
/** The newest load asked for. The page shows only it: an older load still being read is dropped, so both agree on the current model. */
let newestLoad = 0;
/** The last model that loaded well: a bad file never replaces it. */
let current: LoadedPiece | undefined;

/**
 * A model and, once first asked for, its connection graph and its split into pieces: they depend on the parts
 * only, so corrections and the piece picker reuse them. `team` keeps the pieces' analyses for the last settings.
 */
interface LoadedPiece {
  readonly model: Model;
  readonly name: string;
  readonly graph: ConnectionGraph;
  readonly split: PieceSplit;
  team?: { readonly settings: string; readonly analyses: readonly PieceAnalysis[]; readonly summary: TeamSummary | null };
}

function loadedPiece(model: Model, name: string): LoadedPiece {
  let graph: ConnectionGraph | undefined;
  let split: PieceSplit | undefined;
  return {
    model,
    name,
    get graph() {
      return (graph ??= findConnections(model.parts));
    },
    get split() {
      return (split ??= splitModel(model, this.graph));
    },
  };
}

/** The model's bytes, as sent or read to the end of its stream; a string is the reason they cannot be had. */
async function modelBytes(name: string, source: ModelSource): Promise<Uint8Array | string> {
  if ('bytes' in source) return new Uint8Array(source.bytes);
  try {
    return new Uint8Array(await new Response(source.stream).arrayBuffer());
  } catch (e) {
    return `${name}: the download broke off: ${(e as Error).message}`;
  }
}

function post(message: WorkerResponse, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

/** Every piece of the file analyzed with these settings, kept while the settings stay (choosing another piece reuses them). */
function teamOf(loaded: LoadedPiece, settings: AnalysisSettings): NonNullable<LoadedPiece['team']> {
  const key = JSON.stringify(settings);
  if (loaded.team?.settings === key) return loaded.team;
  const { model, graph, split } = loaded;
  if (!offersPieces(split, model.parts.length)) return (loaded.team = { settings: key, analyses: [], summary: null });
  const analyses = split.pieces.map((piece) => analyzeFilePiece(model, graph, piece, settings));
  return (loaded.team = { settings: key, analyses, summary: teamSummary(split, analyses) });
}

/** The last analysis answered, and how to analyze the same build again with other settings (for the Elements' values). */
let shown: { readonly loaded: LoadedPiece; readonly key: string; readonly analysis: PieceAnalysis; readonly again: (settings: AnalysisSettings) => PieceAnalysis } | undefined;

const shownKey = (settings: AnalysisSettings, piece: number | undefined) => JSON.stringify([settings, piece ?? null]);

/** The `analyzed` answer: the chosen piece alone (when the file offers it), else the whole file; and the team summary. */
function analyze(loaded: LoadedPiece, settings: AnalysisSettings, piece: number | undefined, request: number): WorkerResponse {
  const team = teamOf(loaded, settings);
  const k = piece === undefined || !team.summary ? -1 : loaded.split.pieces.findIndex((p) => p.number === piece);
  const colours = loaded.model.loaded.colours;
  const key = shownKey(settings, piece);
  if (k < 0) {
    const again = (s: AnalysisSettings) => analyzeWholeFile(loaded.model, loaded.graph, s);
    const analysis = again(settings);
    shown = { loaded, key, analysis, again };
    return { type: 'analyzed', request, document: pieceDocument(analysis, loaded.name, colours), piece: null, parts: null, team: team.summary };
  }
  const found = loaded.split.pieces[k]!;
  const analysis = team.analyses[k]!;
  shown = { loaded, key, analysis, again: (s) => analyzeFilePiece(loaded.model, loaded.graph, found, s) };
  return { type: 'analyzed', request, document: pieceDocument(analysis, loaded.name, colours), piece: found.number, parts: found.parts, team: team.summary };
}

/** The `elements` answer: the final values of what `analyze` with the same settings and piece shows, under every Element its colours allow. */
function elements(loaded: LoadedPiece, settings: AnalysisSettings, piece: number | undefined, request: number): WorkerResponse {
  const key = shownKey(settings, piece);
  if (shown?.loaded !== loaded || shown.key !== key) analyze(loaded, settings, piece, request);
  const { analysis, again } = shown!;
  return { type: 'elements', request, elements: elementStats(analysis, settings, again) };
}

/** The served library; its index and colours are fetched from the moment it is made. */
function openLibrary(): { library: PartLibrary; source: HttpSource; ready: Promise<void> } {
  const source = new HttpSource(libraryBase, libraryCache);
  const ready = source.ready();
  // Reported when a model is opened; the next model then asks again.
  ready.catch(() => {
    if (served?.ready === ready) served = undefined;
  });
  return { library: new PartLibrary(source), source, ready };
}

// Opened with the page's first message: the first model should not wait for the index or the colours.
let served: ReturnType<typeof openLibrary> | undefined;

/**
 * The code that builds scenes, for the scenes kept in the browser: the worker's own file
 * name, hashed from its code by the build ("analysis.worker-<hash>.js"). The development
 * server's is not, so no scene is kept there (an edited builder would draw the old scene).
 */
const workerFile = new URL(import.meta.url).pathname.split('/').pop() ?? '';
const sceneVersion = /^analysis\.worker-[\w-]+\.js$/.test(workerFile) ? workerFile : undefined;

/** Keeps the scene of the model just built, for its next load: done after its first analysis. */
let keepAfterAnalysis: (() => void) | undefined;

/** A model whose scene the page has (kept from its last load), to read again for the analysis: the first request that needs it starts it and waits. */
let building: (() => Promise<void>) | undefined;

/** A `load` request: reads the model, and makes it current when it is good (see WorkerRequest). */
async function load(msg: Extract<WorkerRequest, { type: 'load' }>): Promise<void> {
  newestLoad = msg.request;
  building = undefined;
  keepAfterAnalysis = undefined;
  const superseded = () => msg.request !== newestLoad;
  const bytes = await modelBytes(msg.name, msg.source);
  if (superseded()) return post({ type: 'superseded', request: msg.request });
  if (typeof bytes === 'string') return post({ type: 'error', request: msg.request, message: bytes });
  post({ type: 'progress', request: msg.request, phase: 'reading the file', done: 0, total: 1 });
  const decoded = decodeModelBytes(bytes, msg.name);
  if ('error' in decoded) return post({ type: 'error', request: msg.request, message: decoded.error });
  const library = (served ??= openLibrary());
  library.source.countFromHere();
  const key = modelKey(msg.name, bytes);
  // Opened before, with this code and this library: drawn at once from its kept scene, then read for the analysis.
  const keptAt = sceneVersion === undefined ? undefined : keptScenePath(sceneVersion, key);
  const keptBytes = keptAt === undefined ? undefined : await library.source.keptBeside(keptAt);
  const kept = keptBytes && decodeKeptScene(keptBytes);
  if (superseded()) return post({ type: 'superseded', request: msg.request });
  if (kept) {
    current = undefined;
    post({ type: 'scene', request: msg.request, name: msg.name, key, scene: kept.scene, missing: kept.missing, library: library.source.requests, kept: true }, [kept.buffer]);
    // Read for the analysis when the page first asks for it (it asks once the scene is drawn: the first
    // frame has the cores to itself). A failure then is the analysis's to report ("no model loaded").
    let started: Promise<void> | undefined;
    building = () =>
      (started ??= readModel(msg.name, decoded, library, () => {}, superseded).then(
        (read) => {
          if (read && !('problem' in read) && !superseded()) current = loadedPiece(read.model, msg.name);
        },
        () => {},
      ));
    return;
  }
  const read = await readModel(msg.name, decoded, library, (message) => post(message), superseded, msg.request);
  if (!read) return post({ type: 'superseded', request: msg.request });
  if ('problem' in read) return post({ type: 'error', request: msg.request, message: read.problem });
  const { model, missing } = read;
  // The file is good: the page draws it, then asks for the analysis with the corrections saved under its key.
  current = loadedPiece(model, msg.name);
  const { scene, transfer } = sceneData(model);
  post({ type: 'scene', request: msg.request, name: msg.name, key, scene, missing, library: library.source.requests }, transfer);
  // Kept for the next time it is opened, once its first analysis is answered (not while the page draws it).
  if (keptAt !== undefined) keepAfterAnalysis = () => keepScene(library.source, keptAt, model, missing);
}

/**
 * Reads and builds the model (undefined: a newer load superseded it; `problem`: refused).
 * `progress` hears the phases for `request`.
 */
async function readModel(
  name: string,
  decoded: Exclude<ReturnType<typeof decodeModelBytes>, { error: string }>,
  library: NonNullable<typeof served>,
  progress: (message: WorkerResponse) => void,
  superseded: () => boolean,
  request = 0,
): Promise<{ model: Model; missing: MissingPart[] } | { problem: string } | undefined> {
  // A file that embeds its parts is read without waiting for the index; a library file
  // asked for when the index cannot be had fails the load with the reason.
  const loaded = await loadModel(decoded.text, name, {
    library: library.library,
    ...(decoded.customParts ? { fallback: decoded.customParts } : {}),
    onProgress: (found, pending) => progress({ type: 'progress', request, phase: 'loading parts', done: found, total: found + pending }),
  });
  if (superseded()) return undefined;
  progress({ type: 'progress', request, phase: 'building geometry', done: 0, total: 1 });
  const model = buildModel(loaded, { expandShortcuts: true });
  // Over a budget (the CLI's), or broken (a reference cycle, runaway nesting, paths outside): the file is refused here.
  const problem = modelProblem(model, name);
  if (problem) return { problem };
  const missing = loaded.missing.map((m): MissingPart => (m.why ? { name: m.name, why: m.why } : m.standIn ? { name: m.name, standIn: m.standIn } : { name: m.name }));
  return { model, missing };
}

/** Keeps the model's scene for its next load (made again: the one posted went to the page). */
function keepScene(source: HttpSource, entry: string, model: Model, missing: readonly MissingPart[]): void {
  const bytes = encodeKeptScene({ scene: sceneData(model, false).scene, missing });
  if (bytes.byteLength <= KEPT_SCENE_LIMIT) source.keepBeside(entry, bytes);
}

/** A model read again after a restart (a cancelled load): until it is current, the other requests wait for it. */
let restoring: Promise<void> | undefined;

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === 'library') {
      libraryBase = msg.base;
      served = openLibrary();
      return;
    }
    if (msg.type === 'load') {
      const done = load(msg);
      if (msg.restore) restoring = done.catch(() => undefined);
      await done;
      return;
    }
    if (msg.type === 'duel-stop') return stopDuel();
    if (msg.type === 'library-cache') {
      const usage = msg.action === 'clear' ? await libraryCache.clear() : await libraryCache.usage();
      return post({ type: 'library-cache', request: msg.request, usage });
    }
    if (restoring) await restoring;
    if (building) await building();
    if (msg.type === 'analyze') {
      if (!current) return post({ type: 'error', request: msg.request, message: 'no model loaded' });
      post(analyze(current, msg.settings, msg.piece, msg.request));
      const keep = keepAfterAnalysis;
      keepAfterAnalysis = undefined;
      if (keep) setTimeout(keep, 0);
    } else if (msg.type === 'elements') {
      if (!current) return post({ type: 'error', request: msg.request, message: 'no model loaded' });
      post(elements(current, msg.settings, msg.piece, msg.request));
    } else if (msg.type === 'game') {
      if (!current) return post({ type: 'game-result', request: msg.request, ...noGameResult('no model loaded') });
      try {
        post({ type: 'game-result', request: msg.request, ...gameResult(current.model, current.name, current.graph, msg.game, msg.corrections) });
      } catch (e) {
        post({ type: 'game-result', request: msg.request, ...noGameResult(`${current.name}: ${(e as Error).message}`) });
      }
    } else if (msg.type === 'duel') {
      if (!current) return post({ type: 'error', request: msg.request, message: 'no model loaded' });
      try {
        served ??= openLibrary();
        await served.ready;
        // A piece of the file plays alone, with its own parts' corrections.
        const found = msg.piece === undefined ? undefined : current.split.pieces.find((p) => p.number === msg.piece);
        const player = found ? { name: current.name, ...memberModel(current.model, current.graph, found) } : current;
        const duel = found ? { ...msg, settings: { ...msg.settings, corrections: pieceCorrections(msg.settings.corrections, current.model, found) } } : msg;
        await duelRun(msg.request, duel, player, served.library, post);
      } catch (e) {
        post({ type: 'error', request: msg.request, message: `the duel: ${(e as Error).message}` });
      }
    }
  } catch (e) {
    post({ type: 'error', request: msg.request, message: `${msg.type === 'load' ? msg.name : msg.type === 'game' ? msg.game : 'analysis'}: ${(e as Error).message}` });
  }
};
