import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * A zip of LDraw-looking text, compressed. It has ldraw/parts but no ldraw/p,
 * so even intact it could never be installed and recorded as the library.
 */
function archive(): Uint8Array {
  const text = new TextEncoder().encode('0 Brick 2 x 4\n'.repeat(2000) + '4 16 1 2 3 4 5 6 7 8 9 10 11 12\n'.repeat(500));
  return zipSync({ 'ldraw/parts/3001.dat': text, 'ldraw/parts/3002.dat': text }, { level: 6 });
}

describe('brickstats library install --zip with a damaged zip', () => {
  let cache: string;
  const saved = { XDG_CACHE_HOME: process.env.XDG_CACHE_HOME, BRICKSTATS_LDRAW_ZIP: process.env.BRICKSTATS_LDRAW_ZIP };
  beforeEach(() => {
    // A cache of the test's own: the user's installed library is never touched.
    cache = mkdtempSync(join(tmpdir(), 'zip-cache-'));
    process.env.XDG_CACHE_HOME = cache;
    delete process.env.BRICKSTATS_LDRAW_ZIP;
  });
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  const good = archive();
  const flipped = good.slice();
  // Inside the first entry's compressed data (its local header is 30 bytes plus the name).
  for (let i = 60; i < 90; i++) flipped[i] = flipped[i]! ^ 0x5a;
  const cases: [string, Uint8Array, RegExp][] = [
    ['cut in half', good.slice(0, good.length >> 1), /truncated|damaged|not a zip/],
    ['with damaged compressed data', flipped, /damaged|CRC/],
    ['of random bytes behind a zip signature', Uint8Array.from({ length: 4096 }, (_, i) => (i < 4 ? [0x50, 0x4b, 0x03, 0x04][i]! : (i * 7919) & 0xff)), /not a zip|truncated/],
    ['that is empty', new Uint8Array(0), /not a zip|truncated/],
  ];
  it.each(cases)('a zip %s: one line naming the zip, exit 1, nothing half-unpacked', async (_what, bytes, why) => {
    const zip = join(mkdtempSync(join(tmpdir(), 'zip-')), 'complete.zip');
    writeFileSync(zip, bytes);
    const r = await run(['library', 'install', '--zip', zip]);
    expect(r.code, r.err).toBe(1);
    const lines = r.err.split('\n').filter((l) => !l.startsWith('unpacking '));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^brickstats: ${zip}: `));
    expect(lines[0]).toMatch(why);
    expect(lines[0]).not.toContain('this is a bug');
    const cached = join(cache, 'brickstats');
    expect(existsSync(cached) ? readdirSync(cached) : []).toEqual([]);
  });

  it('a folder given as the zip: one line', async () => {
    const r = await run(['library', 'install', '--zip', tmpdir()]);
    expect(r.code).toBe(1);
    expect(r.err.split('\n').filter((l) => !l.startsWith('unpacking '))).toEqual([`brickstats: ${tmpdir()}: not a file`]);
  });
});
