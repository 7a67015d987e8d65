import { describe, expect, it } from 'vitest';
import { modelName } from '../../src/analysis/pieceName.ts';
import { sharedTeam } from '../support/analyze.ts';
import { buildText, hasSharedModels } from '../support/library.ts';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { findPieces } from '../../src/analysis/findPieces.ts';

const names = async (file: string) => (await sharedTeam(file)).split.pieces.map((p) => p.name);

describe('the name a model file goes by', () => {
  it("is its main block's, unless that names nothing in it: then the file's", () => {
    expect(modelName(['6080 - Kings Castle.ldr', '6080 - Kings Castle.mpd'])).toBe('6080 - Kings Castle.ldr');
    expect(modelName(['75060 - complete.ldr', '75060 - Slave I.mpd'])).toBe('75060 - Slave I.mpd');
    expect(modelName(['main_1', 'X.mpd'])).toBe('X.mpd');
    expect(modelName(['Untitled', 'New Model'])).toBe('Untitled');
    expect(modelName([undefined, 'solo.ldr'])).toBe('solo.ldr');
  });
});

describe.runIf(hasSharedModels)('a piece in a submodel named for nothing ("main", "New Model", "Part 4") takes the model file\'s name', () => {
  it('the Ferrari F40, the Saturn V and the Alligator, whose submodels are "main" and "New Model"', async () => {
    expect(await names('omr-sets/10248 - Ferrari F40.mpd')).toEqual(['Ferrari F40']);
    expect(await names('omr-sets/21309-1 - NASA Apollo Saturn V.mpd')).toEqual(['NASA Apollo Saturn V']);
    expect(await names('omr-sets/Alligator.mpd')).toEqual(['Alligator']);
  });

  it("a packed file's name loses its set number and its packing suffix", async () => {
    expect(await names('threejs-ldraw/packed/6966-1-JediStarfighter-Mini.mpd_Packed.mpd')).toEqual(['JediStarfighter-Mini']);
  });

  // The Island Hopper's file places its pteranodon in its main model, beside the plane's submodel: the main model
  // holds more than the animal, so the animal is named for what it is, not for the file.
  it('a moulded animal placed in the main model beside a plane is named for what it is', async () => {
    expect(await names('threejs-ldraw/unpacked/5935-1-IslandHopper.mpd')).toEqual(['Plane', 'Pteranodon']);
  });

  it('a submodel with a real name keeps it (the castle\'s horses and knights)', async () => {
    expect(await names('omr-sets/6080 - Kings Castle.mpd')).toContain('Horse1');
  });

  it('a knight on his horse is named for the knight, his helmet, shield and lance no part of the horse (the jousting knights)', async () => {
    expect((await names('omr-annotated/6021-1.mpd')).sort()).toEqual(['Minifig 1', 'Minifig 2']);
  });
});

describe('a moulded animal in a submodel of its own', () => {
  // (Named by its builder, alone in it: the name is the builder's, as a horse's "Horse1" is.)
  it('keeps its submodel\'s name', async () => {
    const model = await buildText('0 FILE scene.ldr\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 Glider.ldr\n0 FILE Glider.ldr\n1 4 0 -100 0 1 0 0 0 1 0 0 0 1 30478.dat\n', 'scene.mpd');
    expect(findPieces(model.parts, findConnections(model.parts), 'scene').pieces.map((p) => p.name)).toEqual(['Glider']);
  });
});
