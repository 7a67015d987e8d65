import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

const MODELS = new URL('../../models', import.meta.url).pathname;

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, (s) => (out += s + '\n'), (s) => (err += s + '\n'));
  return { code, out, err };
}

describe('brickstats analyze', () => {
  it('prints the piece document of schema brickstats/piece@1', async () => {
    const r = await run(['analyze', join(MODELS, 'minifig.ldr'), '--format', 'json', '--element', 'normal']);
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.schema).toBe('brickstats/piece@1');
    expect(doc.piece.element).toBe('Normal');
    expect(Object.keys(doc.piece.stats)).toEqual(['H', 'V', 'A', 'D', 'M', 'R']);
    for (const s of Object.values(doc.piece.stats) as { base: number; value: number; formula: string; terms: unknown[] }[]) {
      expect(typeof s.base).toBe('number');
      expect(typeof s.value).toBe('number');
      expect(s.formula).toMatch(/^[HVADMR] = /);
      expect(s.terms.length).toBeGreaterThan(0);
    }
    expect(doc.piece.stats.M.direction).toBe('cross');
    expect(doc.piece.stats.R.direction).toBe('cross');
    expect(doc.piece.elementChoices.map((c: { element: string }) => c.element)).toContain('Normal');
    expect(doc.parts).toHaveLength(9);
    for (const p of doc.parts) {
      expect(['head', 'core', 'base']).toContain(p.section);
      expect(['none', 'weapon', 'boost', 'armour']).toContain(p.function);
      expect(typeof p.reason).toBe('string');
      expect(p.corrected).toBe(false);
    }
    expect(doc.parts.find((p: { part: string }) => p.part === '3626bp01.dat')).toMatchObject({ section: 'head', function: 'weapon', weapon: { kind: 'hit', level: 0 } });
  });

  it('explains each stat with its formula worked out in the text sheet', async () => {
    const r = await run(['analyze', join(MODELS, 'minifig.ldr'), '--element', 'Normal']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('H = 20 + Core Comp x Pip Height + EMod + CoBon');
    expect(r.out).toContain('base 56, with Element 56: 20 + 6 x 6 + 0 + 0');
    expect(r.out).toContain('base 23, with Element 23: 3 x 6 x 1 + 5 + 0');
  });

  it('writes one CSV row per file of a folder, and a row with the error for a bad file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'analyze-folder-'));
    writeFileSync(join(dir, 'a.ldr'), '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n1 1 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat\n');
    writeFileSync(join(dir, 'b.ldr'), 'not ldraw at all\n');
    const r = await run(['analyze', dir, '--format', 'csv']);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toMatch(/^file,element,H,V,A,D,M,R,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^a\.ldr,/);
    expect(lines[2]).toMatch(/^b\.ldr,.*error: b\.ldr:1: not an LDraw file/);
    expect(r.err).toContain('b.ldr:1: not an LDraw file');
  });

  it('answers wrong usage with exit 2', async () => {
    expect((await run(['analyze'])).code).toBe(2);
    expect((await run(['analyze', join(MODELS, 'minifig.ldr'), '--format', 'xml'])).code).toBe(2);
    expect((await run(['analyze', join(MODELS, 'minifig.ldr'), '--element', 'Plasma'])).code).toBe(2);
    expect((await run(['analyze', join(MODELS, 'minifig.ldr'), '--set', 'ruler=cubit'])).code).toBe(2);
    expect((await run(['analyze', join(MODELS, 'minifig.ldr'), '--piece', '0'])).code).toBe(2);
  });

  it('switches an interpretation with --set and names it in the explanation', async () => {
    const r = await run(['analyze', join(MODELS, 'minifig.ldr'), '--format', 'json', '--element', 'Normal', '--set', 'blockValue=height-in-plates']);
    const doc = JSON.parse(r.out);
    expect(doc.piece.interpretations.blockValue).toBe('height-in-plates');
    // The torso is 44 LDU tall: 5.5 plates, rounded half up to 6; Core Comp 2 x 6 = 12.
    expect(doc.piece.measurements.coreComp).toBe(12);
    expect(doc.piece.stats.H.base).toBe(20 + 12 * 6);
  });
});

describe('the Element advantage table', () => {
  it('lists whom the chosen Element beats and who beats it, from the rules\' table', async () => {
    const r = await run(['analyze', join(MODELS, 'minifig.ldr'), '--format', 'json', '--element', 'Fire']);
    const doc = JSON.parse(r.out);
    expect(doc.piece.advantage.against).toEqual(['Dark', 'Metal', 'Normal', 'Wood']);
    expect(doc.piece.advantage.weakAgainst).toEqual(['Earth', 'Water', 'Light']);
  });
});
