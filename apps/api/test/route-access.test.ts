import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import { useTestApp } from './support/use-test-app.ts';

describe('who may call each route', () => {
  const t = useTestApp({ reset: 'never' });

  it('lists every API route with the callers it admits', () => {
    expect(t.app.routeAccess.get('GET /api/health')).toBe('anonymous');
    for (const [route, access] of t.app.routeAccess) {
      expect(route).toMatch(/^[A-Z]+ \/api\//);
      expect(access === 'anonymous' || (Array.isArray(access) && access.length > 0)).toBe(true);
    }
  });

  it('admits only staff to every route under /api/admin (issue 17)', () => {
    const admin = [...t.app.routeAccess].filter(([route]) => route.split(' ')[1]?.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(10);
    for (const [route, access] of admin) expect(access, route).toEqual(['staff']);
  });

  it('refuses to register an API route that does not say who may call it', async () => {
    const other = await createTestApp(t.database);
    expect(() => other.get('/api/undeclared', async () => ({}))).toThrow(/does not declare who may call it/);
    await other.close();
  });
});
