import { describe, expect, it } from 'vitest';
import { analyzeText, sharedPiece } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/**
 * A body of 2 x 4 bricks laid in a bond with a mast of four round bricks on it, set by plates with a pin under them
 * ("Plate 2 x 2 with Pin"): on two legs of round bricks, one pin in each; or on one pin in a hip (a round brick on a
 * 2 x 8 plate) that carries both legs.
 */
function walker(o: { perLayer: number; layers: number; mount: 'legs' | 'hip'; legHeight: number }): string {
  const lines = ['0 FILE walker.ldr', '0 Name: walker.ldr'];
  const turn = '0 0 1 0 1 0 -1 0 0';
  for (let k = 0; k < o.layers; k++) {
    const odd = k % 2 === 1;
    for (let j = 0; j < o.perLayer - (odd ? 1 : 0); j++) lines.push(`1 4 0 ${-24 * k} ${80 * j + (odd ? 40 : 0)} ${turn} 3001.dat`);
  }
  const topZ = (o.layers - 1) % 2 === 1 ? 40 : 0;
  for (let m = 0; m < 4; m++) lines.push(`1 15 10 ${-24 * o.layers - 24 * m} ${topZ + 10} 1 0 0 0 1 0 0 0 1 3062b.dat`);
  const leg = (z: number, top: number) => {
    for (let k = 0; k < o.legHeight; k++) lines.push(`1 72 0 ${top + 24 * k} ${z} 1 0 0 0 1 0 0 0 1 3941.dat`);
  };
  if (o.mount === 'legs') {
    for (const z of [-20, 80 * (o.perLayer - 1) + 20]) {
      lines.push(`1 71 0 24 ${z} 1 0 0 0 1 0 0 0 1 2476a.dat`);
      leg(z, 32);
    }
  } else {
    const mid = (80 * (o.perLayer - 1)) / 2;
    lines.push(`1 71 0 24 ${mid - 20} 1 0 0 0 1 0 0 0 1 2476a.dat`, `1 72 0 32 ${mid - 20} 1 0 0 0 1 0 0 0 1 3941.dat`, `1 72 0 56 ${mid} ${turn} 3034.dat`);
    leg(mid - 60, 64);
    leg(mid + 60, 64);
  }
  return lines.join('\n') + '\n';
}

/** The parts of the Head, by part name, and why. */
async function headOfText(text: string): Promise<{ head: string[]; why: string }> {
  const a = await analyzeText(text);
  return { head: a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : [])), why: a.labels.find((l) => l.section === 'head')!.sectionReason };
}

/**
 * A faceless build's Head is "the whole sub-assembly (what hangs together above a neck, turntable or hinge)":
 * the block held rigidly together with its top part, when the rest of the piece holds it by a joint alone,
 * or the submodel the builder made of what sits on top.
 */
describe("a faceless build's Head is the sub-assembly on top", () => {
  it.runIf(hasSharedModels)("the mini AT-ST's cockpit box on its hip pin is its whole Head, its cheek dishes no arms", async () => {
    // Rendered in LeoCAD: a grey box with a sloped front plate, cheek dishes and chin binoculars, on a 2 x 2 brick with a pin
    // turning in the hips' cross block; two hinged legs on dish feet (main model lines 14-54, the hips submodel at line 56).
    const a = await sharedPiece('threejs-ldraw/unpacked/30054-1-AT-ST-Mini.mpd');
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : []));
    expect(head.length).toBeGreaterThanOrEqual(20);
    expect(head).toEqual(expect.arrayContaining(['14', '22', '29', '43', '46', '51']));
    // Nothing of the hips or the legs.
    expect(head.filter((id) => id.startsWith('56'))).toEqual([]);
    // The dish and tap on the box's cheek are part of the Head, not a limb swinging on its own.
    const dish = a.parts.findIndex((p) => p.id === '51');
    expect(a.labels[dish]!.section).toBe('head');
    expect(a.labels[dish]!.limb).toBeUndefined();
  });

  it.runIf(hasSharedModels)("the midi Star Destroyer's Head is its command tower, the submodel holding what sits on top", async () => {
    // Rendered in LeoCAD: the bridge with its window slits and two domes stands on a neck above the hull (submodel
    // "8099 - tower.ldr", placed at line 72 of the main model); before, only the four parts at its very top.
    const a = await sharedPiece('omr-sets/8099 - Midi-Scale Imperial StarDestroyer.mpd');
    const head = a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.id] : []));
    const tower = a.parts.flatMap((p) => (p.id.startsWith('72/') ? [p.id] : []));
    expect(tower.length).toBeGreaterThan(30);
    expect([...head].sort()).toEqual([...tower].sort());
  });

  it('a faceless build widens its top to the submodel holding it, unless that submodel is named as something else', async () => {
    // A block of four layers of six 2 x 4 bricks, with a small sub-assembly on top of it: a brick under three plates.
    const tower = (name: string) => [
      `0 FILE main.ldr\n0 Name: main.ldr`,
      ...[0, 1, 2, 3].flatMap((k) => [-200, -120, -40, 40, 120, 200].map((x) => `1 4 ${x} ${-24 * k} 0 1 0 0 0 1 0 0 0 1 3001.dat`)),
      `1 14 0 -96 0 1 0 0 0 1 0 0 0 1 ${name}.ldr`,
      `0 FILE ${name}.ldr\n0 Name: ${name}.ldr`,
      `1 14 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat`,
      ...[0, 1, 2].map((k) => `1 14 0 ${-24 - 8 * k} 0 1 0 0 0 1 0 0 0 1 3020.dat`),
    ].join('\n') + '\n';
    const headOf = async (name: string) => {
      const a = await analyzeText(tower(name));
      return { head: a.parts.flatMap((p, i) => (a.labels[i]!.section === 'head' ? [p.part] : [])), why: a.labels.find((l) => l.section === 'head')?.sectionReason ?? a.weapons.find((w) => w.kind === 'hit')!.reason };
    };
    const dome = await headOf('dome');
    expect(dome.head.sort()).toEqual(['3001.dat', '3020.dat', '3020.dat', '3020.dat']);
    expect(dome.why).toContain('sub-assembly');
    // Named as a cannon, what sits on top is a weapon the build carries, not its head module, nor its Head at all: with
    // no face, the Core counts as the Head (III.B).
    const cannon = await headOf('shoulder cannon');
    expect(cannon.head).toEqual([]);
    expect(cannon.why).toMatch(/Core counts as the Head/);
  });

  it('a body hanging on one pin in a hip that carries both legs is the Head; the same body pinned onto two legs is the Core', async () => {
    const onHip = await headOfText(walker({ perLayer: 2, layers: 2, mount: 'hip', legHeight: 10 }));
    expect(onHip.head.filter((p) => p === '3001.dat')).toHaveLength(3);
    expect(onHip.head.filter((p) => p === '3062b.dat')).toHaveLength(4);
    expect(onHip.head).not.toContain('3941.dat');
    expect(onHip.why).toContain('turns on one joint');
    const onLegs = await headOfText(walker({ perLayer: 2, layers: 2, mount: 'legs', legHeight: 10 }));
    expect(onLegs.head).not.toContain('3001.dat');
  });

  it('a block on a joint is no head when it is low on the piece, or most of it', async () => {
    // On legs one brick tall, the body is the bottom half of the piece.
    expect((await headOfText(walker({ perLayer: 2, layers: 2, mount: 'hip', legHeight: 1 }))).head).not.toContain('3001.dat');
    // Twenty layers of bricks on the hip: 235 of the 291 parts.
    const big = await headOfText(walker({ perLayer: 12, layers: 20, mount: 'hip', legHeight: 27 }));
    expect(big.head.filter((p) => p === '3001.dat').length).toBeLessThan(230);
  });

  it('a tower of bricks held by studs all the way down has no joint: its Head stays the top, not the tower', async () => {
    const bricks = [0, 1, 2, 3, 4, 5].map((k) => `1 4 0 ${-24 * k} 0 1 0 0 0 1 0 0 0 1 3001.dat`).join('\n');
    const a = await analyzeText(`0 Tower\n0 Name: tower.ldr\n${bricks}\n`);
    const head = a.parts.flatMap((_, i) => (a.labels[i]!.section === 'head' ? [i] : []));
    expect(head.length).toBeLessThan(a.parts.length / 2);
  });
});
