import { AlwaysStencilFunc, EqualStencilFunc, KeepStencilOp, Light, Material, ReplaceStencilOp, Vector2, type BatchedMesh, type Camera, type Object3D, type Scene, type WebGLRenderer } from 'three';
import { boxOnScreen, rectsMeet, type ScreenRect } from './partsScreenRect.ts';
import { linesCoveredBy } from './linesCoveredBy.ts';
import { scissorToRect } from './scissorToRect.ts';
import type { SceneObjects } from './useSceneObjects.ts';
import type { SceneData } from '../worker/protocol.ts';
import { appendAll } from '../../analysis/appendAll.ts';

/** The layer the overdraw passes draw: nothing lives on it otherwise. */
const PASS_LAYER = 31;
const size = new Vector2();

type StencilState = Pick<Material, 'stencilWrite' | 'stencilFunc' | 'stencilRef' | 'stencilZPass'>;

/**
 * Redraws only the parts whose look changed over the last frame, which the canvas keeps with its depth and
 * stencil (preserveDrawingBuffer). Their faces are drawn again where they pass the kept depth (the same
 * program and matrices give the same depth) and mark the stencil there; then, on those pixels only, what
 * was drawn over them in the whole frame: the edge lines they could cover (`linesCoveredBy`), and everything
 * transparent (glass, the limit plane, the measurement lines). A few parts cost a few draw calls instead of
 * every part in their rectangle.
 * Returns false, drawing nothing, when a changed part is itself transparent (its old look would show through).
 * Drawing is scissored to `rect` (drawing-buffer pixels, y down).
 */
export function overdrawParts(gl: WebGLRenderer, world: Scene, camera: Camera, scene: SceneData, objects: SceneObjects, parts: ReadonlySet<number>, rect: ScreenRect): boolean {
  const { batches, edges } = objects;
  const isEdgeChunk = (o: Object3D) => o.parent === edges.object;
  const { x: bufferWidth, y: bufferHeight } = gl.getDrawingBufferSize(size);
  camera.updateMatrixWorld();
  // Glass in the rectangle and not wholly behind the changed parts can show over them (the depth test drops the rest).
  let farthest = -Infinity;
  for (const part of parts) {
    const instance = scene.instances[part];
    const box = instance ? boxOnScreen(instance.min, instance.max, camera, bufferWidth, bufferHeight) : null;
    farthest = Math.max(farthest, box?.far ?? Infinity);
  }
  const meets = (min: ArrayLike<number>, max: ArrayLike<number>) => {
    const box = boxOnScreen(min, max, camera, bufferWidth, bufferHeight);
    return rectsMeet(box, rect) && (box === null || box.near <= farthest);
  };
  const changed = new Map<BatchedMesh, Set<number>>();
  for (const part of parts) {
    for (const slot of batches.slots[part] ?? []) {
      if ((slot.mesh.material as Material).transparent) return false;
      if (!changed.has(slot.mesh)) changed.set(slot.mesh, new Set());
      changed.get(slot.mesh)!.add(slot.instanceId);
    }
  }
  if (changed.size === 0) return true;
  if (!edges.object.parent) return false;

  // What each pass draws: the objects put on the pass layer, lights always (they shade the faces).
  const lights: Object3D[] = [];
  const transparent: Object3D[] = [];
  const lines: Object3D[] = [];
  world.traverseVisible((o) => {
    if (o instanceof Light) lights.push(o);
    const material = (o as Object3D & { material?: Material | Material[] }).material;
    if (!material || Array.isArray(material)) return;
    if (material.transparent) transparent.push(o);
    // The edge lines are drawn part by part below, only those the changed faces can cover; other lines as they are.
    else if ((o as Object3D & { isLineSegments?: boolean }).isLineSegments && !isEdgeChunk(o)) lines.push(o);
  });

  const savedStencil = new Map<Material, StencilState>();
  const setStencil = (objects: Iterable<Object3D>, state: StencilState) => {
    for (const o of objects) {
      const m = (o as Object3D & { material: Material }).material;
      if (!savedStencil.has(m)) savedStencil.set(m, { stencilWrite: m.stencilWrite, stencilFunc: m.stencilFunc, stencilRef: m.stencilRef, stencilZPass: m.stencilZPass });
      Object.assign(m, state);
    }
  };
  const hidden: [BatchedMesh, number][] = [];
  const added: Object3D[] = [];
  const renderOrders = new Map<Object3D, number>();
  const onLayer: Object3D[] = [];
  const layer = (objects: Iterable<Object3D>) => {
    for (const o of objects) {
      o.layers.enable(PASS_LAYER);
      onLayer.push(o);
    }
  };
  const cameraMask = camera.layers.mask;
  // A colour background makes three clear the frame before it draws, whatever autoClear says.
  const background = world.background;
  const autoClear = gl.autoClear;
  const unscissor = scissorToRect(gl, rect, bufferHeight);
  try {
    gl.autoClear = false;
    world.background = null;
    gl.clearStencil();
    camera.layers.set(PASS_LAYER);
    layer(lights);

    // One render: first (renderOrder) the changed parts' faces, alone in their batches, and their own edge lines
    // (a line reaches a little past the faces it borders), marking the stencil where they are seen; then, on
    // those pixels only, what the whole frame drew after them: the touching parts' lines, then everything transparent.
    for (const [mesh, ids] of changed) {
      for (let id = 0; id < mesh.instanceCount; id++) {
        if (!ids.has(id) && mesh.getVisibleAt(id)) {
          mesh.setVisibleAt(id, false);
          hidden.push([mesh, id]);
        }
      }
    }
    // One walk over the other parts: the touching ones' lines are drawn again; glass that cannot show over the
    // changed parts is left out (each instance costs its vertices even where the scissor drops its pixels).
    const covered = linesCoveredBy(scene, parts, camera, farthest);
    const near: number[] = [];
    scene.instances.forEach((instance, part) => {
      if (parts.has(part)) return;
      if (covered(part)) near.push(part);
      const glass = (batches.slots[part] ?? []).filter((slot) => (slot.mesh.material as Material).transparent && slot.mesh.getVisibleAt(slot.instanceId));
      if (glass.length === 0 || meets(instance.min, instance.max)) return;
      for (const slot of glass) {
        slot.mesh.setVisibleAt(slot.instanceId, false);
        hidden.push([slot.mesh, slot.instanceId]);
      }
    });
    const own = edges.linesOf(parts, 'with');
    appendAll(lines, edges.linesOf(near, 'over'));
    // Their lines join the model's group for the render, so they take its placement.
    const model = edges.object.parent!;
    for (const o of [...own, ...lines]) {
      if (o.parent) continue;
      model.add(o);
      added.push(o);
    }
    const first = [...changed.keys(), ...own];
    for (const o of first) {
      renderOrders.set(o, o.renderOrder);
      o.renderOrder = -1;
    }
    layer(first);
    layer(lines);
    layer(transparent);
    setStencil(first, { stencilWrite: true, stencilFunc: AlwaysStencilFunc, stencilRef: 1, stencilZPass: ReplaceStencilOp });
    setStencil([...lines, ...transparent], { stencilWrite: true, stencilFunc: EqualStencilFunc, stencilRef: 1, stencilZPass: KeepStencilOp });
    gl.render(world, camera);
  } finally {
    for (const o of added) o.removeFromParent();
    for (const [o, order] of renderOrders) o.renderOrder = order;
    for (const [mesh, id] of hidden) mesh.setVisibleAt(id, true);
    for (const o of onLayer) o.layers.disable(PASS_LAYER);
    for (const [m, state] of savedStencil) Object.assign(m, state);
    camera.layers.mask = cameraMask;
    world.background = background;
    gl.autoClear = autoClear;
    unscissor();
  }
  return true;
}
