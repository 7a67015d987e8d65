import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partTraits } from '../../src/analysis/partTraits.ts';
import { libraryRoot } from '../support/library.ts';

/** A library part's title, as its file gives it. */
const title = (part: string) => readFileSync(join(libraryRoot(), 'parts', part), 'latin1').split('\n')[0]!.replace(/^0\s+/, '').trim();

/** How the titles of real library parts read, for parts a player reads differently from what their names first suggest. */
describe('what a library part is by its title', () => {
  it.each([
    ['30088.dat', 'a speargun shoots: a Level 2 gun', { weapon: { kind: 'gun', level: 2 } }],
    ['6265.dat', "a skeleton's arm is a minifig arm", { minifig: 'arm' }],
    ['30376.dat', "a battle droid's legs in one part are both legs", { minifig: 'legs' }],
    ['30378.dat', "a battle droid's head is a minifig head", { minifig: 'head', faceKind: 'face' }],
    ['92241.dat', "a mini-doll's torso is a minifig torso", { minifig: 'torso' }],
    ['6127.dat', "a dragon's arm claws, a limb of its own", { weapon: { kind: 'hit', level: 0 }, limb: true }],
    ['6130.dat', "one side of a dragon's body carries one hind leg", { legs: 1 }],
    ['10352.dat', "one side of a poseable horse's body carries one front leg", { legs: 1 }],
    ['10355.dat', "a poseable horse's rear leg is one leg", { legs: 1 }],
    ['6026.dat', "a crocodile's body has its four legs moulded in", { legs: 4 }],
  ])('%s: %s', (part, _why, expected) => {
    expect(partTraits(title(part))).toMatchObject(expected);
  });

  it.each([
    ['30362.dat', "a robot leg brick is a building element, no figure's leg"],
    ['28125.dat', 'a bald headdress is worn on a head, and is none'],
  ])('%s: %s', (part) => {
    expect(partTraits(title(part)).minifig).toBeUndefined();
  });
});
