import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import { hoverPart, selectPart } from '../state/selectionActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { applyPartColours } from './applyPartColours.ts';
import type { SceneObjects } from './useSceneObjects.ts';

/**
 * The part batches and edge lines, with picking. R3F raycasts the batches
 * (BatchedMesh reports the instance as `batchId`), the nearest hit wins.
 * Colours are rewritten only when the mode, selection, hover or analysis change.
 */
export function ModelParts({ scene, objects }: { scene: SceneData; objects: SceneObjects }) {
  const { batches, edges } = objects;
  const doc = useViewer((s) => s.doc);
  const mode = useViewer((s) => s.mode);
  const selection = useViewer((s) => s.selection);
  const hovered = useViewer((s) => s.hovered);
  const invalidate = useThree((s) => s.invalidate);

  // Layout effect: the colours texture must exist before the batches' first frame compiles their shader.
  useLayoutEffect(() => {
    applyPartColours(batches, { scene, doc, mode, selection, hovered });
    edges.setSelected(selection);
    invalidate();
  }, [batches, edges, scene, doc, mode, selection, hovered, invalidate]);

  const partOf = (e: ThreeEvent<PointerEvent | MouseEvent>) => batches.partAt(e.object, e.batchId);
  const onPointerMove = (e: ThreeEvent<PointerEvent>) => {
    e.stopPropagation();
    hoverPart(partOf(e));
  };
  const onPointerOut = () => hoverPart(null);
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    const part = partOf(e);
    if (part !== null) selectPart(part, e.nativeEvent.shiftKey);
  };

  return (
    <>
      <group onPointerMove={onPointerMove} onPointerOut={onPointerOut} onClick={onClick}>
        {batches.meshes.map((mesh) => (
          <primitive key={mesh.uuid} object={mesh} />
        ))}
      </group>
      <primitive object={edges.object} />
    </>
  );
}
