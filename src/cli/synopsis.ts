import type { Argument, Command, Option } from 'commander';

/**
 * How a command is typed: its path, arguments and every option, required
 * ones first and bare, the rest in brackets, a choice as a|b|c. Wrapped to `width`
 * with the continuation lines under the first argument.
 */
export function synopsis(command: Command, prefix: string, width = 100): string {
  const head = `${prefix} ${commandPath(command)}`;
  const options = command.options.filter((o) => !o.hidden);
  const words = [
    ...command.registeredArguments.map(argumentWord),
    ...options.filter((o) => o.mandatory).map(optionWord),
    ...options.filter((o) => !o.mandatory).map((o) => `[${optionWord(o)}]`),
  ];
  const lines: string[] = [head];
  for (const word of words) {
    const last = lines[lines.length - 1]!;
    if (last.length + 1 + word.length > width && last.trim().length > 0 && last !== head) lines.push(`${' '.repeat(head.length)} ${word}`);
    else lines[lines.length - 1] = `${last} ${word}`;
  }
  return lines.join('\n');
}

/** The commands as typed, the runnable ones only: a command with subcommands is shown through them. */
export function leafCommands(root: Command): Command[] {
  return root.commands.flatMap((c) => (c.commands.length > 0 ? leafCommands(c) : [c]));
}

function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

function optionWord(option: Option): string {
  const name = option.long ?? option.short ?? option.flags;
  if (!option.required && !option.optional) return name;
  const value = option.argChoices ? option.argChoices.join('|') : option.flags.slice(option.flags.indexOf(name) + name.length).trim();
  return `${name} ${value}`;
}

function argumentWord(argument: Argument): string {
  const name = `${argument.name()}${argument.variadic ? '...' : ''}`;
  return argument.required ? `<${name}>` : `[${name}]`;
}
