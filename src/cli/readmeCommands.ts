import { program } from './program.ts';
import { leafCommands, synopsis } from './synopsis.ts';

// The README's "## Commands" block is generated from the commander
// definitions (bin/readme-commands.mjs writes it; tests/cli/readme.test.ts
// fails when it has drifted), so the two cannot disagree.

const SECTION = /(## Commands\n\n```sh\n)([\s\S]*?)(```\n)/;

/** The block: each command's description as a comment, then its synopsis. */
export function renderCommands(): string {
  const silent = { out: () => undefined, err: () => undefined, exit: () => undefined };
  return leafCommands(program(silent))
    .map((c) => `# ${c.description()}\n${synopsis(c, 'npx brickstats')}\n`)
    .join('');
}

/** The block as the README has it now. */
export function readmeCommands(readme: string): string {
  const found = SECTION.exec(readme);
  if (!found) throw new Error('README.md has no "## Commands" section with a ```sh block');
  return found[2]!;
}

/** The README with its block replaced by `block`. */
export function withCommands(readme: string, block: string): string {
  readmeCommands(readme);
  return readme.replace(SECTION, (_, open: string, __: string, close: string) => `${open}${block}${close}`);
}
