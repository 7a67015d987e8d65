import { useState } from 'react';
import type { GameName } from '../worker/protocol.ts';
import { DataSheet } from './DataSheet.tsx';
import { DuelPanel } from './DuelPanel.tsx';
import { GameResult } from './GameResult.tsx';

type Game = 'block-duel-chess' | 'duel' | GameName;

const GAMES: { readonly game: Game; readonly label: string }[] = [
  { game: 'block-duel-chess', label: 'Block Duel Chess' },
  { game: 'duel', label: 'Block Duel Chess duel' },
  { game: 'castle-war', label: 'Lego Castle War' },
  { game: 'blox', label: 'Blox' },
  { game: 'lunch-chess', label: 'Lunch Chess' },
  { game: 'davey-drehs', label: "Davey Drehs' variant" },
];

/**
 * The game picker: Block Duel Chess is the data sheet, its duel plays the
 * piece against an opponent; the other games are read by the worker from the
 * loaded build, as `brickstats export --game` reads the file.
 */
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
      {game === 'block-duel-chess' ? <DataSheet /> : game === 'duel' ? <DuelPanel /> : <GameResult game={game} />}
    </>
  );
}
