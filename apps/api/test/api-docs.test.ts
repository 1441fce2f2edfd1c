import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/use-test-app.ts';

describe('OpenAPI', () => {
  const t = useTestApp({ reset: 'never' });

  it('serves an OpenAPI 3.1 document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const health = doc.paths['/api/health'].get;
    expect(health.responses['200']).toBeDefined();
    expect(health.responses['503']).toBeDefined();
    expect(JSON.stringify(health.responses['200'])).toContain('#/components/schemas/Health');
    expect(doc.components.schemas.Health.properties.status.enum).toEqual(['ok', 'degraded']);
  });

  it('serves a browsable page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  // Issue 11: the document the fuzz walk and every generated client rely on. Redocly's recommended
  // rules (@redocly/openapi-core, pinned; offline: the document has no external references).
  it('passes Redocly lint with the recommended rules, without errors', async () => {
    const source = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).payload;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'baro-openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // What is left as warnings is known: SPEC §7 paths that look alike, and the test's localhost.
    const warnings = new Set(problems.map((problem) => problem.ruleId));
    expect(
      [...warnings].filter((rule) => !['no-ambiguous-paths', 'no-server-example.com'].includes(rule)),
    ).toEqual([]);
  });

  it('gives every operation an id, the security its access declares, its error answers and a server', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ids = new Set<string>();
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      expect(item.servers, path).toEqual([expect.objectContaining({ url: 'http://localhost:3000' })]);
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const operation = item[method] as
          | { operationId: string; security: unknown[]; responses: Record<string, unknown> }
          | undefined;
        if (!operation) continue;
        operations += 1;
        const route = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
        const access = t.app.routeAccess.get(route);
        expect(access, route).toBeDefined();
        expect(ids.has(operation.operationId), route).toBe(false);
        ids.add(operation.operationId);
        expect(operation.security, route).toEqual(access === 'anonymous' ? [] : [{ bearerAuth: [] }]);
        const statuses = Object.keys(operation.responses);
        expect(statuses, route).toContain('400');
        if (access !== 'anonymous') expect(statuses, route).toEqual(expect.arrayContaining(['401', '403']));
        if (path.includes('{')) expect(statuses, route).toContain('404');
      }
    }
    expect(operations).toBe(t.app.routeAccess.size);
    expect(doc.paths['/api/bid'].post.responses['429']).toBeDefined();
    expect(doc.components.schemas.ErrorBody.required).toEqual(['code', 'message']);
  });
});
