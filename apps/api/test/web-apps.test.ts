import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('serving the web apps', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'baro-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="ko"><title>바로</title></html>');
    writeFileSync(join(dir, 'assets/app-abc123.js'), 'console.log(1)');
    // As the builds' precompressPlugin writes them beside the file.
    writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync('console.log(1)'));
    database = await createTestDatabase();
    app = await createTestApp(database, { webApps: [{ prefix: '/', dir }] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the start page at /', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.payload).toContain('lang="ko"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe('console.log(1)');
  });

  it('answers a client route with the app so a reload keeps the page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/mypage/fulfillment',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.payload).toContain('<title>바로</title>');
  });

  it('keeps JSON 404s for the API and for requests that do not want HTML', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});

describe('serving the partner app beside the customer app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let customerDir: string;
  let partnerDir: string;
  beforeAll(async () => {
    customerDir = mkdtempSync(join(tmpdir(), 'baro-web-customer-'));
    writeFileSync(join(customerDir, 'index.html'), '<!doctype html><title>customer</title>');
    partnerDir = mkdtempSync(join(tmpdir(), 'baro-web-partner-'));
    mkdirSync(join(partnerDir, 'assets'));
    writeFileSync(join(partnerDir, 'index.html'), '<!doctype html><title>partner</title>');
    writeFileSync(join(partnerDir, 'assets/partner-abc123.js'), 'console.log(2)');
    database = await createTestDatabase();
    app = await createTestApp(database, {
      webApps: [
        { prefix: '/partner/', dir: partnerDir },
        { prefix: '/', dir: customerDir },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(customerDir, { recursive: true, force: true });
    rmSync(partnerDir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the partner app at /partner/ and its assets under /partner/assets', async () => {
    const start = await page('/partner/');
    expect(start.statusCode).toBe(200);
    expect(start.payload).toContain('<title>partner</title>');
    const asset = await app.inject({ method: 'GET', url: '/partner/assets/partner-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers /partner deep links (and the bare /partner) with the partner app', async () => {
    for (const url of ['/partner/bids/bid_0123456789', '/partner/rates?page=2', '/partner']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.payload, url).toContain('<title>partner</title>');
    }
  });

  it('keeps every other path for the customer app, including look-alikes of the prefix', async () => {
    for (const url of ['/', '/mypage', '/partners-guide', '/login?backTo=%2Fpartner%2F']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.payload, url).toContain('<title>customer</title>');
    }
  });

  it('keeps JSON 404s for the partner API', async () => {
    const response = await page('/api/partner/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('serving the admin app (issue 17)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let customerDir: string;
  let adminDir: string;
  beforeAll(async () => {
    customerDir = mkdtempSync(join(tmpdir(), 'baro-web-customer-'));
    writeFileSync(join(customerDir, 'index.html'), '<!doctype html><title>customer</title>');
    adminDir = mkdtempSync(join(tmpdir(), 'baro-web-admin-'));
    writeFileSync(join(adminDir, 'index.html'), '<!doctype html><title>admin</title>');
    database = await createTestDatabase();
    app = await createTestApp(database, {
      webApps: [
        { prefix: '/admin/', dir: adminDir },
        { prefix: '/', dir: customerDir },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(customerDir, { recursive: true, force: true });
    rmSync(adminDir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is one of the apps the API serves', async () => {
    const { WEB_APPS } = await import('../src/http/web-apps.ts');
    expect(WEB_APPS.map((webApp) => webApp.prefix)).toContain('/admin/');
  });

  it('answers /admin deep links (and the bare /admin) with the admin app, look-alikes with the customer app', async () => {
    for (const url of ['/admin/', '/admin/teams/team_0123456789?x=1', '/admin']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.payload, url).toContain('<title>admin</title>');
    }
    for (const url of ['/administration', '/login?backTo=%2Fadmin%2F']) {
      expect((await page(url)).payload, url).toContain('<title>customer</title>');
    }
    const api = await page('/api/admin/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('serving the warehouse desk app (issue 15)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let customerDir: string;
  let warehouseDir: string;
  beforeAll(async () => {
    customerDir = mkdtempSync(join(tmpdir(), 'baro-web-customer-'));
    writeFileSync(join(customerDir, 'index.html'), '<!doctype html><title>customer</title>');
    warehouseDir = mkdtempSync(join(tmpdir(), 'baro-web-warehouse-'));
    mkdirSync(join(warehouseDir, 'assets'));
    writeFileSync(join(warehouseDir, 'index.html'), '<!doctype html><title>warehouse</title>');
    writeFileSync(join(warehouseDir, 'assets/warehouse-abc123.js'), 'console.log(3)');
    database = await createTestDatabase();
    app = await createTestApp(database, {
      webApps: [
        { prefix: '/warehouse/', dir: warehouseDir },
        { prefix: '/', dir: customerDir },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(customerDir, { recursive: true, force: true });
    rmSync(warehouseDir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is one of the apps the API serves', async () => {
    const { WEB_APPS } = await import('../src/http/web-apps.ts');
    expect(WEB_APPS.map((webApp) => webApp.prefix)).toContain('/warehouse/');
  });

  it('answers /warehouse deep links (its login page, the bare /warehouse) with the warehouse app, look-alikes with the customer app', async () => {
    for (const url of [
      '/warehouse/',
      '/warehouse/login?backTo=%2Fwarehouse%2Forders',
      '/warehouse/orders/ord_0123456789?tab=1',
      '/warehouse',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.payload, url).toContain('<title>warehouse</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/warehouse/assets/warehouse-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/warehouses', '/warehouse-guide', '/login?backTo=%2Fwarehouse%2F']) {
      expect((await page(url)).payload, url).toContain('<title>customer</title>');
    }
  });

  it('keeps JSON 404s for the warehouse API', async () => {
    const response = await page('/api/warehouse/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('serving the handheld app and its service worker (issue 15)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let customerDir: string;
  let handheldDir: string;
  beforeAll(async () => {
    customerDir = mkdtempSync(join(tmpdir(), 'baro-web-customer-'));
    writeFileSync(join(customerDir, 'index.html'), '<!doctype html><title>customer</title>');
    handheldDir = mkdtempSync(join(tmpdir(), 'baro-web-handheld-'));
    mkdirSync(join(handheldDir, 'assets'));
    writeFileSync(join(handheldDir, 'index.html'), '<!doctype html><title>handheld</title>');
    writeFileSync(join(handheldDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
    writeFileSync(join(handheldDir, 'manifest.webmanifest'), '{"name":"바로 스캐너"}');
    database = await createTestDatabase();
    app = await createTestApp(database, {
      webApps: [
        { prefix: '/handheld/', dir: handheldDir },
        { prefix: '/', dir: customerDir },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(customerDir, { recursive: true, force: true });
    rmSync(handheldDir, { recursive: true, force: true });
  });

  it('is one of the apps the API serves, deep links included', async () => {
    const { WEB_APPS } = await import('../src/http/web-apps.ts');
    expect(WEB_APPS.map((webApp) => webApp.prefix)).toContain('/handheld/');
    for (const url of [
      '/handheld/',
      '/handheld/move',
      '/handheld/login?backTo=%2Fhandheld%2Fcount',
      '/handheld',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.payload, url).toContain('<title>handheld</title>');
    }
  });

  it('serves sw.js from the app folder (scope /handheld/), revalidated on every load, under a CSP that lets it run', async () => {
    const worker = await app.inject({ method: 'GET', url: '/handheld/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // A new build's worker must be seen at once: never the immutable cache of hashed assets.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
    const manifest = await app.inject({ method: 'GET', url: '/handheld/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
  });
});
