import { useEffect, useRef, useState } from 'react';
import minifig from '../../../models/minifig.ldr?raw';
import { MAX_FILE_BYTES, requestDuel, stopDuel } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import type { DuelRequest } from '../worker/protocol.ts';
import './corrections.css';
import type { DuelView } from '../../export/duelView.ts';
import { DuelResult } from './results/DuelResult.tsx';

type Opponent = DuelRequest['opponent'];

const BUNDLED: Opponent = { name: 'minifig.ldr', bytes: new TextEncoder().encode(minifig).buffer as ArrayBuffer };
/** Enough for intervals a few points wide, quick on a slow machine; the CLI's default is 10000. */
const DEFAULT_RUNS = 1000;
const MAX_SEED = 0xffffffff;

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly request: number; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly scene: unknown; readonly corrections: unknown; readonly text: string; readonly view: DuelView }
  | { readonly kind: 'failed'; readonly message: string };

const wholeNumber = (text: string, min: number, max: number): number | null => {
  const n = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * Block Duel Chess duels in the viewer: the loaded piece (as its data sheet
 * shows it, corrections included) against the bundled minifig or a file the
 * player picks, played in the worker as `brickstats duel piece opponent
 * --runs N --seed S --actions X` plays them, with the same figures: win rates
 * and their 95% intervals, as a table and as bars (the printed report folded under them).
 */
export function DuelPanel() {
  const scene = useViewer((s) => s.scene);
  const modelName = useViewer((s) => s.modelName);
  const corrections = useViewer((s) => s.corrections);
  const [opponent, setOpponent] = useState<Opponent>(BUNDLED);
  const [runsText, setRunsText] = useState(String(DEFAULT_RUNS));
  const [seedText, setSeedText] = useState('1');
  const [actions, setActions] = useState<DuelRequest['actions']>('unlimited');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const latest = useRef(0);
  const runs = wholeNumber(runsText, 1, 10_000_000);
  const seed = wholeNumber(seedText, 0, MAX_SEED);
  const running = status.kind === 'running';

  // Leaving the duel view stops a duel still running.
  useEffect(
    () => () => {
      if (latest.current !== 0) stopDuel();
    },
    [],
  );

  const start = () => {
    if (runs === null || seed === null || !scene) return;
    const asked = corrections;
    const request = requestDuel(
      { opponent, runs, seed, actions },
      (done, total) => {
        if (latest.current === request) setStatus({ kind: 'running', request, done, total });
      },
      (result) => {
        if (latest.current !== request) return;
        latest.current = 0;
        // The corrections the duel was asked with (requestDuel reads them when it starts).
        setStatus('text' in result ? { kind: 'done', scene, corrections: asked, text: result.text, view: result.view } : { kind: 'failed', message: result.error });
      },
    );
    latest.current = request;
    setStatus({ kind: 'running', request, done: 0, total: runs });
  };

  const chooseOpponent = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setStatus({ kind: 'failed', message: `${file.name}: the file is too large for an opponent` });
      return;
    }
    setOpponent({ name: file.name, bytes: await file.arrayBuffer() });
  };

  return (
    <section className="duel" data-testid="duel-panel" aria-busy={running}>
      <p>
        <strong data-testid="duel-piece">{modelName ?? 'No model'}</strong> (team A, with its data sheet's corrections) against{' '}
        <strong data-testid="duel-opponent">{opponent.name}</strong> (team B), one Piece a side.
      </p>
      <p className="duel-opponent">
        <label className="button">
          Opponent file…
          <input data-testid="duel-opponent-input" type="file" accept=".ldr,.mpd,.dat,.io,.txt" onChange={(e) => void chooseOpponent(e.target.files?.[0])} />
        </label>
        <button data-testid="duel-opponent-minifig" disabled={opponent === BUNDLED} onClick={() => setOpponent(BUNDLED)}>
          Bundled minifig
        </button>
      </p>
      <p className="duel-options">
        <label>
          Runs <input data-testid="duel-runs" inputMode="numeric" size={7} value={runsText} aria-invalid={runs === null} onChange={(e) => setRunsText(e.target.value)} />
        </label>
        <label>
          Seed <input data-testid="duel-seed" inputMode="numeric" size={10} value={seedText} aria-invalid={seed === null} onChange={(e) => setSeedText(e.target.value)} />
        </label>
        <label title="--actions once is a house rule under which Range and Movement matter">
          Actions{' '}
          <select data-testid="duel-actions" value={actions} onChange={(e) => setActions(e.target.value as DuelRequest['actions'])}>
            <option value="unlimited">as often as Power allows</option>
            <option value="once">once a turn (house rule)</option>
          </select>
        </label>
      </p>
      <p className="duel-buttons">
        <button data-testid="duel-run" disabled={!scene || runs === null || seed === null} onClick={start}>
          {running ? 'Duel again' : 'Duel'}
        </button>
        <button data-testid="duel-stop" disabled={!running} onClick={stopDuel}>
          Stop
        </button>
        {running && (
          <progress data-testid="duel-progress" max={status.total} value={status.done}>
            {status.done} of {status.total} runs
          </progress>
        )}
      </p>
      {status.kind === 'done' && status.scene === scene && status.corrections !== corrections && (
        <p className="game-note" data-testid="duel-stale">
          The corrections changed since this duel: its numbers are for the build as it was then. Duel again for the corrected one.
        </p>
      )}
      {status.kind === 'done' && status.scene === scene && <DuelResult view={status.view} text={status.text} />}
      {status.kind === 'done' && status.scene !== scene && <p>Another model is loaded: duel again for its numbers.</p>}
      {status.kind === 'failed' && (
        <p className="duel-error" data-testid="duel-error">
          {status.message}
        </p>
      )}
      {runs === null && <p className="duel-error">Runs must be a whole number of at least 1.</p>}
      {seed === null && <p className="duel-error">The seed must be a whole number from 0 to {MAX_SEED}.</p>}
    </section>
  );
}
