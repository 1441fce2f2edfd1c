// Builds requests from the OpenAPI document for the fuzz walk: a plausible baseline for every
// operation (from its parameters and body schema) and malformed variants of each parameter and
// body field. Pure: no app, no database.

type Schema = Record<string, unknown>;
export type OpenApiDoc = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
};

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the document: `/api/bid/{id}`. */
  path: string;
  operationId: string;
  pathParams: string[];
  queryParams: { name: string; schema: Schema }[];
  body: Schema | undefined;
  /** From `x-baro-callers`; empty for anonymous operations. */
  callers: string[];
  /** `x-baro-error-codes`: what the document says it can answer. */
  errorCodes: string[];
}

export interface FuzzRequest {
  operation: Operation;
  /** What was made malformed, for failure messages: `query.q: nul`. */
  label: string;
  url: string;
  /** JSON text (so escapes such as \\ud800 survive), or undefined. */
  payload: string | undefined;
}

/** Where a malformed value goes and what it is. `raw` is the value as it goes into a URL. */
export interface Malformed {
  name: string;
  value: unknown;
  raw: string;
}

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** The malformed values of issue 11, each as a JSON value and as a URL component. */
export const MALFORMED: Malformed[] = [
  { name: 'number for text', value: 12345, raw: '12345' },
  { name: 'text for number', value: 'twelve', raw: 'twelve' },
  { name: 'boolean', value: true, raw: 'true' },
  { name: 'null', value: null, raw: 'null' },
  { name: 'object', value: { a: 1 }, raw: '%5Bobject%20Object%5D' },
  { name: 'array', value: ['a', 'b'], raw: 'a&x=b' },
  { name: 'nul', value: 'a\u0000b', raw: 'a%00b' },
  { name: 'lone surrogate', value: '\ud800x', raw: '%ED%A0%80x' },
  { name: 'huge text', value: 'x'.repeat(200_000), raw: 'x'.repeat(7_000) },
  { name: 'deep nesting', value: JSON.parse(deep(2_000)), raw: `${'%5B'.repeat(500)}` },
  { name: 'bidi control', value: '\u202ecod.pdf', raw: '%E2%80%AEcod.pdf' },
  { name: 'full-width digits', value: '１２３４５', raw: '%EF%BC%91%EF%BC%92%EF%BC%93' },
  {
    name: 'sql',
    value: "' OR 1=1; DROP TABLE users; --",
    raw: "'%20OR%201%3D1%3B%20DROP%20TABLE%20users%3B%20--",
  },
  { name: 'prototype key', value: '__proto__', raw: '__proto__' },
  { name: 'negative huge number', value: -1e308, raw: '-1e308' },
];

/** Bodies that try to pollute prototypes, as JSON text. */
export const POLLUTING_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      const parameters = (op.parameters as { in: string; name: string; schema?: Schema }[] | undefined) ?? [];
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: String(op.operationId),
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content?.['application/json']?.schema,
        callers: (op['x-baro-callers'] as string[] | undefined) ?? [],
        errorCodes: (op['x-baro-error-codes'] as string[] | undefined) ?? [],
      });
    }
  }
  return operations;
}

/** A value that would satisfy a simple schema (the baseline a variant departs from). */
export function exampleOf(schema: Schema | undefined, doc: OpenApiDoc, depth = 0): unknown {
  if (!schema || depth > 6) return 'a';
  const ref = schema.$ref as string | undefined;
  if (ref) return exampleOf(doc.components?.schemas?.[ref.split('/').pop() ?? ''], doc, depth + 1);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options?.length) {
      if (key === 'allOf')
        return Object.assign({}, ...options.map((option) => exampleOf(option, doc, depth + 1)));
      return exampleOf(options.find((option) => option.type !== 'null') ?? options[0], doc, depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, exampleOf(property, doc, depth + 1)]),
      );
    }
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
        exampleOf(schema.items as Schema, doc, depth + 1),
      );
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? (schema.exclusiveMinimum as number | undefined) ?? 0) + 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'fuzz@baro.test';
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'date-time') return '2026-12-01T10:00:00+09:00';
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

const ID = 'x_AAAAAAAAAAAAAAAAAAAA';

function urlOf(operation: Operation, params: Record<string, string>, query: [string, string][]): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? ID);
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** Every malformed request of one operation: each parameter and body field with each value. */
export function variantsOf(operation: Operation, doc: OpenApiDoc): FuzzRequest[] {
  const baseBody = operation.body ? exampleOf(operation.body, doc) : undefined;
  const payloadOf = (body: unknown) =>
    operation.method === 'GET' ? undefined : body === undefined ? undefined : JSON.stringify(body);
  const baseline = payloadOf(baseBody);
  const requests: FuzzRequest[] = [];
  for (const name of operation.pathParams) {
    for (const bad of MALFORMED) {
      requests.push({
        operation,
        label: `path.${name}: ${bad.name}`,
        url: urlOf(operation, { [name]: bad.raw }, []),
        payload: baseline,
      });
    }
  }
  for (const { name } of operation.queryParams) {
    for (const bad of MALFORMED) {
      requests.push({
        operation,
        label: `query.${name}: ${bad.name}`,
        url: urlOf(operation, {}, [[name, bad.raw]]),
        payload: baseline,
      });
    }
  }
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) && operation.method !== 'GET') {
    const fields = Object.keys(operation.body ? propertiesOf(operation.body, doc) : {});
    for (const field of fields) {
      for (const bad of MALFORMED) {
        requests.push({
          operation,
          label: `body.${field}: ${bad.name}`,
          url: urlOf(operation, {}, []),
          payload: JSON.stringify({ ...(baseBody as object), [field]: bad.value }),
        });
      }
    }
  }
  if (operation.method !== 'GET') {
    for (const [index, body] of POLLUTING_BODIES.entries()) {
      requests.push({
        operation,
        label: `body: prototype pollution ${index + 1}`,
        url: urlOf(operation, {}, []),
        payload: body,
      });
    }
    requests.push({
      operation,
      label: 'body: wrong type (array)',
      url: urlOf(operation, {}, []),
      payload: '[1,2,3]',
    });
  }
  requests.push({ operation, label: 'baseline', url: urlOf(operation, {}, []), payload: baseline });
  return requests;
}

function propertiesOf(schema: Schema, doc: OpenApiDoc, depth = 0): Record<string, Schema> {
  if (depth > 4) return {};
  const ref = schema.$ref as string | undefined;
  if (ref) return propertiesOf(doc.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {}, doc, depth + 1);
  const merged: Record<string, Schema> = { ...((schema.properties as Record<string, Schema>) ?? {}) };
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const option of (schema[key] as Schema[] | undefined) ?? [])
      Object.assign(merged, propertiesOf(option, doc, depth + 1));
  }
  return merged;
}

/** A small deterministic generator (mulberry32), so a sample can be repeated from its seed. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
