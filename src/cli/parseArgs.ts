import { UserError } from './UserError.ts';

export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<string, string | true>;
}

/**
 * `--name value`, `--name=value` and bare `--flag`. `valued` lists the options
 * that take a value; an unknown option is a usage error (exit 2).
 */
export function parseArgs(argv: readonly string[], known: { valued: readonly string[]; boolean: readonly string[] }): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (known.valued.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UserError(`--${name} needs a value`, 2);
      flags.set(name, value);
    } else if (known.boolean.includes(name) && eq < 0) {
      flags.set(name, true);
    } else {
      throw new UserError(`unknown option --${name}`, 2);
    }
  }
  return { positional, flags };
}
