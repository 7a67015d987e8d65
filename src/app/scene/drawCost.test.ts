import { beforeEach, describe, expect, it } from 'vitest';
import { drawIsSlow, forgetDrawCost, noteFrameCost } from './drawCost.ts';

describe('drawCost', () => {
  beforeEach(() => forgetDrawCost());

  it('calls the view slow only after two frames in a row took over 250 ms', () => {
    expect(drawIsSlow()).toBe(false);
    noteFrameCost(3000);
    expect(drawIsSlow()).toBe(false); // one frame (the first compiles shaders) says little
    noteFrameCost(2800);
    expect(drawIsSlow()).toBe(true);
    noteFrameCost(16);
    expect(drawIsSlow()).toBe(false); // a fast frame: hover highlights again
  });

  it('starts unmeasured for a new model', () => {
    noteFrameCost(3000);
    noteFrameCost(3000);
    forgetDrawCost();
    expect(drawIsSlow()).toBe(false);
  });
});
