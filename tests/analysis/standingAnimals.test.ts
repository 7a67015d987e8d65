import { describe, expect, it } from 'vitest';
import { analyzeTeam } from '../../src/rules/block-duel-chess/analyzeTeam.ts';
import { buildModel } from '../../src/ldraw/buildModel.ts';
import { loadModel } from '../../src/ldraw/loadModel.ts';
import { library } from '../support/library.ts';
import { posedMinifig } from '../support/posedMinifig.ts';

/** A castle's lowered drawbridge (a 6 x 10 plate on the baseplate), a wall of fourteen bricks rising from its far end, and a saddled horse standing on its studs. */
const SADDLED_ON_DRAWBRIDGE = [
  '1 2 0 8 0 1 0 0 0 1 0 0 0 1 3867.dat',
  '1 0 0 0 0 0 0 1 0 1 0 -1 0 0 3033.dat',
  ...Array.from({ length: 14 }, (_, k) => `1 7 0 ${-24 * (k + 1)} 90 1 0 0 0 1 0 0 0 1 3009.dat`),
  '1 15 0 -57 -45 1 0 0 0 1 0 0 0 1 4493c01.dat',
  '1 1 0 -65 -45 1 0 0 0 1 0 0 0 1 4491a.dat',
];

/** A knight astride the horse (legs straight, as the 6073 and 6074 castles model their riders, batch 29). */
const DRAWBRIDGE = ['0 Knight on a drawbridge', '0 Name: drawbridge.ldr', ...SADDLED_ON_DRAWBRIDGE, ...posedMinifig(0, -137, -45)].join('\n');

/**
 * No rider: a lance upright in the saddle's clip flying a flag, and a column of bricks on the drawbridge that the
 * flag's end rests in (as the 6059 knight's pennant brushes its castle's arch, batch 29).
 */
const FLAGGED = [
  '0 Horse on a drawbridge',
  '0 Name: flagged.ldr',
  ...SADDLED_ON_DRAWBRIDGE,
  ...Array.from({ length: 10 }, (_, k) => `1 7 -30 ${-24 * (k + 1)} 30 1 0 0 0 1 0 0 0 1 3005.dat`),
  '1 8 -31 -85 -27.5 -1 0 0 0 0 1 0 1 0 3849.dat',
  '1 1 -31 -225 -27.5 1 0 0 0 1 0 0 0 1 4495a.dat',
].join('\n');

/**
 * A packhorse on the drawbridge, no saddle: a brick on its back, a 1 x 6 plate along it, and a load of thirteen
 * 1 x 1 bricks stacked on the plate, within its outline (as the 6761 packhorse carries its safe and crate, batch 30).
 */
const PACKHORSE = [
  '0 Packhorse on a drawbridge',
  '0 Name: packhorse.ldr',
  ...SADDLED_ON_DRAWBRIDGE.filter((l) => !l.endsWith('4491a.dat')),
  '1 6 0 -81 -45 1 0 0 0 1 0 0 0 1 3004.dat',
  '1 0 0 -89 -45 0 0 1 0 1 0 -1 0 0 3666.dat',
  ...[-50, -30, -10, 10, 30, 50].flatMap((z) => [-113, -137].map((y) => `1 4 0 ${y} ${z - 45} 1 0 0 0 1 0 0 0 1 3005.dat`)),
  '1 4 0 -161 -45 1 0 0 0 1 0 0 0 1 3005.dat',
].join('\n');

const team = async (text: string, name: string) => analyzeTeam(buildModel(await loadModel(`${text}\n`, name, { library: library() }), { expandShortcuts: true }), { element: 'Normal' });

describe('a horse standing on a building', () => {
  it('is cut from it with its saddle and its rider, as a figure standing there is: the wall and the drawbridge are scenery', async () => {
    // (The horse as the library's poseable shortcut expands it: its body halves and its head.)
    const t = await team(DRAWBRIDGE, 'drawbridge.ldr');
    expect(t.members).toHaveLength(1);
    const a = t.members[0]!.analysis;
    const parts = a.parts.map((p) => p.part).sort();
    expect(parts.filter((p) => p === '3009.dat' || p === '3033.dat')).toEqual([]);
    for (const p of ['4493.dat', '4494.dat', '4491a.dat', '973.dat', '3626c.dat']) expect(parts).toContain(p);
    // The knight's face is the Head; the horse's legs are the Base.
    expect(a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : []))).toEqual(['3626c.dat']);
    expect(a.measurements.baseType).toBe('legs');
  });

  it('keeps the lance in its saddle clip and the flag the lance flies, though the flag brushes the building', async () => {
    const t = await team(FLAGGED, 'flagged.ldr');
    expect(t.members).toHaveLength(1);
    const a = t.members[0]!.analysis;
    const parts = a.parts.map((p) => p.part);
    for (const p of ['4491a.dat', '3849.dat', '4495a.dat']) expect(parts).toContain(p);
    expect(parts).not.toContain('3005.dat');
    expect(a.weapons.some((w) => w.kind === 'lance')).toBe(true);
  });

  it('keeps a packhorse\'s load, however many parts, where it lies within the horse\'s outline', async () => {
    const t = await team(PACKHORSE, 'packhorse.ldr');
    expect(t.members).toHaveLength(1);
    const parts = t.members[0]!.analysis.parts.map((p) => p.part);
    expect(parts.filter((p) => p === '3005.dat')).toHaveLength(13);
    expect(parts).toContain('4493.dat');
  });
});
