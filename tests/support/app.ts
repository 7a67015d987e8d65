import { build, preview, type PreviewServer } from 'vite';

/** Debian's Chromium; browsers that download themselves cannot run here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'];

let built: Promise<void> | undefined;

/** Builds the app once per run and serves it (with the LDraw library) on a free port. */
export async function startApp(): Promise<{ server: PreviewServer; url: string }> {
  built ??= build({ logLevel: 'error' }).then(() => undefined);
  await built;
  const server = await preview({ preview: { port: 0, strictPort: false, open: false }, logLevel: 'error' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not say where it listens');
  return { server, url };
}
