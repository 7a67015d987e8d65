import { describe, expect, it } from 'vitest';
import { topAssembly } from '../../src/analysis/topAssembly.ts';
import { buildText } from '../support/library.ts';

const scene = (wrapped: boolean) =>
  [
    ...(wrapped ? ['0 FILE wrapper.ldr', '1 16 0 0 0 1 0 0 0 1 0 0 0 1 scene.ldr', '0 FILE scene.ldr'] : ['0 FILE scene.ldr']),
    '1 4 0 0 0 1 0 0 0 1 0 0 0 1 car.ldr',
    '1 1 200 0 0 1 0 0 0 1 0 0 0 1 car.ldr',
    '1 15 0 -100 0 1 0 0 0 1 0 0 0 1 3001.dat',
    '0 FILE car.ldr',
    '1 16 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat',
    '1 16 0 -24 0 1 0 0 0 1 0 0 0 1 3003.dat',
  ].join('\n');

describe("a model's top-level assemblies", () => {
  it('are its top-level submodels, each placement apart; a part placed at the top is in none', async () => {
    const model = await buildText(scene(false), 'scene.mpd');
    const top = topAssembly(model.parts);
    const keys = model.parts.map((_, i) => top(i));
    expect(keys).toEqual(['2', '2', '3', '3', undefined]);
  });

  it('are one level down when the whole model is wrapped in one submodel', async () => {
    const model = await buildText(scene(true), 'scene.mpd');
    const top = topAssembly(model.parts);
    expect(model.parts.map((_, i) => top(i))).toEqual(['2/4', '2/4', '2/5', '2/5', undefined]);
  });
});
