import { describe, expect, it } from 'vitest';
import { findVehicleLamps } from '../../src/analysis/findVehicleLamps.ts';
import { lampsWay } from '../../src/analysis/lampsWay.ts';
import type { Model } from '../../src/ldraw/buildModel.ts';
import { loadBuild } from '../../src/cli/loadBuild.ts';
import { buildText, hasSharedModels, library, SHARED_MODELS } from '../support/library.ts';

const lampsOf = (model: Model) => findVehicleLamps(model.parts, model.parts.map((p) => model.loaded.colours.resolve(p.colour).alpha < 255), model.loaded.colours);

/** A 2 x 8 plate, long along X, with two 1 x 1 tiles at each end in the given colours. */
const carText = (plusX: number, minusX: number) =>
  ['0 Lamps', '0 Name: lamps.ldr', '1 72 0 0 0 1 0 0 0 1 0 0 0 1 3034.dat',
    `1 ${plusX} 70 -8 -10 1 0 0 0 1 0 0 0 1 3070b.dat`, `1 ${plusX} 70 -8 10 1 0 0 0 1 0 0 0 1 3070b.dat`,
    `1 ${minusX} -70 -8 -10 1 0 0 0 1 0 0 0 1 3070b.dat`, `1 ${minusX} -70 -8 10 1 0 0 0 1 0 0 0 1 3070b.dat`].join('\n');

describe('which end of a vehicle its lamps say is the front', () => {
  it('red tail lights at one end: the other end is the front, whichever was guessed', async () => {
    // 36 Trans-Red at +X, 72 (dark grey, solid: no lamp) at -X.
    const model = await buildText(carText(36, 72));
    const lamps = lampsOf(model);
    expect(lamps).toHaveLength(2);
    expect(lampsWay(model.parts, lamps, model.loaded.colours, [1, 0, 0])).toEqual([-1, 0, 0]);
    expect(lampsWay(model.parts, lamps, model.loaded.colours, [-1, 0, 0])).toEqual([-1, 0, 0]);
  });

  it('amber headlamps at one end and tail lights at the other agree; at the same end they say nothing', async () => {
    // 46 Trans-Yellow.
    const both = await buildText(carText(46, 36));
    expect(lampsWay(both.parts, lampsOf(both), both.loaded.colours, [-1, 0, 0])).toEqual([1, 0, 0]);
    const muddled = await buildText(['0 Lamps', '1 72 0 0 0 1 0 0 0 1 0 0 0 1 3034.dat', '1 46 70 -8 -10 1 0 0 0 1 0 0 0 1 3070b.dat', '1 36 70 -8 10 1 0 0 0 1 0 0 0 1 3070b.dat'].join('\n'));
    expect(lampsOf(muddled)).toHaveLength(2);
    expect(lampsWay(muddled.parts, lampsOf(muddled), muddled.loaded.colours, [1, 0, 0])).toBeUndefined();
  });

  it.runIf(hasSharedModels)("the QB Roadster's amber headlamps sit at its nose (-Z)", async () => {
    const { model } = await loadBuild(`${SHARED_MODELS}/omr-sets/4096 - Micro Wheels - QB Roadster 1.mpd`, library(), { expandShortcuts: true });
    const lamps = lampsOf(model);
    expect(lamps.length).toBeGreaterThanOrEqual(2);
    expect(lampsWay(model.parts, lamps, model.loaded.colours, [0, 0, 1])).toEqual([0, 0, -1]);
  });
});
