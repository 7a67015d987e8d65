import { useFrame } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { LabelLayer } from './LabelLayer.ts';
import { ldrawToThree } from './ldrawToThree.ts';

const point = new Vector3();

/** Each frame, moves the label divs to their anchors' screen positions (centred); hides those behind the camera. */
export function LabelTracker({ layer }: { layer: LabelLayer }) {
  useFrame(({ camera, size }) => {
    for (const { at, el } of layer.anchors.values()) {
      ldrawToThree(at[0], at[1], at[2], point).project(camera);
      const visible = point.z < 1 && Math.abs(point.x) < 1.2 && Math.abs(point.y) < 1.2;
      el.style.visibility = visible ? 'visible' : 'hidden';
      if (!visible) continue;
      const x = ((point.x + 1) / 2) * size.width;
      const y = ((1 - point.y) / 2) * size.height;
      el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;
    }
  });
  return null;
}
