import { describe, expect, it } from 'vitest';
import { analyzeFile, analyzeText, baseLine } from '../support/analyze.ts';

/** The standard placements (torso at the origin), as in models/minifig.ldr and shortcut 973c01. */
function minifig(p: { head: string; torso: string; hips: string; legs: [string, string] | string }): string {
  const lines = [
    `1 14 0 -24 0 1 0 0 0 1 0 0 0 1 ${p.head}`,
    `1 1 0 0 0 1 0 0 0 1 0 0 0 1 ${p.torso}`,
  ];
  if (!p.torso.startsWith('973c')) {
    lines.push(
      '1 4 -15.552 9 0 0.985 -0.17 0 0.17 0.985 0 0 0 1 3818.dat',
      '1 4 15.552 9 0 0.985 0.17 0 -0.17 0.985 0 0 0 1 3819.dat',
      '1 14 -23.6904 26.774 -9.8982 0.985 -0.1202 0.1202 0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
      '1 14 23.6904 26.774 -9.8982 0.985 0.1202 -0.1202 -0.17 0.6964 -0.6964 0 0.707 0.707 3820.dat',
    );
  }
  if (typeof p.legs === 'string') lines.push(`1 0 0 32 0 1 0 0 0 1 0 0 0 1 ${p.legs}`);
  else lines.push(`1 0 0 32 0 1 0 0 0 1 0 0 0 1 ${p.hips}`, `1 0 0 44 0 1 0 0 0 1 0 0 0 1 ${p.legs[0]}`, `1 0 0 44 0 1 0 0 0 1 0 0 0 1 ${p.legs[1]}`);
  return lines.join('\n') + '\n';
}

const VARIANTS: [string, Parameters<typeof minifig>[0]][] = [
  ['plain parts', { head: '3626b.dat', torso: '973.dat', hips: '3815b.dat', legs: ['3816b.dat', '3817b.dat'] }],
  ['printed head and torso', { head: '3626bp01.dat', torso: '973p01.dat', hips: '3815b.dat', legs: ['3816b.dat', '3817b.dat'] }],
  ['hollow-stud head, old hips and legs', { head: '3626c.dat', torso: '973p11.dat', hips: '3815.dat', legs: ['3816.dat', '3817.dat'] }],
  ['solid-stud head, breastplate torso', { head: '3626ap01.dat', torso: '973p40.dat', hips: '3815.dat', legs: ['3816.dat', '3817.dat'] }],
  ['torso-with-arms shortcut', { head: '3626bp02.dat', torso: '973c01.dat', hips: '3815b.dat', legs: ['3816b.dat', '3817b.dat'] }],
  ['hips-and-legs shortcut', { head: '3626b.dat', torso: '973.dat', hips: '', legs: '3815c01.dat' }],
];

describe('the unarmed minifig reproduces the rules\' reference values (section IV.J)', () => {
  for (const [name, parts] of VARIANTS) {
    it(`${name}: base H 56, V 23, A 62, D 13, M 2 (cross), R 1`, async () => {
      const a = await analyzeText(minifig(parts), { element: 'Normal' });
      expect(baseLine(a)).toBe('56 23 62 13 2 1');
      expect(a.stats.M.direction).toBe('cross');
      expect(a.measurements.pipHeight).toBe(6);
      expect(a.measurements.pipSideWidth).toBe(1);
      expect(a.measurements.coreComp).toBe(6);
      expect(a.weapons.map((w) => `${w.kind}${w.level}`)).toEqual(['hit0', 'hit0', 'hit0', 'hit0', 'hit0']);
    });
  }

  it('is 5 p tall with the 8 mm stud ruler instead (96 LDU / 20 = 4.8)', async () => {
    const { DEFAULT_INTERPRETATIONS } = await import('../../src/rules/block-duel-chess/Interpretations.ts');
    const a = await analyzeText(minifig(VARIANTS[0]![1]), { element: 'Normal', rules: { ...DEFAULT_INTERPRETATIONS, ruler: 'stud' } });
    expect(a.measurements.pipHeight).toBe(5);
    expect(a.stats.H.base).toBe(20 + 6 * 5);
  });

  it('applies the Element Modifier and Colour Bonus on top of the base values', async () => {
    // Colours: yellow head and hands, blue torso, red arms, black legs: Fire matches blue, red, yellow.
    const a = await analyzeText(minifig(VARIANTS[1]![1]), { element: 'Fire' });
    expect(a.stats.H.value).toBe(56 - 5 + 15);
    expect(a.stats.A.value).toBe(62 + 3);
    expect(a.stats.D.value).toBe(13 - 7); // -(D/2): half of 13 is 6.5, rounded half up to 7
    expect(a.stats.M.value).toBe(3);
    expect(a.stats.R.value).toBe(2);
  });
});

describe('the reference minifig with a sword (models/minifig-sword.ldr)', () => {
  it('holds one Level 1 blade with its right hand: the same five weapons and A 62, R 2 instead of 1', async () => {
    const a = await analyzeFile(new URL('../../models/minifig-sword.ldr', import.meta.url).pathname, { element: 'Normal' });
    expect(baseLine(a)).toBe('56 23 62 13 2 2');
    expect(a.weapons).toHaveLength(5);
    const blade = a.weapons.find((w) => w.kind === 'blade')!;
    expect(blade.level).toBe(1);
    // "A hand holding a gun or sword only counts as one Weapon": the right arm and hand are the sword's, not a hit of their own.
    expect(a.weapons.filter((w) => w.kind === 'hit')).toHaveLength(4);
  });
});
