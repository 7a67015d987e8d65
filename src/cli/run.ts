import { main } from './main.ts';

// Output is flushed before exiting so a piped `--json` is never cut short.
const code = await main(process.argv.slice(2));
process.exitCode = code;
