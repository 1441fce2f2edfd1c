import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';

export interface WebApp {
  /** URL prefix, '/' for the customer app. */
  prefix: string;
  /** The app's Vite build output. */
  dir: string;
}

const repoRoot = join(import.meta.dirname, '../../../..');

/** The built web apps, longest prefix first so /admin is not taken for a customer route. */
export const WEB_APPS: WebApp[] = [
  { prefix: '/warehouse/', dir: join(repoRoot, 'apps/warehouse/dist') },
  { prefix: '/handheld/', dir: join(repoRoot, 'apps/handheld/dist') },
  { prefix: '/partner/', dir: join(repoRoot, 'apps/partner/dist') },
  { prefix: '/admin/', dir: join(repoRoot, 'apps/admin/dist') },
  { prefix: '/', dir: join(repoRoot, 'apps/customer/dist') },
];

/**
 * A page the API renders itself (SPEC §4: the support article page): the app's index.html is the
 * template, and `render` fills it in (title, meta, the content, the state for the app's store).
 */
export interface ServerRenderedPage {
  /** A route of the app, e.g. `/support/article/:id`. */
  path: string;
  /** The prefix of the app whose index.html is the template ('/' for the customer app). */
  appPrefix: string;
  render(request: FastifyRequest, template: string): Promise<{ status: number; html: string }>;
}

/** `/partner/…` and the bare `/partner` belong to the app at `/partner/`; everything to the one at `/`. */
const isWithinPrefix = (path: string, prefix: string) =>
  path.startsWith(prefix) || (prefix.length > 1 && path === prefix.replace(/\/+$/, ''));

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves each app's files and answers unknown paths under an app with its index.html, so client
 * routes survive a reload. Unknown /api paths (and anything that does not want HTML) get the
 * JSON 404.
 */
export async function registerWebApps(
  app: FastifyInstance,
  apps: WebApp[] = WEB_APPS,
  pages: readonly ServerRenderedPage[] = [],
): Promise<void> {
  const served = apps.filter((webApp) => existsSync(join(webApp.dir, 'index.html')));
  for (const page of pages) {
    const webApp = served.find((candidate) => candidate.prefix === page.appPrefix);
    if (!webApp) continue;
    app.get(page.path, async (request, reply) => {
      // Read per request (a 2 kB file): a new build is served without a restart, as the static files are.
      const template = await readFile(join(webApp.dir, 'index.html'), 'utf8');
      const { status, html } = await page.render(request, template);
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
  for (const [index, webApp] of served.entries()) {
    await app.register(fastifyStatic, {
      root: webApp.dir,
      prefix: webApp.prefix,
      decorateReply: index === 0,
      wildcard: true,
      index: ['index.html'],
      // The builds write .br and .gz copies of every text file (@baro/client/vite precompressPlugin).
      preCompressed: true,
      // Hashed assets never change; index.html must be revalidated so a deploy is seen at once.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!path.startsWith('/api') && wantsHtml(request)) {
      const webApp = served
        .slice()
        .sort((a, b) => b.prefix.length - a.prefix.length)
        .find((candidate) => isWithinPrefix(path, candidate.prefix));
      if (webApp)
        return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', webApp.dir);
    }
    return sendError(request, reply, 'ROUTE_NOT_FOUND', 404);
  });
}
