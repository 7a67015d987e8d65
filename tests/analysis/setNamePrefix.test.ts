import { describe, expect, it } from 'vitest';
import { submodelInstances, submodelRole } from '../../src/analysis/submodelInstances.ts';
import { buildText } from '../support/library.ts';
import { analyzeText } from '../support/analyze.ts';

/**
 * A transporter drawn as the 6950 Mobile Rocket Transport's file draws it: every submodel named after the set first
 * ("6950 - Mobile Rocket Transport - Tyres Back"), a rocket on a hinge among them. A 6 x 6 deck with a windscreen, a
 * pair of tyres on 2 x 2 bricks under it, and on top a rocket of three 2 x 2 round bricks on a 2 x 2 hinge plate.
 */
const PREFIX = '6950 - Mobile Rocket Transport - ';
const TRANSPORT = [
  `0 FILE ${PREFIX}Main Model.ldr`,
  `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${PREFIX}Deck.ldr`,
  `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${PREFIX}Tyres Back.ldr`,
  `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${PREFIX}Rocket Hinge.ldr`,
  '0 NOFILE',
  `0 FILE ${PREFIX}Deck.ldr`,
  '1 7 0 0 0 1 0 0 0 1 0 0 0 1 3958.dat',
  '1 40 0 -48 -30 1 0 0 0 1 0 0 0 1 3823.dat',
  '0 NOFILE',
  `0 FILE ${PREFIX}Tyres Back.ldr`,
  ...[-40, 40].flatMap((x) => [`1 7 ${x} 32 40 1 0 0 0 1 0 0 0 1 3003.dat`]),
  '0 NOFILE',
  `0 FILE ${PREFIX}Rocket Hinge.ldr`,
  '1 7 0 -8 30 1 0 0 0 1 0 0 0 1 3022.dat',
  `1 16 0 -8 30 1 0 0 0 1 0 0 0 1 ${PREFIX}Rocket.ldr`,
  '0 NOFILE',
  `0 FILE ${PREFIX}Rocket.ldr`,
  ...[-24, -48, -72].map((y) => `1 15 0 ${y} 0 1 0 0 0 1 0 0 0 1 3941.dat`),
  '0 NOFILE',
].join('\n');

describe("a set's name before every submodel's", () => {
  it('is left off: the names say tyres, a hinge and a rocket, not four rockets', async () => {
    const model = await buildText(`${TRANSPORT}\n`, 'transport.mpd');
    const names = [...new Set(submodelInstances(model.parts).map((inst) => inst.name))].sort();
    expect(names).toEqual(['Deck', 'Rocket', 'Rocket Hinge', 'Tyres Back']);
    expect(names.map(submodelRole)).toEqual([undefined, 'gun', undefined, undefined]);
  });

  it('so the rocket is the one missile, and the tyres and the hinge it stands on are none', async () => {
    const a = await analyzeText(`${TRANSPORT}\n`);
    const missiles = a.weapons.filter((w) => w.kind === 'missile');
    expect(missiles).toHaveLength(1);
    expect(missiles[0]!.parts.map((i) => a.parts[i]!.part)).toEqual(['3941.dat', '3941.dat', '3941.dat']);
  });
});
