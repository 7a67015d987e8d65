import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { SHARK } from '../support/deepSeaShark.ts';

/** The lines of the shark's -X pectoral fin: its socket plate and its fin plate. */
const LEFT_FIN = [/^1 71 -95\.575 .* 14418\.dat$/, /^1 272 -110\.95 .* 2450\.dat$/];

const without = (text: string, lines: readonly RegExp[]) => text.split('\n').filter((l) => !lines.some((re) => re.test(l))).join('\n');

/** The fin plates (2450) read as weapons, with their reasons. */
async function finHits(text: string) {
  const a = await analyzeText(text);
  return a.parts.flatMap((p, i) => (p.part === '2450.dat' ? [a.labels[i]!] : []));
}

describe('flippers on a creature built of segments', () => {
  it("the 31088 shark's pectoral fins, on ball joints at each side of its middle section, strike as limbs", async () => {
    const fins = await finHits(SHARK);
    expect(fins).toHaveLength(2);
    for (const l of fins) {
      expect(l.weapon).toEqual({ kind: 'hit', level: 0 });
      expect(l.functionReason).toMatch(/flipper/);
    }
  });

  it('one fin alone is no pair of flippers: a lone plate on a joint is trim', async () => {
    const fins = await finHits(without(SHARK, LEFT_FIN));
    expect(fins).toHaveLength(1);
    expect(fins[0]!.weapon).toBeNull();
  });

  it('the same segments with nothing to read as a face (the jaw no longer named one) are a machine: its fins swing no limb', async () => {
    const fins = await finHits(SHARK.replaceAll('Shark Jaw.ldr', 'Shark Part.ldr'));
    expect(fins.map((l) => l.weapon)).toEqual([null, null]);
  });
});
