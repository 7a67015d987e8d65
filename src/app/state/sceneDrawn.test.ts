import { afterEach, describe, expect, it, vi } from 'vitest';
import { markDrawn, whenDrawn } from './sceneDrawn.ts';

describe('waiting for a scene to be drawn', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until that scene is drawn, not another', async () => {
    vi.useFakeTimers();
    const scene = {};
    let done = false;
    void whenDrawn(scene, 5000).then(() => (done = true));
    markDrawn({});
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    markDrawn(scene);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('answers at once for the scene already drawn', async () => {
    const scene = {};
    markDrawn(scene);
    await expect(whenDrawn(scene, 60_000)).resolves.toBeUndefined();
  });

  it('gives up waiting after the fallback (a page in the background draws nothing)', async () => {
    vi.useFakeTimers();
    let done = false;
    void whenDrawn({}, 1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
