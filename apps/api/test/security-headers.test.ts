import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Issue 11, finding 5: every response — the web apps at / and /partner/, API answers, errors —
// carries a strict CSP (no inline script; only the chat widget, error tracking and storage as
// other origins; nobody may frame us), nosniff, X-Frame-Options, Referrer-Policy, and HSTS when
// the public URL is https. The browser journey in e2e/security-headers.test.ts proves the apps
// still run under it.

let database: TestDatabase;
let dir: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'baro-headers-'));
  for (const app of ['customer', 'partner']) {
    mkdirSync(join(dir, app));
    writeFileSync(join(dir, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string> = {}) {
  const app = await createTestApp(database, {
    env,
    webApps: [
      { prefix: '/partner/', dir: join(dir, 'partner') },
      { prefix: '/', dir: join(dir, 'customer') },
    ],
  });
  apps.push(app);
  return app;
}

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('are on the web apps, API answers and errors alike', async () => {
    const app = await appWith();
    for (const request of [
      { url: '/', accept: 'text/html' },
      { url: '/partner/', accept: 'text/html' },
      { url: '/partner/bids/123', accept: 'text/html' },
      { url: '/api/health', accept: 'application/json' },
      { url: '/api/nothing-here', accept: 'application/json' },
      { url: '/api/users/me', accept: 'application/json' },
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: request.url,
        headers: { accept: request.accept },
      });
      const { headers } = response;
      expect(headers['x-content-type-options'], request.url).toBe('nosniff');
      expect(headers['x-frame-options'], request.url).toBe('DENY');
      expect(headers['referrer-policy'], request.url).toBe('no-referrer');
      expect(headers['strict-transport-security'], request.url).toBeUndefined();
      const csp = directives(headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), request.url).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('allow no inline or evaluated script, and only the named outside origins', async () => {
    const csp = directives((await (await appWith()).inject({ url: '/' })).headers['content-security-policy']);
    const script = csp.get('script-src') ?? [];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).toEqual(["'self'", 'https://*.channel.io']);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(['https://*.channel.io']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.sentry.io', 'https://*.channel.io', 'wss://*.channel.io']),
    );
    expect(csp.get('upgrade-insecure-requests')).toBeUndefined();
  });

  it('send HSTS and upgrade requests when Baro is reached over https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://baro.example.kr' });
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('img-src')).toContain('https://baro.example.kr');
  });

  it('let the browser reach the S3 bucket for uploads and images, and configured API origins', async () => {
    const app = await appWith({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'baro-files',
      S3_REGION: 'ap-northeast-2',
      CSP_CONNECT_ORIGINS: 'https://api.baro.example.kr, wss://push.baro.example.kr',
    });
    const csp = directives((await app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://baro-files.s3.ap-northeast-2.amazonaws.com',
        'https://api.baro.example.kr',
        'wss://push.baro.example.kr',
        // The packing PC's print agent, always.
        'http://127.0.0.1:9110',
        'http://localhost:9110',
      ]),
    );
    expect(csp.get('img-src')).toContain('https://baro-files.s3.ap-northeast-2.amazonaws.com');
  });
});
