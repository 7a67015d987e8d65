import { main } from './main.ts';

export { analyzeWorker } from './analyzeWorker.ts';

/** The command line: bin/brickstats.mjs loads the bundle and calls this. */
export function run(): void {
  // A reader that stops early (`| head`) closes the pipe: the rest of the output is not wanted, and no error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
  // Output is flushed before exiting (exitCode, not exit()) so a piped `--json` is never cut short.
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
