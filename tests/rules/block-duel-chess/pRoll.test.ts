import { describe, expect, it } from 'vitest';
import { mulberry32, rollD6, runSeed } from '../../../src/rules/block-duel-chess/play/mulberry32.ts';
import { expectedPRoll, minimumPRoll, pRoll, rollPRoll } from '../../../src/rules/block-duel-chess/play/pRoll.ts';
import { startTurn } from '../../../src/rules/block-duel-chess/play/startTurn.ts';
import { position } from './fixtures.ts';

describe('P-Roll (section VI.A)', () => {
  it('example 1: a four and a three on the first turn give 70 Power', () => {
    expect(pRoll([4, 3], 0)).toBe(70);
  });

  it('example 2: two sixes with two destroyed Pieces give 160 Power', () => {
    expect(pRoll([6, 6], 2)).toBe(160);
  });

  it('is added to the Power the duelist saved, for the side to move, with its own destroyed Pieces counted', () => {
    const state = position([{ side: 'A', at: 'd2' }, { side: 'B', at: 'd7' }], { toMove: 'B', power: { A: 10, B: 15 }, destroyed: { A: 1, B: 2 } });
    const after = startTurn(state, [6, 6]);
    expect(after.power).toEqual({ A: 10, B: 15 + 160 });
  });

  it('ranges from 20 (two ones) to 120 (two sixes) before destroyed Pieces; the planning figures are 20 and 70', () => {
    expect(pRoll([1, 1], 0)).toBe(20);
    expect(pRoll([6, 6], 0)).toBe(120);
    expect(minimumPRoll(0)).toBe(20);
    expect(expectedPRoll(0)).toBe(70);
    expect(minimumPRoll(3)).toBe(80);
    expect(expectedPRoll(3)).toBe(130);
  });

  it('rolled with a seeded die: every face comes up, and the same seed throws the same dice', () => {
    const faces = new Set<number>();
    const random = mulberry32(42);
    for (let i = 0; i < 600; i++) faces.add(rollD6(random));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const a = mulberry32(7);
    const b = mulberry32(7);
    const rollsA = Array.from({ length: 20 }, () => rollPRoll(a, 1));
    const rollsB = Array.from({ length: 20 }, () => rollPRoll(b, 1));
    expect(rollsA).toEqual(rollsB);
    for (const r of rollsA) expect(r.power).toBe((r.dice[0] + r.dice[1]) * 10 + 20);
  });

  it('different seeds, and different runs of one seed, throw different dice', () => {
    const seq = (seed: number) => Array.from({ length: 10 }, ((r) => () => rollD6(r))(mulberry32(seed)));
    expect(seq(1)).not.toEqual(seq(2));
    expect(seq(runSeed(1, 0))).not.toEqual(seq(runSeed(1, 1)));
    expect(runSeed(1, 5)).toBe(runSeed(1, 5));
  });
});
