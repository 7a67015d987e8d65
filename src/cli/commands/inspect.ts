import { loadBuild } from '../loadBuild.ts';
import { openLibraryFromArgs } from '../openLibrary.ts';
import { parseArgs } from '../parseArgs.ts';
import { UserError } from '../UserError.ts';
import { formatInspect, inspectReport } from './inspectReport.ts';

export const INSPECT_USAGE = 'usage: brickstats inspect <file> [--json] [--submodel NAME] [--library DIR] [--unofficial DIR] [--max-size MB]';

export async function inspectCommand(argv: readonly string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const args = parseArgs(argv, { valued: ['submodel', 'library', 'unofficial', 'max-size'], boolean: ['json'] });
  if (args.positional.length !== 1) throw new UserError(INSPECT_USAGE, 2);
  const maxSize = args.flags.get('max-size');
  const maxBytes = typeof maxSize === 'string' ? Number(maxSize) * 1048576 : undefined;
  if (maxBytes !== undefined && !(maxBytes > 0)) throw new UserError('--max-size takes a number of MB', 2);
  const { library } = openLibraryFromArgs(args);
  const submodel = args.flags.get('submodel');
  const { file, model } = await loadBuild(args.positional[0]!, library, {
    ...(typeof submodel === 'string' ? { submodel } : {}),
    ...(maxBytes !== undefined ? { maxBytes } : {}),
  });
  if (file.note) err(file.note);
  const report = inspectReport(model, file.name);
  out(args.flags.has('json') ? JSON.stringify(report, null, 1) : formatInspect(report));
  return 0;
}
