import { Command, Option } from 'commander';
import { interpretationsDocument, interpretationsText } from '../../export/interpretations.ts';
import type { Io } from '../Io.ts';

const FORMATS = ['text', 'json'] as const;

/** `brickstats interpretations`: the options, and the run. */
export function interpretationsCommand(io: Io): Command {
  return new Command('interpretations')
    .description('list the choices the rules leave open: each name, its values, the default and what it means')
    .addOption(new Option('--format <format>', 'text to read, or json: brickstats/interpretations@1').choices(FORMATS).default('text'))
    .action((options: { format: (typeof FORMATS)[number] }) => {
      io.out(options.format === 'json' ? JSON.stringify(interpretationsDocument(), null, 1) : interpretationsText());
      io.exit(0);
    });
}
