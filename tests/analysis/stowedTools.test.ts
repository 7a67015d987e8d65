import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';
import { hasSharedModels, SHARED_MODELS } from '../support/library.ts';

/** A clip plate on the Racer's (4016) rear spoiler, holding a pickaxe whose handle sticks out backward past the car. */
const CLIPPED_PICKAXE = ['1 0 0 -40 60 1 0 0 0 1 0 0 0 1 60470a.dat', '1 72 0 -47 80 1 0 0 0 0 -1 0 1 0 3841.dat'];

describe.runIf(hasSharedModels)('a tool clipped to a car', () => {
  it('a pickaxe clipped to a racer, its handle sticking out past the tail, is stowed: the car swings no staff', async () => {
    const racer = readFileSync(`${SHARED_MODELS}/omr-sets/4016-1 - Racer.ldr`, 'utf8');
    const a = await analyzeText(`${racer}\n${CLIPPED_PICKAXE.join('\n')}\n`);
    const pickaxe = a.parts.findIndex((p) => p.part === '3841.dat');
    expect(a.labels[pickaxe]!.weapon).toBeNull();
    expect(a.labels[pickaxe]!.functionReason).toMatch(/clipped to a vehicle where no hand holds it/);
    expect(a.weapons.some((w) => w.level === 1)).toBe(false);
  });
});
