import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { readSmallFile } from '../../src/cli/readSmallFile.ts';

const MINIFIG = new URL('../../models/minifig.ldr', import.meta.url).pathname;

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('bounded arguments', () => {
  it('duel --runs is capped at 1,000,000, with the bounds in the message', async () => {
    for (const runs of ['1000001', '99999999999999999999']) {
      const r = await run(['duel', MINIFIG, MINIFIG, '--runs', runs]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`option '--runs <n>' argument '${runs}' is invalid. It takes a whole number from 1 to 1000000.`);
    }
    expect((await run(['duel', '--help'])).out).toMatch(/--runs <n>\s+how many games to play \(at most 1,000,000\)/);
  });

  it('--corrections /dev/zero ends at once with a message, for analyze and correct', async () => {
    for (const args of [['analyze', MINIFIG, '--corrections', '/dev/zero'], ['correct', MINIFIG, '--corrections', '/dev/zero', '--front', '+x']]) {
      const started = Date.now();
      const r = await run(args);
      expect(r.code).toBe(1);
      expect(r.err).toBe('brickstats: /dev/zero: larger than 16 MB; this is not a corrections file');
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('a corrections file above 16 MB is refused without being read; a folder is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    const big = join(dir, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, 16 * 1024 * 1024 + 1);
    const r = await run(['analyze', MINIFIG, '--corrections', big]);
    expect(r.err).toBe(`brickstats: ${big}: larger than 16 MB; this is not a corrections file`);
    expect((await run(['analyze', MINIFIG, '--corrections', dir])).err).toBe(`brickstats: ${dir}: cannot read the corrections file (EISDIR)`);
  });

  it('readSmallFile reads up to the limit and no further', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'limits-')), 'f');
    writeFileSync(file, 'x'.repeat(100));
    expect(readSmallFile(file, 100)?.length).toBe(100);
    expect(readSmallFile(file, 99)).toBeUndefined();
    expect(readSmallFile('/dev/zero', 3_000_000)).toBeUndefined();
    expect(readSmallFile('/dev/null', 10)?.length).toBe(0);
  });

  it('--set takes only the known interpretations: no prototype names, no trailing values', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__proto__.polluted']) {
      const r = await run(['analyze', MINIFIG, '--set', `${name}=1`]);
      expect(r.code, name).toBe(2);
      expect(r.err, name).toMatch(new RegExp(`^brickstats: unknown interpretation "${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"; known: .*blockValue`));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const r = await run(['analyze', MINIFIG, '--set', 'ruler=stud=x']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^brickstats: ruler must be one of /);
    const long = await run(['analyze', MINIFIG, '--set', `${'x'.repeat(100_000)}=1`]);
    expect(long.code).toBe(2);
    expect(long.err.length).toBeLessThan(1000);
  });
});
