import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERPRETATIONS, INTERPRETATION_CHOICES, INTERPRETATION_TEXT } from '../../src/rules/block-duel-chess/Interpretations.ts';
import { MODELS, run } from './teamFiles.ts';

const NAMES = Object.keys(INTERPRETATION_CHOICES) as (keyof typeof INTERPRETATION_CHOICES)[];

describe('brickstats interpretations', () => {
  it('lists every interpretation with its choices, the default marked, and its one-line text', async () => {
    const r = await run('interpretations');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toContain('--set name=value');
    expect(NAMES.length).toBeGreaterThanOrEqual(10);
    for (const name of NAMES) {
      const at = lines.findIndex((l) => l.trim().startsWith(`${name} `));
      expect(at, name).toBeGreaterThan(0);
      const choices = lines[at]!.trim().slice(name.length).trim().split(' | ');
      expect(choices, name).toEqual(INTERPRETATION_CHOICES[name].map((c) => (c === DEFAULT_INTERPRETATIONS[name] ? `${c} (default)` : String(c))));
      expect(lines[at + 1]!.trim()).toBe(INTERPRETATION_TEXT[name]);
    }
  });

  it('--format json: brickstats/interpretations@1, the same list', async () => {
    const r = await run('interpretations', '--format', 'json');
    const doc = JSON.parse(r.out);
    expect(doc.schema).toBe('brickstats/interpretations@1');
    expect(doc.interpretations).toEqual(NAMES.map((name) => ({ name, choices: INTERPRETATION_CHOICES[name], default: DEFAULT_INTERPRETATIONS[name], text: INTERPRETATION_TEXT[name] })));
  });

  it('the choices it lists are the ones analyze --set takes', async () => {
    const doc = JSON.parse((await run('interpretations', '--format', 'json')).out) as { interpretations: { name: string; choices: (string | number)[]; default: string | number }[] };
    // The last choice of each: for most, one that is not the default.
    const chosen = Object.fromEntries(doc.interpretations.map((i) => [i.name, i.choices[i.choices.length - 1]]));
    const set = Object.entries(chosen).map(([name, value]) => `${name}=${value}`).join(',');
    const r = await run('analyze', join(MODELS, 'minifig.ldr'), '--format', 'json', '--set', set);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).piece.interpretations).toEqual(chosen);
  });

  it('answers a bad --format with exit 2', async () => {
    expect((await run('interpretations', '--format', 'csv')).code).toBe(2);
    expect((await run('interpretations', 'extra')).code).toBe(2);
  });
});
