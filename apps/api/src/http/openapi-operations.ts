import { ERROR_CATALOG, type ErrorCode, errorBodySchema } from '@baro/core';
import { z } from 'zod';
import type { RouteAccess } from './route-access.ts';

// Makes the generated OpenAPI document tell the truth (issue 11): every operation gets an
// operationId, the security requirement that follows from its `config.access`, every error it
// can answer (the codes every route can answer, those that follow from its shape and access, and
// those it declares in `config.errors`) with the `{ code, message, fields? }` schema, and the
// server of its API base.

type Operation = Record<string, unknown> & {
  parameters?: { in: string }[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
};
type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation | unknown>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
};

/** What the document learns about each route from its declaration, keyed like `GET /api/bid/:id`. */
export interface RouteFacts {
  access: ReadonlyMap<string, RouteAccess>;
  errors: ReadonlyMap<string, readonly ErrorCode[]>;
  publicUrl: string;
}

/** The API bases of DESIGN §2, longest first; each can move to its own host. */
export const API_BASES = [
  { prefix: '/api/content/v2', name: 'content (CMS) API' },
  { prefix: '/api/fulfillment/dashboard', name: 'fulfillment dashboard API' },
  { prefix: '/api/fulfillment', name: 'fulfillment API' },
  { prefix: '/api/tracking', name: 'parcel tracking API' },
  { prefix: '/api/admin', name: 'staff (admin) API' },
  { prefix: '/api/partner', name: 'partner API' },
  { prefix: '/api', name: 'shipping (main) API and auth' },
] as const;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const WITH_BODY = new Set(['post', 'put', 'patch', 'delete']);

/** Every route can answer these: the HTTP layer, the text rule, and the server itself. */
const EVERY_ROUTE: ErrorCode[] = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];
const WITH_A_BODY: ErrorCode[] = ['INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
const SIGNED_IN: ErrorCode[] = [
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'ACCOUNT_DISABLED',
  'FORBIDDEN',
];

/** `/api/bid/{id}/close` + post → `postBidByIdClose`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.match(/^\{(.+)\}$/)?.[1];
      const word = param ? `by-${param}` : segment;
      return word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part[0]?.toUpperCase() + part.slice(1))
        .join('');
    });
  return `${method.toLowerCase()}${words.join('') || 'Root'}`;
}

/** The codes an operation can answer: by route shape and access, plus what it declares. */
export function errorCodesOf(
  method: string,
  operation: Operation,
  access: RouteAccess | undefined,
  declared: readonly ErrorCode[],
  hasPathParams: boolean,
): ErrorCode[] {
  const codes = new Set<ErrorCode>(EVERY_ROUTE);
  if (WITH_BODY.has(method) || operation.requestBody) for (const code of WITH_A_BODY) codes.add(code);
  if (access && access !== 'anonymous') for (const code of SIGNED_IN) codes.add(code);
  if (hasPathParams) codes.add('NOT_FOUND');
  for (const code of declared) codes.add(code);
  return [...codes];
}

function errorResponses(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_CATALOG[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list.map((code) => `\`${code}\`: ${ERROR_CATALOG[code].en}`).join('\n\n'),
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/ErrorBody' },
                  { type: 'object', properties: { code: { type: 'string', enum: list } } },
                ],
              },
            },
          },
        },
      ]),
  );
}

const baseOf = (path: string) =>
  API_BASES.find((base) => path === base.prefix || path.startsWith(`${base.prefix}/`));

/** Fastify's `/api/bid/:id` for the document's `/api/bid/{id}`. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/** Adds what the route declarations say to the document that the contracts generated. */
export function completeOpenApiDocument(document: OpenApiDocument, facts: RouteFacts): OpenApiDocument {
  const paths = document.paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    const base = baseOf(path);
    if (base) item.servers = [{ url: facts.publicUrl, description: `${base.name} (${base.prefix})` }];
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const key = routeKey(method, path);
      const access = facts.access.get(key);
      operation.operationId ??= operationIdOf(method, path);
      operation.security = access === undefined || access === 'anonymous' ? [] : [{ bearerAuth: [] }];
      if (access && access !== 'anonymous') operation['x-baro-callers'] = [...access];
      const hasPathParams = /\{[^}]+\}/.test(path);
      const codes = errorCodesOf(method, operation, access, facts.errors.get(key) ?? [], hasPathParams);
      operation['x-baro-error-codes'] = codes;
      operation.responses = { ...(operation.responses ?? {}), ...errorResponses(codes) };
    }
  }
  const schemas = { ...(document.components?.schemas ?? {}) };
  schemas.ErrorBody = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12', io: 'output' });
  delete (schemas.ErrorBody as Record<string, unknown>).$schema;
  return pruneUnusedSchemas({
    ...document,
    servers: [{ url: facts.publicUrl, description: 'Baro: every API base on this origin unless moved' }],
    components: { ...document.components, schemas },
    paths,
  });
}

/** Drops component schemas nothing refers to (zod's input twins of output-only schemas). */
function pruneUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const match of text.matchAll(/#\/components\/schemas\/([^"]+)"/g)) {
      const name = decodeURIComponent(match[1] ?? '');
      if (!used.has(name)) {
        used.add(name);
        visit(JSON.stringify(schemas[name] ?? {}));
      }
    }
  };
  visit(JSON.stringify(document.paths ?? {}));
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
