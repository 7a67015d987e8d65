import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';

/** Debian's Chromium; browsers that download themselves cannot run here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'];

let built: Promise<string> | undefined;

/**
 * Builds the site (the app and its LDraw library) once per test file, into a folder of
 * its own: browser test files run in parallel, and one's build must not empty the folder
 * another is serving (nor dist/, where the command line's bundle lives).
 */
function buildSite(): Promise<string> {
  return (built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'brickstats-app-'));
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    return outDir;
  })());
}

/** Removes the built site (the session closing it is the last to serve it). */
async function removeSite(): Promise<void> {
  const outDir = await built?.catch(() => undefined);
  built = undefined;
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}

/** Builds the site and serves it, as the static files it is, on a free port. */
export async function startApp(): Promise<{ server: PreviewServer; url: string }> {
  const outDir = await buildSite();
  const server = await preview({ build: { outDir }, preview: { port: 0, strictPort: false, open: false }, logLevel: 'error' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not say where it listens');
  return { server, url };
}

/** The built app, its server and a Chromium, for one browser test file. */
export interface BrowserSession {
  readonly url: string;
  /**
   * A page in a fresh context (its own storage), already at the app; `before` runs first (to set up routes).
   * `options` change the context's (a phone's viewport and touch screen); 1400x860 unless told.
   * `at` is the address to open instead of the app's own (a share link).
   */
  freshPage(before?: (context: BrowserContext) => Promise<unknown>, options?: BrowserContextOptions, at?: string): Promise<Page>;
  close(): Promise<void>;
}

export async function startBrowserSession(): Promise<BrowserSession> {
  const { server, url } = await startApp();
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  return {
    url,
    async freshPage(before, options, at) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 860 }, acceptDownloads: true, ...options });
      await before?.(context);
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      await page.goto(at ?? url);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
      await removeSite();
    },
  };
}

/** What the page's debug hook (window.brickstatsDebug) tells the tests. */
export interface ViewerDebug {
  /** The name of the model whose analysis was last drawn. */
  drawnAnalysis: string | null;
  /** Where part `i` is on the screen, or null when it is not shown. */
  screenPosition(i: number): { x: number; y: number } | null;
}

/** The two screens every view is checked at: a desktop and a phone. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
export const SIZES = [
  ['1440x900', DESKTOP],
  ['390x844', PHONE],
] as const;

/** Waits until the data sheet shows the model named `name` and a frame with its analysis was drawn. */
export async function waitForModel(page: Page, name: string): Promise<void> {
  await waitForModelName(page, name);
  await page.waitForFunction((n) => (window as unknown as { brickstatsDebug?: { drawnAnalysis: string | null } }).brickstatsDebug?.drawnAnalysis === n, name, { timeout: 60_000 });
}

/**
 * An init script that keeps the worker's `scene` answers' library figures (the
 * library requests of each load, and `kept: true` for a scene drawn from the one kept at the
 * model's last load) on `window.sceneLibrary`. A string, not a
 * function: the test's compiler must not add helpers the page lacks.
 */
export const KEEP_SCENE_LIBRARY = `
  const Native = window.Worker;
  const kept = (window.sceneLibrary = []);
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', (e) => {
        if (e.data && e.data.type === 'scene' && e.data.library) kept.push(e.data.kept ? { ...e.data.library, kept: true } : e.data.library);
      });
    }
  };
`;

/** Waits until the data sheet shows the model named `name`. */
export async function waitForModelName(page: Page, name: string): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('[data-testid="data-sheet"] h2')?.textContent === n, name, { timeout: 60_000 });
}

/**
 * One browser session for a test file: started before its tests (the build and
 * Chromium take a while), closed after them; the folder for screenshots made.
 */
export function useBrowserSession(shots: string): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    session = await startBrowserSession();
  }, 240_000);
  afterAll(async () => {
    await session?.close();
  });
  return () => session!;
}
