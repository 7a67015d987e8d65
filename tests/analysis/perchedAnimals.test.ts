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
