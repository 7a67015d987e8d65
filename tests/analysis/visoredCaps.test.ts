import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { HOTH_REBEL } from '../support/hothRebel.ts';

/** The rebel's cap, its label and the armour the sheet counts. */
async function cap(lines: string) {
  const a = await analyzeText(`0 Hoth rebel\n0 Name: rebel.ldr\n${lines}\n`);
  const i = a.parts.findIndex((p) => p.part === '30171.dat');
  return { label: a.labels[i]!, defense: a.stats.D.terms.some((t) => /30171/.test(t.detail)) };
}

describe('a cap with a helmet visor hinged on it', () => {
  it("is worn as a helmet: the Hoth rebel's aviator cap and visor are his armour", async () => {
    const { label, defense } = await cap(HOTH_REBEL);
    expect(label.function).toBe('armour');
    expect(label.functionReason).toMatch(/visor hinged on it, worn as a helmet/);
    expect(defense).toBe(true);
  });

  it('without the visor it is a cap, headgear and no armour', async () => {
    const { label, defense } = await cap(HOTH_REBEL.split('\n').filter((l) => !l.endsWith(' 2447.dat')).join('\n'));
    expect(label.function).toBe('none');
    expect(defense).toBe(false);
  });
});
