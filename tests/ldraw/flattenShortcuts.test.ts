import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library } from '../support/library.ts';

/** Shortcuts expanded for classification: their parts say which library assembly they came from. */
describe('flattening shortcuts into their parts', () => {
  it("marks the parts of a library shortcut with its placement's id, and no part of the build's own submodels", async () => {
    // An MPD whose own submodel is named like a library file ("engine.dat") and holds a real spring shooter shortcut.
    const text = [
      '0 FILE main.ldr',
      '1 16 0 0 0 1 0 0 0 1 0 0 0 1 engine.dat',
      '1 4 0 -24 0 1 0 0 0 1 0 0 0 1 15400.dat',
      '0 FILE engine.dat',
      '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat',
      '1 4 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat',
      '',
    ].join('\n');
    const model = buildModel(await loadModel(text, 'main.mpd', { library: library() }), { expandShortcuts: true });
    const shooter = model.parts.filter((p) => p.id.startsWith('3/'));
    expect(shooter.map((p) => p.part).sort()).toEqual(['15301.dat', '15302.dat', 'u9211.dat']);
    for (const p of shooter) expect(p.shortcut).toEqual({ id: '3', title: 'Spring Shooter  1 x  4 x  1 with Dark Bluish Grey Bottom' });
    const own = model.parts.filter((p) => p.sourceFile === 'engine.dat');
    expect(own).toHaveLength(2);
    for (const p of own) expect(p.shortcut).toBeUndefined();
  });
});
