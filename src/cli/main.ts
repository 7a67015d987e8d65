import { CommanderError } from 'commander';
import type { Io } from './Io.ts';
import { program } from './program.ts';
import { UserError } from './UserError.ts';

/**
 * Runs the CLI; returns the exit code: 0, 1 for a file that cannot be read,
 * 2 for every usage error. User errors print one line; only real bugs show a stack.
 */
export async function main(argv: readonly string[], out = (s: string) => console.log(s), err = (s: string) => console.error(s)): Promise<number> {
  let code = 0;
  const io: Io = { out, err, exit: (c) => (code = c) };
  try {
    await program(io).parseAsync(shorthands(argv), { from: 'user' });
    return code;
  } catch (e) {
    // Commander has already printed its message: help and --version exit 0, anything it refused is a usage error.
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof UserError) {
      err(`brickstats: ${e.message}`);
      return e.exitCode;
    }
    throw e;
  }
}

/** Two spellings commander has no setting for: a bare `library` is `library info`; `help library install` is `library install --help`. */
function shorthands(argv: readonly string[]): string[] {
  if (argv.length === 1 && argv[0] === 'library') return ['library', 'info'];
  if (argv[0] === 'help' && argv.length > 2) return [...argv.slice(1), '--help'];
  return [...argv];
}
