import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { hasSharedModels, library, libraryRoot, SHARED_MODELS } from '../support/library.ts';

/**
 * Parts these files reference that the 2022-06 library genuinely lacks (checked
 * by hand): newer parts, and the TARDIS submodels the collector did not keep.
 * A newer library has some of them: those it has must load.
 */
const GENUINELY_ABSENT: Record<string, readonly string[]> = {
  'marek-saji/skipper__skipper.ldr': ['303226.dat'], // in the library since 2023
  'marek-saji/tardis__99-tardis.ldr': ['01-back.ldr', '02-console.ldr', '03-right.ldr', '04-left.ldr', '05-roof.ldr'],
  'misc-small/bricksmith__indy_figure.ldr': ['3626bpx395.dat', '970c00px50.dat'],
  // Studio's LDraw export leaves out the custom parts that the .io archive carries.
  'brickhub-tests/studio_texmaps1.ldr': [
    'studio_test_1_1_checker.dat', 'studio_test_1_2_checker.dat', 'studio_test_1_1_plate_checker.dat', 'studio_test_1_2_5_checker.dat',
    'studio_test_1_8_checker.dat', 'studio_test_1_8_tile_checker.dat', 'studio_test_1_1_tile.dat', 'studio_test_2_1_slope.dat',
    'studio_test_2_2_2_slope.dat', 'studio_test_2_2_slope_inverted.dat', 'studio_test_4_2_slope.dat', 'studio_test_dish_4_4.dat',
    'studio_test_2_4_checker_dual.dat',
  ],
};

function modelFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...modelFiles(path));
    else if (/\.(ldr|mpd|io)$/i.test(name)) out.push(path);
  }
  return out.sort();
}

async function load(path: string) {
  return (await loadBuild(path, library())).model;
}

/**
 * Counts leaf part placements straight from the text, sharing no code with
 * the reader: a FILE block whose header says Model is a submodel, a missing
 * block or any other type is a leaf; the text before the first FILE is the main model.
 */
function countLeavesIndependently(text: string): number {
  const chunks = text.split(/^0 FILE /m);
  const blocks = new Map<string, string>();
  for (const chunk of chunks.slice(1)) {
    const nl = chunk.indexOf('\n');
    blocks.set(chunk.slice(0, nl).trim().toLowerCase().replace(/\\/g, '/'), chunk.slice(nl + 1));
  }
  const isModel = (body: string) => /^0 !LDRAW_ORG (Unofficial_)?Model\b/m.test(body);
  const memo = new Map<string, number>();
  const count = (body: string): number => {
    let n = 0;
    for (const m of body.matchAll(/^1(?:\s+\S+){13}\s+(.+?)\s*$/gm)) {
      const name = m[1]!.toLowerCase().replace(/\\/g, '/');
      const sub = blocks.get(name);
      if (sub !== undefined && isModel(sub)) {
        if (!memo.has(name)) memo.set(name, count(sub));
        n += memo.get(name)!;
      } else n += 1;
    }
    return n;
  };
  return count(chunks[0]!);
}

describe.runIf(hasSharedModels)('real models in ../shared/models', () => {
  const files = hasSharedModels ? modelFiles(SHARED_MODELS) : [];

  it('finds the collection', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('counts the AT-ST UCS leaf parts as an independent count does', async () => {
    const path = join(SHARED_MODELS, 'threejs-ldraw', 'packed', '10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd');
    const expected = countLeavesIndependently(readFileSync(path, 'utf8'));
    expect(expected).toBeGreaterThan(1000);
    const model = await load(path);
    expect(model.parts).toHaveLength(expected);
    expect(model.loaded.missing).toEqual([]);
    const triangles = model.parts.reduce((n, p) => n + (p.geometry?.triangles.length ?? 0) / 9, 0);
    expect(triangles).toBeGreaterThan(1_000_000);
  });

  it('loads every model: packed ones miss nothing, the others only parts the library lacks', async () => {
    const problems: string[] = [];
    for (const path of files) {
      const rel = relative(SHARED_MODELS, path).replace(/\\/g, '/');
      const model = await load(path);
      const missing = model.loaded.missing.map((m) => m.name).sort();
      const allowed = (GENUINELY_ABSENT[rel] ?? []).filter((name) => !existsSync(join(libraryRoot(), 'parts', name))).sort();
      if (JSON.stringify(missing) !== JSON.stringify(allowed)) problems.push(`${rel}: missing ${missing.join(', ') || 'nothing'}, expected ${allowed.join(', ') || 'nothing'}`);
      if (model.parts.length === 0) problems.push(`${rel}: no parts`);
      for (const d of model.diagnostics) {
        if (!d.file || !(d.line >= 0) || !d.message) problems.push(`${rel}: malformed diagnostic ${JSON.stringify(d)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('reads the encrypted Studio .io like its LDraw export', async () => {
    const io = await load(join(SHARED_MODELS, 'marek-saji', 'dalek__dalek.io'));
    const ldr = await load(join(SHARED_MODELS, 'marek-saji', 'dalek__dalek.ldr'));
    expect(io.parts.map((p) => `${p.part} ${p.colour}`)).toEqual(ldr.parts.map((p) => `${p.part} ${p.colour}`));
    expect(io.bounds).toEqual(ldr.bounds);
  });

  it('finds a Studio archive\'s custom parts inside the archive', async () => {
    const io = await load(join(SHARED_MODELS, 'brickhub-tests', 'studio_texmaps1.io'));
    expect(io.loaded.missing).toEqual([]);
    const custom = io.parts.find((p) => p.part === 'studio_test_1_1_checker.dat')!;
    expect(custom.origin).toBe('archive');
    expect(custom.geometry!.triangles.length).toBeGreaterThan(0);
  });
});
