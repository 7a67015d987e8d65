import { CORRECTIONS_SCHEMA, emptyCorrections, parseCorrections, serializeCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { type FrontCorrection, type PartCorrection } from '../../analysis/corrections.ts';
import type { DuelView } from '../../export/duelView.ts';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { ElementName } from '../../rules/block-duel-chess/elements.ts';
import type { LibraryCacheUsage } from '../library/LibraryCache.ts';
import type { SharedModel } from '../share/sharedModel.ts';
import { AnalysisClient } from '../worker/client.ts';
import type { DuelRequest, GameName, GameResult, ModelSource, WorkerResponse } from '../worker/protocol.ts';
import { docFrame, docPartAt } from './docFrame.ts';
import { modelSnapshot, type ModelSnapshot } from './modelSnapshot.ts';
import { correctionsMadeFor } from './correctionsFileText.ts';
import { describeCorrection, partsWords } from './describeCorrection.ts';
import { explainCorrection } from './explainCorrection.ts';
import { foreignCorrections } from './foreignCorrections.ts';
import { lastModel, loadCorrections, rememberModel, saveCorrections } from './persistence.ts';
import { whenDrawn } from './sceneDrawn.ts';
import { viewerStore } from './viewerStore.ts';

/** A kept scene's analysis is asked for once it is drawn, or after this long at most (a page in the background draws nothing). */
const KEPT_SCENE_DRAW_WAIT_MS = 1500;

/** Files larger than this are refused before they are read into the worker. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

let client: AnalysisClient | undefined;
const worker = () => (client ??= new AnalysisClient());

/** Starts the worker (and its library index fetch) before any model is chosen. */
export function warmUp(): void {
  worker();
}
let latestAnalysis = 0;
/** The newest request for the Elements' values: it follows each analysis, and only its answer is shown. */
let latestElements = 0;
/** The newest load started: only its progress, scene and errors are shown (the worker drops older ones too). */
let newestLoad = 0;
/** A model just drawn waits for its first analysis: that answer, or a newer one, ends the progress and fits the view again. */
let firstAnalysisPending = false;
/** Another piece was chosen: its analysis (or a newer one) frames the camera on it. */
let framePending = false;

/** Opens a model file. A bad file leaves the current model and its corrections as they were. */
export async function openFile(file: File): Promise<void> {
  if (file.size > MAX_FILE_BYTES) {
    viewerStore.setState({ error: `${file.name}: the file is ${(file.size / 1048576).toFixed(0)} MB; model files over ${MAX_FILE_BYTES / 1048576} MB are refused` });
    return;
  }
  const bytes = await file.arrayBuffer();
  openBytes(file.name, bytes, true);
}

export function openBytes(name: string, bytes: ArrayBuffer, remember: boolean): void {
  // Kept before the bytes are handed to the worker: to read the model again after a cancelled load, and to reopen it on the next start.
  const copy = bytes.slice(0);
  openSource(name, { bytes }, { name, bytes: copy }, remember ? copy : undefined);
}

/**
 * Opens the model a share link carries, as it was shown: with the link's corrections (saved
 * for it here, the ones this browser had kept one Undo away) and its chosen piece. Remembered
 * like an opened file, so a reload shows it again. A bad file leaves the current model as it was.
 */
export function openShared(shared: SharedModel): void {
  const bytes = shared.bytes.slice().buffer;
  const copy = bytes.slice(0);
  openSource(shared.name, { bytes }, { name: shared.name, bytes: copy }, copy, { corrections: shared.corrections, ...(shared.piece !== undefined ? { piece: shared.piece } : {}) });
}

/** The file on screen as it was opened (its name and bytes), to be shared; fetched again when it was opened from a URL. */
export async function shownModelFile(): Promise<{ readonly name: string; readonly bytes: Uint8Array }> {
  const source = shownSource;
  if (!source) throw new Error('no model is open');
  if ('bytes' in source) return { name: source.name, bytes: new Uint8Array(source.bytes.slice(0)) };
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`${source.name}: could not fetch ${source.url} again: HTTP ${response.status}`);
  return { name: source.name, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** How a model arrives from a share link: the corrections and the piece it was shown with. */
interface Arrival {
  readonly corrections: Corrections;
  readonly piece?: number;
}

/** How to read a model again (in a fresh worker, after a cancelled load): its bytes, or its URL. */
type Reopen = { readonly name: string; readonly bytes: ArrayBuffer } | { readonly name: string; readonly url: string };
/** The model on screen, as it can be read again. */
let shownSource: Reopen | undefined;
/** The load under way: how to read it, and once its scene replaced the model on screen, that model as it was. */
let underway: { readonly source: Reopen; before?: { readonly snapshot: ModelSnapshot; readonly source: Reopen | undefined } } | undefined;
/** Bumped by every load started and every cancel: a fetch that sees a newer number goes no further. */
let loadGeneration = 0;

/**
 * Opens a model URL. The response's body goes to the worker as it arrives, so neither
 * the page's own start-up nor the worker's holds up the download.
 */
export async function openUrl(name: string, url: string): Promise<void> {
  const generation = ++loadGeneration;
  viewerStore.setState({ progress: { phase: 'fetching', done: 0, total: 1 }, loading: name, error: null });
  try {
    const source = await fetchSource(url);
    if (generation !== loadGeneration) return;
    openSource(name, source, { name, url }, undefined);
  } catch (e) {
    if (generation !== loadGeneration) return;
    viewerStore.setState({ progress: null, loading: null, error: `${name}: could not fetch ${url}: ${(e as Error).message}` });
  }
}

async function fetchSource(url: string): Promise<ModelSource> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  return canTransferStreams() ? { stream: response.body } : { bytes: await response.arrayBuffer() };
}

/** Whether this browser can hand a stream to a worker (Safari cannot): asked once. */
let streamsTransfer: boolean | undefined;
function canTransferStreams(): boolean {
  if (streamsTransfer === undefined) {
    try {
      const probe = new ReadableStream();
      const { port1, port2 } = new MessageChannel();
      port1.postMessage(probe, [probe]);
      port1.close();
      port2.close();
      streamsTransfer = true;
    } catch {
      streamsTransfer = false;
    }
  }
  return streamsTransfer;
}

function openSource(name: string, source: ModelSource, reopen: Reopen, keep: ArrayBuffer | undefined, arrival?: Arrival): void {
  loadGeneration++;
  underway = { source: reopen };
  viewerStore.setState({ progress: { phase: 'starting', done: 0, total: 1 }, loading: name, error: null });
  const request = worker().load(name, source, (r: WorkerResponse) => {
    // Loads can overlap: an older one is never shown over a newer one, nor its progress or error.
    if (r.request !== newestLoad) return;
    switch (r.type) {
      case 'progress':
        viewerStore.setState({ progress: { phase: r.phase, done: r.done, total: r.total } });
        return;
      case 'scene': {
        const saved = loadCorrections(r.key);
        const own = saved && !('problem' in saved) ? saved : emptyCorrections();
        const corrections = arrival?.corrections ?? own;
        // A link's corrections replace the ones kept here for the model: those stay one Undo away, never lost.
        const replaced = arrival !== undefined && serializeCorrections(arrival.corrections) !== serializeCorrections(own);
        // Until its first analysis is shown, a cancel puts the model that was on screen back.
        if (underway) underway.before = { snapshot: modelSnapshot(viewerStore.getState()), source: shownSource };
        pendingReport = undefined;
        shownSource = reopen;
        // Drawn at once; the data sheet, tints and measurements follow with the analysis.
        viewerStore.setState({
          error: saved && 'problem' in saved ? `${name}: the corrections saved for it could not be read (${saved.problem}); it is shown without them, and their text is kept aside in this browser's storage.` : null,
          progress: { phase: 'analyzing', done: 0, total: 1 }, modelName: name, modelKey: r.key, scene: r.scene, doc: null, elements: [], frame: null, team: null, piece: arrival?.piece ?? null, missing: r.missing,
          selection: [], hovered: null, corrections, undo: replaced ? [own] : [], redo: [], report: null, view: { kind: 'fit', nonce: viewerStore.getState().view.nonce + 1 },
        });
        if (replaced) keepCorrections(r.key, name, corrections);
        if (keep) void rememberModel(name, keep);
        firstAnalysisPending = true;
        // A scene kept from the model's last load is drawn before the worker reads the model again for
        // the analysis: asked at once, that reading would take the cores the first frame needs.
        if (r.kept) {
          const scene = r.scene;
          void whenDrawn(scene, KEPT_SCENE_DRAW_WAIT_MS).then(() => {
            if (viewerStore.getState().scene === scene) requestAnalysis(viewerStore.getState().corrections);
          });
        } else requestAnalysis(corrections);
        return;
      }
      case 'error':
        underway = undefined;
        viewerStore.setState({ progress: null, loading: null, error: r.message });
        return;
      case 'superseded':
      case 'elements':
      case 'analyzed':
      case 'game-result':
      case 'duel-result':
      case 'library-cache':
        return;
      default: {
        const never: never = r;
        return never;
      }
    }
  });
  newestLoad = request;
}

/**
 * Analyzes the model on screen (the chosen piece, or the whole file) with these corrections;
 * only the latest answer is shown. The first answer shown for a new model ends its progress
 * and fits the view again, now with the measurements drawn around the model; the first
 * answer after another piece was chosen frames that piece.
 */
function requestAnalysis(corrections: Corrections): void {
  const { piece } = viewerStore.getState();
  const request = worker().analyze({ corrections }, piece, (r) => {
    if (request !== latestAnalysis) return;
    const first = firstAnalysisPending;
    const fit = first || framePending;
    firstAnalysisPending = false;
    framePending = false;
    if (r.type === 'analyzed') {
      const s = viewerStore.getState();
      const report = pendingReport && pendingReport.piece === r.piece ? explainCorrection(pendingReport.before, r.document, pendingReport.what) : undefined;
      pendingReport = undefined;
      viewerStore.setState({
        ...(report ? { report } : {}),
        doc: r.document,
        frame: s.scene ? docFrame(s.scene, r.piece, r.parts) : null,
        team: r.team,
        piece: r.piece,
        ...(first ? { progress: null, loading: null } : {}),
        ...(fit ? { view: { kind: 'fit' as const, nonce: s.view.nonce + 1 } } : {}),
      });
      // One piece standing on scenery (a figure on a baseplate): it is read alone, as the command line reads it.
      if (first && r.piece === null && r.team?.pieces.length === 1) choosePiece(r.team.pieces[0]!.number);
    }
    if (r.type === 'error') viewerStore.setState({ progress: null, error: r.message, ...(first ? { loading: null } : {}) });
    if (first) underway = undefined;
  });
  latestAnalysis = request;
  // The values under every Element come after the data sheet: each Element is one more analysis.
  viewerStore.setState({ elementsPending: true });
  const elements = worker().elements({ corrections }, piece, (r) => {
    if (elements !== latestElements) return;
    if (r.type === 'elements') viewerStore.setState({ elements: r.elements, elementsPending: false });
    if (r.type === 'error') viewerStore.setState({ elements: [], elementsPending: false });
  });
  latestElements = elements;
}

/**
 * Chooses the piece to analyze alone (a TeamPiece's number), or null for all of them (the whole file).
 * The selection is cleared (it may lie outside the piece); corrections stay, keyed by part id.
 */
export function choosePiece(piece: number | null): void {
  const s = viewerStore.getState();
  if (!s.modelKey || s.piece === piece) return;
  viewerStore.setState({ piece, selection: [], hovered: null });
  framePending = true;
  requestAnalysis(s.corrections);
}

/**
 * Reads the current model as another game in the worker, with the player's corrections (as the
 * data sheet applies them); the answer (or why it cannot be read so, with json null) goes to `done`.
 */
export function requestGame(game: GameName, corrections: Corrections, done: (result: GameResult) => void): void {
  worker().game(game, corrections, (r) => {
    if (r.type === 'game-result') done(r);
    else if (r.type === 'error') done({ text: r.message, json: null, view: null, card: null, cardPiece: null });
  });
}

/**
 * Duels the current model, with its corrections, against an opponent in the
 * worker: `progress` hears the runs played, `done` gets the report or the
 * error. Returns the request's number.
 */
export function requestDuel(duel: Omit<DuelRequest, 'settings'>, progress: (done: number, total: number) => void, done: (result: { text: string; view: DuelView } | { error: string }) => void): number {
  const { corrections, piece } = viewerStore.getState();
  return worker().duel({ ...duel, settings: { corrections }, ...(piece !== null ? { piece } : {}) }, (r) => {
    if (r.type === 'progress') progress(r.done, r.total);
    else if (r.type === 'duel-result') done({ text: r.text, view: r.view });
    else if (r.type === 'error') done({ error: r.message });
  });
}

/** The library files the worker keeps in this browser: how much, or (`clear`) let go of them all; null when the browser keeps none. */
export function requestLibraryCache(action: 'usage' | 'clear'): Promise<LibraryCacheUsage | null> {
  return new Promise((resolve, reject) => {
    worker().libraryCache(action, (r) => {
      if (r.type === 'library-cache') resolve(r.usage);
      else if (r.type === 'error') reject(new Error(r.message));
    });
  });
}

/** Stops the running duel: its `done` hears an error. */
export function stopDuel(): void {
  worker().stopDuel();
}

/**
 * Cancels the load under way: the worker is stopped (ended and started afresh), the model that
 * was on screen stays (or comes back, if the new one was already drawn) and is read again by the
 * new worker, with its corrections, selection and undo history as they were.
 */
export function cancelLoad(): void {
  const s = viewerStore.getState();
  if (!s.loading) return;
  const name = s.loading;
  const before = underway?.before;
  // Answers still on their way from the old worker are for nobody now.
  loadGeneration++;
  newestLoad = latestAnalysis = latestElements = 0;
  firstAnalysisPending = framePending = false;
  underway = undefined;
  pendingReport = undefined;
  worker().restart(`stopped: loading ${name} was cancelled`);
  if (before) shownSource = before.source;
  const shown = before ? before.snapshot : modelSnapshot(s);
  viewerStore.setState({
    ...(before ? { ...before.snapshot, view: { kind: 'fit' as const, nonce: s.view.nonce + 1 } } : {}),
    progress: null,
    loading: null,
    error: `Loading ${name} was cancelled${shown.modelName ? `; ${shown.modelName} is still shown` : ''}.`,
  });
  if (shownSource && shown.modelKey) void reopenShown(shownSource, shown.corrections);
}

/** Reads the model on screen into a fresh worker, the page unchanged; its analysis is asked again once it is in. */
async function reopenShown(source: Reopen, corrections: Corrections): Promise<void> {
  const generation = loadGeneration;
  let model: ModelSource;
  try {
    model = 'bytes' in source ? { bytes: source.bytes.slice(0) } : await fetchSource(source.url);
  } catch (e) {
    viewerStore.setState({ error: `${source.name}: could not be read again after the cancel: ${(e as Error).message}` });
    return;
  }
  if (generation !== loadGeneration) return;
  const request = worker().load(source.name, model, (r) => {
    if (r.type === 'error' && request === newestLoad) viewerStore.setState({ error: `${source.name}: could not be read again after the cancel: ${r.message}` });
  }, true);
  newestLoad = request;
  requestAnalysis(corrections);
}

/** First start: the model opened last time, else the bundled example. */
export async function openInitialModel(example: { name: string; text: string }): Promise<void> {
  const last = await lastModel();
  if (last) openBytes(last.name, last.bytes, false);
  else openBytes(example.name, new TextEncoder().encode(example.text).buffer as ArrayBuffer, false);
}

/**
 * A correction waits for its analysis: the data sheet before it (the first of several made
 * before an answer) and what the player did, to say what changed once the answer is in.
 */
let pendingReport: { readonly before: PieceDocument; readonly piece: number | null; readonly what: readonly string[] } | undefined;

/** Replaces the corrections (undoably), saves them for this model and re-analyzes; `what` says in words what the player did. */
export function setCorrections(next: Corrections, recordUndo = true, what?: string): void {
  const s = viewerStore.getState();
  if (!s.modelKey) return;
  if (what && s.doc) pendingReport = pendingReport ? { ...pendingReport, what: [...pendingReport.what, what] } : { before: s.doc, piece: s.frame?.piece ?? null, what: [what] };
  viewerStore.setState({
    corrections: next,
    undo: recordUndo ? [...s.undo, s.corrections].slice(-200) : s.undo,
    redo: recordUndo ? [] : s.redo,
  });
  keepCorrections(s.modelKey, s.modelName ?? s.modelKey, next);
  requestAnalysis(next);
}

/**
 * Saves a model's corrections in the browser; when they cannot be, the page is told at once
 * (the warning and its download follow the newest corrections), and a later save that works clears it.
 */
function keepCorrections(modelKey: string, modelName: string, corrections: Corrections): void {
  const result = saveCorrections(modelKey, corrections);
  const { unsaved } = viewerStore.getState();
  if (!result.saved) viewerStore.setState({ unsaved: { modelKey, modelName, reason: result.reason, corrections } });
  else if (unsaved?.modelKey === modelKey) viewerStore.setState({ unsaved: null });
}

/** The player has downloaded the unsaved corrections (or does not want them): the warning goes. */
export function dismissUnsaved(): void {
  viewerStore.setState({ unsaved: null });
}

/** Sets (or, with null values, removes) a correction on every selected part. */
export function correctSelection(patch: Omit<PartCorrection, 'part'>): void {
  const s = viewerStore.getState();
  if (!s.doc || s.selection.length === 0) return;
  const parts = { ...s.corrections.parts };
  const chosen = s.selection.flatMap((i) => docPartAt(s.doc, s.frame, i) ?? []);
  for (const p of chosen) {
    const merged: PartCorrection = { ...(parts[p.id] ?? {}), ...patch, part: p.part };
    if (merged.function !== undefined && merged.function !== 'weapon' && 'weapon' in merged) delete (merged as { weapon?: unknown }).weapon;
    parts[p.id] = merged;
  }
  if (chosen.length > 0) setCorrections({ ...s.corrections, parts }, true, describeCorrection(chosen, patch));
}

export function clearSelectionCorrections(): void {
  const s = viewerStore.getState();
  if (!s.doc) return;
  const parts = { ...s.corrections.parts };
  const chosen = s.selection.flatMap((i) => docPartAt(s.doc, s.frame, i) ?? []);
  for (const p of chosen) delete parts[p.id];
  setCorrections({ ...s.corrections, parts }, true, `${partsWords(chosen)}: my corrections removed`);
}

export function setElement(element: ElementName | null): void {
  const s = viewerStore.getState();
  const { element: _, ...piece } = s.corrections.piece ?? {};
  setCorrections({ ...s.corrections, piece: element ? { ...piece, element } : piece }, true, `Element: ${s.corrections.piece?.element ?? 'best'} → ${element ?? 'best'}`);
}

export function setFront(front: FrontCorrection | null): void {
  const s = viewerStore.getState();
  const { front: _, ...piece } = s.corrections.piece ?? {};
  setCorrections({ ...s.corrections, piece: front ? { ...piece, front } : piece }, true, `front: ${s.corrections.piece?.front ?? 'auto'} → ${front ?? 'auto'}`);
}

export function undo(): void {
  const s = viewerStore.getState();
  const previous = s.undo.at(-1);
  if (!previous) return;
  viewerStore.setState({ undo: s.undo.slice(0, -1), redo: [...s.redo, s.corrections] });
  setCorrections(previous, false, 'undo');
}

export function redo(): void {
  const s = viewerStore.getState();
  const next = s.redo.at(-1);
  if (!next) return;
  viewerStore.setState({ redo: s.redo.slice(0, -1), undo: [...s.undo, s.corrections] });
  setCorrections(next, false, 'redo');
}

/**
 * Imports a corrections file (the CLI's format); a bad file only shows a message, and so does
 * a file made for another model (none of its part corrections fits this one's parts): it names both.
 */
export async function importCorrections(file: File): Promise<void> {
  const text = await file.text();
  const parsed = parseCorrections(text, file.name);
  if ('error' in parsed) {
    viewerStore.setState({ error: parsed.error });
    return;
  }
  const s = viewerStore.getState();
  const foreign = s.doc ? foreignCorrections(parsed, correctionsMadeFor(text), file.name, s.doc, s.modelName ?? s.doc.file) : undefined;
  if (foreign) {
    viewerStore.setState({ error: foreign });
    return;
  }
  const count = Object.keys(parsed.parts).length;
  setCorrections({ schema: CORRECTIONS_SCHEMA, parts: parsed.parts, ...(parsed.piece ? { piece: parsed.piece } : {}) }, true, `imported ${file.name}: ${count} part correction(s)${parsed.piece?.element ? `, Element ${parsed.piece.element}` : ''}${parsed.piece?.front ? `, front ${parsed.piece.front}` : ''}`);
}

export function dismissError(): void {
  viewerStore.setState({ error: null });
}
