import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';

/** A treasure vault of tan bricks on a 6 x 8 plate, with a scorpion on each of its two 2 x 2 bricks (Rise of the Sphinx, 7326). */
const VAULT = [
  '0 A treasure vault with two scorpions on it',
  '1 19 0 0 0 1 0 0 0 1 0 0 0 1 3036.dat',
  '1 19 -40 -24 -20 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 19 40 -24 -20 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 19 0 -24 40 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 19 0 -48 40 1 0 0 0 1 0 0 0 1 3001.dat',
  '1 0 -40 -40 -20 1 0 0 0 1 0 0 0 1 30169.dat',
  '1 0 40 -40 -20 1 0 0 0 1 0 0 0 1 30169.dat',
];

describe('moulded animals perched on something lifeless', () => {
  it('two scorpions on a vault are two pieces, each named Scorpion; the vault is no part of either', async () => {
    const model = await buildText(`${VAULT.join('\n')}\n`, 'vault.ldr');
    const split = findPieces(model.parts, findConnections(model.parts), 'vault');
    const scorpions = split.pieces.filter((p) => p.parts.some((i) => model.parts[i]!.part === '30169.dat'));
    expect(scorpions).toHaveLength(2);
    for (const s of scorpions) {
      expect(s.name).toBe('Scorpion');
      expect(s.parts.map((i) => model.parts[i]!.part)).toEqual(['30169.dat']);
    }
  });

  it('one scorpion on the same vault is cut from it just the same', async () => {
    const model = await buildText(`${VAULT.slice(0, -1).join('\n')}\n`, 'vault.ldr');
    const split = findPieces(model.parts, findConnections(model.parts), 'vault');
    const scorpion = split.pieces.find((p) => p.parts.some((i) => model.parts[i]!.part === '30169.dat'))!;
    expect(scorpion.parts).toHaveLength(1);
    expect(scorpion.name).toBe('Scorpion');
  });
});

/** A boat's deck (Island Catamaran, 6256): a 6 x 6 plate, a windscreen, three 2 x 2 bricks and a round brick post with a parrot on it. */
const DECK = [
  '0 A deck with a windscreen and a parrot perched on a round brick post',
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 40 20 -48 10 1 0 0 0 1 0 0 0 1 3823.dat',
  '1 14 -40 -24 -40 1 0 0 0 1 0 0 0 1 3062b.dat',
  '1 4 -40 -24 -40 1 0 0 0 1 0 0 0 1 2546p01.dat',
  '1 7 40 -24 -40 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 40 -24 50 1 0 0 0 1 0 0 0 1 3003.dat',
  '1 7 -40 -24 50 1 0 0 0 1 0 0 0 1 3003.dat',
];

describe('a moulded animal resting on a bigger piece', () => {
  it("a parrot perched on a boat's post, its name printed with its wings ('with ... Wings Pattern'), is a piece of its own", async () => {
    const model = await buildText(`${DECK.join('\n')}\n`, 'deck.ldr');
    expect(model.parts.find((p) => p.part === '2546p01.dat')!.file!.description).toMatch(/with .*Wings Pattern/);
    const split = findPieces(model.parts, findConnections(model.parts), 'deck');
    expect(split.pieces).toHaveLength(2);
    const parrot = split.pieces.find((p) => p.parts.some((i) => model.parts[i]!.part === '2546p01.dat'))!;
    expect(parrot.parts).toHaveLength(1);
    expect(parrot.name).toBe('Bird Parrot');
  });
});
