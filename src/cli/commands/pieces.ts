import { Command, Option } from 'commander';
import { piecesDocument } from '../../export/piecesDocument.ts';
import { piecesText } from '../../export/piecesText.ts';
import { analyzeTeam } from '../../rules/block-duel-chess/analyzeTeam.ts';
import type { Io } from '../Io.ts';
import { loadPiece } from '../loadPiece.ts';
import { openLibraryFromOptions } from '../openLibrary.ts';
import { libraryOption, rulerOption, submodelOption, unofficialOption, type LibraryOptions } from '../sharedOptions.ts';
import { analyzeSettings } from './analyzeOptions.ts';

const FORMATS = ['text', 'json'] as const;

export interface PiecesOptions extends LibraryOptions {
  readonly format: (typeof FORMATS)[number];
  readonly ruler?: string;
  readonly submodel?: string;
}

/** `brickstats pieces <file>`: the options, and the run. */
export function piecesCommand(io: Io): Command {
  return new Command('pieces')
    .description('list the pieces a player would put on the board (figures, creatures, vehicles with their pilots), apart from ground and buildings')
    .argument('<file>', 'an .ldr, .mpd or .io file')
    .addOption(new Option('--format <format>', 'text: a row per piece with its parts and size in p; json: brickstats/pieces@1 with the part ids of each').choices(FORMATS).default('text'))
    .addOption(rulerOption())
    .addOption(submodelOption())
    .addOption(libraryOption())
    .addOption(unofficialOption())
    .addHelpText('after', '\nThe numbers are the ones analyze --piece N and duel file#N take. Height is the\npiece\'s Pip Height; width and depth are how far it reaches along X and Z.')
    .action(async (file: string, options: PiecesOptions) => io.exit(await pieces(file, options, io)));
}

export async function pieces(path: string, options: PiecesOptions, io: Io): Promise<number> {
  const { rules } = analyzeSettings(options);
  const { library } = openLibraryFromOptions(options);
  const { file, model } = await loadPiece(path, library, options.submodel ? { submodel: options.submodel } : {}, io.err);
  const doc = piecesDocument(file.name, model.parts, analyzeTeam(model, { rules }));
  io.out(options.format === 'json' ? JSON.stringify(doc, null, 1) : piecesText(doc));
  return 0;
}
