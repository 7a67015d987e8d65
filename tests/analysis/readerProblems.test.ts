import { describe, expect, it } from 'vitest';
import { analyzeText } from '../support/analyze.ts';

/** What the reader could not use in the file changes what is analyzed: the sheet says where, and leaves out what changes nothing. */
const ldr = (...lines: string[]) => [...lines, ''].join('\n');

describe("the reader's problems on the data sheet", () => {
  it('names a line it skipped with its file and line, and the parts missing from the library by name', async () => {
    const a = await analyzeText(ldr('0 Two bricks and a bad line', '0 Name: test.ldr', '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat', '1 4 0 -24 0 1 0 0 0 x 0 0 0 1 3001.dat', '1 4 0 -48 0 1 0 0 0 1 0 0 0 1 nosuchpart.dat'));
    expect(a.warnings).toContainEqual(expect.stringMatching(/^the reader found 1 problem\(s\) in the file: test\.ldr:4: .*"x" is not a usable number; line skipped/));
    expect(a.warnings).toContainEqual(expect.stringMatching(/^1 part\(s\) are missing from the library \(nosuchpart\.dat\)/));
  });

  it("says nothing of a packed file's second copy of a block, which changes nothing", async () => {
    const brick = ['0 FILE brick.ldr', '1 4 0 0 0 1 0 0 0 1 0 0 0 1 3001.dat'];
    const a = await analyzeText(ldr('0 FILE main.ldr', '1 4 0 0 0 1 0 0 0 1 0 0 0 1 brick.ldr', ...brick, ...brick));
    expect(a.warnings.filter((w) => /reader found/.test(w))).toEqual([]);
  });
});
