import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

const MODELS = new URL('../../models', import.meta.url).pathname;
const KNIGHT_6021 = join(SHARED_MODELS, 'pieces', 'knight-6021-lance.ldr');
const KNIGHT_6080 = join(SHARED_MODELS, 'pieces', 'knight-6080-lance.ldr');
const MINIFIG = join(MODELS, 'minifig.ldr');

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(['export', ...args], (s) => (out += s + '\n'), (s) => (err += s + '\n'));
  return { code, out, err };
}

describe('brickstats export', () => {
  it.runIf(hasSharedModels)('castle-war: one unit a knight, with kit, defence and gold cost as JSON', async () => {
    const r = await run(['--game', 'castle-war', KNIGHT_6021, KNIGHT_6080, '--format', 'json']);
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.schema).toBe('brickstats/castle-war@1');
    expect(doc.units).toHaveLength(2);
    for (const u of doc.units) {
      expect(u.unit.items.map((i: { item: string }) => i.item)).toEqual(['spear', 'shield', 'helmet']);
      expect(u.unit.defence.value).toBe(4);
      expect(u.unit.goldCost.value).toBe(60);
    }
  });

  it.runIf(hasSharedModels)('castle-war: --map changes what a part is', async () => {
    const r = await run(['--game', 'castle-war', KNIGHT_6021, '--map', 'lance=sword']);
    expect(r.code, r.err).toBe(0);
    // sword 10 + shield 20 + helmet 10.
    expect(r.out).toContain('gold cost     40 (10 sword + 20 shield + 10 helmet)');
  });

  it.runIf(hasSharedModels)('castle-war: rider+horse joins two files into one unit', async () => {
    const r = await run(['--game', 'castle-war', `${KNIGHT_6021}+${MINIFIG}`, '--format', 'json']);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).units[0].unit.people).toBe(2);
  });

  it('blox: draws the board and names the winner', async () => {
    const r = await run(['--game', 'blox', join(MODELS, 'blox-winner.ldr')]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Level 3\n');
    expect(r.out).toContain('Winner: A (Red): blocks 1, 2, 3, 4, 5, 6, 7 touch all four edges');
  });

  it('blox: a file without a board is an error (exit 1)', async () => {
    const r = await run(['--game', 'blox', MINIFIG]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('no base plate');
  });

  it.runIf(hasSharedModels)('lunch-chess: --roles fixes a role, the rest are ranked; JSON carries hit points and the Values', async () => {
    const r = await run(['--game', 'lunch-chess', KNIGHT_6021, KNIGHT_6080, '--roles', `king=${MINIFIG}`, '--format', 'json']);
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.schema).toBe('brickstats/lunch-chess@1');
    expect(doc.builds).toHaveLength(3);
    for (const b of doc.builds) expect(typeof b.value).toBe('number');
    expect(doc.pieces.map((p: { build: string; role: string; hitPoints: number }) => [p.build, p.role, p.hitPoints])).toEqual([
      [MINIFIG, 'king', 15],
      [KNIGHT_6021, 'queen', 9],
      [KNIGHT_6080, 'rook', 5],
    ]);
  });

  it.runIf(hasSharedModels)("davey-drehs: LifePoints, Armor, weapon dice and ability as text", async () => {
    const r = await run(['--game', 'davey-drehs', KNIGHT_6021, KNIGHT_6080]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`Queen  ${KNIGHT_6021}: 12 LP, Armor 12, weapon 2D6`);
    expect(r.out).toContain(`King   ${KNIGHT_6080}: 1 LP, Armor 6+`);
  });

  it('answers wrong usage with exit 2', async () => {
    const usage = await run([MINIFIG]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("required option '--game <game>' not specified");
    expect((await run(['--game', 'chess', MINIFIG])).code).toBe(2);
    expect((await run(['--game', 'blox'])).code).toBe(2);
    expect((await run(['--game', 'blox', MINIFIG, '--format', 'xml'])).code).toBe(2);
    expect((await run(['--game', 'blox', MINIFIG, '--roles', `king=${MINIFIG}`])).code).toBe(2);
    expect((await run(['--game', 'lunch-chess', MINIFIG, '--roles', `emperor=${MINIFIG}`])).code).toBe(2);
    expect((await run(['--game', 'lunch-chess', MINIFIG, '--roles', 'king'])).code).toBe(2);
    expect((await run(['--game', 'lunch-chess', MINIFIG, '--roles', `king=${MINIFIG},queen=${MINIFIG}`])).code).toBe(2);
    expect((await run(['--game', 'castle-war', MINIFIG, '--map', 'lance=catapult'])).code).toBe(2);
    expect((await run(['--game', 'lunch-chess', MINIFIG, '--map', 'lance=sword'])).code).toBe(2);
    expect((await run(['--game', 'blox', MINIFIG, '--neutral', 'white'])).code).toBe(2);
    expect((await run(['--game', 'blox', MINIFIG, '--colour', '4'])).code).toBe(2);
  });

  it('answers an unreadable file with exit 1', async () => {
    const r = await run(['--game', 'castle-war', join(MODELS, 'no-such-build.ldr')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('no such file');
  });
});
