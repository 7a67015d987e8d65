import { Command, InvalidArgumentError, Option } from 'commander';
import { CORRECTIONS_SCHEMA, emptyCorrections, serializeCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { type FrontCorrection, type PartCorrection } from '../../analysis/corrections.ts';
import type { PartFunction, Section } from '../../analysis/PartLabel.ts';
import type { WeaponKind, WeaponLevel } from '../../analysis/partTraits.ts';
import type { ElementName } from '../../rules/block-duel-chess/elements.ts';
import type { Io } from '../Io.ts';
import { loadBuild } from '../loadBuild.ts';
import { openLibrary } from '../openLibrary.ts';
import { elementOption, libraryOption } from '../sharedOptions.ts';
import { UserError } from '../UserError.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import { readCorrections } from './analyzeOptions.ts';

const SECTIONS: readonly Section[] = ['head', 'core', 'base'];
const FUNCTIONS: readonly PartFunction[] = ['none', 'weapon', 'boost', 'armour'];
const KINDS: readonly WeaponKind[] = ['hit', 'antenna', 'blade', 'lance', 'spear', 'staff', 'whip', 'gun', 'hand-bomb', 'missile', 'cannon', 'beam', 'propeller-fan'];
const FRONTS: readonly FrontCorrection[] = ['-z', '+z', '-x', '+x'];

type WeaponChoice = { readonly kind: WeaponKind; readonly level?: WeaponLevel };

export interface CorrectOptions {
  readonly corrections: string;
  readonly part?: string;
  readonly clear?: true;
  readonly section?: Section;
  readonly function?: PartFunction;
  readonly weapon?: WeaponChoice;
  readonly front?: FrontCorrection;
  readonly element?: ElementName;
  readonly library?: string;
}

/** `brickstats correct <file> --corrections FILE ...`: the options, and the run. */
export function correctCommand(io: Io): Command {
  return new Command('correct')
    .description("add or change the player's corrections to a build's analysis, in a corrections file")
    .argument('<file>', 'the model the corrections are for (its part ids are checked)')
    .requiredOption('--corrections <file>', 'the corrections file to write, created when missing (required)')
    .option('--part <id>', 'the part to correct, by the id analyze --format json prints')
    .addOption(new Option('--section <section>', "the part's section").choices(SECTIONS))
    .addOption(new Option('--function <function>', "the part's function").choices(FUNCTIONS))
    .addOption(new Option('--weapon <kind[:level]>', `the part is this weapon (${KINDS.join(', ')}), level 0-3`).argParser(weapon))
    .option('--clear', "remove the part's correction")
    .addOption(new Option('--front <axis>', "the piece's front").choices(FRONTS))
    .addOption(elementOption('--element <name>', "the piece's Element"))
    .addOption(libraryOption())
    .action(async (file: string, options: CorrectOptions) => io.exit(await correct(file, options, io)));
}

/** KIND[:LEVEL], as --weapon takes it. */
function weapon(raw: string): WeaponChoice {
  const [kind, level] = raw.split(':');
  const found = KINDS.find((k) => k === kind);
  if (!found) throw new InvalidArgumentError(`It must be one of ${KINDS.join(', ')} (optionally :LEVEL).`);
  if (level === undefined) return { kind: found };
  if (!['0', '1', '2', '3'].includes(level)) throw new InvalidArgumentError('Its level must be 0-3.');
  return { kind: found, level: Number(level) as WeaponLevel };
}

/** Adds or changes corrections in a corrections file, checking the part id against the model. */
export async function correct(modelPath: string, options: CorrectOptions, io: Io): Promise<number> {
  const path = options.corrections;
  const current: Corrections = readCorrections(path, true) ?? emptyCorrections();
  const parts = { ...current.parts };
  let piece = current.piece ? { ...current.piece } : undefined;
  const changes: string[] = [];

  const partId = options.part;
  if (partId !== undefined) {
    const { library } = openLibrary(options.library !== undefined ? { library: options.library } : {});
    const { model } = await loadBuild(modelPath, library, { expandShortcuts: true });
    const part = model.parts.find((p) => p.id === partId);
    if (!part) throw new UserError(`no part with id ${partId} in ${modelPath} (see the ids with: brickstats analyze --format json)`);
    if (options.clear) {
      delete parts[partId];
      changes.push(`part ${partId} (${part.part}): correction removed`);
    } else {
      const c: { -readonly [K in keyof PartCorrection]: PartCorrection[K] } = { ...(parts[partId] ?? {}), part: part.part };
      const { section, function: fn, weapon } = options;
      if (section !== undefined) c.section = section;
      if (fn !== undefined) {
        c.function = fn;
        if (fn !== 'weapon') delete c.weapon;
      }
      if (weapon !== undefined) {
        c.weapon = weapon.level === undefined ? { kind: weapon.kind } : { kind: weapon.kind, level: weapon.level };
        c.function = 'weapon';
      }
      if (section === undefined && fn === undefined && weapon === undefined) throw new UserError('--part needs --section, --function, --weapon or --clear', 2);
      parts[partId] = c;
      changes.push(`part ${partId} (${part.part}): ${JSON.stringify({ ...c, part: undefined })}`);
    }
  }
  if (options.front !== undefined) {
    piece = { ...piece, front: options.front };
    changes.push(`front: ${options.front}`);
  }
  if (options.element !== undefined) {
    piece = { ...piece, element: options.element };
    changes.push(`element: ${options.element}`);
  }
  if (changes.length === 0) throw new UserError('nothing to change: give --part ID with --section, --function, --weapon or --clear, or --front, or --element', 2);
  const next: Corrections = piece ? { schema: CORRECTIONS_SCHEMA, parts, piece } : { schema: CORRECTIONS_SCHEMA, parts };
  // Old or new, never half of each; the corrections before this run stay in <file>.bak.
  writeFileAtomic(path, serializeCorrections(next), { backup: true });
  for (const c of changes) io.out(`${path}: ${c}`);
  return 0;
}
