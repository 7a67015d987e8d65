/** A gun built of ordinary parts: its barrel parts, and why it is one. */
export interface BuiltGun {
  /**
   * An exhaust is a barrel pointing backward: a rocket booster, not a gun (IV.H).
   * A plunger is a barrel whose end a disc closes: nothing comes out of it, it grabs and strikes (a Level 0 hit).
   * A missile is a finned round brick with a cone on its front: fins behind, nose ahead (Level 3).
   * A beam is a lens (a see-through dish) facing out of the front (Level 3).
   */
  readonly kind: 'gun' | 'cannon' | 'beam' | 'missile' | 'exhaust' | 'plunger';
  readonly parts: readonly number[];
  /** The way it points, out of the muzzle. */
  readonly aim: readonly [number, number, number];
  readonly reason: string;
  /** How far its barrel reaches along its aim, in LDU (a firing barrel's; exhausts and plungers leave it out). */
  readonly length?: number;
  /** The binoculars in it, two tubes side by side: two barrels, two weapons (IV.F). */
  readonly twin?: number;
}

/** Whether it fires something out of the build (a gun, a cannon, a beam, a missile), as exhausts and plungers do not. */
export function fires(g: BuiltGun): boolean {
  return g.kind === 'gun' || g.kind === 'cannon' || g.kind === 'beam' || g.kind === 'missile';
}
