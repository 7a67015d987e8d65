import { describe, expect, it } from 'vitest';
import type { FileSource } from '../../src/ldraw/FileSource.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { plainMould } from '../../src/ldraw/plainMould.ts';
import { PartLibrary } from '../../src/ldraw/PartLibrary.ts';
import { library } from '../support/library.ts';

const ref = (name: string) => `1 16 0 0 0 1 0 0 0 1 0 0 0 1 ${name}\n`;

/** A library whose answers wait until released: shows which names are asked for before any answer came back. */
function heldLibrary(files: Record<string, string>): { source: FileSource; asked: string[]; release(): void } {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const source: FileSource = {
    label: 'held',
    read(path) {
      if (path === 'ldconfig.ldr') return undefined;
      asked.push(path);
      const text = files[path];
      return new Promise((done) => waiting.push(() => done(text === undefined ? undefined : new TextEncoder().encode(text))));
    },
  };
  return {
    source,
    asked,
    release: () => {
      for (const w of waiting.splice(0)) w();
    },
  };
}

describe('loadModel', () => {
  it('asks for the parts of every submodel, at any depth, in its first round', async () => {
    const mpd = `0 FILE main.ldr\n${ref('wing.ldr')}${ref('3001.dat')}0 FILE wing.ldr\n${ref('gun.ldr')}${ref('3023.dat')}0 FILE gun.ldr\n${ref('4589.dat')}`;
    const held = heldLibrary({ 'parts/3001.dat': '0 Brick\n', 'parts/3023.dat': '0 Plate\n', 'parts/4589.dat': '0 Cone\n' });
    const loading = loadModel(mpd, 'ship.mpd', { library: new PartLibrary(held.source) });
    // Let every pending step run; nothing has been answered yet.
    for (let i = 0; i < 20; i++) await new Promise((done) => setImmediate(done));
    expect(held.asked.filter((p) => p.startsWith('parts/')).sort()).toEqual(['parts/3001.dat', 'parts/3023.dat', 'parts/4589.dat']);
    held.release();
    const loaded = await loading;
    expect(loaded.missing).toEqual([]);
    expect([...loaded.files.keys()].sort()).toEqual(['3001.dat', '3023.dat', '4589.dat', 'gun.ldr', 'main.ldr', 'wing.ldr']);
  });
});

describe('parts copied into an MPD under their bare number', () => {
  const copied = `0 FILE main.ldr\n${ref('31066 - 3626cp80.dat')}${ref('3001.dat')}0 FILE 31066 - 3626cp80.dat\n0 3626cp80\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n0 FILE 3001.dat\n0 7777\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n`;

  it("take the library's description of that number (a copied minifig head is still a head); the copy's own geometry stays", async () => {
    const loaded = await loadModel(copied, 'rover.mpd', { library: library() });
    const head = loaded.files.get('31066 - 3626cp80.dat')!;
    expect(head.file.description).toMatch(/^Minifig Head\b/);
    expect(head.file.triangles.length).toBeGreaterThan(0);
    expect(head.origin).toBe('mpd');
  });

  it("take it where the exporter put the set's name before the number, in the description and the file's name alike", async () => {
    const text = `0 FILE main.ldr\n${ref('21321 - International Space Station - 90398p01.dat')}${ref('21321 - Station - 3001.dat')}0 FILE 21321 - International Space Station - 90398p01.dat\n0 International Space Station - 90398p01\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n0 FILE 21321 - Station - 3001.dat\n0 Station - 3003\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n`;
    const loaded = await loadModel(text, 'iss.mpd', { library: library() });
    expect(loaded.files.get('21321 - international space station - 90398p01.dat')!.file.description).toBe('Minifig Statuette with Astronaut Pattern');
    // (A number in the description that is not the file's own names nothing.)
    expect(loaded.files.get('21321 - station - 3001.dat')!.file.description).toBe('Station - 3003');
  });

  it('take it from the file\'s name where the description is prose naming no number (an archive that rewrote the titles)', async () => {
    const text = `0 FILE main.ldr\n${ref('6761 - 2359p04.dat')}0 FILE 6761 - 2359p04.dat\n0 A decorated 32x32 road baseplate with a curved 7-stud road, rocks, and ruts pattern in tan and dark tan.\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n`;
    const loaded = await loadModel(text, 'hideout.mpd', { library: library() });
    expect(loaded.files.get('6761 - 2359p04.dat')!.file.description).toMatch(/^Baseplate 32 x 32 Road\b/);
  });

  it("take the plain mould's where the library lacks the print the file is named after (the 6919 pilot's head)", async () => {
    const text = `0 FILE main.ldr\n${ref('6919 - 3626bp52.dat')}0 FILE 6919 - 3626bp52.dat\n0 Minifig head primitive built from a half cylinder with conditional lines.\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n`;
    const loaded = await loadModel(text, 'prowler.mpd', { library: library() });
    expect(await library().resolve('3626bp52.dat')).toBeNull();
    expect(loaded.files.get('6919 - 3626bp52.dat')!.file.description).toMatch(/^Minifig Head\b/);
  });

  it("take the first formed shape's where the library has the part only formed (the 7121 swamp's clam)", async () => {
    const text = `0 FILE main.ldr\n${ref('7121 - 30218.dat')}0 FILE 7121 - 30218.dat\n0 A clam animal model converted from STL geometry.\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n`;
    const loaded = await loadModel(text, 'swamp.mpd', { library: library() });
    expect(await library().resolve('30218.dat')).toBeNull();
    expect(loaded.files.get('7121 - 30218.dat')!.file.description).toMatch(/^Animal Clam\b/);
  });

  it('ask the library nothing where a packed file carries each part under its own title (no sentence)', async () => {
    const text = `0 FILE main.ldr\n${ref('3001.dat')}0 FILE 3001.dat\n0 Brick  2 x  4\n0 !LDRAW_ORG Unofficial_Part\n3 16 0 0 0 1 0 0 0 1 0\n`;
    const asked: string[] = [];
    const source: FileSource = { label: 'counting', read: (path) => (path === 'ldconfig.ldr' ? undefined : (asked.push(path), undefined)) };
    const loaded = await loadModel(text, 'packed.mpd', { library: new PartLibrary(source) });
    expect(loaded.files.get('3001.dat')!.file.description).toBe('Brick  2 x  4');
    expect(asked).toEqual([]);
  });

  it('keep a bare number the library does not know', async () => {
    const loaded = await loadModel(copied, 'rover.mpd', { library: library() });
    expect(loaded.files.get('3001.dat')!.file.description).toBe('7777');
  });
});

describe('a print the library lacks', () => {
  it('names its plain mould by LDraw\'s "p" suffix, and nothing for a name without one', () => {
    expect(plainMould('3626bpx395.dat')).toBe('3626b.dat');
    expect(plainMould('970c00px50.dat')).toBe('970c00.dat');
    expect(plainMould('3626cpr0001.dat')).toBe('3626c.dat');
    expect(plainMould('973p40.dat')).toBe('973.dat');
    expect(plainMould('3001.dat')).toBeUndefined();
    expect(plainMould('3794b.dat')).toBeUndefined();
    expect(plainMould('s/3626bs01.dat')).toBeUndefined();
  });

  it('is drawn and read as its plain mould, in the same round, and still listed as missing with the mould that stands in', async () => {
    const text = `0 Figure\n${ref('3626bpx99999.dat')}${ref('973pzz9999.dat')}${ref('3001q.dat')}`;
    const loaded = await loadModel(text, 'figure.ldr', { library: library() });
    const byName = new Map(loaded.missing.map((m) => [m.name, m]));
    expect(byName.get('3626bpx99999.dat')?.standIn).toBe('3626b.dat');
    expect(byName.get('973pzz9999.dat')?.standIn).toBe('973.dat');
    expect(byName.get('3001q.dat')?.standIn).toBeUndefined();
    expect(loaded.files.get('3626bpx99999.dat')!.file.description).toMatch(/^Minifig Head\b/);
    expect(loaded.files.get('973pzz9999.dat')!.file.description).toMatch(/^Minifig Torso\b/);
    expect(loaded.files.has('3001q.dat')).toBe(false);
  });
});
