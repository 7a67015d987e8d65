import { describe, expect, it } from 'vitest';
import { buildModel, type Model } from '../../src/ldraw/buildModel.ts';
import { decodeModelBytes } from '../../src/ldraw/decodeModelBytes.ts';
import { decodeText } from '../../src/ldraw/decodeText.ts';
import type { Diagnostic } from '../../src/ldraw/Diagnostic.ts';
import type { FileSource } from '../../src/ldraw/FileSource.ts';
import { MAX_MODEL_DEPTH, MAX_PLACED_PARTS, MAX_SUBMODEL_INSTANCES } from '../../src/ldraw/flatten.ts';
import { loadModel, MAX_DIAGNOSTICS, MAX_DIAGNOSTICS_PER_FILE, type LoadOptions } from '../../src/ldraw/loadModel.ts';
import { PartLibrary } from '../../src/ldraw/PartLibrary.ts';
import { MemorySource } from '../../src/ldraw/sources/MemorySource.ts';
import { library, libraryRoot } from '../support/library.ts';
import { FsSource } from '../../src/cli/FsSource.ts';

const ID = '1 0 0 0 1 0 0 0 1';
/** A type-1 line placing `name` at x. */
const place = (name: string, colour = 4, x = 0) => `1 ${colour} ${x} 0 0 ${ID} ${name}`;

async function build(text: string, name = 'test.ldr', options: LoadOptions = {}): Promise<Model> {
  return buildModel(await loadModel(text, name, { library: library(), ...options }));
}

/** The diagnostics reported at file:line. */
const at = (model: Model, file: string, line: number): Diagnostic[] => model.diagnostics.filter((d) => d.file === file && d.line === line);
const problems = (model: Model) => model.diagnostics.filter((d) => d.severity !== 'info');

describe('malformed and short lines: skipped with a diagnostic naming file and line', () => {
  it.each([
    ['type 1 with 3 of its 12 numbers', '1 16 0 0 0', 1],
    ['type 1 with no file name', `1 16 0 0 0 ${ID}`, 1],
    ['type 1 with a word for a colour', `1 red 0 0 0 ${ID} 3001.dat`, 1],
    ['type 1 with a letter among the numbers', `1 16 0 0 0 1 0 x 0 1 0 0 0 1 3001.dat`, 1],
    ['type 1 alone', '1', 1],
    ['type 2 with 5 numbers', '2 24 0 0 0 1 1', 2],
    ['type 2 alone', '2', 2],
    ['type 3 with 8 numbers', '3 16 0 0 0 1 0 0 0 1', 3],
    ['type 4 with 11 numbers', '4 16 0 0 0 1 0 0 1 1 0 0 1', 4],
    ['type 4 with a word', '4 16 0 0 0 1 0 0 1 one 0 0 1 0', 4],
    ['type 5 with 7 numbers', '5 24 0 0 0 1 0 0 1', 5],
    ['type 5 with a bad hex colour', '5 #zz 0 0 0 1 0 0 1 0 0 0 1 0', 5],
  ])('%s', async (_, bad, type) => {
    const model = await build(['0 bad lines', place('3001.dat', 4, 0), bad, place('3001.dat', 1, 40)].join('\n'));
    const found = at(model, 'test.ldr', 3);
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe('warning');
    expect(found[0]!.message).toContain(`line type ${type}`);
    expect(found[0]!.message).toContain('skipped');
    // The good lines around it are still read.
    expect(model.parts.map((p) => [p.part, p.line, p.colour])).toEqual([
      ['3001.dat', 2, 4],
      ['3001.dat', 4, 1],
    ]);
  });

  it('a bad line in an MPD submodel names the block and its line in the whole file', async () => {
    const text = ['0 FILE main.ldr', place('sub.ldr', 16), '0 FILE sub.ldr', '0 the sub', place('3001.dat'), '1 16 0 0 0 1 0 0'].join('\n');
    const model = await build(text, 'model.mpd');
    expect(at(model, 'sub.ldr', 6)).toHaveLength(1);
    expect(at(model, 'sub.ldr', 6)[0]!.message).toContain('line type 1');
    expect(model.parts).toHaveLength(1);
  });
});

describe('unusable numbers: the line is skipped with a diagnostic', () => {
  it.each([
    ['NaN', `1 16 NaN 0 0 ${ID} 3001.dat`],
    ['Infinity', `1 16 0 Infinity 0 ${ID} 3001.dat`],
    ['1e400 in the matrix', '1 16 0 0 0 1 0 0 0 1e400 0 0 0 1 3001.dat'],
    ['-1e400 as a coordinate', `1 16 -1e400 0 0 ${ID} 3001.dat`],
    ['a huge coordinate', `1 16 123456789012 0 0 ${ID} 3001.dat`],
    ['a huge last matrix entry', '1 16 0 0 0 1 0 0 0 1 0 0 0 99999999 3001.dat'],
    ['a hex coordinate', `1 16 0x10 0 0 ${ID} 3001.dat`],
    ['two dots', `1 16 1.2.3 0 0 ${ID} 3001.dat`],
    ['a huge triangle vertex', '3 16 0 0 0 1e400 0 0 0 0 1'],
    ['a NaN edge end', '2 24 0 0 0 NaN 0 0'],
  ])('%s', async (_, bad) => {
    const model = await build(['0 numbers', bad, place('3003.dat')].join('\n'));
    const found = at(model, 'test.ldr', 2);
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe('warning');
    expect(found[0]!.message).toMatch(/^line type [1-5] .*skipped$/);
    expect(model.parts.map((p) => p.line)).toEqual([3]);
    for (const p of model.parts) expect([...p.matrix].every(Number.isFinite)).toBe(true);
  });

  it('names the token that is not a number', async () => {
    const model = await build(`0 x\n1 16 0 0 NaN ${ID} 3001.dat`);
    expect(at(model, 'test.ldr', 2)[0]!.message).toContain('"NaN"');
  });
});

describe('singular matrices', () => {
  it('warn and keep the part', async () => {
    const model = await build(['0 flat', '1 4 0 0 0 0 0 0 0 0 0 0 0 0 3001.dat', '1 4 0 0 0 1 0 0 0 0 0 0 0 1 3003.dat'].join('\n'));
    expect(model.parts.map((p) => p.part)).toEqual(['3001.dat', '3003.dat']);
    for (const line of [2, 3]) {
      const found = at(model, 'test.ldr', line);
      expect(found).toHaveLength(1);
      expect(found[0]!.severity).toBe('warning');
      expect(found[0]!.message).toContain('singular');
    }
  });

  it('a singular submodel placement warns at the line that places the part', async () => {
    const text = ['0 FILE main.ldr', '1 16 0 0 0 0 0 0 0 0 0 0 0 0 sub.ldr', '0 FILE sub.ldr', place('3001.dat')].join('\n');
    const model = await build(text, 'model.mpd');
    expect(model.parts).toHaveLength(1);
    expect(at(model, 'sub.ldr', 4).map((d) => d.message).join()).toContain('singular');
  });
});

describe('unknown line types', () => {
  it.each([
    ['7', '7 16 0 0 0'],
    ['x', 'x'],
    ['12', '12 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat'],
    ['-1', `-1 16 0 0 0 ${ID} 3001.dat`],
    ['1x', `1x 16 0 0 0 ${ID} 3001.dat`],
    ['hello', 'hello world'],
  ])('"%s" is skipped with a warning at its line', async (type, bad) => {
    const model = await build(['0 unknown types', bad, place('3001.dat')].join('\n'));
    const found = at(model, 'test.ldr', 2);
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe('warning');
    expect(found[0]!.message).toContain(`unknown line type "${type}"`);
    expect(model.parts.map((p) => p.line)).toEqual([3]);
  });
});

describe('type-11 lines (BrickLink Studio)', () => {
  it('are skipped with an info diagnostic, the first at its line', async () => {
    const text = ['0 studio', `11 16 0 0 0 ${ID} 3001.dat`, place('3003.dat'), `11 16 20 0 0 ${ID} 3001.dat`].join('\n');
    const model = await build(text);
    expect(model.parts.map((p) => p.part)).toEqual(['3003.dat']);
    const first = at(model, 'test.ldr', 2);
    expect(first).toHaveLength(1);
    expect(first[0]!.severity).toBe('info');
    expect(first[0]!.message).toContain('type-11');
    expect(problems(model)).toEqual([]);
  });
});

describe('sub-file cycles terminate with an error diagnostic', () => {
  it('A uses B uses A in an MPD', async () => {
    const text = ['0 FILE a.ldr', place('b.ldr', 16), '0 FILE b.ldr', place('3001.dat'), place('a.ldr', 16)].join('\n');
    const model = await build(text, 'cycle.mpd');
    const cycle = model.diagnostics.filter((d) => d.message.includes('cycle'));
    expect(cycle).toHaveLength(1);
    expect(cycle[0]!.severity).toBe('error');
    // It names the line that closes the cycle.
    expect(cycle[0]!.file).toBe('b.ldr');
    expect(cycle[0]!.line).toBe(5);
    expect(model.parts.map((p) => p.part)).toEqual(['3001.dat']);
  });

  it('a submodel that uses itself', async () => {
    const text = ['0 FILE a.ldr', place('3001.dat'), place('a.ldr', 16)].join('\n');
    const model = await build(text, 'self.mpd');
    const cycle = model.diagnostics.filter((d) => d.message.includes('cycle'));
    expect(cycle.map((d) => [d.severity, d.file, d.line])).toEqual([['error', 'a.ldr', 3]]);
    expect(model.parts).toHaveLength(1);
  });

  it('A uses B uses A across files of the model folder', async () => {
    const a = ['0 A', place('b.ldr', 16), place('3001.dat')].join('\n');
    const folder = new MemorySource('folder', { 'a.ldr': a, 'b.ldr': ['0 B', place('a.ldr', 16), place('3003.dat')].join('\n') });
    const model = await build(a, 'a.ldr', { modelFolder: folder });
    const cycle = model.diagnostics.filter((d) => d.message.includes('cycle'));
    expect(cycle.length).toBeGreaterThanOrEqual(1);
    expect(cycle.every((d) => d.severity === 'error' && d.line > 0)).toBe(true);
    expect(model.parts.length).toBeLessThan(10);
    expect(model.parts.map((p) => p.part)).toContain('3003.dat');
  });
});

describe('absurd structures are bounded', () => {
  it(`a chain of 500 MPD submodels stops at depth ${MAX_MODEL_DEPTH}`, async () => {
    const lines: string[] = [];
    for (let i = 0; i < 500; i++) lines.push(`0 FILE m${i}.ldr`, place(`m${i + 1}.ldr`, 16));
    lines.push('0 FILE m500.ldr', place('3001.dat'));
    const model = await build(lines.join('\n'), 'deep.mpd');
    const depth = model.diagnostics.filter((d) => d.message.includes(`deeper than ${MAX_MODEL_DEPTH}`));
    expect(depth).toHaveLength(1);
    expect(depth[0]!.severity).toBe('error');
    expect(depth[0]!.line).toBeGreaterThan(0);
    expect(model.parts).toEqual([]);
  });

  it('a reference bomb (10 submodels each using the next 10 times) stops at the placed-part cap and is refused', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 10; i++) {
      lines.push(`0 FILE s${i}.ldr`);
      for (let k = 0; k < 10; k++) lines.push(i < 9 ? place(`s${i + 1}.ldr`, 16, k * 20) : place('3024.dat', 4, k * 20));
    }
    const model = await build(lines.join('\n'), 'bomb.mpd');
    // Refused whole: no geometry is built for the first 200,000 (it was, and analyzing them took a minute).
    expect(model.parts).toEqual([]);
    expect(model.overBudget).toBe(`more than ${MAX_PLACED_PARTS} placed parts (a reference bomb?)`);
    const cap = model.diagnostics.filter((d) => d.message.includes(`more than ${MAX_PLACED_PARTS} placed parts`));
    expect(cap).toHaveLength(1);
    expect(cap[0]!.severity).toBe('error');
  }, 60_000);

  it('a reference bomb whose innermost submodel is empty stops at the instance cap', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 10; i++) {
      lines.push(`0 FILE s${i}.ldr`);
      for (let k = 0; k < 10; k++) lines.push(place(`s${i + 1}.ldr`, 16, k * 20));
    }
    lines.push('0 FILE s10.ldr', '0 nothing here');
    const model = await build(lines.join('\n'), 'emptybomb.mpd');
    expect(model.parts).toEqual([]);
    expect(model.overBudget).toBe(`more than ${MAX_SUBMODEL_INSTANCES} submodel instances (a reference bomb?)`);
    const cap = model.diagnostics.filter((d) => d.message.includes(`more than ${MAX_SUBMODEL_INSTANCES} submodel instances`));
    expect(cap).toHaveLength(1);
    expect(cap[0]!.severity).toBe('error');
  }, 60_000);

  it('scales that overflow through nested submodels: skipped with an error, never a NaN position', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 60; i++) lines.push(`0 FILE m${i}.ldr`, `1 16 0 0 0 1000000 0 0 0 1000000 0 0 0 1000000 m${i + 1}.ldr`);
    lines.push('0 FILE m60.ldr', place('3001.dat', 4, 10));
    const model = await build(lines.join('\n'), 'huge.mpd');
    expect(model.parts).toEqual([]);
    expect(model.bounds).toBeUndefined();
    const range = model.diagnostics.filter((d) => d.message.includes('out of range'));
    expect(range).toHaveLength(1);
    expect(range[0]).toMatchObject({ severity: 'error', file: expect.stringMatching(/^m\d+\.ldr$/) });
    expect(range[0]!.line).toBeGreaterThan(0);
  });

  it('a file of 200 000 bad lines keeps a bounded number of diagnostics and says how many were left out', async () => {
    const text = '0 junk\n' + '7\n'.repeat(200_000);
    const loaded = await loadModel(text, 'junk.ldr');
    expect(loaded.diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS_PER_FILE + 1);
    expect(loaded.diagnostics[0]).toMatchObject({ file: 'junk.ldr', line: 2, severity: 'warning' });
    expect(loaded.diagnostics.at(-1)!.message).toContain(`${200_000 - MAX_DIAGNOSTICS_PER_FILE} more problems`);
  });

  it('many bad files keep at most the overall number of diagnostics', async () => {
    const lines = ['0 FILE main.ldr'];
    for (let i = 0; i < 30; i++) lines.push(place(`b${i}.ldr`, 16));
    for (let i = 0; i < 30; i++) lines.push(`0 FILE b${i}.ldr`, ...Array.from({ length: 600 }, () => 'x'));
    const loaded = await loadModel(lines.join('\n'), 'many.mpd');
    expect(loaded.diagnostics.length).toBe(MAX_DIAGNOSTICS + 1);
    expect(loaded.diagnostics.at(-1)!.message).toBe(`${30 * 600 - MAX_DIAGNOSTICS} more diagnostics not listed`);
  });
});

describe('missing sub-files', () => {
  it('are listed in `missing` with the file and line of the first reference', async () => {
    const text = ['0 FILE main.ldr', place('sub.ldr', 16), place('nosuch.dat', 4, 40), '0 FILE sub.ldr', '0 sub', place('3001.dat'), place('NoSuch.DAT')].join('\n');
    const model = await build(text, 'model.mpd');
    expect(model.loaded.missing).toEqual([{ name: 'nosuch.dat', file: 'main.ldr', line: 3, references: 2 }]);
    const missing = model.parts.filter((p) => p.missing);
    expect(missing.map((p) => [p.part, p.sourceFile, p.line])).toEqual([
      ['nosuch.dat', 'sub.ldr', 7],
      ['nosuch.dat', 'main.ldr', 3],
    ]);
    expect(model.parts.filter((p) => !p.missing).map((p) => p.part)).toEqual(['3001.dat']);
  });

  it('a missing submodel of a plain LDR is missing too', async () => {
    const model = await build(['0 x', place('gone.ldr', 16)].join('\n'));
    expect(model.loaded.missing).toEqual([{ name: 'gone.ldr', file: 'test.ldr', line: 2, references: 1 }]);
  });
});

describe('empty input', () => {
  it.each([
    ['an empty text', ''],
    ['only white space', ' \n\t\r\n\n'],
    ['only a BOM', '\uFEFF'],
    ['only comments', '0 nothing\n0 // at all\n'],
    ['an MPD with an empty main block', '0 FILE main.ldr\n'],
  ])('%s gives no parts and no errors', async (_, text) => {
    const model = await build(text, 'empty.ldr');
    expect(model.parts).toEqual([]);
    expect(model.loaded.missing).toEqual([]);
    expect(model.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(model.bounds).toBeUndefined();
  });

  it('empty bytes are refused by decodeModelBytes, naming the file', () => {
    expect(decodeModelBytes(new Uint8Array(0), 'empty.ldr')).toEqual({ error: 'empty.ldr: the file is empty' });
  });
});

/** Records every path asked for; serves a real folder, or nothing. */
class SpySource implements FileSource {
  readonly requested: string[] = [];
  private readonly inner: FsSource | undefined;
  constructor(readonly label: string, root?: string) {
    this.inner = root === undefined ? undefined : new FsSource(root);
  }
  read(path: string): Uint8Array | undefined {
    this.requested.push(path);
    return this.inner?.read(path);
  }
}

describe('references that would leave the model and library folders', () => {
  const escapes = ['..\\..\\etc\\passwd', '/etc/passwd', 'C:\\x.dat', 'c:x.dat', '\\\\server\\share\\x.dat', 'parts/../../x.dat', 's\\..\\..\\..\\etc\\passwd', '../3001.dat'];

  it.each(escapes)('%s is refused with an error and never read', async (name) => {
    const libSpy = new SpySource('library', libraryRoot());
    const folderSpy = new SpySource('folder');
    const text = ['0 escape', `1 16 0 0 0 ${ID} ${name}`, place('3001.dat')].join('\n');
    const model = buildModel(await loadModel(text, 'evil.ldr', { library: new PartLibrary(libSpy), modelFolder: folderSpy }));
    const found = at(model, 'evil.ldr', 2);
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe('error');
    expect(found[0]!.message).toContain(name);
    expect(found[0]!.message).toContain('refused');
    expect(model.parts.map((p) => p.part)).toEqual(['3001.dat']);
    expect(model.loaded.missing).toEqual([]);
    const requested = [...libSpy.requested, ...folderSpy.requested];
    expect(requested.length).toBeGreaterThan(0);
    for (const path of requested) {
      expect(path).not.toMatch(/^[/\\]|^[a-z]:|(^|\/)\.\.(\/|$)|\\|passwd|x\.dat/i);
    }
    expect(folderSpy.requested).toContain('3001.dat');
    for (const path of libSpy.requested) expect(path).toMatch(/^(ldconfig\.ldr|(parts|p|models)\/[a-z0-9_.\/-]+)$/);
  });

  it('an MPD block named with .. is ignored and a reference to it refused', async () => {
    const spy = new SpySource('folder', libraryRoot());
    const text = ['0 FILE main.ldr', place('../evil.ldr', 16), place('3001.dat'), '0 FILE ../evil.ldr', place('3003.dat')].join('\n');
    const model = await build(text, 'model.mpd', { modelFolder: spy });
    expect(model.parts.map((p) => p.part)).toEqual(['3001.dat']);
    expect(at(model, 'model.mpd', 4).map((d) => d.message).join()).toContain('unusable name');
    expect(at(model, 'main.ldr', 2).map((d) => d.severity)).toEqual(['error']);
    expect(spy.requested.every((p) => !p.includes('evil'))).toBe(true);
  });
});

describe('line endings, BOM, tabs and encodings', () => {
  const expectThreeBricks = (model: Model) => {
    expect(model.parts.map((p) => [p.part, p.colour, p.matrix[0]])).toEqual([
      ['3001.dat', 4, 0],
      ['3001.dat', 1, 20],
      ['3001.dat', 2, 40],
    ]);
    expect(problems(model)).toEqual([]);
  };

  it('a mix of CRLF and LF, a BOM and tabs between fields', async () => {
    const text = `\uFEFF0 Mixed\r\n1\t4\t0 0 0\t${ID}\t3001.dat\r\n1 1 20 0 0 ${ID} 3001.dat\n \t1 2 40 0 0 ${ID} 3001.dat  \r\n`;
    expectThreeBricks(await build(text));
  });

  it('a CRLF MPD keeps no \\r in names', async () => {
    const text = ['\uFEFF0 FILE Main.ldr', place('Sub Model.ldr', 16), '0 FILE Sub Model.ldr', place('3001.dat'), place('3001.dat', 1, 20), place('3001.dat', 2, 40), ''].join('\r\n');
    const model = await build(text, 'model.mpd');
    expectThreeBricks(model);
    expect(model.parts[0]!.submodel).toEqual(['Sub Model.ldr']);
    expect(model.loaded.blockNames).toEqual(['Main.ldr', 'Sub Model.ldr']);
  });

  it('Latin-1 bytes decode to the same characters', async () => {
    const latin1 = Uint8Array.from([...'0 Modell f\xfcr Gr\xfc\xdfe\n'].map((c) => c.charCodeAt(0)));
    const body = new TextEncoder().encode(`${place('3001.dat')}\n`);
    const bytes = new Uint8Array([...latin1, ...body]);
    const text = decodeText(bytes);
    expect(text.startsWith('0 Modell für Grüße\n')).toBe(true);
    const decoded = decodeModelBytes(bytes, 'latin.ldr');
    expect(decoded).toEqual({ text });
    const model = await build(text, 'latin.ldr');
    expect(model.loaded.main.description).toBe('Modell für Grüße');
    expect(model.parts).toHaveLength(1);
  });

  it('UTF-8 with a BOM decodes without the BOM', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`0 Größe 2×4\r\n${place('3001.dat')}\r\n`)]);
    const text = decodeText(bytes);
    expect(text.charCodeAt(0)).toBe(0x30);
    const model = await build(text);
    expect(model.loaded.main.description).toBe('Größe 2×4');
    expect(model.parts).toHaveLength(1);
  });
});
