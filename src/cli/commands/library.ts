import { Command } from 'commander';
import type { Io } from '../Io.ts';
import { installLibrary } from '../library/installLibrary.ts';
import { findLibrary } from '../library/findLibrary.ts';
import { describeLibrary } from '../library/describeLibrary.ts';
import { UserError } from '../UserError.ts';

export interface InstallOptions {
  readonly zip?: string;
  readonly ifNeeded?: true;
}

/** `brickstats library [info]` and `brickstats library install`: the options, and the runs. */
export function libraryCommand(io: Io): Command {
  const library = new Command('library').description('the LDraw parts library: which one is in use (info, the default), or install one');
  library
    .command('info')
    .description('which library is in use, its release and part count (plain "brickstats library" shows this)')
    .action(() => io.exit(libraryInfo(io)));
  library
    .command('install')
    .description("find or fetch the LDraw library (LDRAWDIR, /usr/share/ldraw, or Debian's ldraw-parts into the cache) and record it")
    .option('--zip <file>', 'install from this complete.zip from ldraw.org instead')
    .option('--if-needed', 'do nothing when a library is found already; only warn when none can be had (for npm install)')
    .action((options: InstallOptions) => io.exit(libraryInstall(options, io)));
  return library;
}

export function libraryInstall(options: InstallOptions, io: Io): number {
  const { out, err } = io;
  if (options.ifNeeded && !options.zip) {
    const found = findLibrary();
    if (found) {
      out(`LDraw library already available (${found.how}): ${found.root}`);
      return 0;
    }
    try {
      installLibrary({ log: err });
    } catch (e) {
      // npm install must not fail for want of a library: say what to do instead.
      if (e instanceof UserError) {
        err(`brickstats: warning: ${e.message}`);
        return 0;
      }
      throw e;
    }
    return 0;
  }
  installLibrary({ ...(options.zip !== undefined ? { zip: options.zip } : {}), log: err });
  return 0;
}

export function libraryInfo(io: Io): number {
  const found = findLibrary();
  if (!found) throw new UserError('no LDraw parts library found. Run "npx brickstats library install", or set LDRAWDIR to an LDraw library folder.');
  const rec = found.record ?? describeLibrary(found.root, found.how === 'LDRAWDIR' ? 'LDRAWDIR' : 'system');
  io.out(`LDraw library: ${found.root}`);
  io.out(`  found by: ${found.how}`);
  io.out(`  release:  ${rec.release}`);
  io.out(`  parts:    ${rec.parts} (and ${rec.subparts} subparts, ${rec.primitives} primitives)`);
  return 0;
}
