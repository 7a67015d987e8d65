import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { outsidePiece } from '../state/docFrame.ts';
import { hoverPart, selectPart } from '../state/selectionActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import type { SceneData } from '../worker/protocol.ts';
import { applyPartColours } from './applyPartColours.ts';
import { drawIsSlow, forgetDrawCost } from './drawCost.ts';
import { requestPartRedraw } from './partRedraws.ts';
import type { SceneObjects } from './useSceneObjects.ts';
import { redrawAfterNextFrame } from './redrawAfterNextFrame.ts';
import { warmWhenIdle } from './warmWhenIdle.ts';

/** Where frames are slow, a selection is drawn once no other has come for this long. */
const SLOW_REDRAW_DELAY_MS = 300;

/**
 * The part batches and edge lines, with picking. R3F raycasts the batches
 * (each reports its nearest instance as `batchId`, see createBatchPicker), the nearest hit wins.
 * Colours are rewritten only when the mode, selection, hover or analysis change.
 * With a piece chosen, the other parts are dimmed and the pointer passes through them.
 */
export function ModelParts({ scene, objects }: { scene: SceneData; objects: SceneObjects }) {
  const { batches, edges } = objects;
  const doc = useViewer((s) => s.doc);
  const frame = useViewer((s) => s.frame);
  const mode = useViewer((s) => s.mode);
  const selection = useViewer((s) => s.selection);
  const hovered = useViewer((s) => s.hovered);
  const invalidate = useThree((s) => s.invalidate);

  // The parts drawn lit (selected, or hovered where hovers are drawn), and those whose look changed since the last frame asked.
  const lit = useRef<ReadonlySet<number>>(new Set());
  const changed = useRef(new Set<number>());

  // Layout effect: the colours texture must exist before the batches' first frame compiles their shader.
  useLayoutEffect(() => {
    applyPartColours(batches, { scene, doc, frame, mode, selection, hovered });
    edges.setSelected(selection);
    lit.current = litParts(selection, hovered);
    invalidate();
  }, [batches, edges, scene, doc, frame, mode, invalidate]);

  // Hover and selection redraw the model a frame after the tooltip and the inspector show: without a GPU
  // the browser reads the whole canvas back when it shows a frame that redrew it, which takes seconds on big
  // sets, and the page's own answer must not wait for that.
  // Where a whole frame takes seconds (a big set without a GPU), a hover only shows the tooltip: the next
  // pointer move must not wait behind a frame. Selecting still redraws, only the parts whose look changed
  // (FrameComposer); fast views draw whole frames, the plainest way to be exact.
  const mounted = useRef(false);
  const lastSelection = useRef(selection);
  const pendingRedraw = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const selected = lastSelection.current !== selection;
    lastSelection.current = selection;
    const slow = drawIsSlow();
    if (!selected && slow) return;
    const shown = slow ? null : hovered;
    applyPartColours(batches, { scene, doc, frame, mode, selection, hovered: shown });
    edges.setSelected(selection);
    const now = litParts(selection, shown);
    for (const p of now) if (!lit.current.has(p)) changed.current.add(p);
    for (const p of lit.current) if (!now.has(p)) changed.current.add(p);
    lit.current = now;
    if (!slow) {
      // A whole frame: it redraws every part.
      changed.current = new Set();
      return redrawAfterNextFrame(invalidate);
    }
    // Slow: one frame once the clicking pauses, not one per click (a hover must not cancel it), and only
    // where the parts whose look changed are.
    clearTimeout(pendingRedraw.current);
    pendingRedraw.current = setTimeout(() => {
      requestPartRedraw(changed.current, invalidate);
      changed.current = new Set();
    }, SLOW_REDRAW_DELAY_MS);
    return undefined;
    // Only hover and selection: the effect above handles the rest, with whatever they are then.
  }, [selection, hovered]);
  useEffect(() => () => clearTimeout(pendingRedraw.current), []);

  useEffect(() => forgetDrawCost(), [batches]);

  // The frame of a new analysis: only a change of piece changes which parts are dimmed.
  useLayoutEffect(() => {
    const dimmed = frame?.toDoc ? (part: number) => outsidePiece(frame, part) : null;
    edges.setDimmed(dimmed ?? (() => false));
    batches.setPickable(dimmed ? (part) => !dimmed(part) : null);
    invalidate();
  }, [batches, edges, frame, invalidate]);

  // The picking trees, built while the page is idle so the first hover finds them ready.
  useEffect(() => warmWhenIdle((budget) => batches.warmPicking(budget)), [batches]);

  // Stable handlers: R3F requests a frame whenever an object's props change, and a hover re-renders this
  // component; new closures each time would redraw the whole model on every hover.
  const batchesRef = useRef(batches);
  batchesRef.current = batches;
  const handlers = useMemo(() => {
    const partOf = (e: ThreeEvent<PointerEvent | MouseEvent>) => batchesRef.current.partAt(e.object, e.batchId);
    return {
      onPointerMove: (e: ThreeEvent<PointerEvent>) => {
        e.stopPropagation();
        hoverPart(partOf(e));
      },
      onPointerOut: () => hoverPart(null),
      onClick: (e: ThreeEvent<MouseEvent>) => {
        e.stopPropagation();
        const part = partOf(e);
        if (part !== null) selectPart(part, e.nativeEvent.shiftKey);
      },
    };
  }, []);

  return (
    <>
      <group {...handlers}>
        {batches.meshes.map((mesh) => (
          <primitive key={mesh.uuid} object={mesh} />
        ))}
      </group>
      <primitive object={edges.object} />
    </>
  );
}

function litParts(selection: readonly number[], hovered: number | null): ReadonlySet<number> {
  return new Set(hovered === null ? selection : [...selection, hovered]);
}
