import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildModel, type Model } from '../../src/ldraw/buildModel.ts';
import { decodeModelBytes } from '../../src/ldraw/decodeModelBytes.ts';
import { MAX_PLACED_PARTS } from '../../src/ldraw/flatten.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { PartLibrary } from '../../src/ldraw/PartLibrary.ts';
import { MemorySource } from '../../src/ldraw/sources/MemorySource.ts';
import type { FileSource } from '../../src/ldraw/FileSource.ts';

/** A tiny hand-written library: fast, and with every kind of file the loader meets. */
const LIBRARY = new PartLibrary(
  new MemorySource('fuzz-library', {
    'LDConfig.ldr': [
      '0 LDraw.org Configuration File',
      '0 !COLOUR Black CODE 0 VALUE #1B2A34 EDGE #808080',
      '0 !COLOUR Blue CODE 1 VALUE #1E5AA8 EDGE #333333',
      '0 !COLOUR Red CODE 4 VALUE #B40000 EDGE #333333',
      '0 !COLOUR Trans_Clear CODE 47 VALUE #FCFCFC EDGE #C3C3C3 ALPHA 128',
      '0 !COLOUR Main_Colour CODE 16 VALUE #FFFF80 EDGE #333333',
      '0 !COLOUR Edge_Colour CODE 24 VALUE #7F7F7F EDGE #333333',
    ].join('\n'),
    'parts/3001.dat': [
      '0 Brick  2 x  4',
      '0 Name: 3001.dat',
      '0 !LDRAW_ORG Part UPDATE 2004-01',
      '0 BFC CERTIFY CCW',
      '1 16 0 4 0 1 0 0 0 -5 0 0 0 1 s/3001s01.dat',
      '4 16 -40 24 -20 40 24 -20 40 24 20 -40 24 20',
      '2 24 -40 24 -20 40 24 -20',
      '5 24 -40 0 -20 -40 24 -20 -40 0 20 40 0 -20',
      '1 16 -30 0 -10 1 0 0 0 1 0 0 0 1 stud.dat',
      '1 16 30 0 10 1 0 0 0 1 0 0 0 1 stud.dat',
    ].join('\n'),
    'parts/s/3001s01.dat': ['0 ~Brick  2 x  4 without Front Face', '0 !LDRAW_ORG Subpart', '4 16 -40 0 -20 40 0 -20 40 0 20 -40 0 20', '3 16 0 0 0 1 0 0 0 0 1'].join('\n'),
    'parts/3024.dat': ['0 Plate  1 x  1', '0 !LDRAW_ORG Part', '0 BFC CERTIFY CW', '4 16 -10 8 -10 10 8 -10 10 8 10 -10 8 10', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 stud.dat'].join('\n'),
    'parts/moved.dat': ['0 ~Moved to 3024', '0 !LDRAW_ORG Part', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 3024.dat'].join('\n'),
    'parts/loop.dat': ['0 A part that includes itself', '0 !LDRAW_ORG Part', '3 16 0 0 0 1 0 0 0 0 1', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 loop.dat'].join('\n'),
    'parts/holes.dat': ['0 A part with a missing primitive', '0 !LDRAW_ORG Part', '3 16 0 0 0 1 0 0 0 0 1', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 nosuch-primitive.dat'].join('\n'),
    'p/stud.dat': ['0 Stud', '0 !LDRAW_ORG Primitive', '0 BFC CERTIFY CCW', '3 16 0 0 0 6 0 0 0 -4 0', '2 24 0 0 0 6 0 0'].join('\n'),
    'models/car.ldr': ['0 A library model', '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat'].join('\n'),
  }),
);

const LIBRARY_PARTS = ['3001.dat', '3024.dat', 'moved.dat', 'loop.dat', 'holes.dat', 's/3001s01.dat', 'stud.dat', 'car.ldr', 'PARTS\\3001.DAT', 'parts/3024.dat'];
const MISSING_NAMES = ['nosuch.dat', 'gone.ldr', 'sub dir\\x.dat'];
const ESCAPING_NAMES = ['..\\..\\etc\\passwd', '/etc/passwd', 'C:\\x.dat', '../3001.dat', '\\\\host\\x.dat'];
const BLOCK_NAMES = ['main.ldr', 'a.ldr', 'b.ldr', 'c.ldr', 'Sub Model.ldr', 'custom.dat', 'custom2.dat'];

/** Loads and builds; throws only if the code under test does. */
async function loadAndBuild(text: string, fileName = 'fuzz.ldr', customParts?: FileSource): Promise<Model> {
  const folder = new MemorySource('fuzz-folder', { 'folder.ldr': '0 in the folder\n1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 folder.ldr' });
  return buildModel(await loadModel(text, fileName, { library: LIBRARY, modelFolder: folder, ...(customParts ? { fallback: customParts } : {}) }));
}

/** What every result must satisfy, whatever went in. */
function checkInvariants(model: Model, text: string, modelNames: ReadonlySet<string>): void {
  // A line ends at LF, CRLF or a lone CR (classic Mac files).
  const lineCount = text.split(/\r\n|\r|\n/).length;
  for (const d of model.diagnostics) {
    expect(typeof d.file).toBe('string');
    expect(d.file).not.toBe('');
    expect(Number.isInteger(d.line)).toBe(true);
    expect(d.line).toBeGreaterThanOrEqual(0);
    expect(['error', 'warning', 'info']).toContain(d.severity);
    expect(d.message).not.toBe('');
    // Lines in the model's own text are numbered within it.
    if (modelNames.has(d.file)) expect(d.line).toBeLessThanOrEqual(lineCount);
  }
  for (const m of model.loaded.missing) {
    expect(m.name).not.toBe('');
    expect(m.line).toBeGreaterThanOrEqual(1);
    expect(m.references).toBeGreaterThanOrEqual(1);
  }
  expect(model.parts.length).toBeLessThanOrEqual(MAX_PLACED_PARTS);
  for (const p of model.parts) {
    expect([...p.matrix].every(Number.isFinite)).toBe(true);
    expect(p.line).toBeGreaterThanOrEqual(1);
  }
}

/** FUZZ_RUNS=100000 for a longer hunt; the default keeps the file under ~10 s. */
const RUNS = Number(process.env.FUZZ_RUNS) || 3000;

/** Runs one case; a hang shows up as the test's timeout, not as a timing assertion. */
async function timed<T>(f: () => Promise<T>): Promise<T> {
  return await f();
}

// ---- generators of LDraw text ------------------------------------------------

const num = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -200, max: 200 }).map(String) },
  { weight: 2, arbitrary: fc.double({ min: -1000, max: 1000, noNaN: true }).map((n) => n.toFixed(3)) },
  { weight: 1, arbitrary: fc.constantFrom('NaN', '1e400', '-1e400', 'Infinity', '1e6', '1000001', '0x10', '1.2.3', '-', '.', '1e', '+5', '-0', '00012', '1E2') },
);
const colour = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('16', '24', '4', '1', '0', '47') },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('0x2FF0000', '#2FF0000', '0x3000000', '#zz', '-1', 'red', '16x', '') },
);
const matrix = fc.oneof(
  { weight: 4, arbitrary: fc.constant(['1', '0', '0', '0', '1', '0', '0', '0', '1']) },
  { weight: 1, arbitrary: fc.constant(['-1', '0', '0', '0', '1', '0', '0', '0', '1']) },
  { weight: 1, arbitrary: fc.constant(['0', '0', '0', '0', '0', '0', '0', '0', '0']) },
  { weight: 2, arbitrary: fc.array(num, { minLength: 9, maxLength: 9 }) },
);
const partName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...LIBRARY_PARTS) },
  { weight: 2, arbitrary: fc.constantFrom(...MISSING_NAMES, 'folder.ldr') },
  { weight: 1, arbitrary: fc.constantFrom(...ESCAPING_NAMES, '', '   ', '.', './', 'a/./b.dat') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const typeOne = fc.tuple(colour, num, num, num, matrix, partName).map(([c, x, y, z, m, n]) => ['1', c, x, y, z, ...m, n].join(' '));
const geometry = fc
  .tuple(fc.constantFrom(2, 3, 4, 5), colour, fc.array(num, { minLength: 0, maxLength: 13 }))
  .map(([type, c, ns]) => [String(type), c, ...ns].join(' '));
const meta = fc.constantFrom(
  '0 Untitled',
  '0 Name: x.ldr',
  '0 Author: Fuzz',
  '0 !LDRAW_ORG Part',
  '0 !LDRAW_ORG Unofficial_Model',
  '0 !LDRAW_ORG Part Alias',
  '0 ~Moved to 3001',
  '0 BFC CERTIFY CCW',
  '0 BFC CW',
  '0 BFC INVERTNEXT',
  '0 BFC NOCERTIFY',
  '0 STEP',
  '0 NOFILE',
  '0 FILE',
  '0 FILE ../up.ldr',
  '0 !DATA picture.png',
  '0 !: iVBORw0KGgo=',
  '0 !CATEGORY Brick',
  '0 !KEYWORDS a, b,, c',
  '0 !COLOUR Fuzz_Red CODE 300 VALUE #FF0000 EDGE #000000',
  '0 !COLOUR Broken CODE x VALUE #GG',
  '0 !COLOUR',
  '0 // comment',
);
const junk = fc.oneof(
  fc.constantFrom('7 1 2 3', 'x', '12 16 0 0 0', '11 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat', '-1', '1x 16', '\t', '\uFEFF', '0', '\u00a0 1 16', '1'),
  fc.string({ maxLength: 40 }),
);
const validLine = fc.oneof({ weight: 4, arbitrary: typeOne }, { weight: 2, arbitrary: geometry }, { weight: 2, arbitrary: meta }, { weight: 1, arbitrary: junk });

/** A line, maybe damaged: cut short, a character replaced, odd white space. */
const line = fc
  .tuple(validLine, fc.nat(), fc.constantFrom('none', 'none', 'none', 'cut', 'replace', 'tabs', 'lead', 'trail'), fc.string({ minLength: 1, maxLength: 2 }))
  .map(([l, at, how, ch]) => {
    const i = l.length === 0 ? 0 : at % l.length;
    switch (how) {
      case 'cut': return l.slice(0, i);
      case 'replace': return l.slice(0, i) + ch + l.slice(i + 1);
      case 'tabs': return l.replace(/ /g, '\t');
      case 'lead': return ` \t${l}`;
      case 'trail': return `${l} \t\r`;
      default: return l;
    }
  });

/** A reference from one MPD block to another: cycles and self-references included. */
const blockRef = fc.tuple(colour, fc.constantFrom(...BLOCK_NAMES), fc.constantFrom('', '', 'mirror', 'flat', 'upper')).map(([c, name, how]) => {
  const m = how === 'mirror' ? '-1 0 0 0 1 0 0 0 1' : how === 'flat' ? '0 0 0 0 0 0 0 0 0' : '1 0 0 0 1 0 0 0 1';
  return `1 ${c} 10 -24 0 ${m} ${how === 'upper' ? name.toUpperCase() : name}`;
});

const block = fc.record({
  name: fc.constantFrom(...BLOCK_NAMES),
  // At most 3 references between blocks: deep fan-out is the bomb tests' job, not the fuzzer's.
  refs: fc.array(blockRef, { maxLength: 3 }),
  lines: fc.array(line, { maxLength: 10 }),
  refAt: fc.nat(),
});

const endOfLine = fc.constantFrom('\n', '\r\n');
const mpd = fc
  .record({
    preamble: fc.array(line, { maxLength: 3 }),
    blocks: fc.array(block, { minLength: 1, maxLength: 6 }),
    eol: endOfLine,
    mixedEol: fc.boolean(),
    bom: fc.boolean(),
  })
  .map(({ preamble, blocks, eol, mixedEol, bom }) => {
    const out: string[] = [...preamble];
    for (const b of blocks) {
      out.push(`0 FILE ${b.name}`);
      const at = b.lines.length === 0 ? 0 : b.refAt % (b.lines.length + 1);
      out.push(...b.lines.slice(0, at), ...b.refs, ...b.lines.slice(at));
    }
    const text = mixedEol ? out.map((l, i) => l + (i % 3 === 0 ? '\r\n' : '\n')).join('') : out.join(eol);
    return (bom ? '\uFEFF' : '') + text;
  });
const plain = fc.tuple(fc.array(line, { maxLength: 30 }), endOfLine).map(([lines, eol]) => lines.join(eol));

// ---- properties --------------------------------------------------------------

describe('fuzzing the reader: it never throws, always finishes, and reports sanely', () => {
  it('arbitrary strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 }), fc.string({ unit: 'grapheme-ascii', maxLength: 400 })), async (text) => {
        const model = await timed(() => loadAndBuild(text));
        checkInvariants(model, text, new Set(['fuzz.ldr']));
        const decoded = decodeModelBytes(new TextEncoder().encode(text), 'fuzz.ldr');
        if ('error' in decoded) expect(decoded.error.startsWith('fuzz.ldr')).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('arbitrary bytes, zip-looking ones included', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 600 }),
      fc.uint8Array({ maxLength: 600 }).map((b) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...b])),
      fc.uint8Array({ maxLength: 300 }).map((b) => new Uint8Array([...new TextEncoder().encode('0 model\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n'), ...b])),
    );
    await fc.assert(
      fc.asyncProperty(bytes, async (b) => {
        const decoded = decodeModelBytes(b, 'fuzz.io');
        if ('error' in decoded) {
          expect(decoded.error.startsWith('fuzz.io')).toBe(true);
          expect(decoded.error).not.toContain('\n');
          return;
        }
        const model = await timed(() => loadAndBuild(decoded.text, 'fuzz.io', decoded.customParts));
        checkInvariants(model, decoded.text, new Set(['fuzz.io']));
      }),
      { numRuns: RUNS },
    );
  });

  it('structured LDraw: valid and damaged lines of every type', async () => {
    await fc.assert(
      fc.asyncProperty(plain, async (text) => {
        const model = await timed(() => loadAndBuild(text, 'plain.ldr'));
        checkInvariants(model, text, new Set(['plain.ldr']));
        // Refused references are never looked up, so never listed as missing: every
        // missing name is a normalised path that stays inside its folder.
        for (const m of model.loaded.missing) expect(m.name).not.toMatch(/(^|\/)\.{1,2}(\/|$)|^\/|^[a-z]:|\\|\/\/|[A-Z]/);
      }),
      { numRuns: RUNS },
    );
  });

  it('structured MPD: random blocks referencing each other, cycles included', async () => {
    await fc.assert(
      fc.asyncProperty(mpd, async (text) => {
        const model = await timed(() => loadAndBuild(text, 'fuzz.mpd'));
        checkInvariants(model, text, new Set(['fuzz.mpd', ...BLOCK_NAMES]));
        // A reference cycle among the blocks is always reported, never followed forever.
        const names = new Set([...model.loaded.blockNames.map((n) => n.toLowerCase()), 'folder.ldr', 'car.ldr']);
        for (const p of model.parts) {
          const path = p.submodel.map((s) => s.toLowerCase());
          expect(new Set(path).size).toBe(path.length);
          for (const s of path) expect(names.has(s)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
  it('Studio archives: a generated model.ldr and custom parts, whole or damaged', async () => {
    const utf8 = (t: string) => new TextEncoder().encode(t);
    const archive = fc
      .record({
        model: fc.oneof(mpd, plain),
        custom: fc.array(fc.tuple(fc.constantFrom('CustomParts/nosuch.dat', 'CustomParts/gone.ldr', 'CustomParts/s/x.dat', 'CustomParts/p/stud.dat', 'CustomParts/../evil.dat'), plain), { maxLength: 3 }),
        damage: fc.option(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.boolean())),
      })
      .map(({ model, custom, damage }) => {
        const bytes = zipSync({ 'model.ldr': utf8(model), ...Object.fromEntries(custom.map(([name, text]) => [name, utf8(text)])) });
        if (!damage) return bytes;
        const [at, value, cut] = damage;
        if (cut) return bytes.subarray(0, at % bytes.length);
        const copy = bytes.slice();
        copy[at % copy.length] = value;
        return copy;
      });
    await fc.assert(
      fc.asyncProperty(archive, async (bytes) => {
        const decoded = decodeModelBytes(bytes, 'fuzz.io');
        if ('error' in decoded) {
          expect(decoded.error.startsWith('fuzz.io')).toBe(true);
          return;
        }
        const model = await timed(() => loadAndBuild(decoded.text, 'fuzz.io', decoded.customParts));
        checkInvariants(model, decoded.text, new Set(['fuzz.io', ...BLOCK_NAMES]));
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
