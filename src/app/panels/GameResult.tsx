import { CARD_HEIGHT, CARD_WIDTH } from '../../export/cardFrame.ts';
import { useEffect, useState } from 'react';
import { requestGame } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import './corrections.css';
import type { GameName } from '../worker/protocol.ts';
import { gameCardSvg } from '../../export/gameCardSvg.ts';
import type { GameCard } from '../../export/gameCard.ts';
import { baseName, download, svgToPng, viewerThumbnail } from './downloads.ts';

/**
 * The build as `brickstats export --game` prints it (with the player's corrections
 * applied, as the data sheet applies them), asked again whenever another model
 * loads or a correction is made, with downloads of the text and of the JSON: each file
 * holds exactly what the CLI prints for the same file (its final newline too).
 */
export function GameResult({ game }: { game: GameName }) {
  const scene = useViewer((s) => s.scene);
  const modelName = useViewer((s) => s.modelName);
  const corrections = useViewer((s) => s.corrections);
  const [result, setResult] = useState<{ game: GameName; scene: unknown; corrections: unknown; text: string; json: string | null; card: GameCard | null } | null>(null);
  // Asked again for another model, and after every correction: each game follows them, as the data sheet does.
  useEffect(() => {
    if (!scene) return;
    let live = true;
    requestGame(game, corrections, (r) => {
      if (live) setResult({ game, scene, corrections, text: r.text, json: r.json, card: r.card });
    });
    return () => {
      live = false;
    };
  }, [game, scene, corrections]);
  const current = result && result.game === game && result.scene === scene && result.corrections === corrections ? result : null;
  const corrected = Object.keys(corrections.parts).length;
  // A build the game cannot read has a message, not an export: nothing to download.
  const json = current?.json ?? null;
  const card = current?.card ?? null;
  const file = `${baseName(modelName)}.${game}`;
  return (
    <section className="game-result" data-testid="game-result" aria-busy={current === null}>
      {scene ? current ? <pre className={game}>{current.text}</pre> : <p>Reading the build…</p> : <p>No model loaded.</p>}
      {scene && corrected > 0 && (
        <p className="game-note" data-testid="game-corrections-note">
          {game === 'blox'
            ? `Blox reads the board's blocks and their colours; your ${corrected} part correction(s) of sections and functions do not change it.`
            : `Read with your ${corrected} part correction(s), as the data sheet is.`}
        </p>
      )}
      <p className="game-downloads">
        <button data-testid="game-download-text" disabled={json === null} onClick={() => current && download(`${file}.txt`, `${current.text}\n`, 'text/plain')}>
          Download text
        </button>
        <button data-testid="game-download-json" disabled={json === null} onClick={() => json !== null && download(`${file}.json`, `${json}\n`)}>
          Download JSON
        </button>
        {/* Blox has no card: a position is a board, not a piece. */}
        <button data-testid="game-card-svg" disabled={!card} onClick={() => card && download(`${file}.card.svg`, gameCardSvg(card, viewerThumbnail()), 'image/svg+xml')}>
          Card SVG
        </button>
        <button data-testid="game-card-png" disabled={!card} onClick={async () => card && download(`${file}.card.png`, await svgToPng(gameCardSvg(card, viewerThumbnail()), CARD_WIDTH, CARD_HEIGHT))}>
          Card PNG
        </button>
      </p>
    </section>
  );
}
