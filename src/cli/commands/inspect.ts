import { Command, Option } from 'commander';
import type { Io } from '../Io.ts';
import { loadBuild } from '../loadBuild.ts';
import { openLibraryFromOptions } from '../openLibrary.ts';
import { MAX_MODEL_BYTES } from '../readModelFile.ts';
import { positiveNumber } from '../optionValues.ts';
import { libraryOption, submodelOption, unofficialOption, type LibraryOptions } from '../sharedOptions.ts';
import { formatInspect, inspectReport } from './inspectReport.ts';
import { writeJson } from '../writeJson.ts';

export interface InspectOptions extends LibraryOptions {
  readonly json?: true;
  readonly submodel?: string;
  readonly maxSize?: number;
}

/** `brickstats inspect <file>`: the options, and the run. */
export function inspectCommand(io: Io): Command {
  return new Command('inspect')
    .description('read a model and print its parts, colours, size, missing parts and every problem with its file and line')
    .argument('<file>', 'an .ldr, .mpd, .dat or Studio .io file')
    .option('--json', 'print the report as one JSON object')
    .addOption(submodelOption())
    .addOption(libraryOption())
    .addOption(unofficialOption())
    .addOption(new Option('--max-size <mb>', `refuse, unread, a file larger than this many MB (default: ${MAX_MODEL_BYTES / 1048576})`).argParser(positiveNumber))
    .action(async (file: string, options: InspectOptions) => io.exit(await inspect(file, options, io)));
}

export async function inspect(path: string, options: InspectOptions, io: Io): Promise<number> {
  const maxBytes = options.maxSize !== undefined ? options.maxSize * 1048576 : undefined;
  const { library } = openLibraryFromOptions(options);
  const { file, model } = await loadBuild(path, library, {
    ...(options.submodel !== undefined ? { submodel: options.submodel } : {}),
    ...(maxBytes !== undefined ? { maxBytes } : {}),
  });
  if (file.note) io.err(file.note);
  const report = inspectReport(model, file.name);
  if (options.json) await writeJson(report, io.out, io.drain);
  else io.out(formatInspect(report));
  return 0;
}
