import type { FastifyInstance } from 'fastify';

/** Who may call a route. Every /api route declares it; the app refuses to start otherwise. */
export type CallerKind = 'customer' | 'partner' | 'worker' | 'staff';
export type RouteAccess = 'anonymous' | readonly CallerKind[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

// Routes that plugins add for themselves (the OpenAPI browser) rather than our modules.
const EXEMPT = /^\/api\/docs(\/|$)/;

/** The table of every API route and who may call it, filled as routes register. */
export function registerRouteAccess(app: FastifyInstance): Map<string, RouteAccess> {
  const table = new Map<string, RouteAccess>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || EXEMPT.test(route.url)) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} does not declare who may call it (config.access).`,
      );
    }
    for (const method of methods) if (method !== 'HEAD') table.set(`${method} ${route.url}`, access);
  });
  return table;
}
