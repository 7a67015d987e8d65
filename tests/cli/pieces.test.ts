import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLIGATOR, CASTLE, MODELS, run, threePieceFile } from './teamFiles.ts';

interface PiecesJson {
  schema: string;
  file: string;
  pieces: { number: number; name: string; parts: number; size: { height: number; width: number; depth: number }; reason: string; partIds: string[] }[];
  scenery: number;
  loose: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const piecesJson = async (...argv: string[]): Promise<PiecesJson> => {
  const r = await run('pieces', ...argv, '--format', 'json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as PiecesJson;
};

describe('brickstats pieces', () => {
  it('lists the one piece of the bundled minifig, with its Pip Height and every part id', async () => {
    const doc = await piecesJson(join(MODELS, 'minifig.ldr'));
    expect(doc.schema).toBe('brickstats/pieces@1');
    expect(doc.file).toBe('minifig.ldr');
    expect(doc.pieces).toHaveLength(1);
    const [piece] = doc.pieces;
    expect(piece).toMatchObject({ number: 1, name: 'minifig', parts: 9 });
    // The rules' minifig is 6 p tall (its Pip Height); hand to hand it is 4 p wide, and 2 p deep.
    expect(piece!.size).toEqual({ height: 6, width: 4, depth: 2 });
    const analysis = JSON.parse((await run('analyze', join(MODELS, 'minifig.ldr'), '--format', 'json')).out);
    expect(piece!.partIds).toEqual(analysis.parts.map((p: { id: string }) => p.id));
    expect([doc.scenery, doc.loose]).toEqual([0, 0]);
  });

  it('numbers the pieces of a file largest first, each with its own size, as text and JSON', async () => {
    const file = threePieceFile();
    const doc = await piecesJson(file);
    expect(doc.pieces.map((p) => [p.number, p.name, p.parts])).toEqual([
      [1, 'minifig-sword', 10],
      [2, 'minifig', 9],
      [3, 'knight-plate', 8],
    ]);
    expect(doc.pieces[1]!.size).toEqual({ height: 6, width: 4, depth: 2 });
    const text = (await run('pieces', file)).out.split('\n');
    expect(text[0]).toBe('three.ldr: 3 pieces');
    expect(text[1]).toMatch(/^ +piece +name +parts +size in p \(height x width x depth\)$/);
    expect(text[3]).toMatch(/^ +2 +minifig +9 +6 x 4 x 2$/);
    expect(text[5]).toBe('  not pieces: 0 part(s) of ground or buildings, 0 loose part(s)');
  });

  it('answers wrong usage with exit 2 and a missing file with exit 1', async () => {
    expect((await run('pieces')).code).toBe(2);
    expect((await run('pieces', join(MODELS, 'minifig.ldr'), '--format', 'csv')).code).toBe(2);
    const missing = await run('pieces', join(MODELS, 'no-such-file.ldr'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no-such-file\.ldr: no such file/);
  });
});

describe.skipIf(!existsSync(CASTLE))('brickstats pieces on real sets', () => {
  it("6080 King's Castle: the knights and the horses apart, the castle itself no piece", async () => {
    const doc = await piecesJson(CASTLE);
    expect(doc.pieces.length).toBeGreaterThanOrEqual(12);
    const names = doc.pieces.map((p) => p.name);
    expect(names.some((n) => n.includes('MiniFig'))).toBe(true);
    expect(names.some((n) => n.includes('Horse'))).toBe(true);
    for (const p of doc.pieces) {
      expect(p.parts, p.name).toBeLessThanOrEqual(60);
      expect(p.partIds).toHaveLength(p.parts);
      expect(Math.min(p.size.height, p.size.width, p.size.depth), p.name).toBeGreaterThan(0);
    }
    expect(doc.pieces.map((p) => p.number)).toEqual(doc.pieces.map((_, i) => i + 1));
    for (let i = 1; i < doc.pieces.length; i++) expect(doc.pieces[i]!.parts).toBeLessThanOrEqual(doc.pieces[i - 1]!.parts);
    // No part is in two pieces; the walls and the baseplate are scenery.
    const ids = doc.pieces.flatMap((p) => p.partIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.scenery).toBeGreaterThan(300);
    // Every standing minifig measures the rules' 6 p.
    for (const p of doc.pieces.filter((x) => x.name.startsWith('MiniFig'))) expect(p.size.height, p.name).toBe(6);

    const text = (await run('pieces', CASTLE)).out;
    expect(text.split('\n')[0]).toBe(`6080 - Kings Castle.mpd: ${doc.pieces.length} pieces`);
    for (const p of doc.pieces) expect(text).toMatch(new RegExp(`^ +${p.number} +${escape(p.name)} +${p.parts} +${p.size.height} x ${p.size.width} x ${p.size.depth}$`, 'm'));
    expect(text).toContain(`  not pieces: ${doc.scenery} part(s) of ground or buildings, ${doc.loose} loose part(s)`);
  });

  it.skipIf(!existsSync(ALLIGATOR))('the Alligator is one piece', async () => {
    const doc = await piecesJson(ALLIGATOR);
    expect(doc.pieces).toHaveLength(1);
    expect((await run('pieces', ALLIGATOR)).out.split('\n')[0]).toBe('Alligator.mpd: 1 piece');
  });
});
