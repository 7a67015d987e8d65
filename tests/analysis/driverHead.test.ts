import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

/** An open car with several crew aboard looks out where its driver sits: the passengers ride along. */
describe('the driver of an open car', () => {
  it.runIf(hasSharedModels)("the 1682 crew car's Head is its driver's head and cap, at the steering wheel; the astronaut's visor is no windscreen and the passengers do not headbutt", async () => {
    const team = await sharedTeam('omr-sets/1682-1 - Space Shuttle.mpd');
    const car = team.members.find((m) => m.analysis.parts.some((p) => p.id === '15/487'))!.analysis;
    const head = car.parts.flatMap((p, i) => (car.labels[i]!.section === 'head' ? [p.id] : []));
    expect(head.sort()).toEqual(['16/578', '16/579']);
    const heads = car.parts.flatMap((p, i) => (p.file?.description?.startsWith('Minifig Head') ? [i] : []));
    expect(heads).toHaveLength(3);
    const hits = car.weapons.filter((w) => w.kind === 'hit');
    expect(hits.flatMap((w) => w.parts.map((i) => car.parts[i]!.id))).toEqual(['16/578']);
    const visor = car.parts.findIndex((p) => p.id === '17/605');
    expect(car.labels[visor]!.section).not.toBe('head');
  });
});
