import { useEffect, useState } from 'react';
import { requestGame } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import type { GameName } from '../worker/protocol.ts';
import { DataSheet } from './DataSheet.tsx';

type Game = 'block-duel-chess' | GameName;

const GAMES: { readonly game: Game; readonly label: string }[] = [
  { game: 'block-duel-chess', label: 'Block Duel Chess' },
  { game: 'castle-war', label: 'Lego Castle War' },
  { game: 'blox', label: 'Blox' },
];

/** The game picker: Block Duel Chess is the data sheet; the other games are read by the worker from the loaded build. */
export function GamePanel() {
  const [game, setGame] = useState<Game>('block-duel-chess');
  return (
    <>
      <label className="game-picker">
        Game{' '}
        <select data-testid="game-select" value={game} onChange={(e) => setGame(e.target.value as Game)}>
          {GAMES.map((g) => (
            <option key={g.game} value={g.game}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      {game === 'block-duel-chess' ? <DataSheet /> : <GameResult game={game} />}
    </>
  );
}

/** The build as `brickstats export --game` prints it; asked again whenever another model loads. */
function GameResult({ game }: { game: GameName }) {
  const scene = useViewer((s) => s.scene);
  const [result, setResult] = useState<{ game: GameName; scene: unknown; text: string } | null>(null);
  useEffect(() => {
    if (!scene) return;
    let live = true;
    requestGame(game, (r) => {
      if (live) setResult({ game, scene, text: r.text });
    });
    return () => {
      live = false;
    };
  }, [game, scene]);
  const current = result && result.game === game && result.scene === scene ? result : null;
  return (
    <section className="game-result" data-testid="game-result" aria-busy={current === null}>
      {scene ? current ? <pre className={game}>{current.text}</pre> : <p>Reading the build…</p> : <p>No model loaded.</p>}
    </section>
  );
}
