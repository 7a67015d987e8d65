import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { splitModel } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { buildText } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/**
 * A road worker standing on the table at his handcart, both hands on the handle plate at its back (the 6606 Road Repair
 * Set, batch 17): the reference minifig, its feet at y 72, and a cart on four wheels in front of it.
 */
const SCENE = `0 Road repair\n${[...minifigLines(), ...wheeledChassis(4, 0, 37, -100), '1 0 0 29 -30 1 0 0 0 1 0 0 0 1 3839b.dat'].join('\n')}\n`;

describe('a figure at a cart it pushes', () => {
  it('is a piece of its own, standing on the table: its hands on the handle do not make the cart its mount', async () => {
    const model = await buildText(SCENE, 'cart.ldr');
    const split = splitModel(model, findConnections(model.parts));
    const figure = minifigLines().length;
    expect(split.pieces.map((p) => p.parts.length).sort((a, b) => a - b)).toEqual([figure, model.parts.length - figure]);
  });
});
