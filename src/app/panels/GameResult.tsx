import { CARD_HEIGHT, CARD_WIDTH } from '../../export/cardFrame.ts';
import { useEffect, useState } from 'react';
import { requestGame } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import './corrections.css';
import './results/results.css';
import type { GameName, GameResult as Result } from '../worker/protocol.ts';
import { gameCardSvg } from '../../export/gameCardSvg.ts';
import { gameCardPicture } from './cardPicture.ts';
import { baseName, download, svgToPng } from './downloads.ts';
import { SectionTables } from './results/SectionTables.tsx';

/**
 * The build as `brickstats export --game` reads it (with the player's corrections
 * applied, as the data sheet applies them), asked again whenever another model
 * loads or a correction is made: its figures as tables, the text as the CLI prints
 * it folded away, and downloads of the text and of the JSON: each file holds exactly
 * what the CLI prints for the same file (its final newline too). A build the game
 * cannot read gets the message why, wrapped.
 */
export function GameResult({ game }: { game: GameName }) {
  const scene = useViewer((s) => s.scene);
  const modelName = useViewer((s) => s.modelName);
  const corrections = useViewer((s) => s.corrections);
  const [result, setResult] = useState<{ game: GameName; scene: unknown; corrections: unknown; answer: Result } | null>(null);
  // Asked again for another model, and after every correction: each game follows them, as the data sheet does.
  useEffect(() => {
    if (!scene) return;
    let live = true;
    requestGame(game, corrections, (answer) => {
      if (live) setResult({ game, scene, corrections, answer });
    });
    return () => {
      live = false;
    };
  }, [game, scene, corrections]);
  const current = result && result.game === game && result.scene === scene && result.corrections === corrections ? result.answer : null;
  const corrected = Object.keys(corrections.parts).length;
  // A build the game cannot read has a message, not an export: nothing to download.
  const json = current?.json ?? null;
  const card = current?.card ?? null;
  const file = `${baseName(modelName)}.${game}`;
  const cardSvg = () => card && gameCardSvg(card, gameCardPicture(current?.cardPiece ?? null));
  return (
    <section className="game-result" data-testid="game-result" aria-busy={current === null}>
      {!scene ? (
        <p>No model loaded.</p>
      ) : !current ? (
        <p>Reading the build…</p>
      ) : current.view ? (
        <>
          {current.view.sections.map((section, i) => (
            <SectionTables key={i} section={section} index={i} />
          ))}
          <details className="cli-text">
            <summary>As brickstats export prints it</summary>
            <pre className={game}>{current.text}</pre>
          </details>
        </>
      ) : (
        <p className="game-message" role="status" data-testid="game-message">
          {current.text}
        </p>
      )}
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
        <button data-testid="game-card-svg" disabled={!card} onClick={() => card && download(`${file}.card.svg`, cardSvg()!, 'image/svg+xml')}>
          Card SVG
        </button>
        <button data-testid="game-card-png" disabled={!card} onClick={async () => card && download(`${file}.card.png`, await svgToPng(cardSvg()!, CARD_WIDTH, CARD_HEIGHT))}>
          Card PNG
        </button>
      </p>
    </section>
  );
}
