import { analyzeCommand, ANALYZE_USAGE } from './commands/analyze.ts';
import { correctCommand, CORRECT_USAGE } from './commands/correct.ts';
import { duelCommand, DUEL_USAGE } from './commands/duel.ts';
import { exportGameCommand, EXPORT_USAGE } from './commands/exportGame.ts';
import { inspectCommand, INSPECT_USAGE } from './commands/inspect.ts';
import { libraryCommand, LIBRARY_USAGE } from './commands/library.ts';
import { UserError } from './UserError.ts';

const VERSION = '0.1.0';

const USAGE = `brickstats ${VERSION}: reads LDraw builds and computes game stats.

  ${ANALYZE_USAGE.replace('usage: ', '')}
  ${CORRECT_USAGE.replace('usage: ', '')}
  ${DUEL_USAGE.replace('usage: ', '')}
  ${EXPORT_USAGE.replace('usage: ', '')}
  ${INSPECT_USAGE.replace('usage: ', '')}
  ${LIBRARY_USAGE.replace('usage: ', '')}

The LDraw library is found through --library, LDRAWDIR, "brickstats library install", or /usr/share/ldraw.`;

/** Runs the CLI; returns the exit code. User errors print one line; only real bugs show a stack. */
export async function main(argv: readonly string[], out = (s: string) => console.log(s), err = (s: string) => console.error(s)): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'analyze':
        return await analyzeCommand(rest, out, err, process.stderr.isTTY === true);
      case 'correct':
        return await correctCommand(rest, out);
      case 'export':
        return await exportGameCommand(rest, out, err);
      case 'duel':
        return await duelCommand(rest, out, err);
      case 'inspect':
        return await inspectCommand(rest, out, err);
      case 'library':
        return libraryCommand(rest, out, err);
      case '--version':
        out(VERSION);
        return 0;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        // No command is a usage error (exit 2): its usage goes to stderr like every other usage error.
        if (command === undefined) {
          err(USAGE);
          return 2;
        }
        out(USAGE);
        return 0;
      default:
        err(`brickstats: unknown command "${command}"\n${USAGE}`);
        return 2;
    }
  } catch (e) {
    if (e instanceof UserError) {
      err(`brickstats: ${e.message}`);
      return e.exitCode;
    }
    throw e;
  }
}
