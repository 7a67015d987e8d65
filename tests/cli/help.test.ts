import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every option each command took before commander, by the old parser's lists: none may be lost. */
const OPTIONS: Record<string, readonly string[]> = {
  analyze: ['format', 'element', 'corrections', 'ruler', 'submodel', 'piece', 'jobs', 'set', 'library', 'unofficial'],
  pieces: ['format', 'ruler', 'submodel', 'library', 'unofficial'],
  correct: ['corrections', 'part', 'section', 'function', 'weapon', 'clear', 'front', 'element', 'library'],
  duel: ['team-a', 'team-b', 'runs', 'seed', 'element-a', 'element-b', 'max-turns', 'starting-power', 'value-limit', 'stalemate-turns', 'actions', 'line-of-fire', 'set', 'ruler', 'library', 'unofficial'],
  export: ['game', 'format', 'roles', 'map', 'neutral', 'submodel', 'library', 'unofficial'],
  inspect: ['json', 'submodel', 'library', 'unofficial', 'max-size'],
  interpretations: ['format'],
  library: [],
  'library info': [],
  'library install': ['zip', 'if-needed'],
};

/** The lines of the help's "Options:" section, joined with their wrapped continuations: option -> description. */
function optionDescriptions(help: string): Map<string, string> {
  const section = help.split('\nOptions:\n')[1]?.split('\n\n')[0] ?? '';
  const found = new Map<string, string>();
  let last: string | undefined;
  for (const line of section.split('\n')) {
    const start = /^ {2}(?:-\w, )?(--[\w-]+)(?: <[^>]+>)?\s{2,}(\S.*)$/.exec(line);
    if (start) {
      last = start[1]!;
      found.set(last, start[2]!);
    } else if (last && /^\s{4,}\S/.test(line)) found.set(last, `${found.get(last)} ${line.trim()}`);
  }
  return found;
}

describe('help', () => {
  it.each(Object.entries(OPTIONS))('brickstats %s --help: exit 0 on stdout, every option with a description', async (command, options) => {
    const r = await run(...command.split(' '), '--help');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(new RegExp(`^Usage: brickstats ${command} `));
    const described = optionDescriptions(r.out);
    expect([...described.keys()].sort()).toEqual([...options.map((o) => `--${o}`), '--help'].sort());
    for (const [option, description] of described) expect(description.length, option).toBeGreaterThan(10);
  });

  it('analyze --help explains every option of analyze', async () => {
    const described = optionDescriptions((await run('analyze', '--help')).out);
    expect(described.get('--format')).toBe('text: a data sheet with every formula worked out; json: brickstats/piece@1 (brickstats/team@1 for a file of several pieces); csv: one row per piece (choices: "text", "json", "csv", default: "text")');
    expect(described.get('--element')).toMatch(/^the Element \(default: the one with the largest Colour Bonus\)$/);
    expect(described.get('--corrections')).toContain('brickstats correct');
    expect(described.get('--ruler')).toMatch(/quarter-inch.*stud/);
    expect(described.get('--submodel')).toContain('MPD');
    expect(described.get('--piece')).toContain('n-th piece of the file, as brickstats pieces numbers them');
    expect(described.get('--set')).toContain('comma list');
    expect(described.get('--library')).toContain('LDRAWDIR');
    expect(described.get('--unofficial')).toContain('unofficial parts');
  });

  it.each(Object.keys(OPTIONS))('help %s prints what --help prints', async (name) => {
    const command = name.split(' ');
    const viaHelp = await run('help', ...command);
    const viaOption = await run(...command, '--help');
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.out).toMatch(new RegExp(`^Usage: brickstats ${command.join(' ')} `));
    expect(viaHelp.out).toBe(viaOption.out);
  });

  it('--help and help list every command; no command at all is a usage error with the help on stderr', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    for (const command of ['analyze', 'pieces', 'correct', 'duel', 'export', 'inspect', 'interpretations', 'library']) expect(help.out).toMatch(new RegExp(`^ {2}${command} `, 'm'));
    expect((await run('help')).out).toBe(help.out);
    expect((await run('-h')).out).toBe(help.out);
    const none = await run();
    expect(none.code).toBe(2);
    expect(none.out).toBe('');
    expect(none.err).toBe(help.out);
  });

  it('a bare "library" is "library info", as before commander', async () => {
    const bare = await run('library');
    expect(bare.code).toBe(0);
    expect(bare.out).toMatch(/^LDraw library: /);
    expect(bare).toEqual(await run('library', 'info'));
  });

  it('--version prints the version', async () => {
    expect(await run('--version')).toEqual({ code: 0, out: '0.1.0', err: '' });
  });
});

describe('near misses: exit 2 and a suggestion', () => {
  it('an unknown option close to a real one', async () => {
    const r = await run('analyze', '--formt', 'json', 'x.ldr');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^brickstats: unknown option '--formt'\n\(Did you mean --format\?\)\n\(brickstats analyze --help shows the usage\)$/);
  });

  it('an unknown option of another command, and one with nothing close', async () => {
    expect((await run('duel', 'a.ldr', 'b.ldr', '--max-turn', '3')).err).toMatch(/did you mean --max-turns\?/i);
    const far = await run('inspect', 'x.ldr', '--zzzzzz');
    expect(far.code).toBe(2);
    expect(far.err).toContain("unknown option '--zzzzzz'");
    expect(far.err).not.toMatch(/did you mean/i);
  });

  it('an unknown command close to a real one, at the top and under library', async () => {
    const r = await run('analyse', 'x.ldr');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/unknown command 'analyse'\n\(Did you mean analyze\?\)/);
    const sub = await run('library', 'instal');
    expect(sub.code).toBe(2);
    expect(sub.err).toMatch(/unknown command 'instal'\n\(Did you mean install\?\)/);
    const far = await run('frobnicate');
    expect(far.code).toBe(2);
    expect(far.err).not.toMatch(/did you mean/i);
  });
});

describe('usage errors exit 2, whatever finds them', () => {
  it.each([
    ['a missing argument', ['analyze'], /missing required argument 'file\|folder'/],
    ['a missing option value', ['analyze', 'x.ldr', '--element'], /option '--element <name>' argument missing/],
    ['a value outside the choices', ['analyze', 'x.ldr', '--format', 'xml'], /Allowed choices are text, json, csv/],
    ['a value that is not a number', ['duel', 'a.ldr', 'b.ldr', '--runs', 'many'], /argument 'many' is invalid/],
    ['a value that is not an Element', ['correct', 'x.ldr', '--corrections', 'c.json', '--element', 'Plasma'], /'Plasma' is invalid. It is not an Element/],
    ['a missing required option', ['export', 'x.ldr'], /required option '--game <game>' not specified/],
    ['too many arguments', ['library', 'info', 'extra'], /too many arguments for 'info'/],
    ['a bad --set, checked by the rules', ['analyze', 'x.ldr', '--set', 'nope=1'], /unknown interpretation "nope"/],
  ])('%s', async (_, argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^brickstats: /);
    expect(r.err).toMatch(message);
  });
});
