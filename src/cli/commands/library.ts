import { installLibrary } from '../library/installLibrary.ts';
import { findLibrary } from '../library/findLibrary.ts';
import { describeLibrary } from '../library/describeLibrary.ts';
import { parseArgs } from '../parseArgs.ts';
import { UserError } from '../UserError.ts';

export const LIBRARY_USAGE = 'usage: brickstats library [info] | brickstats library install [--zip complete.zip] [--if-needed]';

export function libraryCommand(argv: readonly string[], out: (s: string) => void, err: (s: string) => void): number {
  const args = parseArgs(argv, { valued: ['zip'], boolean: ['if-needed'] });
  const sub = args.positional[0] ?? 'info';
  if (sub === 'install') {
    const zip = args.flags.get('zip');
    if (args.flags.has('if-needed') && !zip) {
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
    installLibrary({ ...(typeof zip === 'string' ? { zip } : {}), log: err });
    return 0;
  }
  if (sub !== 'info' || args.positional.length > 1) throw new UserError(LIBRARY_USAGE, 2);
  const found = findLibrary();
  if (!found) throw new UserError('no LDraw parts library found. Run "npx brickstats library install", or set LDRAWDIR to an LDraw library folder.');
  const rec = found.record ?? describeLibrary(found.root, found.how === 'LDRAWDIR' ? 'LDRAWDIR' : 'system');
  out(`LDraw library: ${found.root}`);
  out(`  found by: ${found.how}`);
  out(`  release:  ${rec.release}`);
  out(`  parts:    ${rec.parts} (and ${rec.subparts} subparts, ${rec.primitives} primitives)`);
  return 0;
}
