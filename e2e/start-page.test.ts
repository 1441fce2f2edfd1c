import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { repoRoot, startServer, type TestServer } from './support/server.ts';

const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'e2e');
// SPEC §9: a phone below the mobile breakpoint and a desktop above 1279 px.
const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

describe.skipIf(!hasChromium)('customer start page', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer(),
      launchBrowser(),
      mkdir(SCREENSHOT_DIR, { recursive: true }),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a visitor sees the start page in Korean with the service status', async () => {
    if (server === undefined || browser === undefined) throw new Error('beforeAll did not finish');
    const origin = server.url;

    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      });
      const page = await context.newPage();
      const foreignRequests: string[] = [];
      const pageErrors: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) {
          foreignRequests.push(request.url());
        }
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));

      const response = await page.goto(`${origin}/`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('ko');
      expect(await page.title()).toMatch(/[가-힣]/);

      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor({ state: 'visible' });
      expect(await heading.textContent()).toMatch(/[가-힣]/);

      const status = page.getByRole('status');
      await status.getByText('정상 운영 중').waitFor({ state: 'visible', timeout: 15_000 });

      expect(await page.getByRole('banner').isVisible()).toBe(true);
      // The main menu sits in the header on wide screens and behind the menu button on phones.
      if (viewport.width >= 992) {
        expect(await page.getByRole('navigation', { name: '주요 메뉴' }).isVisible()).toBe(true);
      } else {
        expect(await page.getByRole('button', { name: '메뉴 열기' }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('heading', { level: 2, name: '운송 견적 받기' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        '포워딩 견적·입찰',
        '풀필먼트 보관·출고·반품',
        '고객센터',
      ]);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      // Nothing may stick out sideways on a phone.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `start-page-${viewport.width}.png`),
        fullPage: true,
      });
      expect(foreignRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
