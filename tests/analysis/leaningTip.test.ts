import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

const LEAN = Math.SQRT1_2;

/**
 * A craft: a 6 x 10 plate hull, a 2 x 4 brick and a windscreen (its Head), and an 8H whip antenna leaning 45 degrees out
 * from the hull's -X end towards +X (the 1793 Space Station Zenon's rover carries two on a hinged mast). A column of 1 x 1
 * bricks holds a 1 x 4 plate up at the height of the whip's top: over the middle of the whip's box (`overTip` false),
 * where nothing of the whip is, or over its real tip (`overTip` true).
 */
function craft(overTip: boolean): string {
  const [x, z] = overTip ? [70, 50] : [-30, 10];
  const column = [24, 48, 72, 96, 120].map((y) => `1 0 ${x} ${-y} ${z} 1 0 0 0 1 0 0 0 1 3005.dat`);
  const roof = overTip ? '1 0 60 -136 50 1 0 0 0 1 0 0 0 1 3710.dat' : '1 0 -30 -136 30 0 0 1 0 1 0 -1 0 0 3710.dat';
  return [
    '0 FILE craft.ldr',
    '1 0 0 0 0 1 0 0 0 1 0 0 0 1 3033.dat',
    '1 0 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
    '1 47 0 -24 -40 1 0 0 0 1 0 0 0 1 3823.dat',
    ...column,
    `1 0 ${x} -128 ${z} 1 0 0 0 1 0 0 0 1 3024.dat`,
    roof,
    `1 0 -90 0 50 ${LEAN} ${-LEAN} 0 ${LEAN} ${LEAN} 0 0 0 1 2569.dat`,
  ].join('\n') + '\n';
}

describe('the tip of a leaning antenna', () => {
  const whip = async (overTip: boolean) => {
    const a = await analyzeText(craft(overTip));
    const i = a.parts.findIndex((p) => p.part === '2569.dat');
    return { a, i, label: a.labels[i]!, weapons: a.weapons.filter((w) => w.parts.includes(i)).map((w) => `${w.kind} ${w.level}`) };
  };

  it('is the end of its own axis: a plate over the middle of its box, clear of the whip, leaves it an antenna', async () => {
    const { a, i, label, weapons } = await whip(false);
    const roof = a.parts.findIndex((p) => p.part === '3710.dat');
    // The plate does lie over the middle of the whip's box top, within the height of its top.
    const [box, over] = [a.parts[i]!.bodyBounds, a.parts[roof]!.bodyBounds];
    const middle = [(box.min[0]! + box.max[0]!) / 2, (box.min[2]! + box.max[2]!) / 2];
    expect(over.min[0]! < middle[0]! && middle[0]! < over.max[0]! && over.min[2]! < middle[1]! && middle[1]! < over.max[2]!).toBe(true);
    expect(box.min[1]! - over.min[1]!).toBeLessThan(8);
    expect(weapons).toEqual(['antenna 0']);
    expect(label.functionReason).not.toMatch(/sits on its tip/);
  });

  it('a plate over its real tip holds it up: a bar, no antenna', async () => {
    const { label, weapons } = await whip(true);
    expect(weapons).toEqual([]);
    expect(label.functionReason).toMatch(/something sits on its tip/);
  });
});
