import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/** A gunslinger with a revolver in each hand: the left one level, the right one turned by the given matrix. */
const gunslinger = (turn: string) =>
  ['0 Gunslinger', '0 Name: gunslinger.ldr', ...posedMinifig(0, -72, 0), '1 7 -23.552 -45.5 -10 1 0 0 0 1 0 0 0 1 30132.dat', `1 7 23.552 -45.5 -10 ${turn} 30132.dat`].join('\n');

describe('two revolvers in two hands', () => {
  it('pointed the same way, one raised (50 degrees), are two guns parallel: R diagonal cross, as the 6769 bandit is labelled', async () => {
    const a = await analyzeText(`${gunslinger('1 0 0 0 0.643 -0.766 0 0.766 0.643')}\n`);
    expect(a.weapons.filter((w) => w.kind === 'gun')).toHaveLength(2);
    expect(a.stats.R.direction).toBe('diagonal-cross');
  });

  it('one level and one pointed straight up (turned 90 degrees) are not parallel: R cross', async () => {
    const a = await analyzeText(`${gunslinger('1 0 0 0 0 -1 0 1 0')}\n`);
    expect(a.weapons.filter((w) => w.kind === 'gun')).toHaveLength(2);
    expect(a.stats.R.direction).toBe('cross');
  });

  it('one pointed ahead and one out to the side are not parallel, though their grips hang the same way: R cross', async () => {
    const a = await analyzeText(`${gunslinger('0 0 1 0 1 0 -1 0 0')}\n`);
    expect(a.weapons.filter((w) => w.kind === 'gun')).toHaveLength(2);
    expect(a.stats.R.direction).toBe('cross');
  });

  it('a revolver raised a little and a rifle standing upright are not a parallel pair: R cross (the 6706 colonel)', async () => {
    const text = ['0 Colonel', '0 Name: colonel.ldr', ...posedMinifig(0, -72, 0), '1 7 -23.552 -45.5 -10 1 0 0 0 0.788 -0.616 0 0.616 0.788 30132.dat', '1 7 23.552 -45.5 -10 1 0 0 0 0 -1 0 1 0 30141.dat'].join('\n');
    const a = await analyzeText(`${text}\n`);
    expect(a.weapons.filter((w) => w.kind === 'gun')).toHaveLength(2);
    expect(a.stats.R.direction).toBe('cross');
  });
});
