import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename } from 'node:path';
import serveStatic from 'serve-static';

/** Where the one model file is served: `/model/<its file name>`. */
export const MODEL_PREFIX = '/model/';

/**
 * Files in dist/ that are not the site: the command line's bundle and what goes with it (cli.cjs, its map,
 * its list of inputs, its code caches) and build tools (readme-commands.mjs) share the folder with it.
 */
const NOT_THE_SITE = /^\/[^/]+\.mjs(\.map)?$|^\/cli\.[^/]*$|\.tmp$/;

export interface ViewServerOptions {
  /** The built site (dist/): index.html, assets/, ldraw/. */
  readonly site: string;
  /** The model file to serve, if any. */
  readonly file?: string;
}

/** The address, from the server's root, that opens the viewer on the model file (or on its first model). */
export function viewPath(file: string | undefined): string {
  return file === undefined ? '/' : `/?model=${encodeURIComponent(MODEL_PREFIX + encodeURIComponent(basename(file)))}`;
}

/**
 * The server of `brickstats view`: the built site (with its library) and one model
 * file, nothing else. Meant to listen on 127.0.0.1 only. A malformed %-escape is
 * answered 400, any address with `..` or `.` segments, a backslash or a NUL (also
 * %-escaped) 404, and no answer ever names a path. Requests naming another host
 * (a web page rebinding its own name to 127.0.0.1) are refused too.
 */
export function viewServer(options: ViewServerOptions): Server {
  const site = serveStatic(options.site, { index: ['index.html'], redirect: false, dotfiles: 'ignore', fallthrough: true });
  const modelName = options.file === undefined ? undefined : basename(options.file);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'method not allowed');
    const port = (server.address() as { port?: number } | null)?.port;
    if (!isOwnHost(req.headers.host, port)) return answer(res, 400, 'bad request');
    const raw = (req.url ?? '').split('?')[0] ?? '';
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return answer(res, 400, 'bad request');
    }
    if (!path.startsWith('/') || /[\\\0]/.test(path) || path.split('/').some((s) => s === '..' || s === '.') || NOT_THE_SITE.test(path)) return answer(res, 404, 'not found');
    if (path.startsWith(MODEL_PREFIX)) {
      if (modelName === undefined || path !== MODEL_PREFIX + modelName) return answer(res, 404, 'not found');
      return sendModel(req, res, options.file!);
    }
    site(req, res, () => answer(res, 404, 'not found'));
  });
  return server;
}

function isOwnHost(host: string | undefined, port: number | undefined): boolean {
  if (host === undefined || port === undefined) return false;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

function sendModel(req: IncomingMessage, res: ServerResponse, file: string): void {
  let bytes: Buffer;
  try {
    if (!statSync(file).isFile()) throw new Error('not a file');
    bytes = readFileSync(file);
  } catch {
    return answer(res, 404, 'not found');
  }
  res.setHeader('Content-Type', 'application/octet-stream');
  // The file on disk is the truth: a reload after saving it shows the new one.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function answer(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(body);
}
