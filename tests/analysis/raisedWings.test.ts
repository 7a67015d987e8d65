import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * A mini shuttle with no face: a 2 x 8 hull plate, a brick on it, a see-through slope at its nose (the windows a crew
 * looks out of), and two 3 x 6 wing plates standing on their edges either side of the hull, as the mini Republic Attack
 * Shuttle's (batch 43's 30050) rise over it. `storeys` more bricks stack the hull up; `wings` places the two wing plates.
 */
function shuttle(storeys: number, wings: readonly string[]): string {
  return [
    '1 15 0 0 0 0 0 1 0 1 0 -1 0 0 3034.dat',
    ...Array.from({ length: 1 + storeys }, (_, k) => `1 15 0 ${-24 * (k + 1)} 10 0 0 1 0 1 0 -1 0 0 3001.dat`),
    '1 47 0 -24 -50 0 0 1 0 1 0 -1 0 0 3039.dat',
    ...wings,
  ].join('\n') + '\n';
}
/** Standing on their edges, faces looking out to the sides: their tops at y -78. */
const UPRIGHT = ['1 320 -30 -48 30 0 -1 0 1 0 0 0 0 1 54384.dat', '1 320 30 -48 30 0 1 0 -1 0 0 0 0 1 54383.dat'];
/** Leaning out 30 degrees from upright, swept up at a slant as the mini V-19 Torrent's (batch 42's 8031). */
const SLANTED = ['1 320 -40 -48 30 0.5 -0.866 0 0.866 0.5 0 0 0 1 54384.dat', '1 320 40 -48 30 0.5 0.866 0 -0.866 0.5 0 0 0 1 54383.dat'];

const wingLabels = async (text: string) => {
  const a = await analyzeText(text);
  return { a, wings: a.parts.flatMap((p, i) => (p.part === '54384.dat' || p.part === '54383.dat' ? [a.labels[i]!] : [])) };
};

describe('wedge plates a faceless flyer raises or sweeps', () => {
  it('two wing plates standing up over the hull are wings', async () => {
    const { a, wings } = await wingLabels(shuttle(0, UPRIGHT));
    expect(wings).toHaveLength(2);
    for (const w of wings) expect(w.boost).toBe('wing');
    expect(wings[0]!.functionReason).toMatch(/rising over the hull or swept at a slant/);
    expect(a.stats.M.base).toBe(3);
  });

  it('the same plates upright beside a hull that stands taller are its side plating', async () => {
    const { a, wings } = await wingLabels(shuttle(3, UPRIGHT));
    for (const w of wings) expect(w.boost).toBeNull();
    expect(a.stats.M.base).toBe(2);
  });

  it('beside that taller hull, plates swept out at a slant are wings', async () => {
    const { a, wings } = await wingLabels(shuttle(3, SLANTED));
    for (const w of wings) expect(w.boost).toBe('wing');
    expect(a.stats.M.base).toBe(3);
  });

  it('upright plates below a deck of flat wedge plates are its side plating: the deck is the hull top they are measured on', async () => {
    // (Three 4 x 4 wedge plates stacked flat over the hull up to y -80, above the upright plates' tops at y -78.)
    const deck = [-56, -64, -72].map((y) => `1 15 0 ${y} 10 1 0 0 0 1 0 0 0 1 30355.dat`);
    const { wings } = await wingLabels(shuttle(1, [...UPRIGHT, ...deck]));
    for (const w of wings) expect(w.boost).toBeNull();
  });
});
