import { describe, expect, it } from 'vitest';
import { sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';

const withPart = async (file: string, part: string) => {
  const m = (await sharedTeam(file)).members.find((x) => x.analysis.parts.some((p) => p.part === part));
  if (!m) throw new Error(`no piece of ${file} holds ${part}`);
  const a = m.analysis;
  return { a, i: a.parts.findIndex((p) => p.part === part) };
};

/** A minifig's tool is a hand weapon in a hand (how every player who labelled one read it), and equipment where it is stowed. */
describe.runIf(hasSharedModels)('tools', () => {
  it('a mechanic holding a power drill thrusts it like a spear: a Level 1 hand weapon, one with his hand, R 2', async () => {
    const { a, i } = await withPart('omr-sets/6544-1 - Shuttle Transcon 2.mpd', '55297.dat');
    const drill = a.weapons.find((w) => w.parts.includes(i))!;
    expect(drill).toMatchObject({ kind: 'spear', level: 1 });
    const hand = a.labels.findIndex((l, j) => a.parts[j]!.part === '3820.dat' && /holds 55297\.dat/.test(l.functionReason));
    expect(hand).toBeGreaterThanOrEqual(0);
    expect(a.labels[hand]!.weapon).toBeNull();
    expect(a.stats.R.base).toBe(2);
  });

  it('a hammer stowed on a plane, where no hand holds it, is equipment, not a weapon', async () => {
    const { a, i } = await withPart('omr-sets/6544-1 - Shuttle Transcon 2.mpd', '55295.dat');
    expect(a.labels[i]!.weapon).toBeNull();
    expect(a.labels[i]!.functionReason).toMatch(/stowed/);
  });

  it('a pirate digging with a shovel swings it like a staff (Level 1); a rowing figure\'s oars are no weapons', async () => {
    const pirate = await withPart('pieces/pirate-6235-pistol.ldr', '3837.dat');
    expect(pirate.a.labels[pirate.i]!.weapon).toEqual({ kind: 'staff', level: 1 });
    const boat = await withPart('brickbuilt/6245 - Harbor Sentry.mpd', '2542.dat');
    expect(boat.a.labels[boat.i]!.weapon).toBeNull();
  });
});
