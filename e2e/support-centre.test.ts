// The support centre in the browser (issue 16): the home, a Korean partial-word search, an
// article page, the FAQ answered in place and the terms, at 375 and 1280 px in Korean and English;
// and the article page's HTML with JavaScript off (the API renders it, SPEC §4). Staff editing and
// publishing an FAQ answer that the support centre then shows is a step of the staff journey
// (admin-staff.test.ts, issue 17).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import {
  ensureScreenshotDir,
  type JourneyPage,
  openJourney,
  screenshot,
  VIEWPORTS,
  type Viewport,
} from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';

describe.skipIf(!hasChromium)('support centre', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const journeys: JourneyPage[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser(), ensureScreenshotDir()]);
  });

  afterAll(async () => {
    for (const journey of journeys) {
      expect(journey.pageErrors).toEqual([]);
      expect(journey.foreignRequests).toEqual([]);
      await journey.context.close();
    }
    await browser?.close();
    await server?.stop();
  });

  async function open(viewport: Viewport): Promise<JourneyPage & { origin: string }> {
    if (server === undefined || browser === undefined) throw new Error('beforeAll did not finish');
    const journey = await openJourney(browser, server.url, viewport);
    journeys.push(journey);
    return { ...journey, origin: server.url };
  }

  test.each(VIEWPORTS)(
    'Korean: search a partial word, read the article, open an FAQ answer ($width px)',
    async (viewport) => {
      const { page, origin } = await open(viewport);
      await page.goto(`${origin}/support`);
      await page.getByRole('heading', { level: 1, name: '고객센터' }).waitFor();
      await page.getByRole('button', { name: '입찰은 언제 마감되나요?' }).click();
      await page.getByText('2영업일 뒤 18:00').first().waitFor();
      await page.getByRole('searchbox', { name: '고객센터 검색' }).fill('반품');
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await page.getByRole('link', { name: '반품 정책과 처리 절차' }).click();
      await page.getByRole('heading', { level: 1, name: '반품 정책과 처리 절차' }).waitFor();
      expect(await page.getByText('센터에 도착한 반품은 2영업일 안에 검수합니다.').isVisible()).toBe(true);
      await screenshot(page, 'support-article-ko', viewport);
      await noSidewaysScroll(page);
    },
  );

  test.each(VIEWPORTS)(
    'English: the home, the terms in force and the support phone ($width px)',
    async (viewport) => {
      const { page, context, origin } = await open(viewport);
      // The language the header's switch stores (@baro/client LANGUAGE_STORAGE_KEY).
      await context.addInitScript("localStorage.setItem('baro.language', 'en')");
      await page.goto(`${origin}/support`);
      await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
      expect(await page.getByRole('link', { name: '+82-1588-0000' }).first().isVisible()).toBe(true);
      await page.goto(`${origin}/terms`);
      await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
      await page.getByText('In force').first().waitFor();
      await screenshot(page, 'support-terms-en', viewport);
      await noSidewaysScroll(page);
    },
  );

  test('the article page has its title and body before any script runs', async () => {
    if (server === undefined || browser === undefined) throw new Error('beforeAll did not finish');
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/support/article/art_howtoReturns0001`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('반품 정책과 처리 절차');
    expect(await page.title()).toBe('반품 정책과 처리 절차 | 바로 고객센터');
    expect(await page.getByText('센터에 도착한 반품은 2영업일 안에 검수합니다.').isVisible()).toBe(true);
    await context.close();
  });
});

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}
