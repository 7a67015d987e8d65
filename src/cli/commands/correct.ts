import { writeFileSync } from 'node:fs';
import { CORRECTIONS_SCHEMA, emptyCorrections, serializeCorrections, type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { type FrontCorrection, type PartCorrection } from '../../analysis/corrections.ts';
import type { PartFunction, Section } from '../../analysis/PartLabel.ts';
import type { WeaponKind, WeaponLevel } from '../../analysis/partTraits.ts';
import { parseElement } from '../../rules/block-duel-chess/elements.ts';
import { loadBuild } from '../loadBuild.ts';
import { openLibrary } from '../openLibrary.ts';
import { parseArgs } from '../parseArgs.ts';
import { UserError } from '../UserError.ts';
import { readCorrections } from './analyzeOptions.ts';

export const CORRECT_USAGE =
  'usage: brickstats correct <file> --corrections FILE [--part ID [--section head|core|base] [--function none|weapon|boost|armour] [--weapon KIND[:LEVEL]] | --part ID --clear] [--front -z|+z|-x|+x] [--element NAME]';

const SECTIONS = ['head', 'core', 'base'];
const FUNCTIONS = ['none', 'weapon', 'boost', 'armour'];
const KINDS = ['hit', 'antenna', 'blade', 'lance', 'spear', 'staff', 'whip', 'gun', 'hand-bomb', 'missile', 'cannon', 'beam', 'propeller-fan'];

/** Adds or changes corrections in a corrections file, checking the part id against the model. */
export async function correctCommand(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const args = parseArgs(argv, { valued: ['corrections', 'part', 'section', 'function', 'weapon', 'front', 'element', 'library'], boolean: ['clear'] });
  const path = args.flags.get('corrections');
  if (args.positional.length !== 1 || typeof path !== 'string') throw new UserError(CORRECT_USAGE, 2);
  const flag = (name: string) => {
    const v = args.flags.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const current: Corrections = readCorrections(path, true) ?? emptyCorrections();
  const parts = { ...current.parts };
  let piece = current.piece ? { ...current.piece } : undefined;
  const changes: string[] = [];

  const partId = flag('part');
  if (partId !== undefined) {
    const libraryFlag = flag('library');
    const { library } = openLibrary(libraryFlag ? { library: libraryFlag } : {});
    const { model } = await loadBuild(args.positional[0]!, library, { expandShortcuts: true });
    const part = model.parts.find((p) => p.id === partId);
    if (!part) throw new UserError(`no part with id ${partId} in ${args.positional[0]} (see the ids with: brickstats analyze --format json)`);
    if (args.flags.has('clear')) {
      delete parts[partId];
      changes.push(`part ${partId} (${part.part}): correction removed`);
    } else {
      const c: { -readonly [K in keyof PartCorrection]: PartCorrection[K] } = { ...(parts[partId] ?? {}), part: part.part };
      const section = flag('section');
      if (section !== undefined) {
        if (!SECTIONS.includes(section)) throw new UserError(`--section must be one of ${SECTIONS.join(', ')}`, 2);
        c.section = section as Section;
      }
      const fn = flag('function');
      if (fn !== undefined) {
        if (!FUNCTIONS.includes(fn)) throw new UserError(`--function must be one of ${FUNCTIONS.join(', ')}`, 2);
        c.function = fn as PartFunction;
        if (fn !== 'weapon') delete c.weapon;
      }
      const weapon = flag('weapon');
      if (weapon !== undefined) {
        const [kind, level] = weapon.split(':');
        if (!KINDS.includes(kind ?? '')) throw new UserError(`--weapon must be one of ${KINDS.join(', ')} (optionally :LEVEL)`, 2);
        if (level !== undefined && !['0', '1', '2', '3'].includes(level)) throw new UserError('--weapon level must be 0-3', 2);
        c.weapon = level === undefined ? { kind: kind as WeaponKind } : { kind: kind as WeaponKind, level: Number(level) as WeaponLevel };
        c.function = 'weapon';
      }
      if (section === undefined && fn === undefined && weapon === undefined) throw new UserError('--part needs --section, --function, --weapon or --clear', 2);
      parts[partId] = c;
      changes.push(`part ${partId} (${part.part}): ${JSON.stringify({ ...c, part: undefined })}`);
    }
  }
  const front = flag('front');
  if (front !== undefined) {
    if (!['-z', '+z', '-x', '+x'].includes(front)) throw new UserError('--front must be one of -z, +z, -x, +x', 2);
    piece = { ...piece, front: front as FrontCorrection };
    changes.push(`front: ${front}`);
  }
  const elementFlag = flag('element');
  if (elementFlag !== undefined) {
    const element = parseElement(elementFlag);
    if (!element) throw new UserError(`--element: "${elementFlag}" is not an Element`, 2);
    piece = { ...piece, element };
    changes.push(`element: ${element}`);
  }
  if (changes.length === 0) throw new UserError(CORRECT_USAGE, 2);
  const next: Corrections = piece ? { schema: CORRECTIONS_SCHEMA, parts, piece } : { schema: CORRECTIONS_SCHEMA, parts };
  writeFileSync(path, serializeCorrections(next));
  for (const c of changes) out(`${path}: ${c}`);
  return 0;
}
