import { Command, InvalidArgumentError, Option } from 'commander';
import { editCorrections, type CorrectionsEdit } from '../../rules/block-duel-chess/correctionsFile.ts';
import type { FrontCorrection } from '../../analysis/corrections.ts';
import type { PartFunction, Section } from '../../analysis/PartLabel.ts';
import type { WeaponKind, WeaponLevel } from '../../analysis/partTraits.ts';
import type { ElementName } from '../../rules/block-duel-chess/elements.ts';
import type { Io } from '../Io.ts';
import { loadBuild } from '../loadBuild.ts';
import { openLibrary } from '../openLibrary.ts';
import { elementOption, libraryOption } from '../sharedOptions.ts';
import { UserError } from '../UserError.ts';
import { withFileLock } from '../fileLock.ts';
import { realTarget, removeLeftovers, writeFileAtomic } from '../writeFileAtomic.ts';
import { readCorrections, readCorrectionsText } from './analyzeOptions.ts';

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

/**
 * Adds or changes corrections in a corrections file, checking the part id
 * against the model. The file is read, changed and written while holding its
 * lock, so concurrent runs each add their change; it is replaced atomically,
 * with the previous content kept as `<file>.bak`.
 */
export async function correct(modelPath: string, options: CorrectOptions, io: Io): Promise<number> {
  const path = realTarget(options.corrections);
  // A file that cannot be used is reported before the model is read.
  readCorrections(path, true);
  let part: CorrectionsEdit['part'];
  const partId = options.part;
  if (partId !== undefined) {
    const { section, function: fn, weapon } = options;
    if (!options.clear && section === undefined && fn === undefined && weapon === undefined) throw new UserError('--part needs --section, --function, --weapon or --clear', 2);
    const { library } = openLibrary(options.library !== undefined ? { library: options.library } : {});
    const { model } = await loadBuild(modelPath, library, { expandShortcuts: true });
    const found = model.parts.find((p) => p.id === partId);
    if (!found) throw new UserError(`no part with id ${partId} in ${modelPath} (see the ids with: brickstats analyze --format json)`);
    part = options.clear ? { id: partId, name: found.part, clear: true } : { id: partId, name: found.part, section, function: fn, weapon };
  }
  if (part === undefined && options.front === undefined && options.element === undefined) {
    throw new UserError('nothing to change: give --part ID with --section, --function, --weapon or --clear, or --front, or --element', 2);
  }
  const edit: CorrectionsEdit = { ...(part ? { part } : {}), ...(options.front ? { front: options.front } : {}), ...(options.element ? { element: options.element } : {}) };
  const changes = await withFileLock(path, () => {
    // Read again under the lock: another run may have written since.
    const edited = editCorrections(readCorrectionsText(path, true), path, edit);
    if ('error' in edited) throw new UserError(edited.error);
    removeLeftovers(path);
    writeFileAtomic(path, edited.text, { backup: true });
    return edited.changes;
  });
  for (const c of changes) io.out(`${options.corrections}: ${c}`);
  return 0;
}
