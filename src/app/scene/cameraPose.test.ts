import { describe, expect, it } from 'vitest';
import { cameraPose } from './cameraPose.ts';

// A minifig-sized box standing on LDraw's ground (Y down), facing LDraw -Z.
const box = { min: [-20, -96, -10], max: [20, 0, 10] } as const;
const FRONT = [0, 0, -1];

describe('cameraPose', () => {
  it('looks at the centre, turned to three (+Y up: LDraw -Z becomes +Z)', () => {
    const p = cameraPose(box, FRONT, 'front', 35, 1.5);
    expect(p.target.toArray()).toEqual([0, 48, -0]);
    const d = p.position.clone().sub(p.target).normalize();
    expect(d.z).toBeCloseTo(1, 6);
  });

  it('puts the side view on the piece side, the top view above with the front toward the bottom of the screen', () => {
    const side = cameraPose(box, FRONT, 'side', 35, 1.5);
    expect(Math.abs(side.position.x - side.target.x)).toBeGreaterThan(100);
    const top = cameraPose(box, FRONT, 'top', 35, 1.5);
    const d = top.position.clone().sub(top.target).normalize();
    expect(d.y).toBeCloseTo(1, 3);
    expect(d.z).toBeGreaterThan(0);
  });

  it('backs off far enough that the bounding sphere fits the narrower field of view', () => {
    const wide = cameraPose(box, FRONT, 'fit', 35, 2);
    const narrow = cameraPose(box, FRONT, 'fit', 35, 0.5);
    expect(narrow.position.distanceTo(narrow.target)).toBeGreaterThan(wide.position.distanceTo(wide.target));
    const radius = Math.hypot(40, 96, 20) / 2;
    expect(wide.position.distanceTo(wide.target) * Math.sin((35 / 2) * (Math.PI / 180))).toBeGreaterThanOrEqual(radius);
  });
});
