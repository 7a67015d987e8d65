import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../../src/cli/loadBuild.ts';
import { pieceDocument, type PieceDocument } from '../../../src/export/pieceDocument.ts';
import type { Model } from '../../../src/ldraw/buildModel.ts';
import { analyzePiece } from '../../../src/rules/block-duel-chess/analyzePiece.ts';
import { emptyCorrections, type Corrections } from '../../../src/rules/block-duel-chess/correctionsFile.ts';
import { hasSharedModels, library, SHARED_MODELS } from '../../support/library.ts';
import { explainCorrection } from '../../../src/app/state/explainCorrection.ts';

const MINIFIG = new URL('../../../models/minifig.ldr', import.meta.url).pathname;
const PIRATE = `${SHARED_MODELS}/pieces/pirate-6235-pistol.ldr`;

async function documents(path: string): Promise<(parts?: Corrections['parts'], piece?: Corrections['piece']) => PieceDocument> {
  const { file, model } = await loadBuild(path, library(), { expandShortcuts: true });
  return (parts = {}, piece) => doc(model, file.name, { ...emptyCorrections(), parts, ...(piece ? { piece } : {}) });
}

const doc = (model: Model, name: string, corrections: Corrections) => pieceDocument(analyzePiece(model, { corrections }), name, model.loaded.colours);

describe('a correction explains itself', () => {
  it.skipIf(!hasSharedModels)('a shovel made no weapon gives the hand its punch back: A is unchanged, and the report says why', async () => {
    const sheet = await documents(PIRATE);
    const before = sheet();
    const after = sheet({ '20': { part: '3837.dat', function: 'none' } });
    const report = explainCorrection(before, after, ['Minifig Shovel: function weapon (staff, Level 1) → none']);
    expect(report.changed).toEqual([]);
    expect(report.unchanged).toMatch(/^No stat changed\. A stays 65: − staff \(Level 1\) \(3837\.dat\) 2; \+ hit \(Level 0\) \(3818\.dat \+ 3820\.dat\) 2, which adds up the same/);
    expect(report.notes).toContain('new weapon: hit (Level 0) of 3818.dat + 3820.dat');
    expect(report.notes).toContain('weapon gone: staff (Level 1) of 3837.dat');
  });

  it.skipIf(!hasSharedModels)('a shovel made no weapon and then a staff again: the staff replaces the hand\'s punch, and the report says why', async () => {
    const sheet = await documents(PIRATE);
    const before = sheet({ '20': { part: '3837.dat', function: 'none' } });
    const after = sheet({ '20': { part: '3837.dat', function: 'weapon', weapon: { kind: 'staff' } } });
    const report = explainCorrection(before, after, ['Minifig Shovel: function none → weapon (staff)']);
    expect(report.changed).toEqual([]);
    expect(report.notes).toContain('new weapon: staff (Level 1) of 3837.dat');
    expect(report.notes.find((n) => n.startsWith('weapon gone: hit (Level 0) of 3818.dat + 3820.dat'))).toMatch(/its hand now holds the staff: a hand holding a weapon counts as one weapon with it/);
  });

  it('an arm made a gun: A and R move, old -> new, with the terms that moved them', async () => {
    const sheet = await documents(MINIFIG);
    const before = sheet();
    const after = sheet({ '10': { part: '3818.dat', function: 'weapon', weapon: { kind: 'gun' } } });
    const report = explainCorrection(before, after, ['Minifig Arm Right: weapon (hit) → weapon (gun)']);
    const byStat = Object.fromEntries(report.changed.map((c) => [c.stat, c]));
    expect(Object.keys(byStat).sort()).toEqual(['A', 'R']);
    expect(byStat.R!.from).toBe(before.piece.stats.R.value);
    expect(byStat.R!.to).toBe(after.piece.stats.R.value);
    expect(byStat.R!.to).toBeGreaterThan(byStat.R!.from);
    // The highest weapon was the head (Level 0), now the arm's gun: the term says which part it was and which it is.
    expect(byStat.R!.why).toMatch(/^Highest Weapon Level(?: \(.*\))? 0 → Highest Weapon Level \(3818\.dat(?: \+ 3820\.dat)?\) 2$/);
    expect(byStat.A).toMatchObject({ from: before.piece.stats.A.value, to: before.piece.stats.A.value + 1 });
    expect(byStat.A!.why).toMatch(/− hit \(Level 0\) \(3818\.dat(?: \+ 3820\.dat)?\) 2; \+ gun \(Level 2\) \(3818\.dat(?: \+ 3820\.dat)?\) 3/);
    expect(report.unchanged).toBeUndefined();
  });

  it('a label no stat reads: no stat changed, and it says the part is relabelled but nothing counts it', async () => {
    const sheet = await documents(MINIFIG);
    const before = sheet();
    // The hips (part 2 of the Base, id 14) made armour-free "none" again: they were none already.
    const same = explainCorrection(before, sheet({ '14': { part: '3815b.dat', function: 'none' } }), ['Minifig Hips: function none → none']);
    expect(same.unchanged).toBe('No stat changed: the parts were already labelled so.');
    const element = explainCorrection(before, sheet({}, { element: 'Normal' }), ['Element: best → Normal']);
    expect(element.changed.map((c) => c.stat)).toContain('H');
    expect(element.notes[0]).toMatch(/^Element Earth → Normal/);
  });

  it('a correction of a part the model does not have is named as not applied', async () => {
    const sheet = await documents(MINIFIG);
    const report = explainCorrection(sheet(), sheet({ '9999': { part: '3001.dat', section: 'head' } }), ['imported']);
    expect(report.unchanged).toMatch(/names a part this model does not have/);
    expect(report.notes).toEqual(['not applied: no part 9999 in the model any more (it was 3001.dat)']);
  });
});
