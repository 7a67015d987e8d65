import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/**
 * IV.F: an animal bites with its head and strikes with each limb: every leg
 * kicks, every clawed arm claws, a tail lashes. The library's own assemblies
 * of its animals, whichever moulds they are made of, are read that way.
 */
describe('animals the library assembles', () => {
  const animal = (part: string) => analyzeText(`0 Animal\n0 Name: animal.ldr\n1 2 0 0 0 1 0 0 0 1 0 0 0 1 ${part}\n`);
  const kicks = (a: Awaited<ReturnType<typeof animal>>) => a.weapons.filter((w) => w.moulded && /\bleg \d of \d\b/.test(w.reason));
  const hits = (a: Awaited<ReturnType<typeof animal>>) => a.weapons.filter((w) => w.kind === 'hit' && w.level === 0);

  it('the poseable horse kicks with four legs and lashes its tail, as the classic horse does: each body half has one front leg, each rear leg is a part, the left half has the tail', async () => {
    const poseable = await animal('10509.dat');
    expect(kicks(poseable)).toHaveLength(4);
    expect(new Set(kicks(poseable).map((w) => poseable.parts[w.parts[0]!]!.part))).toEqual(new Set(['10352.dat', '10353.dat', '10354.dat', '10355.dat']));
    const tail = (a: Awaited<ReturnType<typeof animal>>) => a.weapons.filter((w) => w.moulded && /\btail\b/.test(w.reason)).map((w) => a.parts[w.parts[0]!]!.part);
    expect(tail(poseable)).toEqual(['10352.dat']);
    const classic = await animal('4493c01.dat');
    expect(tail(classic)).toEqual(['4493.dat']);
    expect(poseable.weapons).toHaveLength(classic.weapons.length);
    expect(poseable.measurements.baseType).toBe('legs');
  });

  it('an ostrich walks on two legs and kicks with both, no wings to fly on; a penguin too; a rabbit and a frog stand on four', async () => {
    const ostrich = await animal('88618c01.dat');
    expect(kicks(ostrich)).toHaveLength(2);
    expect(ostrich.measurements.baseType).toBe('legs');
    expect(ostrich.labels.some((l) => l.boost !== null)).toBe(false);
    expect(kicks(await animal('26074.dat'))).toHaveLength(2);
    expect(kicks(await animal('33207.dat'))).toHaveLength(4);
    expect(kicks(await animal('33320.dat'))).toHaveLength(4);
  });

  it('the castle dragon bites, claws with each arm, kicks with its two hind legs and lashes its tail: six hits, and flies on its wings', async () => {
    const dragon = await animal('75174c01.dat');
    expect(hits(dragon)).toHaveLength(6);
    const at = (name: string) => dragon.parts.findIndex((p) => p.part === name);
    // The arms meet at its chest: still one weapon each.
    const arms = ['6127.dat', '6128.dat'].map((n) => dragon.weapons.filter((w) => w.parts.includes(at(n))));
    expect(arms.map((w) => w.length)).toEqual([1, 1]);
    expect(arms[0]![0]).not.toBe(arms[1]![0]);
    expect(kicks(dragon)).toHaveLength(2);
    expect(dragon.labels.filter((l) => l.boost === 'wing')).toHaveLength(2);
  });

  it('an eagle of two halves bites with its beak and strikes with its two feet once, as a one-part bird does', async () => {
    const eagle = await animal('11467.dat');
    expect(hits(eagle)).toHaveLength(3);
    expect(kicks(eagle)).toHaveLength(2);
    const pteranodon = await animal('30478.dat');
    expect(hits(eagle)).toHaveLength(hits(pteranodon).length);
  });

  it('a crocodile and a triceratops kick with four legs besides their bite and their tail', async () => {
    for (const part of ['6026c01.dat', '76442c01.dat']) {
      const a = await animal(part);
      expect(kicks(a)).toHaveLength(4);
      expect(hits(a)).toHaveLength(6);
    }
  });
});
