import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { FLAMING_CRAFT } from '../support/flamingCraft.ts';

/**
 * The flaming craft (support/flamingCraft.ts) with two 2 x 2 plates on its brick, and on the side stud at its nose a
 * 2 x 2 round brick pointing +Z, and through it a 6L bar reaching forward, with a see-through dish, a 1 x 1 round brick
 * and a round plate on its tip (the 5972 hover truck's pod blasters).
 */
const CRAFT = [...FLAMING_CRAFT, '1 0 0 -32 0 1 0 0 0 1 0 0 0 1 3022.dat', '1 0 0 -40 0 1 0 0 0 1 0 0 0 1 3022.dat'];
const POD = ['1 8 0 -12 84 1 0 0 0 0 1 0 -1 0 3941.dat', '1 0 0 -12 84 1 0 0 0 0 1 0 -1 0 63965.dat'];
const TIP = ['1 42 0 -12 158 1 0 0 0 0 -1 0 1 0 4740.dat', '1 0 0 -12 166 1 0 0 0 0 -1 0 1 0 3062b.dat', '1 42 0 -12 190 1 0 0 0 0 -1 0 1 0 6141.dat'];

describe('a thin bar reaching forward out of a four-pip round end', () => {
  it('with a round brick on its tip it is a one-pip barrel: a Level 2 gun, its four-pip end at the back no muzzle', async () => {
    const a = await analyzeText(`${[...CRAFT, ...POD, ...TIP].join('\n')}\n`);
    expect(a.measurements.front).toEqual([0, 0, 1]);
    const bar = a.parts.findIndex((p) => p.part === '63965.dat');
    const gun = a.weapons.find((w) => w.parts.includes(bar));
    expect(gun?.kind).toBe('gun');
    expect(gun?.level).toBe(2);
    expect(gun?.parts.map((i) => a.parts[i]!.part)).toContain('3941.dat');
  });

  it('with nothing past the four-pip end the round brick is the muzzle: a cannon', async () => {
    const a = await analyzeText(`${[...CRAFT, POD[0]!].join('\n')}\n`);
    const brick = a.parts.findIndex((p) => p.part === '3941.dat');
    expect(a.weapons.find((w) => w.parts.includes(brick))).toMatchObject({ kind: 'cannon', level: 3 });
  });

  it('the see-through dish on the bar is the blaster\'s, no window a crew looks out of: it is in no Head', async () => {
    const a = await analyzeText(`${[...CRAFT, ...POD, ...TIP].join('\n')}\n`);
    const dish = a.parts.findIndex((p) => p.part === '4740.dat');
    expect(a.labels[dish]!.functionReason ?? '').not.toMatch(/Head/);
    expect(a.labels[dish]!.function).toBe('none');
  });
});
