import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { analyzeText } from '../support/analyze.ts';
import { library } from '../support/library.ts';
import { minifigLines } from '../support/minifigLines.ts';

/** The dynamite tile in the right hand of the reference minifig, held by its end as the Western bandits hold theirs. */
const DYNAMITE_IN_HAND = '1 7 -24.332 48.182 -28.274 0.145 -0.986 0.079 -0.816 -0.164 -0.553 0.559 0.016 -0.828 3069bp03.dat';

describe('hand bombs', () => {
  it('a figure holding a tile printed with dynamite throws it: a Level 2 hand bomb, one with the hand, R 3 8-way', async () => {
    const a = await analyzeText([...minifigLines(), DYNAMITE_IN_HAND].join('\n') + '\n');
    const tile = a.parts.findIndex((p) => p.part === '3069bp03.dat');
    const bomb = a.weapons.filter((w) => w.parts.includes(tile));
    expect(bomb).toHaveLength(1);
    expect(bomb[0]).toMatchObject({ kind: 'hand-bomb', level: 2 });
    expect(a.stats.R.base).toBe(3);
    expect(a.stats.R.direction).toBe('8-way');
  });

  it('the same tile lying on a plate is no bomb', async () => {
    const a = await analyzeText(['1 7 0 0 0 1 0 0 0 1 0 0 0 1 3020.dat', '1 7 0 -8 0 1 0 0 0 1 0 0 0 1 3069bp03.dat'].join('\n') + '\n');
    expect(a.weapons.some((w) => w.kind === 'hand-bomb')).toBe(false);
  });

  it('a dynamite tile lying on the ground beside a figure is a prop, not a piece of its own', async () => {
    const text = [...minifigLines(), '1 7 100 64 0 1 0 0 0 1 0 0 0 1 3069bp03.dat'].join('\n') + '\n';
    const model = buildModel(await loadModel(text, 'props.ldr', { library: library() }), { expandShortcuts: true });
    const team = analyzeTeam(model);
    expect(team.members).toHaveLength(1);
    const tile = model.parts.findIndex((p) => p.part === '3069bp03.dat');
    expect(team.members[0]!.piece.parts).not.toContain(tile);
  });
});
