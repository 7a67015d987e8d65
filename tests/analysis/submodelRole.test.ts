import { describe, expect, it } from 'vitest';
import { submodelRole, tidyName } from '../../src/analysis/submodelInstances.ts';

/** Builders name sub-assemblies in many ways; these are the shapes seen in real files and common in Studio. */
describe('submodelRole', () => {
  it.each([
    ['arm_left', 'arm'],
    ['LeftArm', 'arm'],
    ['rightleg', 'leg'],
    ['Leg R', 'leg'],
    ['7327 - Scorpion (Right Claw).ldr', 'arm'],
    ['7327 - Scorpion (Tail End).ldr', 'tail'],
    ['21303 - Tete A.ldr', 'head'],
    ['21303 - Oeil gauche.ldr', 'eye'],
    ['mouth.ldr', 'mouth'],
    ['6879 - Spaceship - Cockpit.ldr', 'cockpit'],
    ['Shoulder Cannon', 'gun'],
    ['Gun Arm', 'gun'],
    ['7131 - Left Engine.ldr', 'engine'],
    ['6886 - Spaceship - Wing 1.ldr', 'wing'],
    // A starfighter's class names the craft; a wing of it is still a wing.
    ['30051 - Lower-Left Wing.ldr', 'wing'],
    ['X-Wing Wing Upper Left', 'wing'],
    // What holds a wing is no wing, as what holds an engine is no engine: the TIE fighter's pylon under its panel.
    ['7150 - TIE Fighter - Wing.ldr', 'wing'],
    ['7150 - TIE Fighter - Wing Base.ldr', undefined],
    ['Wing Mount Left', undefined],
    ['7150 - Y-Wing Fighter - Engine.ldr', 'engine'],
    ['Engine Pylon', undefined],
    ['21303 - Assemblage Chenille right.ldr', 'track'],
    ['21303 - Chenille Axe A.ldr', 'track'],
    ['21311 - Sword.ldr', 'hand-weapon'],
    ['Spear_Left', 'hand-weapon'],
    ['21311 - Shield.ldr', 'shield'],
    ['7140 - Landing Gear Tail.ldr', 'landing-gear'],
    // A display stand's arm holds the model up; a gun's stand is the gun's.
    ['7181 - stand-arm-2.ldr', 'stand'],
    ['7181 - stand.ldr', 'stand'],
    ['Gun Stand', 'gun'],
    // What holds a weapon is none: the Ice-Sat V's "Rocket Holder" and its door.
    ['6898 - Vehicle - Rocket Holder.ldr', undefined],
    ['6898 - Vehicle - Rocket Holder - Door.ldr', undefined],
    ['Missile Rack', undefined],
    // A car's steering or suspension arm is a linkage of its wheels (the Giant Truck's), no limb; a robot arm still is one.
    ['5571 - SubUnit 6 Steering Arm.ldr', undefined],
    ['Rear Suspension Arm', undefined],
    ['Robot Arm Left', 'arm'],
    ['6898 - Vehicle - Rocket Holder + Rocket.ldr', 'gun'],
    ['7128 - Speederbike Landing Gear.ldr', 'landing-gear'],
    // A side glued to the front of a word is cut off ("backhoe" reads "back hoe"): still an arm.
    ['42004 - backhoe.ldr', 'arm'],
    ['Maul oben', 'mouth'],
    ['Bridge Tower', 'cockpit'],
    // A side's letter glued to the end, as 8.3 file names write it.
    ['armr.dat', 'arm'],
    ['LEGL.DAT', 'leg'],
    ['wingr.dat', 'wing'],
  ] as const)('%s is a %s', (name, role) => {
    expect(submodelRole(tidyName(name))).toBe(role);
  });

  it.each(['6245 - Main.ldr', 'Armour Plate', 'Harness', 'Submodel 12', 'Drawbridge', 'back_left_sword_hold', 'Sword Rack', '42004 - Mini Backhoe Loader.ldr', '6080 - draw_bridge_full.ldr', '7101 - Minifig - Darth Maul.ldr', 'barrel.dat', 'charml.dat', '7150 - Y-Wing Fighter - Container.ldr', '30051 - X-Wing Fighter.ldr', 'B-wing_Main_Rotor'])('%s names no role', (name) => {
    expect(submodelRole(tidyName(name))).toBeUndefined();
  });
});
