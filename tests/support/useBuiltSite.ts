import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './app.ts';
import { startStaticServer } from './staticServer.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface BuiltSite {
  /** The site's address, ending in the sub-path it is published under. */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * `npm run build`'s site (app and library) for a test file, built into a folder
 * of its own (other browser test files build and serve dist/ meanwhile), served
 * under `prefix` by a plain static file server, with Chromium; all gone after.
 */
export function useBuiltSite(shots: string, prefix: string): () => BuiltSite {
  let out: string | undefined;
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    out = mkdtempSync(join(tmpdir(), 'brickstats-site-'));
    await build({ root: ROOT, logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
    server = await startStaticServer(out, prefix);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });
  return () => ({ url: server!.url, browser: browser! });
}
