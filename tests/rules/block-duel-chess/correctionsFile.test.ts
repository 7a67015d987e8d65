import { describe, expect, it } from 'vitest';
import { editCorrections, parseCorrections } from '../../../src/rules/block-duel-chess/correctionsFile.ts';

const edited = (text: string | undefined, edit: Parameters<typeof editCorrections>[2]) => {
  const r = editCorrections(text, 'c.json', edit);
  if ('error' in r) throw new Error(r.error);
  return { json: JSON.parse(r.text), text: r.text, changes: r.changes };
};

/** A file as a newer brickstats (or a player by hand) might write it. */
const FUTURE = JSON.stringify({
  schema: 'brickstats/corrections@1',
  model: { sha256: 'abc' },
  parts: { '9': { part: '973p01.dat', section: 'core', note: 'the torso', weapon: { kind: 'gun', level: 2, ammo: 3 }, function: 'weapon' } },
  piece: { front: '-z', pose: 'kneeling' },
});

describe('editCorrections', () => {
  it('starts a new file with the schema and the change', () => {
    const r = edited(undefined, { part: { id: '8', name: '3626bp01.dat', section: 'head' } });
    expect(r.json).toEqual({ schema: 'brickstats/corrections@1', parts: { '8': { part: '3626bp01.dat', section: 'head' } } });
    expect(r.changes).toEqual(['part 8 (3626bp01.dat): {"section":"head"}']);
    expect(r.text.endsWith('}\n')).toBe(true);
    expect('error' in parseCorrections(r.text, 'c.json')).toBe(false);
  });

  it('keeps the fields it does not know, at the top, in parts and in the piece', () => {
    const r = edited(FUTURE, { part: { id: '8', name: '3626bp01.dat', section: 'head' }, element: 'Fire' });
    expect(r.json.model).toEqual({ sha256: 'abc' });
    expect(r.json.parts['9']).toEqual(JSON.parse(FUTURE).parts['9']);
    expect(r.json.piece).toEqual({ front: '-z', pose: 'kneeling', element: 'Fire' });
    expect(r.json.parts['8']).toEqual({ part: '3626bp01.dat', section: 'head' });
  });

  it("changes only the named fields of a part's correction", () => {
    const r = edited(FUTURE, { part: { id: '9', name: '973p01.dat', section: 'head' } });
    expect(r.json.parts['9']).toEqual({ ...JSON.parse(FUTURE).parts['9'], section: 'head' });
    // A function other than weapon drops the weapon, but not the rest.
    const s = edited(FUTURE, { part: { id: '9', name: '973p01.dat', function: 'armour' } });
    expect(s.json.parts['9']).toEqual({ part: '973p01.dat', section: 'core', note: 'the torso', function: 'armour' });
  });

  it('removes a correction with clear, keeping the others', () => {
    const r = edited(FUTURE, { part: { id: '9', name: '973p01.dat', clear: true } });
    expect(r.json.parts).toEqual({});
    expect(r.json.model).toEqual({ sha256: 'abc' });
    expect(r.changes).toEqual(['part 9 (973p01.dat): correction removed']);
  });

  it('refuses a damaged file instead of keeping part of it', () => {
    expect(editCorrections('{"schema": "brickstats/corrections@1", "parts": {"8": {"part": "x.dat", "section": "tail"}}}', 'c.json', { front: '+x' })).toEqual({
      error: 'c.json: parts["8"].section must be one of head, core, base',
    });
    expect(editCorrections('{', 'c.json', { front: '+x' })).toMatchObject({ error: expect.stringMatching(/^c\.json: not JSON/) });
  });

  it('treats "__proto__" as a part id like any other, never as the prototype', () => {
    const text = '{"schema": "brickstats/corrections@1", "parts": {"__proto__": {"part": "x.dat", "section": "head"}}}';
    const r = edited(text, { part: { id: '__proto__', name: 'x.dat', section: 'base' } });
    expect(Object.keys(r.json.parts)).toEqual(['__proto__']);
    expect(r.text).toContain('"__proto__": {');
    expect(({} as Record<string, unknown>).section).toBeUndefined();
  });
});

describe('parseCorrections', () => {
  it('reads a part id "__proto__" as an id', () => {
    const parsed = parseCorrections('{"schema": "brickstats/corrections@1", "parts": {"__proto__": {"part": "x.dat", "section": "head"}}}', 'c.json');
    if ('error' in parsed) throw new Error(parsed.error);
    expect(Object.keys(parsed.parts)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(parsed.parts)).toBe(Object.prototype);
  });
});
