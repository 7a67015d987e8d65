import { describe, expect, it } from 'vitest';
import type { PieceSplit } from '../../analysis/findPieces.ts';
import type { Model } from '../../ldraw/buildModel.ts';
import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { pieceCorrections } from '../../rules/block-duel-chess/analyzeTeam.ts';
import { offersPieces } from './filePieces.ts';

const model = { parts: ['a', 'b', 'c', 'd'].map((id) => ({ id, part: '3001.dat' })) } as unknown as Model;
const piece = (number: number, parts: number[]) => ({ number, name: `piece ${number}`, parts, reason: 'test' });
const split = (pieces: ReturnType<typeof piece>[]): PieceSplit => ({ pieces, scenery: [], loose: [] });

describe('the pieces the viewer offers', () => {
  it('offers them for several pieces, or one with other parts beside it; not for a file that is one piece', () => {
    expect(offersPieces(split([piece(1, [0, 1]), piece(2, [2, 3])]), 4)).toBe(true);
    expect(offersPieces(split([piece(1, [0, 1, 2])]), 4)).toBe(true);
    expect(offersPieces(split([piece(1, [0, 1, 2, 3])]), 4)).toBe(false);
    expect(offersPieces(split([]), 4)).toBe(false);
  });

  it("applies a piece's own corrections and those of parts gone from the file, not the other pieces' (they would read as stale)", () => {
    const corrections: Corrections = {
      schema: 'brickstats/corrections@1',
      parts: { a: { part: '3001.dat', section: 'head' }, c: { part: '3001.dat', section: 'base' }, gone: { part: '3001.dat', section: 'core' } },
      piece: { element: 'Fire' },
    };
    const mine = pieceCorrections(corrections, model, piece(2, [2, 3]));
    expect(Object.keys(mine.parts).sort()).toEqual(['c', 'gone']);
    expect(mine.piece).toEqual({ element: 'Fire' });
  });
});
