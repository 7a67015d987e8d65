import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { partBlocks } from '../../src/ldraw/sources/StudioCustomPartsSource.ts';
import { readStudioIo, STUDIO_IO_PASSWORD } from '../../src/ldraw/studioIo.ts';
import { decodeText } from '../../src/ldraw/decodeText.ts';
import { readZip } from '../../src/ldraw/zip/readZip.ts';
import { join } from 'node:path';
import { cleanDescription } from '../../src/ldraw/cleanDescription.ts';
import { fromBrickLinkTitle } from '../../src/ldraw/sources/fromBrickLinkTitle.ts';
import { hasSharedModels, library, libraryRoot, SHARED_MODELS } from '../support/library.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** The real model2.ldr of the Dalek's .io: every part the model uses, embedded by Studio. */
function dalekModel2(): string {
  const archive = readZip(new Uint8Array(readFileSync(`${SHARED_MODELS}/marek-saji/dalek__dalek.io`)), { password: STUDIO_IO_PASSWORD });
  return decodeText(archive.read('model2.ldr'));
}

describe.runIf(hasSharedModels)("the parts a Studio archive embeds in model2.ldr", () => {
  it('are its 0 FILE blocks of .dat files, by lower-case name, with Studio\'s inherited colour -1 written as LDraw\'s 16', () => {
    const blocks = partBlocks(dalekModel2());
    expect(blocks.has('dalek.io')).toBe(false);
    expect(blocks.get('4073.dat')?.split('\n')[0]).toBe('0 Plate 1 x 1 Round');
    expect(blocks.get('s/43722s01.dat')).toBeDefined();
    const colours = new Set([...blocks.values()].flatMap((b) => b.split('\n').filter((l) => /^[1-5] /.test(l)).map((l) => l.split(/\s+/)[1])));
    expect(colours.has('-1')).toBe(false);
    expect(colours.has('16')).toBe(true);
  });

  it("read Studio's edge colour -2 as LDraw's 24 on edge lines and as the part's own 16 on a stud's cylinder, so no line is dropped", () => {
    const text = dalekModel2();
    // The Dalek's model2.ldr has hundreds of -2 edge lines and a few subfiles (stud cylinders) in -2.
    expect(text.split(/\r?\n/).filter((l) => /^[25]\s+-2\s/.test(l.trim())).length).toBeGreaterThan(100);
    expect(text.split(/\r?\n/).some((l) => /^1\s+-2\s.*4-4cyli\.dat$/i.test(l.trim()))).toBe(true);
    const lines = [...partBlocks(text).values()].flatMap((b) => b.split('\n'));
    expect(lines.some((l) => /^[1-5] -2 /.test(l))).toBe(false);
    expect(lines.some((l) => /^2 24 /.test(l))).toBe(true);
    expect(lines.some((l) => /^1 16 .*4-4cyli\.dat$/i.test(l))).toBe(true);
  });

  it("are titled as LDraw titles them, from Studio's BrickLink-style titles, so the classifier reads them", () => {
    const blocks = partBlocks(dalekModel2());
    const libraryTitle = (part: string) => cleanDescription(readFileSync(join(libraryRoot(), 'parts', part), 'latin1').split('\n')[0]!.replace(/^0\s+/, ''));
    // Studio: "Wedge, Plate 3 x 2 Left", "Tile, Round 2 x 2 with Hole", "Plate, Round 1 x 1 with Open Stud".
    for (const part of ['43723.dat', '43722.dat', '15535.dat', '85861.dat']) {
      expect(cleanDescription(blocks.get(part)!.split('\n')[0]!.replace(/^0\s+/, ''))).toBe(libraryTitle(part));
    }
    expect(fromBrickLinkTitle('Brick, Modified 1 x 1 with Headlight')).toBe('Brick 1 x 1 with Headlight');
    expect(fromBrickLinkTitle('Minifigure, Weapon Gun, Blaster Short')).toBe('Minifig Weapon Gun Blaster Short');
    // LDraw's own titles (Studio keeps them for LDraw's custom parts) stay as they are.
    expect(blocks.get('58367.dat')!.split('\n')[0]).toBe('0 Minifig Hose Nozzle with Side String Hole');
  });

  it('give a part that no library has its geometry, so the build loads whole: no placeholder box', async () => {
    // A part Studio knows and LDraw does not: the Dalek's 1 x 1 round plate under a name no library uses.
    const plate = partBlocks(dalekModel2()).get('4073.dat')!;
    const bytes = zipSync({
      'model.ldr': utf8('0 Studio only\n0 Name: studio-only.ldr\n1 4 0 0 0 1 0 0 0 1 0 0 0 1 studio-only-round-plate.dat\n'),
      'model2.ldr': utf8(`0 FILE studio-only.io\n0 Studio only\n1 5 0 0 0 1 0 0 0 1 0 0 0 1 studio-only-round-plate.dat\n0 NOFILE\n0 FILE studio-only-round-plate.dat\n${plate}0 NOFILE\n`),
    });
    const io = readStudioIo(bytes, 'studio-only.io');
    const loaded = await loadModel(io.text, 'studio-only.ldr', { library: library(), fallback: io.customParts });
    expect(loaded.missing).toEqual([]);
    const model = buildModel(loaded);
    expect(model.parts).toHaveLength(1);
    const part = model.parts[0]!;
    expect(part.missing).toBe(false);
    const size = part.bodyBounds.max.map((v, k) => Math.round(v - part.bodyBounds.min[k]!));
    // A 1 x 1 round plate: 20 LDU across, 8 high (its stud on top).
    expect(size[0]).toBe(20);
    expect(size[2]).toBe(20);
  });

  it("come last: a print the library lacks is read as the library's plain mould, whose title says what it is, not as Studio's copy", async () => {
    const copy = partBlocks(dalekModel2()).get('4073.dat')!.replace('0 Plate, Round 1 x 1', '0 Minifigure, Head with Studio Print');
    const bytes = zipSync({
      'model.ldr': utf8('0 Print\n0 Name: print.ldr\n1 14 0 0 0 1 0 0 0 1 0 0 0 1 3626cpr9999.dat\n'),
      'model2.ldr': utf8(`0 FILE print.io\n1 3 0 0 0 1 0 0 0 1 0 0 0 1 3626cpr9999.dat\n0 NOFILE\n0 FILE 3626cpr9999.dat\n${copy}0 NOFILE\n`),
    });
    const io = readStudioIo(bytes, 'print.io');
    const loaded = await loadModel(io.text, 'print.ldr', { library: library(), fallback: io.customParts });
    expect(loaded.missing.map((m) => m.standIn)).toEqual(['3626c.dat']);
    const part = buildModel(loaded).parts[0]!;
    expect(part.file?.description).toMatch(/^Minifig Head\b/);
  });

  it('past the size limit, model2.ldr is the reason only for the parts it was asked for: a print keeps its plain mould', async () => {
    const copy = partBlocks(dalekModel2()).get('4073.dat')!;
    const model2 = `0 FILE two.io\n0 NOFILE\n0 FILE studio-only-round-plate.dat\n${copy}0 NOFILE\n`;
    const bytes = zipSync({
      'model.ldr': utf8('0 Two\n0 Name: two.ldr\n1 14 0 0 0 1 0 0 0 1 0 0 0 1 3626cpr9999.dat\n1 4 40 0 0 1 0 0 0 1 0 0 0 1 nowhere-part.dat\n'),
      'model2.ldr': utf8(model2),
    });
    // Room for model.ldr, not for model2.ldr.
    const io = readStudioIo(bytes, 'two.io', 1000);
    const loaded = await loadModel(io.text, 'two.ldr', { library: library(), fallback: io.customParts });
    const byName = new Map(loaded.missing.map((m) => [m.name, m]));
    expect(byName.get('3626cpr9999.dat')?.standIn).toBe('3626c.dat');
    expect(byName.get('3626cpr9999.dat')?.why).toBeUndefined();
    expect(byName.get('nowhere-part.dat')?.why).toMatch(/model2\.ldr.*past the 1 MB limit/);
  });
});

