import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeKeptScene, encodeKeptScene, KEPT_SCENE_HEADER, keptScenePath } from '../../../src/app/worker/keptScene.ts';
import { sceneData } from '../../../src/app/worker/sceneData.ts';
import { buildText } from '../../support/library.ts';

const MODEL = new URL('../../../models/propeller-craft.ldr', import.meta.url).pathname;

/** A real build of the repository's, its scene as the worker posts it. */
async function craftScene() {
  const model = await buildText(readFileSync(MODEL, 'utf8'), 'propeller-craft.ldr');
  return sceneData(model).scene;
}

describe('a scene kept in the browser', () => {
  it('reads back the same scene, array for array, with the parts it lacked', async () => {
    const scene = await craftScene();
    const missing = [{ name: 'nosuch.dat' }, { name: 'print.dat', standIn: 'mould.dat' }];
    const kept = decodeKeptScene(encodeKeptScene({ scene, missing }));
    expect(kept).toBeDefined();
    expect(kept!.missing).toEqual(missing);
    expect(kept!.scene.instances).toEqual(scene.instances);
    expect(kept!.scene.colours).toEqual(scene.colours);
    expect(kept!.scene.bounds).toEqual(scene.bounds);
    expect(kept!.scene.geometries.length).toBe(scene.geometries.length);
    expect(scene.geometries.length).toBeGreaterThan(3);
    kept!.scene.geometries.forEach((g, k) => {
      const want = scene.geometries[k]!;
      expect(g.key).toBe(want.key);
      expect(g.doubleSided).toBe(want.doubleSided);
      expect([g.min, g.max]).toEqual([want.min, want.max]);
      expect(g.triangles).toBeInstanceOf(Float32Array);
      expect(g.triangleColours).toBeInstanceOf(Int32Array);
      expect(Array.from(g.triangles)).toEqual(Array.from(want.triangles));
      expect(Array.from(g.triangleColours)).toEqual(Array.from(want.triangleColours));
      expect(Array.from(g.lines)).toEqual(Array.from(want.lines));
      // Views of the one buffer handed to the page.
      expect(g.triangles.buffer).toBe(kept!.buffer);
    });
  });

  it('reads kept bytes that do not start on a 4-byte boundary (as a store may hand them)', async () => {
    const scene = await craftScene();
    const bytes = encodeKeptScene({ scene, missing: [] });
    const shifted = new Uint8Array(bytes.byteLength + 1).subarray(1);
    shifted.set(bytes);
    const kept = decodeKeptScene(shifted);
    expect(Array.from(kept!.scene.geometries[0]!.triangles)).toEqual(Array.from(scene.geometries[0]!.triangles));
  });

  it('gives nothing for bytes that are not a whole kept scene, so the model is built afresh', async () => {
    const bytes = encodeKeptScene({ scene: await craftScene(), missing: [] });
    const text = (s: string) => new TextEncoder().encode(s);
    expect(decodeKeptScene(bytes.subarray(0, bytes.byteLength - 4))).toBeUndefined();
    expect(decodeKeptScene(bytes.subarray(0, 40))).toBeUndefined();
    expect(decodeKeptScene(new Uint8Array([...bytes, 0, 0, 0, 0]))).toBeUndefined();
    expect(decodeKeptScene(text('brickstats-scene@0\n2\n{}'))).toBeUndefined();
    expect(decodeKeptScene(text(`${KEPT_SCENE_HEADER}\nx\n`))).toBeUndefined();
    expect(decodeKeptScene(text(`${KEPT_SCENE_HEADER}\n5\n{"in`))).toBeUndefined();
    expect(decodeKeptScene(text(`${KEPT_SCENE_HEADER}\n2\n{}`))).toBeUndefined();
    expect(decodeKeptScene(new Uint8Array())).toBeUndefined();
  });

  it('is kept by the code that built it and the model, under a name no library file has', () => {
    const path = keptScenePath('analysis.worker-abc.js', 'a.ldr:1f:20');
    expect(path.startsWith('#')).toBe(true);
    expect(path).toContain('analysis.worker-abc.js');
    expect(path).not.toBe(keptScenePath('analysis.worker-def.js', 'a.ldr:1f:20'));
    expect(path).not.toBe(keptScenePath('analysis.worker-abc.js', 'a.ldr:2e:20'));
  });
});
