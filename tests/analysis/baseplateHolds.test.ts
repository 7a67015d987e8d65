import { describe, expect, it } from 'vitest';
import { findConnections } from '../../src/analysis/findConnections.ts';
import { buildText } from '../support/library.ts';

// An oar (2542, 144 LDU long down its Y axis) standing with its blade's end 1.5 LDU into what lies under it.
const OAR = '1 4 0 -138.5 0 1 0 0 0 1 0 0 0 1 2542.dat';

async function oarInto(part: string) {
  const model = await buildText(`${OAR}\n1 7 0 0 0 1 0 0 0 1 0 0 0 1 ${part}\n`);
  const graph = findConnections(model.parts);
  return { touches: graph.neighbours[0]!.includes(1), held: graph.held[0]!.includes(1) };
}

describe('a flat baseplate', () => {
  it('holds by its studs alone: an oar dipping into the sea only touches it (the Skull Island rowboat, 6279)', async () => {
    expect(await oarInto('3811.dat')).toEqual({ touches: true, held: false });
  });

  it('unlike a plate, which the same oar reaches into and is held by', async () => {
    expect(await oarInto('3036.dat')).toEqual({ touches: true, held: true });
  });
});
