import { cleanDescription } from '../ldraw/cleanDescription.ts';

/** What a part is by its metadata (description and category), before geometry is looked at. */
export type MinifigBody = 'head' | 'torso' | 'arm' | 'hand' | 'hips' | 'legs' | 'leg';

export type WeaponKind =
  | 'hit' | 'antenna' | 'blade' | 'lance' | 'spear' | 'staff' | 'whip' | 'gun' | 'hand-bomb' | 'missile' | 'cannon' | 'beam' | 'propeller-fan';

export type WeaponLevel = 0 | 1 | 2 | 3;

export type BoostKind = 'propeller' | 'wing' | 'rocket-booster';

export interface PartTraits {
  readonly minifig?: MinifigBody;
  readonly weapon?: { readonly kind: WeaponKind; readonly level: WeaponLevel };
  readonly boost?: BoostKind;
  readonly armour?: 'shield' | 'helmet' | 'armour' | 'shell';
  readonly wheel?: boolean;
  /** A pulley or a gear: a wheel where the build stands on it (an old catapult's belt wheels, a robot's gear rollers), else no wheel. */
  readonly pulley?: boolean;
  /** Carries a face or eyes: where the Head is. */
  readonly face?: boolean;
  /** What kind of face: printed or moulded eyes and faces, a cockpit a pilot looks out of, or a one-part creature. */
  readonly faceKind?: 'face' | 'cockpit' | 'creature';
  /** Legs moulded into one part (a horse's body): each kicks, a Level 0 hit of its own (IV.F). */
  readonly legs?: number;
  /** A limb that is a part of its own (a dragon's arm): one weapon, never one with the limb it touches. */
  readonly limb?: boolean;
  /** A whole leg moulded as one part (an insectoid's, a segmented animal leg): a build stands and kicks on it. */
  readonly leg?: boolean;
  /** Other weapons moulded into one part (a scorpion's pincers and stinger): each a Level 0 hit of its own. */
  readonly strikes?: readonly string[];
  /** A track (tread) a vehicle rolls on: wheels, unless the user switches the interpretation. */
  readonly track?: boolean;
  /** A minifig's tool (a wrench, a drill, a shovel): a hand weapon in a hand, equipment stowed on a build. */
  readonly tool?: boolean;
  /** Headwear, hair, plumes, capes, flags, bags: on the piece but no weapon, boost or armour. */
  readonly accessory?: boolean;
  /** A windscreen or canopy moulded in a solid colour (set where colours are known: pieceTraits): a roof as often as a cockpit. */
  readonly solid?: boolean;
  /** Why: the pattern that matched. */
  readonly reason: string;
}

export function weaponLevel(kind: WeaponKind): WeaponLevel {
  switch (kind) {
    case 'hit':
    case 'antenna':
      return 0;
    case 'blade':
    case 'lance':
    case 'spear':
    case 'staff':
    case 'whip':
      return 1;
    case 'gun':
    case 'hand-bomb':
      return 2;
    case 'missile':
    case 'cannon':
    case 'beam':
    case 'propeller-fan':
      return 3;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** Animals that stand on four legs moulded into their body. */
const FOUR_LEGGED = 'Horse|Foal|Crocodile|Alligator|Poodle|Puppy|Dog|Cat|Kitten|Cow|Pig|Goat|Sheep|Camel|Bear|Wolf|Lion|Tiger|Deer|Rat|Mouse|Bull|Elephant|Donkey|Unicorn|Polar Bear|Fox|Boar|Rhino|Hippo|Squirrel|Rabbit|Bunny|Frog|Hedgehog';
/**
 * Of those, the ones whose body has the tail moulded in, which swishes and lashes (tails are Level 0 hits, IV.F): a
 * horse's, a rat's or a mouse's long curled one (the 5980 pitstop's rat). (A crocodile's or a cat's tail is often a
 * part of its own, counted as one.)
 */
const TAILED = 'Horse|Foal|Donkey|Unicorn|Rat|Mouse';
/** Birds that walk and do not fly: two legs moulded in, no wings to boost. */
const TWO_LEGGED = 'Penguin|Duckling|Chicken|Ostrich';
const LEGGED_HALF = new RegExp(`^Animal (${FOUR_LEGGED}) Body (Left|Right)\\b`);
const POSEABLE_BODY = new RegExp(`^Animal (${FOUR_LEGGED}) Poseable Body (Left|Right)\\b`);
const POSEABLE_LEG = new RegExp(`^Animal (${FOUR_LEGGED}) Poseable (Front |Rear |Hind )?(Left |Right )?Leg\\b`);
/** What comes before " with ": "Animal Rat with Bent Tail" is a rat, "Animal Tail with Straight Tip" a tail. */
const BEFORE_WITH = '(?:(?! with ).)*';
const NOT_BODY = `(?!${BEFORE_WITH}\\b(Head|Saddle|Harness|Bridle|Barding|Hitching|Blanket|Reins|Tail|Ears?|Trunk|Emblem)\\b)`;
const LEGGED = new RegExp(`^Animal (${FOUR_LEGGED})\\b${NOT_BODY}`);
const LEGGED_TAILED = new RegExp(`^Animal (${TAILED})\\b${NOT_BODY}`);
/** (A tail moulded in halves, as a horse's, is one tail: the left half's.) */
const LEGGED_HALF_TAILED = new RegExp(`^Animal (${TAILED}) Body Left\\b`);
const POSEABLE_BODY_TAILED = new RegExp(`^Animal (${TAILED}) Poseable Body Left\\b`);
const BIRD = new RegExp(`^Animal (Pteranodon|Bat|Bird|Eagle|Owl|Raven|Crow|Hawk|Falcon|Seagull|Parrot|Dove|Pigeon)\\b(?!${BEFORE_WITH}\\b(Head|Tail|Emblem|Wings?|Upper)\\b)`);
const WALKING_BIRD = new RegExp(`^Animal (${TWO_LEGGED})\\b(?!${BEFORE_WITH}\\b(Head|Tail|Emblem|Shell|Legs?)\\b)`);
// (A figure's own tail part is one; a whole mini-doll "with Mermaid Tail" is a figure.)
const TAIL = new RegExp(`^((Minifig|Dragon|Creature|Bionicle|Hero Factory)\\b.*|Figure |Animal\\b${BEFORE_WITH})\\b(Tail|Horns?|Antlers?|Cattlehorns|Tentacles?|Stinger|Trunk)\\b`);

interface Rule {
  readonly test: RegExp;
  readonly traits: Omit<PartTraits, 'reason'>;
  readonly what: string;
}

const weapon = (kind: WeaponKind) => ({ weapon: { kind, level: weaponLevel(kind) } });

/**
 * First match wins, so the traps come first: a torso printed with a
 * breastplate is a torso, a propeller's "Blade" is no sword, a tile printed
 * with a shield is no shield (only "Minifig Shield" is).
 */
const RULES: readonly Rule[] = [
  // Skeletons, droids and other minifigs come with heads, torsos and limbs of their own moulds: they are read as minifigs.
  { test: /^Minifig ((Mechanical|Skeleton|Martian|Alien|Baby) )?(Head)\b(?! ?(Accessory|Cover|Ornament|wear|and Torso))/, traits: { minifig: 'head', face: true, faceKind: 'face' }, what: 'a minifig head' },
  // (A part embedded in a file may carry a title in prose, as one archive rewrote them: "Patterned minifig head with angry moustache".)
  { test: /^(an? )?(patterned|printed|decorated) minifig head\b(?! ?(accessory|cover|ornament|wear|and torso|primitive))/i, traits: { minifig: 'head', face: true, faceKind: 'face' }, what: 'a minifig head' },
  { test: /^Minifig ((Mechanical|Skeleton)( Cuboid)? )?Torso\b/, traits: { minifig: 'torso' }, what: 'a minifig torso (a printed breastplate is no armour)' },
  // An astromech droid's printed body stands on its two robot legs as a minifig's torso does on its hips. (Plain, the
  // cylinder is a building element: Emmet's Constructo-Mech is built of one.)
  { test: /^Cylinder\s+2\s+x\s+2\s+x\s+2\s+Robot Body\b.*\bPattern\b/, traits: { minifig: 'torso' }, what: "an astromech droid's body, its torso" },
  // A super battle droid's body is its torso with its head moulded on: where it looks out.
  { test: /^Minifig Body SW Super Battle Droid\b/, traits: { minifig: 'torso', face: true, faceKind: 'face' }, what: "a super battle droid's body, its head moulded on" },
  // A super battle droid's arm with its blaster moulded on shoots: the arm and the gun are one weapon.
  { test: /^Minifig Arm\b.*\bwith Blaster\b(?! Socket)/, traits: { minifig: 'arm', ...weapon('gun') }, what: 'an arm with its blaster moulded on' },
  // A skeleton's or a droid's arm ends in its hand (a claw, a clip), moulded in.
  { test: /^Minifig ((Mechanical|Skeleton) )?Arm\b/, traits: { minifig: 'arm' }, what: 'a minifig arm' },
  { test: /^Minifig (Mechanical )?Hand\b/, traits: { minifig: 'hand' }, what: 'a minifig hand' },
  // A mermaid's or a snake's tail stands in for the legs: one limb that lashes.
  { test: /^(Minifig Hips|Figure (Friends|Elves) Hips and Legs)\b.*\b(Mermaid|Snake) Tail\b/, traits: { minifig: 'leg' }, what: "a mermaid's or a snake's tail, one limb" },
  { test: /^Minifig Hips\b.*\bLegs\b/, traits: { minifig: 'legs' }, what: 'minifig hips and legs' },
  { test: /^Minifig Hips\b/, traits: { minifig: 'hips' }, what: 'minifig hips' },
  // Both legs in one part (a battle droid's, a Martian's): two legs that kick.
  { test: /^Minifig ((Mechanical|Martian) )?Legs\b/, traits: { minifig: 'legs' }, what: 'a pair of minifig legs in one part' },
  { test: /^Minifig ((Mechanical|Skeleton|Robot) )?Leg\b/, traits: { minifig: 'leg' }, what: 'a minifig leg' },
  // A mini-doll (Friends, Elves) is a minifig of another mould: head, torso, arms with the hands moulded in, hips, legs.
  { test: /^Figure (Friends|Elves)\b.*\bHead\b/, traits: { minifig: 'head', face: true, faceKind: 'face' }, what: "a mini-doll's head" },
  { test: /^Figure (Friends|Elves)\b.*\bTorso\b/, traits: { minifig: 'torso' }, what: "a mini-doll's torso" },
  { test: /^Figure (Friends|Elves)\b.*\bArm\b/, traits: { minifig: 'arm' }, what: "a mini-doll's arm, its hand moulded in" },
  { test: /^Figure (Friends|Elves)\b(?!.*\bMermaid\b).*\bLegs\b/, traits: { minifig: 'legs' }, what: "a mini-doll's legs" },
  { test: /^Figure (Friends|Elves)\b.*\bHips\b/, traits: { minifig: 'hips' }, what: "a mini-doll's hips" },
  // A Technic action figure is a minifig at twice the scale, its limbs built of segments: each arm a chain of bearings and
  // segments ending in a clip hand, each leg an upper and a lower leg on a foot (groupWeapons makes each chain one limb).
  { test: /^Technic Action Figure \(Complete\)/, traits: { face: true, faceKind: 'face', legs: 2, strikes: ['left arm', 'right arm'] }, what: 'a whole Technic action figure in one piece: its head, two arms and two legs' },
  { test: /^Technic Action Figure Head\b/, traits: { minifig: 'head', face: true, faceKind: 'face' }, what: "a Technic action figure's head" },
  { test: /^Technic Action Figure (Hair|Helmet Visor|Scuba Flipper)\b/, traits: { accessory: true }, what: "a Technic action figure's hair, visor or flipper" },
  { test: /^Technic Action Figure Helmet\b/, traits: { armour: 'helmet' }, what: "a Technic action figure's helmet" },
  { test: /^Technic Action Figure (Torso|Body Connector|Body$)/, traits: { minifig: 'torso' }, what: "a Technic action figure's torso" },
  { test: /^Technic Action Figure Body Lower\b/, traits: { minifig: 'hips' }, what: "a Technic action figure's lower body, its hips" },
  // The pin of an arm's bearing is a joint in it, held by the torso or the bearing: no segment of its own.
  { test: /^Technic Action Figure Arm Bearing Pin\b/, traits: {}, what: "the pin of a Technic action figure's arm joint" },
  { test: /^Technic Action Figure Arm\b/, traits: { minifig: 'arm' }, what: "a segment of a Technic action figure's arm" },
  { test: /^Technic Action Figure Hand\b/, traits: { minifig: 'hand' }, what: "a Technic action figure's clip hand" },
  { test: /^Technic Action Figure (Leg|Foot)\b/, traits: { minifig: 'leg' }, what: "a segment of a Technic action figure's leg" },
  // A big figure (the Hulk, a troll) stands on legs moulded into its body and punches with arms pinned to it, a fist on each:
  // each arm is one limb with its hand (as a dragon's arm is), and the hand is the arm's.
  { test: /^(Bigfig|Figure Troll) Arm\b/, traits: { ...weapon('hit'), limb: true }, what: "a big figure's arm, which punches with the fist on it" },
  { test: /^(Bigfig|Figure Troll) Hand\b/, traits: {}, what: "a big figure's fist, one limb with its arm" },
  { test: /^Figure Troll Body Legs\b/, traits: { minifig: 'legs' }, what: "a troll's legs in one part" },
  { test: /^Bigfig .*\bBody\b/, traits: { face: true, faceKind: 'face', legs: 2 }, what: "a big figure's body, its head and two legs moulded in" },
  // A brick-built figure's feet or legs (BrickHeadz "Figure Feet") are its limbs: they kick and stomp like a minifig's legs (IV.F).
  { test: /^Figure .*\b(Feet|Foot|Legs?)\b/, traits: { minifig: 'leg' }, what: "a figure's feet or legs (limbs)" },
  // Legs moulded whole for brick-built creatures and walkers (the Insectoids' bugs, a spider's segmented legs).
  { test: /^(Support Insectoid Leg|Animal Leg|Technic Bionicle (Rahkshi )?(Upper )?Leg)\b/, traits: { leg: true }, what: 'a leg moulded as one part' },
  { test: /^Minifig Shield\b/, traits: { armour: 'shield' }, what: 'a minifig shield' },
  { test: /^Minifig (Body (and Shoulder )?)?(Armou?r|Breastplate)\b|^Minifig Shoulder (Guards|Pads)\b/, traits: { armour: 'armour' }, what: 'minifig armour' },
  { test: /^Constraction Shell\b.*\b(Breast ?Plate|Shoulder Pad)\b|^Technic Bionicle .*\bArmou?r\b/, traits: { armour: 'armour' }, what: "a constraction figure's armour" },
  { test: /^Animal .*\b(Barding|Armou?r)\b/, traits: { armour: 'armour' }, what: "a horse's barding, its armour" },
  // A helmet named with its visor or plume ("Helmet Classic with ... Visor Dimples") is still a helmet; a visor or an ornament alone is not.
  // A viking helmet's horn alone is an ornament worn on the helmet (builders also make a mech's claw fingers of it), no helmet.
  { test: /^Minifig Helmet Viking Horn\b/, traits: { accessory: true }, what: "a helmet's horn, an ornament" },
  { test: /^Minifig (Headgear )?Helmet\b(?!\s+(Visor|Ornament)\b)/, traits: { armour: 'helmet' }, what: 'a minifig helmet' },
  { test: /^(Minifig|Figure (Friends|Elves)) .*\b(Visor|Ornament|Plume|Feather|Cape|Flag|Hair|Hat|Cap|Hood|Crown|Bag|Satchel|Backpack|Quiver|Epaulette|Scarf|Neck Bracket)\b/, traits: { accessory: true }, what: 'a minifig accessory' },
  { test: /^Minifig (Helmet|Headgear Helmet)\b|^Minifig .*\bHelmet\b(?!.*\b(Visor|Plume|Ornament)\b)/, traits: { armour: 'helmet' }, what: 'a minifig helmet' },
  { test: /^(Propeller|Technic Rotor|Rotor|Technic Beam Propeller)\b/, traits: { boost: 'propeller' }, what: 'a propeller' },
  // The 3 x 4 wedge plate with a 1 x 2 notch is a nose: the notch takes a windscreen or a nose tip (no player who met one, 25 in 13 builds, read it as a wing).
  { test: /^Wing\s+3\s+x\s+4\s+with\s+1\s+x\s+2\s+Cutout\b/, traits: {}, what: 'a 3 x 4 wedge plate notched for a nose or a windscreen: plating, not a wing' },
  { test: new RegExp(`^(Wing\\b|Animal ${BEFORE_WITH}\\bWings?\\b|Minifig .*\\bWings?\\b|(Aircraft|Plane) .*\\bWings?\\b|Technic Wing\\b)`), traits: { boost: 'wing' }, what: 'a wing' },
  // A round brick with fins is a rocket's tail: its booster (a missile's where a nose is on it, read with the guns).
  { test: /^Brick\s+2\s+x\s+2\s+x\s+2\s+Round with Fins\b/, traits: { boost: 'rocket-booster' }, what: 'a finned rocket tail, a rocket booster' },
  { test: /\b(Jet Engine|Jet-Pack|Jetpack|Jet Pack|Rocket Pack|Booster|Thruster|Rocket Engine|Turbine|Afterburner|Positioning Rockets?)\b|^Plane Engine\b/, traits: { boost: 'rocket-booster' }, what: 'a rocket booster' },
  { test: /^(Wheel|Tyre|Tire)\b|^Technic (Wheel|Tyre)\b|\bWheel (Rim|Hub)\b|^Technic Bush\b.*\bTyre\b/, traits: { wheel: true }, what: 'a wheel' },
  { test: /^Technic (Wedge Belt Wheel|Pulley)\b/, traits: { pulley: true }, what: 'a pulley' },
  { test: /\bLightsaber (Blade|Hilt)\b|^Minifig .*\b(Sword|Sabre|Saber|Katana|Dagger|Knife|Cutlass|Scimitar|Lightsaber|Axe|Battleaxe|Battle Axe|Khopesh|Weapon (Blade|Hilt))\b/, traits: weapon('blade'), what: 'a blade' },
  // A mech's or a constraction figure's own weapons: a Technic sword, a Bionicle blade or axe, a saw; a trident or drill thrusts.
  { test: /^(Technic Bionicle|Constraction|Power Burst)\b(?!.*\bHolder\b).*\bShield\b/, traits: { armour: 'shield' }, what: 'a shield' },
  { test: /^(Technic|Constraction|Power Burst)\b(?!.*\bPropeller\b).*\b(Sword|Blade|Axe|Saw|Slicer)\b/, traits: weapon('blade'), what: 'a blade' },
  { test: /^(Technic Bionicle|Constraction)\b.*\b(Trident|Spear|Spearhead|Drill)\b/, traits: weapon('spear'), what: 'a spear' },
  { test: /^Constraction Weapon\b.*\b(Pick|Stick|Club|Mace|Hammer)\b/, traits: weapon('staff'), what: 'a staff' },
  // A weapon on a bar, for a hand or a clip to hold: a sword, a hammer, a spear, a bow.
  // (Not the half-stud bar with a curved blade: a build's claw or horn, read by where it sits. Its straight 3L blade cuts:
  // the players who met it, on the 5972 hover truck's nose, the 5982 ram bumper and the 5984 limo's deck, read a blade.)
  { test: /^Bar\b(?! 0\.5L with Curved\b).*\b(Sword|Blades?)\b(?!.*\bLightsaber\b)/, traits: weapon('blade'), what: 'a blade on a bar' },
  { test: /^Bar\b.*\bHammer\b/, traits: weapon('staff'), what: 'a hammer on a bar, swung like a staff' },
  { test: /^Bar\b.*\bSpear\b/, traits: weapon('spear'), what: 'a spear on a bar' },
  { test: /^Bar\b.*\bBow\b/, traits: weapon('gun'), what: 'a bow on a bar' },
  // The projectile launcher that replaced the stud shooter in sets since 2023 shoots as one does.
  // A launcher with its trigger fitted shoots; the trigger alone or a spinner's launch base is no gun.
  { test: /^(Projectile Launcher|Constraction Weapon (Launcher|Ball Shooter))\b(?! Trigger\b)(?!.*\bLauncher Base\b)/, traits: weapon('gun'), what: 'a projectile launcher or ball shooter, a gun' },
  // (Spring and disk shooters and blasters are read by where they point, as barrels: findGuns.) A Technic brick's flick
  // launcher and a Bionicle Thornax launcher are named for what they do.
  { test: /^(Technic Brick 2 x 4 with Holes and Launcher|Technic Bionicle Thornax Launcher)\b/, traits: weapon('gun'), what: 'a launcher, a gun' },
  { test: /^Minifig .*\bLance\b/, traits: weapon('lance'), what: 'a lance' },
  { test: /^Minifig .*\b(Spear|Pike|Trident|Halberd|Harpoon|Pitchfork)\b/, traits: weapon('spear'), what: 'a spear' },
  // A tool in a hand is swung or thrust like a hand weapon (how every player who labelled one read it); stowed, it is equipment.
  { test: /^Minifig (Tool )?(.*\b)?(Hammer|Mallet|Gavel|Wrench|Spanner|Shovel|Broom|Pushbroom|Mop|Oar)\b/, traits: { ...weapon('staff'), tool: true }, what: 'a tool swung like a staff' },
  // (A frying pan in a hand is a club, as a player reads a peasant defending her inn with one; on a stove it is a pan.)
  { test: /^Minifig (Frypan|Frying Pan|Saucepan)\b/, traits: { ...weapon('staff'), tool: true }, what: 'a pan swung like a club' },
  { test: /^Minifig Tool .*\b(Drill|Screwdriver)\b/, traits: { ...weapon('spear'), tool: true }, what: 'a tool thrust like a spear' },
  { test: /^Minifig .*\b(Staff|Wand|Club|Mace|Billy Club|Hammer|Baseball Bat|Hockey Stick)\b|^Figure .*\b(Club|Mace)\b/, traits: weapon('staff'), what: 'a staff' },
  // Tools swung like a staff: a player hits with a pickaxe or a mallet; a shovel digs (IV.F: ask how it works).
  { test: /^Minifig .*\b(Pickaxe|Pick|Mallet|Sledgehammer|Crowbar|Scythe|Nunchaku|Sai)\b/, traits: weapon('staff'), what: 'a tool swung as a staff' },
  { test: /^Minifig .*\b(Handaxe|Saw|Chainsaw|Blades?|Claw)\b/, traits: weapon('blade'), what: 'a cutting tool or blade' },
  // Not "Chain": castles hang drawbridges on minifig chains.
  { test: /^Minifig .*\b(Whip|Flail)\b/, traits: weapon('whip'), what: 'a whip' },
  { test: /^Minifig .*\b(Bomb|Grenade|Dynamite)\b/, traits: weapon('hand-bomb'), what: 'a hand bomb' },
  // (Sticks of dynamite printed on a tile are a hand bomb in a hand; lying about, a prop.)
  { test: /^(Tile|Plate)\b.*\bDynamite\b/, traits: { ...weapon('hand-bomb'), tool: true }, what: 'a hand bomb printed on a tile' },
  // A torch in a hand points its lamp end, a hollow end, as a ray gun (how both players who labelled an astronaut holding
  // one read it); fixed on a build it is a barrel like any other (findGuns).
  { test: /^Minifig Torch\b/, traits: { ...weapon('gun'), tool: true }, what: 'a torch: in a hand, a ray gun pointing its hollow lamp end' },
  // Shooting blasters also come built into plates and bricks ("Plate 1 x 2 with Mini Shooting Blaster"): guns too.
  { test: /^Minifig .*\b(Gun|Speargun|Slingshot|Blaster|Pistol|Rifle|Musket|Revolver|Bow|Crossbow|Bazooka|Weapon)\b|^(Plate|Brick)\b.*\bShooting Blaster\b/, traits: weapon('gun'), what: 'a gun' },
  { test: /\b(Cannon)\b/, traits: weapon('cannon'), what: 'a cannon' },
  { test: /\b(Missile|Torpedo)\b/, traits: weapon('missile'), what: 'a missile' },
  { test: /^Antenna\b/, traits: weapon('antenna'), what: 'an antenna' },
  // (A walkie-talkie is a radio the crew carries, in a hand or clipped on, no weapon: only one standing upright on the
  // very top of a build is an antenna on the body, topSticks.ts.)
  // "Hinge ... with 9 Teeth" and gears have teeth that do not bite.
  { test: /^(?!.*\b(Hinge|Gear|Axlehole Teeth)\b)(?!.*\b\d+ (Teeth|Tooth)\b).*\b(Claw|Jaw|Teeth|Tusk|Pincer|Talon|Fang)\b/, traits: weapon('hit'), what: 'a claw or jaw' },
  { test: TAIL, traits: weapon('hit'), what: 'a tail, horn or tentacle' },
  // A dragon's arm ends in claws: it claws, a Level 0 hit.
  { test: /^Animal\b.*\bArm\b/, traits: { ...weapon('hit'), limb: true }, what: "an animal's arm, which claws" },
  { test: /\b(Windscreen|Windshield|Canopy|Cockpit)\b/, traits: { face: true, faceKind: 'cockpit' }, what: 'a windscreen or canopy a pilot looks out of' },
  // An astromech's dome (its eye printed on) and a droid's head with its photoreceptor are where it looks out.
  { test: /\b(Droid Head|Photoreceptor)\b|\bDome Top with SW .*\bR\d\b/, traits: { face: true, faceKind: 'face' }, what: "a droid's head, its eye printed on" },
  // "Eye of Horus" stickers and hieroglyphs "with Eye on Top" decorate walls; they look at no one.
  { test: /^(?!.*\b(Eye of|Hieroglyphs?)\b).*\b(Eyes?|Face)\b/, traits: { face: true, faceKind: 'face' }, what: 'a face or eyes' },
  { test: /^(Technic )?(Link )?(Tread|Track|Chain Tread)\b|\bTread\b|^Caterpillar Track\b|^Belt Segment\b/, traits: { wheel: true, track: true }, what: 'a track' },
  { test: /^Animal\b(?!.*\b(Saddle|Harness|Bridle|Barding|Hitching)\b)(?=.*\bHead\b)/, traits: { face: true, faceKind: 'creature' }, what: "an animal's head" },
  { test: /^Animal Scorpion\b(?!.*\b(Head|Tail|Claw|Pincer|Leg)\b)/, traits: { face: true, faceKind: 'creature', strikes: ['left pincer', 'right pincer', 'tail stinger'] }, what: 'a scorpion, its pincers and stinger moulded in' },
  { test: /^Animal (Crab|Lobster)\b(?!.*\b(Head|Claw|Pincer|Leg)\b)/, traits: { face: true, faceKind: 'creature', strikes: ['left claw', 'right claw'] }, what: 'a crab, its claws moulded in' },
  // A bird or a pteranodon in one part: it flies on the wings moulded in (a boost, so its beak is named as the hit) and stands and kicks on two feet.
  // A microfigure is a whole figure in one part (a board game's pawn, a display set's astronaut): it looks out of its
  // head, stands on its two legs and punches and kicks with its moulded arms and legs. (A plain gold statuette is a trophy.)
  { test: /^(Microfig|Minifig Statuette with)\b/, traits: { face: true, faceKind: 'face', legs: 2, strikes: ['left arm', 'right arm'] }, what: 'a microfigure: head, arms and legs moulded in one part' },
  { test: WALKING_BIRD, traits: { face: true, faceKind: 'creature', legs: 2 }, what: 'a bird that walks, its two feet moulded in' },
  { test: BIRD, traits: { face: true, faceKind: 'creature', legs: 2, boost: 'wing', strikes: ['beak'] }, what: 'a winged creature, its wings, beak and two feet moulded in' },
  // A monkey's body comes with its long curled tail moulded in, a limb that lashes (its arms and legs are minifig arms).
  { test: /^Animal Monkey\b(?!.*\b(Head|Arm|Leg|Tail)\b)/, traits: { face: true, faceKind: 'creature', strikes: ['tail'] }, what: 'a monkey, its long tail moulded in' },
  // A poseable horse comes in halves: each half of its body has one front leg moulded in, and each rear leg is a part of its own.
  { test: POSEABLE_BODY_TAILED, traits: { face: true, faceKind: 'creature', legs: 1, strikes: ['tail'] }, what: "one side of a poseable animal's body, with its front leg and its tail" },
  { test: POSEABLE_BODY, traits: { face: true, faceKind: 'creature', legs: 1 }, what: "one side of a poseable animal's body, with its front leg" },
  { test: POSEABLE_LEG, traits: { face: true, faceKind: 'creature', legs: 1 }, what: "a poseable animal's leg" },
  // A dragon stands on two hind legs, one moulded into each side of its body; a dinosaur's four legs come as one part.
  { test: /^Animal Dragon Body (Left|Right)\b/, traits: { face: true, faceKind: 'creature', legs: 1 }, what: "one side of a dragon's body, with its hind leg" },
  { test: /^Animal Body Legs\b/, traits: { face: true, faceKind: 'creature', legs: 4 }, what: "an animal's four legs in one part" },
  { test: LEGGED_HALF_TAILED, traits: { face: true, faceKind: 'creature', legs: 2, strikes: ['tail'] }, what: "one side of an animal's body, with two legs and its tail" },
  { test: LEGGED_HALF, traits: { face: true, faceKind: 'creature', legs: 2 }, what: "one side of an animal's body, with two legs" },
  { test: LEGGED_TAILED, traits: { face: true, faceKind: 'creature', legs: 4, strikes: ['tail'] }, what: 'an animal on four legs, its tail moulded in' },
  { test: LEGGED, traits: { face: true, faceKind: 'creature', legs: 4 }, what: 'an animal on four legs' },
  // A bird built of two halves (an eagle) has its beak, eyes and feet on the lower: the upper is its back, where the wings hang.
  { test: /^Animal .*\bBody Upper\b/, traits: {}, what: "the upper half of a bird's body, its back" },
  // A bat emblem is a badge on a car, not a bat.
  { test: /^Animal\b(?!.*\b(Saddle|Harness|Bridle|Barding|Hitching|Emblem)\b)/, traits: { face: true, faceKind: 'creature' }, what: 'an animal (a creature with a face)' },
];

/** Traits of a part from its description (the `~ = _ |` prefixes of moved and alias parts removed). */
export function partTraits(description: string, category = ''): PartTraits {
  // The pieces of a file and each piece's labels both ask, and a build repeats its parts: read each description once.
  // By category, then description: no key string to build for each of a build's parts.
  let byDescription = known.get(category);
  if (!byDescription) known.set(category, (byDescription = new Map()));
  let traits = byDescription.get(description);
  if (!traits) {
    if (byDescription.size >= KNOWN_MAX) byDescription.clear();
    byDescription.set(description, (traits = readTraits(description, category)));
  }
  return traits;
}

/** Traits already read, by category and description; a category's are cleared when they grow past a whole library's worth. */
const known = new Map<string, Map<string, PartTraits>>();
const KNOWN_MAX = 50_000;

function readTraits(description: string, category: string): PartTraits {
  const text = cleanDescription(description);
  // A gear is a wheel only where the build stands on it (a robot's front rollers), like a pulley.
  if (/^Technic Gear\b/.test(text)) return { pulley: true, reason: `"${text}" is a gear` };
  // A print does not change an animal's mould: "Animal Cat ... with Yellow Eyes ... Pattern" is a cat on four legs, not a
  // face, and a horse printed with its tail is no tail.
  const mould = /^Animal\b/.test(text) ? text.replace(/\s+with\s+.*\bPattern$/, '') : text;
  for (const rule of RULES) {
    if (rule.test.test(mould)) return { ...rule.traits, reason: `"${text}" is ${rule.what}` };
  }
  if (/^(Wheel|Tyre)$/i.test(category)) return { wheel: true, reason: `category ${category}` };
  return { reason: `"${text}" has no special role` };
}
