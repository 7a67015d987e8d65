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
    ['20546.dat', 'a slingshot shoots: a Level 2 gun', { weapon: { kind: 'gun', level: 2 } }],
    ['93220.dat', 'a baseball bat is swung like a club: a Level 1 staff', { weapon: { kind: 'staff', level: 1 } }],
    ['98568.dat', "a mech's Technic sword is a Level 1 blade", { weapon: { kind: 'blade', level: 1 } }],
    ['40339.dat', "a Bionicle trident thrusts: a Level 1 spear", { weapon: { kind: 'spear', level: 1 } }],
    ['45274.dat', 'a constraction shield with a blade on it is a shield', { armour: 'shield' }],
    ['60935.dat', "a Technic flyer's wing is a wing", { boost: 'wing' }],
    ['30367bps1.dat', "an astromech's dome, its eye printed on, is a face", { face: true, faceKind: 'face' }],
    ['6265.dat', "a skeleton's arm is a minifig arm", { minifig: 'arm' }],
    ['30376.dat', "a battle droid's legs in one part are both legs", { minifig: 'legs' }],
    ['30378.dat', "a battle droid's head is a minifig head", { minifig: 'head', faceKind: 'face' }],
    ['30361aps1.dat', "an astromech's body stands on its legs as a minifig's torso does", { minifig: 'torso' }],
    ['30361dps6.dat', "so does one printed for R5-D4, its title naming no SW", { minifig: 'torso' }],
    ['30362.dat', "an astromech's robot leg is a minifig leg (aboard a fighter it is crew's: starWarsDroids.test.ts)", { minifig: 'leg' }],
    ['92241.dat', "a mini-doll's torso is a minifig torso", { minifig: 'torso' }],
    // (Shortcuts: the analysis expands them into their parts; read whole where a caller does not.)
    ['2698c01.dat', 'a whole Technic action figure in one part has its face, two legs and two arms', { face: true, legs: 2, strikes: ['left arm', 'right arm'] }],
    ['3963.dat', "a brick with positioning rockets (Classic Space's thruster nozzles) is a rocket booster", { boost: 'rocket-booster' }],
    ['90398p01.dat', 'a microfigure is a whole figure in one part: its face, two legs and two arms', { face: true, legs: 2, strikes: ['left arm', 'right arm'] }],
    ['90398.dat', 'a plain gold statuette is a trophy, no figure', { reason: expect.stringMatching(/no special role/) }],
    ['2700.dat', "a Technic action figure's arm segment is part of its arm", { minifig: 'arm' }],
    ['69767c01.dat', 'a projectile launcher with its trigger fitted, read whole, shoots: a Level 2 gun', { weapon: { kind: 'gun', level: 2 } }],
    ['54271.dat', "a constraction figure's ball shooter is a Level 2 gun", { weapon: { kind: 'gun', level: 2 } }],
    ['18585.dat', "a Technic brick's flick launcher is a Level 2 gun", { weapon: { kind: 'gun', level: 2 } }],
    ['87846.dat', "a figure's tail lashes: a Level 0 hit", { weapon: { kind: 'hit', level: 0 } }],
    ['47314.dat', "a Bionicle's aero slicer cuts: a Level 1 blade", { weapon: { kind: 'blade', level: 1 } }],
    ['53543.dat', "a Bionicle's thigh armour is armour", { armour: 'armour' }],
    ['2710.dat', "a Technic action figure's lower body is its hips", { minifig: 'hips' }],
    ['16529.dat', "a mini-doll's mermaid tail is one limb, not a pair of legs", { minifig: 'leg' }],
    ['6127.dat', "a dragon's arm claws, a limb of its own", { weapon: { kind: 'hit', level: 0 }, limb: true }],
    ['6130.dat', "one side of a dragon's body carries one hind leg", { legs: 1 }],
    ['10352.dat', "one side of a poseable horse's body carries one front leg", { legs: 1 }],
    ['10355.dat', "a poseable horse's rear leg is one leg", { legs: 1 }],
    ['6026.dat', "a crocodile's body has its four legs moulded in", { legs: 4 }],
    ['6251p01.dat', 'a cat printed with its eyes is still a cat on four legs, no face part', { faceKind: 'creature', legs: 4 }],
    ['93085p04.dat', 'a horse printed with its tail is still a horse on four legs, no tail', { faceKind: 'creature', legs: 4 }],
    ['2490p40.dat', "a horse's barding is its armour", { armour: 'armour' }],
    // Parts and titles of the libraries since 2023.
    ['69767.dat', 'the projectile launcher that replaced the stud shooter shoots: a Level 2 gun', { weapon: { kind: 'gun', level: 2 } }],
    ['30358.dat', "a plane's engine (2022's 'Tile 2 x 2 with Jet Engine', retitled) is a booster", { boost: 'rocket-booster' }],
    ['41889.dat', "a super battle droid's body is its torso, its head moulded on", { minifig: 'torso', faceKind: 'face' }],
    ['36756.dat', 'a rat with its tail moulded in is a rat on four legs, not a tail: the tail lashes', { faceKind: 'creature', legs: 4, strikes: ['tail'] }],
    ['40234.dat', "a rat's long tail is moulded in: it lashes, a Level 0 hit", { faceKind: 'creature', legs: 4, strikes: ['tail'] }],
    ['35757.dat', "a mouse's tail is moulded in: it lashes", { faceKind: 'creature', legs: 4, strikes: ['tail'] }],
    ['27062.dat', 'a parrot with its tail moulded in is a bird that flies, bites and kicks, not a tail', { faceKind: 'creature', legs: 2, boost: 'wing' }],
    ['1613.dat', "antlers butt like horns: a Level 0 hit", { weapon: { kind: 'hit', level: 0 } }],
    ['4591.dat', "a round brick with fins is a rocket's tail: a booster", { boost: 'rocket-booster' }],
    ['3836.dat', 'a pushbroom in a hand is swung like a staff; stowed, it is equipment', { weapon: { kind: 'staff', level: 1 }, tool: true }],
    ['4528.dat', 'a frying pan in a hand is swung like a club (a staff); on a stove, it is a pan', { weapon: { kind: 'staff', level: 1 }, tool: true }],
    ['2542.dat', 'an oar in a hand is swung like a staff; in a boat it rows (labelBuild)', { weapon: { kind: 'staff', level: 1 }, tool: true }],
    ['43743-f1.dat', 'hips with spring legs are both legs', { minifig: 'legs' }],
    ['51345.dat', "a minifig mermaid's tail is one limb", { minifig: 'leg' }],
    ['15423.dat', 'a minifig body armour vest is armour', { armour: 'armour' }],
    ['55237j.dat', 'a hammer on a bar is swung like a staff', { weapon: { kind: 'staff', level: 1 } }],
    ['37341e.dat', 'a hook with two blades cuts: a blade, not a gun', { weapon: { kind: 'blade', level: 1 } }],
    ['53451.dat', "a viking helmet's horn alone is an ornament worn on it, no helmet of its own", { accessory: true }],
    ['53450c01.dat', 'a viking helmet with its horns on is a helmet', { armour: 'helmet' }],
    ['30211.dat', "an Insectoid bug's leg is a leg moulded as one part", { leg: true }],
    ['15107.dat', "a segmented animal leg (a spider's) is a leg moulded as one part", { leg: true }],
  ])('%s: %s', (part, _why, expected) => {
    expect(partTraits(title(part))).toMatchObject(expected);
  });

  it('a head embedded in a file with its title rewritten in prose (as the 6769 fort\'s bandits\' heads are stored) is still a minifig head', () => {
    expect(partTraits('Patterned minifig head with angry moustache, white teeth, and furrowed brow.')).toMatchObject({ minifig: 'head', face: true });
    expect(partTraits('A decorated minifig head featuring a curly moustache, spiky beard, and facial features pattern.')).toMatchObject({ minifig: 'head', face: true });
    expect(partTraits('Minifig head primitive built from a half cylinder with conditional lines.').minifig).toBeUndefined();
    expect(partTraits('Patterned minifig headgear with a plume').minifig).toBeUndefined();
  });

  it.each([
    ['30361a.dat', 'a plain robot-body cylinder is a building element, no torso'],
    ['30361d.dat', 'so is the one with a bottom axle holder'],
    ['28125.dat', 'a bald headdress is worn on a head, and is none'],
  ])('%s: %s', (part) => {
    expect(partTraits(title(part)).minifig).toBeUndefined();
  });

  it("a viking helmet's horn alone protects nothing: no helmet, no armour", () => {
    expect(partTraits(title('53451.dat')).armour).toBeUndefined();
  });

  it("a hieroglyph sticker 'with Eye on Top' decorates a sphinx's flank: no face", () => {
    expect(title('4613906b.dat')).toMatch(/Hieroglyphs, Eye on Top/);
    expect(partTraits(title('4613906b.dat')).face).toBeFalsy();
  });

  it("a horse's hitching is tack on a wagon's drawbar: no animal, no legs that kick", () => {
    expect(title('4587.dat')).toBe('Animal Horse Hitching with Hinge');
    expect(partTraits(title('4587.dat'))).not.toMatchObject({ faceKind: 'creature' });
    expect(partTraits(title('4587.dat')).legs).toBeUndefined();
  });

  it('a bat emblem is a badge on a car, no creature with a face', () => {
    expect(partTraits(title('37720a.dat')).faceKind).toBeUndefined();
  });

  it('a robotic arm with a socket for a blaster is an arm, no gun until a blaster is in it', () => {
    expect(partTraits(title('34335.dat'))).toMatchObject({ minifig: 'arm' });
    expect(partTraits(title('34335.dat')).weapon).toBeUndefined();
  });

  it('a constraction shield holder holds a shield and is none', () => {
    expect(partTraits(title('47474.dat')).armour).toBeUndefined();
  });

  it("a half-stud bar with a straight 3L blade cuts: a Level 1 blade; with a curved 2L blade it is a build's claw or horn, read by where it sits", () => {
    expect(partTraits(title('64727.dat')).weapon).toMatchObject({ kind: 'blade' });
    expect(partTraits(title('87747.dat')).weapon).toBeUndefined();
  });

  it('a Technic bush with a tyre on it is a wheel', () => {
    expect(partTraits(title('4265ac02.dat'))).toMatchObject({ wheel: true });
  });

  it("an elephant's ear has no legs", () => {
    expect(partTraits(title('43891.dat')).legs).toBeUndefined();
  });

  it('a whole mini-doll with a mermaid tail is a figure, not a tail', () => {
    expect(partTraits(title('92198p02c06.dat')).weapon).toBeUndefined();
    expect(partTraits(title('32008.dat'))).toMatchObject({ accessory: true });
  });

  it("a projectile launcher's trigger alone, or a spinner's launch base, is no gun", () => {
    expect(partTraits(title('69755.dat')).weapon).toBeUndefined();
    expect(partTraits(title('50408.dat')).weapon).toBeUndefined();
  });

  it("the pin of a Technic action figure's arm bearing is a joint in the arm, no limb of its own", () => {
    expect(partTraits(title('2705.dat')).minifig).toBeUndefined();
    expect(partTraits(title('2701.dat'))).toMatchObject({ minifig: 'arm' });
  });
});
