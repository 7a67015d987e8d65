import { useEffect, useMemo } from 'react';
import type { SceneData } from '../worker/protocol.ts';
import { buildEdgeLines, type EdgeLines } from './buildEdgeLines.ts';
import { buildPartBatches, type PartBatches } from './buildPartBatches.ts';

export interface SceneObjects {
  readonly batches: PartBatches;
  readonly edges: EdgeLines;
}

/** Objects still mounted somewhere; StrictMode unmounts and remounts effects with the same memo. */
const mounted = new Map<SceneObjects, number>();

/**
 * The three objects of a scene, built once per scene and disposed when it is
 * replaced. Disposal waits a microtask: StrictMode's unmount-remount must not
 * free GPU resources of objects that stay in use (BatchedMesh.dispose is final).
 */
export function useSceneObjects(scene: SceneData): SceneObjects {
  const objects = useMemo(() => ({ batches: buildPartBatches(scene), edges: buildEdgeLines(scene) }), [scene]);
  useEffect(() => {
    mounted.set(objects, (mounted.get(objects) ?? 0) + 1);
    return () => {
      mounted.set(objects, (mounted.get(objects) ?? 1) - 1);
      queueMicrotask(() => {
        if ((mounted.get(objects) ?? 0) > 0) return;
        mounted.delete(objects);
        objects.batches.dispose();
        objects.edges.dispose();
      });
    };
  }, [objects]);
  return objects;
}
