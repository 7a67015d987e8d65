import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText, sharedPiece as first } from '../support/analyze.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';
import { SATELLITE_PLOW } from '../support/satellitePlow.ts';

/** The hits other than the Head's: the limbs and implements. */
const limbHits = (a: Awaited<ReturnType<typeof first>>) => a.weapons.filter((w) => w.kind === 'hit' && w.parts.every((i) => a.labels[i]!.section !== 'head'));

/** A work machine's implement on a joint, reaching out past its wheels to its far end, scoops and rams like a limb. */
describe.runIf(hasSharedModels)('implements of work machines', () => {
  it("the micro forklift's lift (mast, carriage and forks on the tilt hinge) is a Level 0 hit", async () => {
    const a = await first('omr-sets/4096 - Micro Wheels - AB Forklift.mpd');
    const hits = limbHits(a);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.parts.map((i) => a.parts[i]!.id)).toContain('7/46/84');
  });

  it("the micro combine harvester's header on its hinge is a Level 0 hit", async () => {
    const a = await first('omr-sets/4096 - Micro Wheels - EB Combine Harvester.mpd');
    const hits = limbHits(a);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.parts.map((i) => a.parts[i]!.id)).toEqual(expect.arrayContaining(['7/51/93', '7/51/95', '7/51/96']));
  });

  it('a racing car has no implement: nothing on a joint leads it past its wheels', async () => {
    const a = await first('omr-sets/392-1 - Formula 1.mpd');
    expect(limbHits(a)).toEqual([]);
  });

  it("a sports car's body bricks seated off the grid are no implement: they hold by no joint part (the Corvette's rear wing, the F138's nose)", async () => {
    for (const file of ['brickhub-tests/vette.mpd', 'omr-sets/40190 - Ferrari F138.mpd']) {
      const a = await first(file);
      expect(limbHits(a), file).toEqual([]);
    }
  });

  it("the same header in a submodel its builder named a hatch is a panel that opens, no implement (the 31070 car's hatch over its nose, batch 41)", async () => {
    const text = readFileSync(join(SHARED_MODELS, 'omr-sets/4096 - Micro Wheels - EB Combine Harvester.mpd'), 'latin1').replaceAll('EB Combine Harvester S10', 'EB Combine Harvester Hatch');
    const a = await analyzeText(text);
    expect(limbHits(a)).toEqual([]);
  });

  it('a whole model its builder named "... with Cover" keeps its implements: only the submodels below the shared ones name a panel', async () => {
    const text = readFileSync(join(SHARED_MODELS, 'omr-sets/4096 - Micro Wheels - EB Combine Harvester.mpd'), 'latin1').replaceAll('4096 - EB Combine Harvester.ldr', '4096 - Harvester with Cover.ldr');
    const a = await analyzeText(text);
    expect(limbHits(a)).toHaveLength(1);
  });
});

describe('an implement works with a tool, or is built up into one', () => {
  // The Ice Planet Satellite Plow (1704, batch 32): its labeller reads the plow on its hinge as a limb that rams.
  it('the Satellite Plow\'s blade on its hinge, three parts, is a Level 0 hit', async () => {
    const a = await analyzeText(SATELLITE_PLOW);
    const hits = limbHits(a);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.parts.map((i) => a.parts[i]!.part)).toContain('2440p67.dat');
  });

  // The same hinge with its 6 x 3 panel in a submodel named otherwise: the panel's title offers a radar, a blade, a
  // spoiler or a panel, so only its builder's name makes it a plow; three parts and no tool are a fitting.
  it('the same panel on its hinge in a submodel named a spoiler is no implement', async () => {
    const spoiler = SATELLITE_PLOW.replaceAll('Vehicle - Blade - Blade.ldr', 'Vehicle - Fin - Panel.ldr').replaceAll('Vehicle - Blade.ldr', 'Vehicle - Fin.ldr');
    expect(spoiler).not.toContain('Blade.ldr');
    const a = await analyzeText(spoiler);
    expect(limbHits(a)).toEqual([]);
  });

  // The Space Port Moon Buggy's radar at its tail: a dish on a Technic brick and a grille tile, on a hinge. Its
  // labeller counts no weapon there: a few parts on a hinge with no tool are a fitting.
  it.runIf(hasSharedModels)("the Moon Buggy's radar on its hinge, five parts and no tool, is no implement", async () => {
    const a = await first('brickbuilt/1180-1 - Space Port Moon Buggy.mpd');
    expect(limbHits(a)).toEqual([]);
  });
});
