import { describe, expect, it } from 'vitest';
import { analyzeText, sharedTeam } from '../support/analyze.ts';
import { hasSharedModels } from '../support/library.ts';
import { GALACTIC_MEDIATOR_ROVER } from '../support/galacticMediatorRover.ts';

describe('a figure locked in a jail or a container is cargo', () => {
  // The Galactic Peace Keeper (6886) carries a Blacktron prisoner in the jail behind its cockpit ("Jail + Minifig"):
  // its labeller reads the police pilot's cockpit as the Head; the prisoner fights with nothing and wears no armour of the ship's.
  it.runIf(hasSharedModels)("the Galactic Peace Keeper's Head is its pilot's cockpit; the prisoner in its jail is cargo", async () => {
    const a = (await sharedTeam('brickbuilt/6886-1 - Galactic Peace Keeper.mpd')).members[0]!.analysis;
    const inJail = (i: number) => a.parts[i]!.submodel.some((s) => /^6886 - Jail\b/.test(s));
    const heads = a.parts.flatMap((p, i) => (/^3626/.test(p.part) ? [i] : []));
    expect(heads).toHaveLength(2);
    const [prisoner] = heads.filter(inJail);
    const [pilot] = heads.filter((i) => !inJail(i));
    expect(a.labels[pilot!]!.section).toBe('head');
    expect(a.labels[prisoner!]!.section).not.toBe('head');
    // No part of the jail (its window glass, its bars) is the cockpit.
    for (const [i, l] of a.labels.entries()) if (inJail(i)) expect(l.section).not.toBe('head');
    // The prisoner and what he wears: no weapon, no armour.
    const his = a.parts.flatMap((p, i) => (inJail(i) && p.submodel.some((s) => /^6886 - Minifig 1\b/.test(s)) ? [i] : []));
    expect(his.length).toBeGreaterThan(8);
    for (const i of his) {
      expect(a.labels[i]!.function).toBe('none');
      expect(a.labels[i]!.functionReason).toMatch(/locked in/);
    }
  });

  // The Galactic Mediator's rover is drawn as "Vehicle + Container": its chief sits in "Vehicle + Minifig", his own
  // seat, not the container; the prisoner lies in the pod behind him, under its windscreen door. Its labeller reads the
  // chief's face on his open seat as the Head, and the pod with the prisoner as cargo.
  it("the Galactic Mediator's rover: its chief's face is the Head, the prisoner in its pod cargo, the pod's window no cockpit", async () => {
    const a = await analyzeText(GALACTIC_MEDIATOR_ROVER);
    const headOf = (figure: string) => a.parts.findIndex((p) => /^3626/.test(p.part) && p.submodel.includes(figure));
    const chief = headOf('6984 - Minifig 2.ldr');
    const prisoner = headOf('6984 - Minifig 3.ldr');
    expect(a.labels[chief]!.section).toBe('head');
    expect(a.labels[chief]!.functionReason).toMatch(/open seat/);
    expect(a.labels[prisoner]!.section).not.toBe('head');
    expect(a.labels[prisoner]!.functionReason).toMatch(/locked in the vehicle's "Container \+ Minifig"/);
    const door = a.parts.findIndex((p) => p.part === '2483p50.dat');
    expect(door).toBeGreaterThanOrEqual(0);
    expect(a.labels[door]!.section).not.toBe('head');
  });

  // The same rover's chassis and chief in a submodel named "Container Truck", his seat in it: the truck is the vehicle
  // he steers, not a lock-up (it holds most of the piece).
  it('a driver seated in a vehicle named a container truck steers it: he is its crew, his face the Head', async () => {
    const truck = GALACTIC_MEDIATOR_ROVER.replace(/^0 FILE main\.ldr\n[^\n]*\n0 FILE 6984 - Vehicle \+ Container\.ldr\n[^\n]*\n[^\n]*\n0 FILE 6984 - Vehicle \+ Minifig\.ldr\n/, '0 FILE main.ldr\n1 16 0 0 0 1 0 0 0 1 0 0 0 1 Container Truck.ldr\n0 FILE Container Truck.ldr\n');
    expect(truck).not.toBe(GALACTIC_MEDIATOR_ROVER);
    const a = await analyzeText(truck);
    const chief = a.parts.findIndex((p) => /^3626/.test(p.part));
    expect(a.parts.filter((p) => /^3626/.test(p.part))).toHaveLength(1);
    expect(a.labels[chief]!.section).toBe('head');
    expect(a.labels[chief]!.functionReason).not.toMatch(/locked in/);
  });
});
