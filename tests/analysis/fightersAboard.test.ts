import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';
import { buildText } from '../support/library.ts';
import { mpdText } from '../support/mpdText.ts';
import { posedMinifig } from '../support/posedMinifig.ts';
import { wheeledChassis } from '../support/wheeledChassis.ts';

/** An archer standing with its feet on studs whose tops are at `y`, a bow in its right hand (as drawnBow.test.ts holds one). */
const archer = (y: number) => [...posedMinifig(-10, y - 72, -10), `1 6 13.552 ${y - 45.5} -20 0 0 -1 0 1 0 1 0 0 4499.dat`];

const split = async (text: string) => {
  const model = await buildText(text);
  const found = findPieces(model.parts, findConnections(model.parts));
  return { pieces: found.pieces.map((p) => p.parts.map((i) => model.parts[i]!.part).sort()), scenery: found.scenery.length };
};

/** A wall two studs thick and 40 long, five bricks high, drawn as a submodel called `name`. */
const wall = (name: string) => ({
  [`${name}.ldr`]: [0, 1, 2, 3, 4].flatMap((k) => [-240, -80, 80, 240].map((x) => `1 7 ${x + (k % 2) * 40} ${-24 * (k + 1)} 0 1 0 0 0 1 0 0 0 1 3007.dat`)),
});

describe('a figure standing on a vehicle with its own weapon in hand', () => {
  it('on a cart with nothing to steer it by (a battering ram\'s deck) it fights on its own: a piece of its own', async () => {
    const { pieces } = await split(mpdText({ 'ram.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 cart.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 archer.ldr'], 'cart.ldr': wheeledChassis(6), 'archer.ldr': archer(0) }));
    expect(pieces).toHaveLength(2);
    expect(pieces.find((p) => p.includes('4499.dat'))).not.toContain('41539.dat');
  });

  it('on a cart with a steering wheel it rides: one piece', async () => {
    const cart = [...wheeledChassis(6), '1 0 40 -8 50 1 0 0 0 1 0 0 0 1 3829c01.dat'];
    const { pieces } = await split(mpdText({ 'ram.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 cart.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 archer.ldr'], 'cart.ldr': cart, 'archer.ldr': archer(0) }));
    expect(pieces).toHaveLength(1);
  });

  it("on a castle's wall its builder named a building, the archer is a piece and the wall scenery", async () => {
    const { pieces, scenery } = await split(mpdText({ 'scene.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 Building.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 archer.ldr'], ...wall('Building'), 'archer.ldr': archer(-120) }));
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toContain('4499.dat');
    expect(scenery).toBe(20);
  });

  it('the same wall named otherwise stays a build of its own, the archer apart from it', async () => {
    const { pieces } = await split(mpdText({ 'scene.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 Slab.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 archer.ldr'], ...wall('Slab'), 'archer.ldr': archer(-120) }));
    expect(pieces).toHaveLength(2);
  });

  it("standing in a rowboat with its weapon drawn, the hull's sides at its hands are no handhold: the boat and the archer are two pieces", async () => {
    // A 5 x 14 rowboat hull with its deck plates, the archer standing in its bow (as 6279's officer stands in the guards' boat).
    const boat = [
      '1 4 0 0 0 1 0 0 0 1 0 0 0 1 2551.dat',
      ...[80, -20].map((z) => `1 14 0 -16 ${z} 1 0 0 0 1 0 0 0 1 3020.dat`),
      ...[80, -20].flatMap((z) => [-30, 30].map((x) => `1 14 ${x} -8 ${z} 0 0 -1 0 1 0 1 0 0 3023.dat`)),
    ];
    const figure = [...posedMinifig(0, -72, -90), '1 6 23.552 -45.5 -100 0 0 -1 0 1 0 1 0 0 4499.dat'];
    const { pieces } = await split(mpdText({ 'scene.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 boat.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 archer.ldr'], 'boat.ldr': boat, 'archer.ldr': figure }));
    expect(pieces).toHaveLength(2);
    expect(pieces.find((p) => p.includes('2551.dat'))).toHaveLength(7);
  });

  // The 5934 Dino Island camp as its file builds it ("Island"): a 6 x 6 plate of grass, grey rock bricks, a campfire, a
  // barrel, a saucepan, a spit over the fire and a leafy frond set on its side; the explorer stands on the ground beside it.
  const island = [
    '1 2 -20 -8 -30 1 0 0 0 1 0 0 0 1 3958.dat',
    '1 7 10 -80 20 0 0 -1 0 1 0 1 0 0 4460a.dat',
    '1 7 -40 -32 10 1 0 0 0 1 0 0 0 1 3001.dat',
    '1 7 -20 -32 -50 0 0 -1 0 1 0 1 0 0 3001.dat',
    '1 0 20 -32 -20 0 0 -1 0 1 0 1 0 0 3002.dat',
    '1 0 -60 -16 -30 1 0 0 0 1 0 0 0 1 4032a.dat',
    '1 7 0 -56 -10 1 0 0 0 1 0 0 0 1 3001.dat',
    '1 38 -60 -18 -30 1 0 0 0 0 -1 0 1 0 6126a.dat',
    '1 6 20 -48 -70 1 0 0 0 1 0 0 0 1 2489.dat',
    '1 7 10 -80 -10 0 0 -1 0 1 0 1 0 0 30236.dat',
    '1 0 -30 -56 -60 -0.5 0 0.87 0 1 0 -0.87 0 -0.5 4529.dat',
    '1 6 20 -56 -70 1 0 0 0 1 0 0 0 1 4032a.dat',
    '1 0 10 -104 20 1 0 0 0 1 0 0 0 1 3040b.dat',
    '1 7 20 -80 -70 -0.87 0 0.5 0 1 0 -0.5 0 -0.87 4599a.dat',
    '1 14 20 -88 -70 0.87 0 -0.5 0 1 0 0.5 0 0.87 4592c01.dat',
    '1 2 33 -115 -26 0.87 0 -0.5 0.5 0 0.87 0 -1 0 2417.dat',
  ];
  // (A terrain word names the patch only as its last word: an "Island Hopper" is a plane.)
  for (const [name, scenery] of [['Island', true], ['Dino Island', true], ['Island Hopper', false], ['Slab', false]] as const) {
    it(`a faceless camp its builder named "${name}" ${scenery ? 'is terrain: scenery' : 'stays a build of its own'}, the explorer standing beside it a piece`, async () => {
      const explorer = posedMinifig(-200, -72, 0);
      const found = await split(mpdText({ 'scene.ldr': [`1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${name}.ldr`, '1 16 0 0 0 1 0 0 0 1 0 0 0 1 explorer.ldr'], [`${name}.ldr`]: island, 'explorer.ldr': explorer }));
      expect(found.pieces).toHaveLength(scenery ? 1 : 2);
      expect(found.scenery).toBe(scenery ? island.length : 0);
    });
  }

  it('an unarmed guard on a wall its builder named so stands on scenery: the wall is no mount of his', async () => {
    const guard = posedMinifig(-10, -192, -10);
    const { pieces, scenery } = await split(mpdText({ 'scene.ldr': ['1 16 0 0 0 1 0 0 0 1 0 0 0 1 Wall.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 guard.ldr'], ...wall('Wall'), 'guard.ldr': guard }));
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toHaveLength(guard.length);
    expect(scenery).toBe(20);
  });
});
