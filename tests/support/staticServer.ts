import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import serveStatic from 'serve-static';

/**
 * A plain static file server (serve-static, no Vite, no server code of ours) that
 * publishes `dir` under `prefix` on 127.0.0.1, as a web host publishes a site under
 * a sub-path; every other address is 404.
 */
export async function startStaticServer(dir: string, prefix: string): Promise<{ url: string; close(): Promise<void> }> {
  const files = serveStatic(dir, { index: ['index.html'] });
  const server = createServer((req, res) => {
    const notFound = () => {
      res.statusCode = 404;
      res.end('not found');
    };
    if (!req.url?.startsWith(prefix)) return notFound();
    req.url = req.url.slice(prefix.length - 1);
    files(req, res, notFound);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
