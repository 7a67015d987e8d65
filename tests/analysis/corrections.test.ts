import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { parseCorrections } from '../../src/rules/block-duel-chess/correctionsFile.ts';

const MINIFIG = new URL('../../models/minifig.ldr', import.meta.url).pathname;

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, (s) => (out += s + '\n'), (s) => (err += s + '\n'));
  return { code, out, err };
}

async function stats(args: string[]) {
  const r = await run(['analyze', ...args, '--format', 'json']);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
}

describe('corrections', () => {
  it('apply, save, reload and re-analyze gives the corrected stats', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'corrections-'));
    const file = join(dir, 'minifig.corrections.json');
    const before = await stats([MINIFIG, '--element', 'Normal']);
    const arm = before.parts.find((p: { part: string }) => p.part === '3818.dat');
    expect(arm.function).toBe('weapon');
    // Make the right arm a Level 2 gun (a blaster arm) and the piece Fire.
    expect((await run(['correct', MINIFIG, '--corrections', file, '--part', arm.id, '--weapon', 'gun'])).code).toBe(0);
    expect((await run(['correct', MINIFIG, '--corrections', file, '--element', 'Fire'])).code).toBe(0);
    const saved = parseCorrections(readFileSync(file, 'utf8'), file);
    expect('error' in saved).toBe(false);
    const after = await stats([MINIFIG, '--corrections', file]);
    expect(after.piece.element).toBe('Fire');
    const corrected = after.parts.find((p: { id: string }) => p.id === arm.id);
    expect(corrected).toMatchObject({ function: 'weapon', weapon: { kind: 'gun', level: 2 }, corrected: true });
    // The arm with its hand is now a gun: Value 1 + Bonus 2 instead of 1 + 1, and Range 1 + 2.
    expect(after.piece.stats.A.base).toBe(before.piece.stats.A.base + 1);
    expect(after.piece.stats.R.base).toBe(3);
    expect(after.piece.staleCorrections).toEqual([]);
  });

  it('a correction for a part that is no longer there is reported, not dropped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'corrections-'));
    const file = join(dir, 'c.json');
    writeFileSync(file, JSON.stringify({ schema: 'brickstats/corrections@1', parts: { '99': { part: '3001.dat', section: 'head' }, '9': { part: '3001.dat', function: 'armour' } } }));
    const doc = await stats([MINIFIG, '--corrections', file]);
    const stale = doc.piece.staleCorrections.map((s: { id: string }) => s.id).sort();
    expect(stale).toEqual(['9', '99']);
    expect(doc.piece.warnings.some((w: string) => /stale correction: no part 99/.test(w))).toBe(true);
    expect(doc.piece.warnings.some((w: string) => /part 9 is now 973p01.dat, not 3001.dat/.test(w))).toBe(true);
  });

  it('a broken corrections file is refused with a message naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'corrections-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{ "schema": "brickstats/corrections@1", "parts": { "8": { "part": "3815b.dat", "section": "tail" } } }');
    const r = await run(['analyze', MINIFIG, '--corrections', file]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${file}: parts["8"].section must be one of head, core, base`);
  });
});
