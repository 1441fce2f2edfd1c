import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { reportTransactionConflicts } from './db/transact.ts';
import { registerAdminAudit } from './http/admin-audit.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { answerClientError, answerFrameworkError, registerUrlLimit } from './http/http-layer-errors.ts';
import { logFormatOf, loggerOptionsOf, ReadableLogController } from './http/logger-options.ts';
import { registerRequestContext } from './http/request-context.ts';
import { type RouteAccess, registerRouteAccess } from './http/route-access.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTextRule } from './http/text-rule.ts';
import { registerWebApps, type WebApp } from './http/web-apps.ts';
import { registerZodCompilers } from './http/zod-compilers.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminTeamRoutes } from './modules/admin/admin-teams.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bidRoutes } from './modules/bids/bids.routes.ts';
import { bidAdminRoutes } from './modules/bids/bids-admin.routes.ts';
import { bidPartnerRoutes } from './modules/bids/bids-partner.routes.ts';
import { calendarAdminRoutes, calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { trackingRoutes } from './modules/carriers/tracking.routes.ts';
import { contentRoutes, guideRoutes } from './modules/content/content.routes.ts';
import { contentAdminRoutes } from './modules/content/content-admin.routes.ts';
import { supportArticlePage } from './modules/content/support-article-page.ts';
import { estimateRoutes } from './modules/estimates/estimates.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { adminFloorStockRoutes, floorStockRoutes } from './modules/floor-stock/floor-stock.routes.ts';
import {
  adminFulfillmentApplicationRoutes,
  fulfillmentApplicationRoutes,
} from './modules/fulfillment-applications/fulfillment-applications.routes.ts';
import { fulfillmentDashboardRoutes } from './modules/fulfillment-dashboard/dashboard.routes.ts';
import { warehouseHandoverRoutes } from './modules/handovers/handovers.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inboundRoutes, warehouseInboundRoutes } from './modules/inbound/inbound.routes.ts';
import { warehouseLocationRoutes } from './modules/inventory/inventory.routes.ts';
import { adminInventoryRoutes } from './modules/inventory/inventory-admin.routes.ts';
import { ORDER_PARCEL_OWNER, onOrderParcelTracked } from './modules/orders/orders.api.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { warehouseOrderRoutes } from './modules/orders/orders-warehouse.routes.ts';
import { partnerRoutes } from './modules/partners/partners.routes.ts';
import { partnerAdminRoutes } from './modules/partners/partners-admin.routes.ts';
import { printerRoutes } from './modules/printers/printers.routes.ts';
import { adminRateRoutes, partnerRateRoutes } from './modules/rates/rates.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { referenceAdminRoutes } from './modules/reference/reference-admin.routes.ts';
import { onReturnParcelTracked, RETURN_PARCEL_OWNER } from './modules/returns/return-parcel-tracked.ts';
import { returnRoutes, warehouseReturnRoutes } from './modules/returns/returns.routes.ts';
import { shipmentRoutes } from './modules/shipments/shipments.routes.ts';
import { shipmentAdminRoutes } from './modules/shipments/shipments-admin.routes.ts';
import { shipmentPartnerRoutes } from './modules/shipments/shipments-partner.routes.ts';
import { skuRoutes } from './modules/skus/skus.routes.ts';
import { teamRoutes } from './modules/teams/teams.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { adminWarehouseRoutes } from './modules/warehouses/warehouses.routes.ts';
import { warehouseWaveRoutes } from './modules/waves/waves.routes.ts';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { storageRoutes } from './storage/storage.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with who may call it (`"GET /api/health" → "anonymous"`). */
    routeAccess: Map<string, RouteAccess>;
  }
}

export interface BuildAppOptions extends AppDeps {
  /** Web apps to serve; defaults to the built apps in the repository. */
  webApps?: WebApp[];
}

/** Where the partner app's API lives (the same path its default base, `/api/partner`, names). */
export const PARTNER_API_PREFIX = '/api/partner';

/** The composition root: wires HTTP conventions, then each module's routes under its base. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, webApps, ...deps } = options;
  const app = Fastify({
    logger: await loggerOptionsOf(env),
    ...(logFormatOf(env) === 'pretty' ? { logController: new ReadableLogController() } : {}),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies in front (what Fastify does with a number).
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('routeAccess', registerRouteAccess(app));
  deps.background.useLogger(app.log);
  reportTransactionConflicts(deps.db, app.log);
  app.addHook('onClose', () => deps.background.drain());
  await registerSecurityHeaders(app, env);
  registerZodCompilers(app);
  registerRequestContext(app);
  registerUrlLimit(app);
  registerErrorHandler(app);
  registerAuthentication(app, { tokens: deps.tokens, callers: deps.callers });
  registerTextRule(app);
  registerAdminAudit(app, { db: deps.db, now: deps.now });
  await registerApiDocs(app, {
    version: deps.version,
    publicUrl: env.PUBLIC_URL,
    routeAccess: app.routeAccess,
  });

  const moduleDeps: AppDeps = { env, ...deps };
  await app.register(healthRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(authRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(userRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(teamRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(bidRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(fileRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(storageRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(shipmentRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(bidAdminRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(shipmentAdminRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(adminRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(adminTeamRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(referenceRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(calendarRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(calendarAdminRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(referenceAdminRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(adminRateRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(estimateRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(partnerAdminRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(trackingRoutes, { prefix: '/api/tracking', ...moduleDeps });
  await app.register(webhookRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(printerRoutes, { prefix: '/api', ...moduleDeps });

  await app.register(fulfillmentApplicationRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(adminFulfillmentApplicationRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(adminWarehouseRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(adminInventoryRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(adminFloorStockRoutes, { prefix: '/api/admin', ...moduleDeps });
  await app.register(skuRoutes, { prefix: '/api/fulfillment', ...moduleDeps });
  await app.register(orderRoutes, { prefix: '/api/fulfillment', ...moduleDeps });
  await app.register(warehouseLocationRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(floorStockRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(warehouseOrderRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(warehouseWaveRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(warehouseHandoverRoutes, { prefix: '/api', ...moduleDeps });
  // The carriers module tells the orders module about its parcels (services may outlive one app).
  if (!deps.carriers.owners.handlerFor(ORDER_PARCEL_OWNER))
    deps.carriers.owners.register(ORDER_PARCEL_OWNER, onOrderParcelTracked);
  await app.register(inboundRoutes, { prefix: '/api/fulfillment', ...moduleDeps });
  await app.register(warehouseInboundRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(fulfillmentDashboardRoutes, { prefix: '/api/fulfillment', ...moduleDeps });
  await app.register(returnRoutes, { prefix: '/api/fulfillment', ...moduleDeps });
  if (!deps.carriers.owners.handlerFor(RETURN_PARCEL_OWNER))
    deps.carriers.owners.register(RETURN_PARCEL_OWNER, onReturnParcelTracked);
  await app.register(warehouseReturnRoutes, { prefix: '/api', ...moduleDeps });

  // The partner base (SPEC §7 "separate API bases"; the apps' BARO_API_BASE_PARTNER): every
  // partner route is registered here under this one prefix, so the base can move to its own host.
  for (const partnerRoutesOf of [bidPartnerRoutes, shipmentPartnerRoutes, partnerRateRoutes, partnerRoutes]) {
    await app.register(partnerRoutesOf, { prefix: PARTNER_API_PREFIX, ...moduleDeps });
  }

  await app.register(contentRoutes, { prefix: '/api/content/v2', ...moduleDeps });
  await app.register(guideRoutes, { prefix: '/api', ...moduleDeps });
  await app.register(contentAdminRoutes, { prefix: '/api/admin', ...moduleDeps });

  // SPEC §4: the support article page is rendered here first, then taken over by the customer app.
  await registerWebApps(app, webApps, [supportArticlePage(moduleDeps)]);
  return app;
}
