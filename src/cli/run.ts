import { main } from './main.ts';

// A reader that stops early (`| head`) closes the pipe: the rest of the output is not wanted, and no error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

// Output is flushed before exiting so a piped `--json` is never cut short.
const code = await main(process.argv.slice(2));
process.exitCode = code;
