import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { program } from '../../src/cli/program.ts';
import { readmeCommands, renderCommands, withCommands } from '../../src/cli/readmeCommands.ts';
import { leafCommands, synopsis } from '../../src/cli/synopsis.ts';

const README = new URL('../../README.md', import.meta.url).pathname;
const silent = { out: () => undefined, err: () => undefined, exit: () => undefined };

describe("the README's command list", () => {
  it('is exactly what the command definitions produce (run "npm run readme:commands" after changing a command)', () => {
    expect(readmeCommands(readFileSync(README, 'utf8'))).toBe(renderCommands());
  });

  it('shows every command with every argument and option it takes', () => {
    const commands = leafCommands(program(silent));
    expect(commands.map((c) => c.name())).toEqual(['analyze', 'pieces', 'correct', 'duel', 'export', 'inspect', 'interpretations', 'info', 'install', 'view']);
    const block = renderCommands();
    for (const command of commands) {
      const line = synopsis(command, 'npx brickstats');
      expect(block).toContain(line);
      for (const option of command.options) expect(line, command.name()).toMatch(new RegExp(`(^|\\s|\\[)${option.long}( |\\]|$)`, 'm'));
      for (const argument of command.registeredArguments) expect(line, command.name()).toContain(argument.name());
    }
  });

  it('writes required options bare, choices as a|b, and wraps under the command', () => {
    const exportCommand = leafCommands(program(silent)).find((c) => c.name() === 'export')!;
    const lines = synopsis(exportCommand, 'npx brickstats', 80).split('\n');
    expect(lines[0]).toMatch(/^npx brickstats export \[files\.\.\.\] --game castle-war\|blox\|lunch-chess\|davey-drehs( |$)/);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {22}\[--/);
  });

  it('replaces only the block, leaving the rest of the README', () => {
    const readme = '# x\n\n## Commands\n\n```sh\nold\n```\n\nafter\n';
    expect(withCommands(readme, 'new\n')).toBe('# x\n\n## Commands\n\n```sh\nnew\n```\n\nafter\n');
    expect(() => readmeCommands('# no commands here\n')).toThrow(/Commands/);
  });
});
