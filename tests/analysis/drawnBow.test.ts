import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/**
 * An archer drawing his bow: its grip (the part's origin) in his left hand, the arrow running back across to his right
 * hand, which touches it (as the 6073, 6074 and 6085 castles' archers hold theirs, batch 29).
 */
const ARCHER = ['0 Archer', '0 Name: archer.ldr', ...posedMinifig(0, -40, 0), '1 6 23.552 -13.5 -10 0 0 -1 0 1 0 1 0 0 4499.dat'].join('\n');

describe('an archer drawing his bow', () => {
  it('holds it in the hand at its grip: that arm and the bow are one Level 2 gun; the hand drawing the arrow is still an arm that punches', async () => {
    const a = await analyzeText(`${ARCHER}\n`);
    const gun = a.weapons.filter((w) => w.kind === 'gun');
    expect(gun).toHaveLength(1);
    expect(gun[0]!.parts.map((i) => a.parts[i]!.part)).toEqual(['4499.dat']);
    const grip = a.parts.findIndex((p) => p.part === '3818.dat');
    expect(a.labels[grip]!.function).toBe('none');
    expect(a.labels[grip]!.functionReason).toContain('holds 4499.dat');
    const punches = a.weapons.filter((w) => w.kind === 'hit' && w.parts.some((i) => a.parts[i]!.part === '3819.dat'));
    expect(punches.map((w) => w.parts.map((i) => a.parts[i]!.part).sort())).toEqual([['3819.dat', '3820.dat']]);
  });
});
