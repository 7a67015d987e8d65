import { CommanderError } from 'commander';
import type { Io } from './Io.ts';
import { program } from './program.ts';
import { UserError } from './UserError.ts';

/** The exit code of an internal error (sysexits' EX_SOFTWARE): not the user's doing. */
export const BUG_EXIT = 70;

/**
 * Runs the CLI; returns the exit code: 0, 1 for a file that cannot be read
 * or written, 2 for every usage error, 70 for a bug. Every failure prints one
 * line; --debug (or BRICKSTATS_DEBUG=1) adds the stack.
 */
export async function main(argv: readonly string[], out?: (s: string) => void, err = (s: string) => console.error(s)): Promise<number> {
  let code = 0;
  const io: Io = out ? { out, err, exit: (c) => (code = c) } : { out: (s) => console.log(s), err, exit: (c) => (code = c), drain: stdoutDrained };
  // Read before parsing, so that even an error in parsing can be shown in full.
  const debug = argv.includes('--debug') || process.env.BRICKSTATS_DEBUG === '1';
  try {
    await program(io).parseAsync(shorthands(argv), { from: 'user' });
    return code;
  } catch (e) {
    // Commander has already printed its message: help and --version exit 0, anything it refused is a usage error.
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    const details = () => {
      if (debug) err(e instanceof Error && e.stack ? e.stack : String(e));
    };
    if (e instanceof UserError) {
      err(`brickstats: ${oneLine(e.message)}`);
      details();
      return e.exitCode;
    }
    const system = systemError(e);
    if (system) {
      err(`brickstats: ${oneLine(system)}`);
      details();
      return 1;
    }
    err(`brickstats: this is a bug: ${oneLine(e instanceof Error ? e.message : String(e))} (${debug ? 'details follow' : 'run with --debug for details'})`);
    details();
    return BUG_EXIT;
  }
}

/**
 * Output buffered for stdout above which a writer waits. Small: what waits there
 * lives long enough to reach the old heap, which is collected late (at 8 MB a
 * piped 880 MB report grew to 1.4 GB; at 1 MB it stays at 0.6 GB).
 */
const STDOUT_BACKLOG = 1024 * 1024;

function stdoutDrained(): Promise<void> {
  const stdout = process.stdout;
  if (stdout.writableLength < STDOUT_BACKLOG) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stdout.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    stdout.on('drain', done).on('close', done).on('error', done);
  });
}

/**
 * A file system error that escaped the commands' own checks (a library
 * folder that cannot be read, a disk that fails): the user's machine, not a
 * bug, so it is said in words with the path.
 */
function systemError(e: unknown): string | undefined {
  const { code, path, syscall } = (e ?? {}) as NodeJS.ErrnoException;
  if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code) || typeof syscall !== 'string') return undefined;
  const why: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EISDIR: 'is a folder',
    ENOTDIR: 'is not a folder',
    ENOSPC: 'no space left on the device',
    EROFS: 'read-only file system',
    EMFILE: 'too many open files',
    EIO: 'input/output error',
  };
  return `${path ?? '(no path)'}: cannot ${syscall}: ${why[code] ?? 'error'} (${code})`;
}

/** A message is one line, whatever file names it quotes: control characters are shown escaped. */
function oneLine(message: string): string {
  return message.replace(/[\u0000-\u001f\u007f]/g, (c) => (c === '\t' ? ' ' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}

/** Two spellings commander has no setting for: a bare `library` is `library info`; `help library install` is `library install --help`. */
function shorthands(argv: readonly string[]): string[] {
  if (argv.length === 1 && argv[0] === 'library') return ['library', 'info'];
  if (argv[0] === 'help' && argv.length > 2) return [...argv.slice(1), '--help'];
  return [...argv];
}
