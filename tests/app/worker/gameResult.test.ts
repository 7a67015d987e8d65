import { describe, expect, it } from 'vitest';
import { findConnections } from '../../../src/analysis/findConnections.ts';
import { gameResult } from '../../../src/app/worker/gameResult.ts';
import { loadBuild } from '../../../src/cli/loadBuild.ts';
import { emptyCorrections, type Corrections } from '../../../src/rules/block-duel-chess/correctionsFile.ts';
import { library } from '../../support/library.ts';

const MINIFIG = new URL('../../../models/minifig.ldr', import.meta.url).pathname;
const BLOX = new URL('../../../models/blox-winner.ldr', import.meta.url).pathname;

async function read(path: string) {
  const { file, model } = await loadBuild(path, library(), { expandShortcuts: true });
  return { name: file.name, model, graph: findConnections(model.parts) };
}

/** The minifig's hips (3815b.dat, id 14) made a sixth weapon, and the Element Normal (V +0 instead of Earth's +2). */
const corrected: Corrections = { ...emptyCorrections(), parts: { '14': { part: '3815b.dat', function: 'weapon', weapon: { kind: 'hit' } } }, piece: { element: 'Normal' } };

describe('the game panel reads the build with the data sheet\'s corrections', () => {
  it('Lunch Chess and Davey Drehs score the corrected analysis; with no corrections, what the CLI prints', async () => {
    const { name, model, graph } = await read(MINIFIG);
    for (const game of ['lunch-chess', 'davey-drehs'] as const) {
      const plain = gameResult(model, name, graph, game);
      expect(gameResult(model, name, graph, game, emptyCorrections())).toEqual(plain);
      const result = gameResult(model, name, graph, game, corrected);
      // V = 3 x 6 x 1 + 5 weapons + Earth's 2 = 25 before; + 6 weapons + Normal's 0 = 24 after.
      expect(plain.text, game).toContain('V 25 = 3 x 6 x 1 + 5 + 2, Earth');
      expect(result.text, `${game} follows the corrections`).toContain('V 24 = 3 x 6 x 1 + 6 + 0, Normal');
    }
  });

  it('Blox reads blocks and colours: a correction changes nothing there', async () => {
    const { name, model, graph } = await read(BLOX);
    const corrected: Corrections = { ...emptyCorrections(), parts: { [model.parts[0]!.id]: { part: model.parts[0]!.part, function: 'weapon' } } };
    expect(gameResult(model, name, graph, 'blox', corrected)).toEqual(gameResult(model, name, graph, 'blox'));
  });
});
