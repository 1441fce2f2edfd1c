// A tiny read-only HTTP server for a built static site (the Storybook of packages/ui), so the
// browser journeys can open its stories in real Chromium. Only GET and HEAD, only files under
// `root`, on 127.0.0.1 and a free port.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = path.resolve(root);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      let relative: string;
      try {
        relative = decodeURIComponent(pathname);
      } catch {
        response.writeHead(400).end();
        return;
      }
      if (relative.endsWith('/')) relative += 'index.html';
      const file = path.resolve(base, `.${relative}`);
      if (file !== base && !file.startsWith(`${base}${path.sep}`)) {
        response.writeHead(403).end();
        return;
      }
      const stats = await stat(file).catch(() => undefined);
      if (stats === undefined || !stats.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': stats.size,
        'cache-control': 'no-store',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await listen(server);
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('the static server has no port');
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      return stopping;
    },
  };
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the OS picks a free one, with no window for another process to take it first.
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
