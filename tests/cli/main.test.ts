import { afterEach, describe, expect, it } from 'vitest';
import { BUG_EXIT, main } from '../../src/cli/main.ts';

/** Runs the CLI with an `out` that fails: the one way to make a command meet an error it did not expect. */
async function runFailing(argv: string[], failure: unknown) {
  const err: string[] = [];
  const code = await main(
    argv,
    () => {
      throw failure;
    },
    (s) => err.push(s),
  );
  return { code, err: err.join('\n') };
}

describe('errors that are not the user mistakes the commands check for', () => {
  afterEach(() => {
    delete process.env.BRICKSTATS_DEBUG;
  });

  it('an internal error: "this is a bug" in one line, no stack, exit 70', async () => {
    const r = await runFailing(['library', 'info'], new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(r.code).toBe(BUG_EXIT);
    expect(r.err).toBe("brickstats: this is a bug: Cannot read properties of undefined (reading 'x') (run with --debug for details)");
  });

  it('--debug, anywhere on the line, or BRICKSTATS_DEBUG=1 adds the stack', async () => {
    for (const argv of [['--debug', 'library', 'info'], ['library', 'info', '--debug']]) {
      const r = await runFailing(argv, new Error('boom'));
      expect(r.code).toBe(BUG_EXIT);
      expect(r.err).toMatch(/^brickstats: this is a bug: boom \(details follow\)\nError: boom\n {4}at /);
    }
    process.env.BRICKSTATS_DEBUG = '1';
    expect((await runFailing(['library', 'info'], new Error('boom'))).err).toMatch(/\n {4}at /);
  });

  it('a file system error: the path and why in words, exit 1, no stack', async () => {
    const e = Object.assign(new Error("EIO: i/o error, write '/mnt/usb/out.json'"), { code: 'EIO', syscall: 'write', path: '/mnt/usb/out.json' });
    const r = await runFailing(['library', 'info'], e);
    expect(r).toEqual({ code: 1, err: 'brickstats: /mnt/usb/out.json: cannot write: input/output error (EIO)' });
  });

  it('a message quoting a file name with a line break stays one line', async () => {
    const r = await runFailing(['library', 'info'], new Error('bad name "a\nb.ldr"'));
    expect(r.err).toBe('brickstats: this is a bug: bad name "a\\x0ab.ldr" (run with --debug for details)');
  });
});
