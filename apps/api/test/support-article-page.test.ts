import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleDetailSchema } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSupportContent } from '../src/modules/content/content.seeder.ts';
import { useTestApp } from './support/use-test-app.ts';

// Issue 16, SPEC §4: the API renders the support article page, so its title and body are in the
// HTML before any script runs, with the state the app's store takes over (only GET_DETAIL).

const dir = mkdtempSync(join(tmpdir(), 'baro-ssr-'));
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="바로 서비스" />
    <title>바로 Baro</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`,
);
const t = useTestApp({ reset: 'never', webApps: [{ prefix: '/', dir }] });

beforeAll(async () => {
  await t.database.db.transaction().execute((trx) => seedSupportContent(trx, t.app.clock.now()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The page's markup without its scripts: what a reader without JavaScript gets. */
const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('GET /support/article/{id}', () => {
  it('has the title, body, description, Open Graph and language in the HTML itself', async () => {
    const response = await page('/support/article/art_howtoReturns0001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = withoutScripts(response.payload);
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<title>반품 정책과 처리 절차 | 바로 고객센터</title>');
    expect(html).toContain('<h1>반품 정책과 처리 절차</h1>');
    expect(html).toContain('센터에 도착한 반품은 2영업일 안에 검수합니다.');
    expect(html).toContain(
      '<meta name="description" content="반품 접수, 회수, 검수와 재고 반영까지의 과정을 안내합니다." />',
    );
    expect(html).toContain('<meta property="og:title" content="반품 정책과 처리 절차" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it('renders in English for ?lang=en or an English browser', async () => {
    const byQuery = await page('/support/article/art_howtoIncoterms01?lang=en');
    expect(byQuery.payload).toContain('<html lang="en">');
    expect(byQuery.payload).toContain('<h1>Incoterms in plain words</h1>');
    const byBrowser = await page('/support/article/art_howtoIncoterms01', {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(byBrowser.payload).toContain('<h1>Incoterms in plain words</h1>');
  });

  it('carries the article as the support detail state, in a data block that cannot run', async () => {
    const response = await page('/support/article/art_howtoReturns0001');
    const block = response.payload.match(
      /<script type="application\/json" id="baro-server-state">([\s\S]*?)<\/script>/,
    )?.[1];
    expect(block).toBeDefined();
    const state = JSON.parse(block ?? '') as { support: { GET_DETAIL: { data: unknown; status: string } } };
    expect(state.support.GET_DETAIL.status).toBe('SUCCESS');
    expect(articleDetailSchema.parse(state.support.GET_DETAIL.data).id).toBe('art_howtoReturns0001');
    expect(block).not.toContain('<');
  });

  it('answers the app page with 404 for an article that is not published', async () => {
    const response = await page('/support/article/art_doesNotExist00');
    expect(response.statusCode).toBe(404);
    expect(response.payload).toContain('<div id="root"></div>');
  });
});
