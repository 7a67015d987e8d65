import { Command } from 'commander';
import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Io } from '../Io.ts';
import { projectRoot } from '../library/paths.ts';
import { wholeNumber } from '../optionValues.ts';
import { UserError } from '../UserError.ts';

export interface ViewOptions {
  readonly port: number;
  /** False with --no-open. */
  readonly open: boolean;
  /** The built site; the checkout's dist/ by default (tests give their own). */
  readonly site?: string;
}

/** `brickstats view [file]`: the options, and the run (it serves until the process is stopped). */
export function viewCommand(io: Io): Command {
  return new Command('view')
    .description('open the viewer on a file, from the built site (npm run build), served on this computer only')
    .argument('[file]', 'a .ldr, .mpd, .dat or .io file (none: the bundled example)')
    .option('--port <n>', 'the port on 127.0.0.1 (0: any free one)', wholeNumber(0, 65535), 0)
    .option('--no-open', 'only print the address; do not open a browser')
    .action(async (file: string | undefined, options: ViewOptions) => {
      const { url } = await startView(file, options, io);
      io.out(`brickstats viewer: ${url}`);
      io.out('Serving only the site, its LDraw library and that file, on this computer. Ctrl+C stops.');
      if (options.open) await openBrowser(url, io);
      // Serves until stopped: the command returns while the server keeps the process running.
    });
}

/** Checks the file and the site, and starts the server on 127.0.0.1. */
export async function startView(file: string | undefined, options: ViewOptions, io: Io): Promise<{ server: Server; url: string }> {
  const site = options.site ?? join(projectRoot(), 'dist');
  if (!existsSync(join(site, 'index.html')) || !existsSync(join(site, 'ldraw', 'index.json'))) {
    throw new UserError('the viewer is not built: run "npm run build" first (it writes the site and its library into dist/)');
  }
  const path = file === undefined ? undefined : resolve(file);
  if (path !== undefined) {
    let isFile = false;
    try {
      isFile = statSync(path).isFile();
    } catch {
      throw new UserError(`${file}: no such file`);
    }
    if (!isFile) throw new UserError(`${file}: is not a model file`);
  }
  // Loaded only here: every other command starts without the static file server's code.
  const { viewPath, viewServer } = await import('../view/viewServer.ts');
  const server = viewServer({ site, ...(path !== undefined ? { file: path } : {}) });
  await new Promise<void>((done, fail) => {
    server.once('error', (e: NodeJS.ErrnoException) => fail(e.code === 'EADDRINUSE' ? new UserError(`port ${options.port} is in use: pick another with --port, or 0 for any free one`) : e));
    server.listen(options.port, '127.0.0.1', done);
  });
  server.on('error', (e) => io.err(`brickstats: the viewer's server: ${e.message}`));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}${viewPath(path)}` };
}

/** Opens the address in the user's browser; none to be had is no failure, the address is printed already. */
async function openBrowser(url: string, io: Io): Promise<void> {
  try {
    const { default: open } = await import('open');
    const child = await open(url);
    child.on('error', () => io.err('brickstats: no browser could be opened: open the address above'));
    child.unref();
  } catch {
    io.err('brickstats: no browser could be opened: open the address above');
  }
}
