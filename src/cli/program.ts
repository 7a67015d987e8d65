import { Command } from 'commander';
import { analyzeCommand } from './commands/analyze.ts';
import { correctCommand } from './commands/correct.ts';
import { duelCommand } from './commands/duel.ts';
import { exportGameCommand } from './commands/exportGame.ts';
import { inspectCommand } from './commands/inspect.ts';
import { interpretationsCommand } from './commands/interpretations.ts';
import { libraryCommand } from './commands/library.ts';
import { piecesCommand } from './commands/pieces.ts';
import { viewCommand } from './commands/view.ts';
import type { Io } from './Io.ts';

export const VERSION = '0.1.0';

/**
 * The whole command line as commander definitions: the one place its
 * parsing, help, "did you mean" and the README's synopsis come from.
 * Output goes through `io`; commander throws instead of exiting (main() maps that to the exit code).
 */
export function program(io: Io): Command {
  const root = new Command('brickstats')
    .description('reads LDraw builds and computes game stats')
    .version(VERSION, '--version', 'print the version')
    // main() reads it (also as BRICKSTATS_DEBUG=1) before parsing; declared so that commander accepts it anywhere.
    .option('--debug', 'on an error, print its details (the stack) as well')
    .configureOutput({
      writeOut: (s) => io.out(s.replace(/\n$/, '')),
      writeErr: (s) => io.err(s.replace(/\n$/, '')),
      // Commander's errors read like the commands' own: "brickstats: <what went wrong>".
      outputError: (s, write) => write(s.replace(/^error: /, 'brickstats: ')),
    })
    .showSuggestionAfterError()
    .showHelpAfterError('(brickstats --help shows the usage)')
    .exitOverride()
    .addHelpText('after', '\nThe LDraw library is found through --library, LDRAWDIR, "brickstats library install",\nor /usr/share/ldraw.');
  const commands = [analyzeCommand(io), piecesCommand(io), correctCommand(io), duelCommand(io), exportGameCommand(io), inspectCommand(io), interpretationsCommand(io), libraryCommand(io), viewCommand(io)];
  for (const command of commands) {
    root.addCommand(inherit(command, root));
  }
  return root;
}

/**
 * addCommand(), unlike command(), leaves the root's settings (output,
 * exitOverride, suggestions) behind: pass them down, and point each usage
 * error at the help of its own command.
 */
function inherit(command: Command, parent: Command, path = command.name()): Command {
  command.copyInheritedSettings(parent).showHelpAfterError(`(brickstats ${path} --help shows the usage)`);
  for (const sub of command.commands) inherit(sub, command, `${path} ${sub.name()}`);
  return command;
}
