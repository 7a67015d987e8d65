import { useFrame } from '@react-three/fiber';
import { Vector3 } from 'three';
import { docIndex } from '../state/docFrame.ts';
import { viewerStore } from '../state/viewerStore.ts';
import type { LabelLayer } from './LabelLayer.ts';
import { ldrawToThree } from './ldrawToThree.ts';
import { thinLabels, type PlacedLabel } from './thinLabels.ts';

const point = new Vector3();
/** Room kept beside a weapon label for its "+N". */
const MORE_WIDTH = 22;

/**
 * Each frame, moves the label divs to their anchors' screen positions (centred), hides those behind
 * the camera, and thins the weapon labels so that none covers another: a label kept says how many
 * nearby ones it stands for ("+3"); the labels of the hovered and selected parts are always shown.
 */
export function LabelTracker({ layer }: { layer: LabelLayer }) {
  useFrame(({ camera, size }) => {
    const { hovered, selection, frame } = viewerStore.getState();
    const pinned = new Set<number>();
    for (const i of hovered === null ? selection : [...selection, hovered]) pinned.add(docIndex(frame, i));
    const anchors = [...layer.anchors.values()];
    // Reads first (sizes, once per label), then writes: one layout per frame at most.
    for (const a of anchors) {
      if (a.w === 0) {
        a.w = a.el.offsetWidth + (a.more ? MORE_WIDTH : 0);
        a.h = a.el.offsetHeight;
      }
    }
    const placed: PlacedLabel[] = [];
    const onScreen: number[] = [];
    const positions: [number, number][] = [];
    anchors.forEach((a, i) => {
      const at = a.label.at;
      ldrawToThree(at[0], at[1], at[2], point).project(camera);
      if (!(point.z < 1 && Math.abs(point.x) < 1.2 && Math.abs(point.y) < 1.2)) return;
      const x = ((point.x + 1) / 2) * size.width;
      const y = ((1 - point.y) / 2) * size.height;
      const named = a.label.parts.some((p) => pinned.has(p));
      placed.push({ x, y, w: a.w, h: a.h, rank: a.label.rank + (named ? 100 : 0), pinned: !a.label.thin || named });
      onScreen.push(i);
      positions[i] = [x, y];
    });
    const { shown, more, dy } = thinLabels(placed);
    const drawn = new Map(onScreen.map((i, k) => [i, k]));
    anchors.forEach((a, i) => {
      const k = drawn.get(i);
      const visible = k !== undefined && shown[k]!;
      a.el.style.visibility = visible ? 'visible' : 'hidden';
      if (!visible) return;
      const [x, y] = positions[i]!;
      a.el.style.transform = `translate(${x.toFixed(1)}px, ${(y + dy[k]!).toFixed(1)}px) translate(-50%, -50%)`;
      if (a.more) {
        const text = more[k]! > 0 ? `+${more[k]}` : '';
        if (a.more.textContent !== text) a.more.textContent = text;
      }
      const named = a.label.parts.some((p) => pinned.has(p));
      if ((a.el.dataset.named === 'true') !== named) {
        a.el.dataset.named = String(named);
        a.el.style.outline = named ? '2px solid #14161a' : '';
        a.el.style.zIndex = named ? '1' : '';
      }
    });
  });
  return null;
}
