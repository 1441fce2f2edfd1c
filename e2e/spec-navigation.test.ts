// SPEC §2's navigation behaviours in real Chromium (issue 4): the full-page redirect to login with
// backTo, the top loading bar, scroll to top after a route change (not on /forwarding/schedule),
// the previous path in session storage when the shell goes away. Widths 375 and 1280, plus a
// breakpoint's edges; screenshots in test-results/e2e/. The layout behaviours are in
// spec-layout.test.ts: two files so the two test workers share them.
import { describe, expect, test } from 'vitest';
import { hasChromium } from './support/browser.ts';
import {
  BAR_BLUE,
  DESKTOP,
  expectCompletedRun,
  expectRoomToScroll,
  holdNewScripts,
  logIn,
  MOBILE,
  navigateInApp,
  previousPath,
  readLoadingBar,
  recordDocumentLoads,
  SCROLLED,
  screenshot,
  scrollDown,
  scrollY,
  settle,
  TALL_PAGE_CSS,
  useSpecBrowser,
  WIDTHS,
  watchLoadingBar,
} from './support/spec-browser.ts';

describe.skipIf(!hasChromium)('SPEC §2 navigation in the browser', () => {
  const { appOrigin, openTab, closeTabs } = useSpecBrowser();
  // 1. ------------------------------------------------------------------------------------------

  test.each(WIDTHS)(
    'login is reached by a full-page redirect with backTo, and logging in leads back ($width px)',
    async (size) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      const documents = recordDocumentLoads(page);

      await page.goto(`${origin}/mypage`);
      await page.waitForURL(`${origin}/login?backTo=%2Fmypage`);
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      // Two documents: /mypage, then the login page loaded by the browser itself, not a route
      // change inside the first one (history.pushState makes no document request).
      expect(documents).toEqual([`${origin}/mypage`, `${origin}/login?backTo=%2Fmypage`]);
      expect(await page.evaluate<string>("performance.getEntriesByType('navigation')[0].name")).toBe(
        `${origin}/login?backTo=%2Fmypage`,
      );
      await screenshot(page, 'spec-login-redirect', size);

      await logIn(page);
      await page.waitForURL(`${origin}/mypage`);
      await page.getByRole('heading', { level: 1, name: '마이페이지' }).waitFor();
      await closeTabs();
    },
  );

  test('/login opened directly has no backTo and leads home; a backTo off this site is not followed', async () => {
    const origin = appOrigin();
    const direct = await openTab(DESKTOP);
    await direct.page.goto(`${origin}/login`);
    await direct.page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    expect(direct.page.url()).toBe(`${origin}/login`);
    await logIn(direct.page);
    await direct.page.waitForURL((url) => url.pathname !== '/login');
    expect(direct.page.url()).toBe(`${origin}/`);

    for (const backTo of ['//evil.com', '//evil.com/mypage', 'https://evil.com/', '/\\evil.com']) {
      const { page } = await openTab(DESKTOP);
      const documents = recordDocumentLoads(page);
      const loginUrl = `${origin}/login?backTo=${encodeURIComponent(backTo)}`;
      await page.goto(loginUrl);
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await logIn(page);
      await page.waitForURL((url) => url.origin !== origin || url.pathname !== '/login');
      expect(page.url(), `backTo=${backTo}`).toBe(`${origin}/`);
      await page.getByText('다시 오신 것을 환영합니다').waitFor();
      expect(documents, `backTo=${backTo}`).toEqual([loginUrl]);
    }
    await closeTabs();
  });

  // 2. ------------------------------------------------------------------------------------------

  test.each([
    { ...MOBILE, barHeight: 2 },
    { width: 767, height: 800, barHeight: 2 },
    { width: 768, height: 800, barHeight: 3 },
    { ...DESKTOP, barHeight: 3 },
  ])(
    'a blue $barHeight px loading bar runs from the start of a route change to its end ($width px)',
    // Once in sixteen runs of these cases (four full CI runs) the recorded states went from a trickle
    // straight to "gone", without the 100 % the bar shows for 200 ms on its way out (2026-12-08,
    // on a quiet machine; not reproduced). A retry keeps CI from failing on it while it is found;
    // a bar that never completes would still fail all three tries.
    { retry: 2 },
    async ({ barHeight, ...size }) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('progressbar').count()).toBe(0);

      // The login page is a lazily loaded chunk: holding it keeps the route change in progress.
      const chunks = await holdNewScripts(page);
      await watchLoadingBar(page);
      await page.getByRole('link', { name: '로그인', exact: true }).click();
      const bar = page.getByRole('progressbar');
      await bar.waitFor({ state: 'visible' });
      await chunks.requested;

      // Still on the old page, the route change under way: the bar is there, thin, blue, on top.
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await readLoadingBar(page)).toEqual({
        top: 0,
        left: 0,
        width: size.width,
        height: barHeight,
        color: BAR_BLUE,
      });
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
      await screenshot(page, `spec-loading-bar-${barHeight}px`, size);

      chunks.release();
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await bar.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${origin}/login`);
      // It ran to 100 % when the route change finished, and only then went away.
      expectCompletedRun(await page.evaluate<string[]>('window.__barStates'));
      await closeTabs();
    },
  );

  test('the loading bar also completes when the route change fails (1280 px)', async () => {
    const origin = appOrigin();
    const { page } = await openTab(DESKTOP);
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    const chunks = await holdNewScripts(page, { fail: true });
    await watchLoadingBar(page);
    await page.getByRole('link', { name: '로그인', exact: true }).click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor({ state: 'visible' });
    await chunks.requested;
    chunks.release();

    // The chunk cannot be loaded: the error page shows, and the bar completes all the same.
    await page.getByRole('heading', { level: 1, name: '문제가 발생했습니다' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expectCompletedRun(await page.evaluate<string[]>('window.__barStates'));
    await screenshot(page, 'spec-loading-bar-failed', DESKTOP);
    await closeTabs();
  });

  // 3. ------------------------------------------------------------------------------------------

  test.each(WIDTHS)(
    'a route change scrolls to the top, except into /forwarding/schedule ($width px)',
    async (size) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.addStyleTag({ content: TALL_PAGE_CSS });

      // An in-app link, clicked without Playwright scrolling it into view first (dispatchEvent).
      await scrollDown(page);
      await page.getByRole('link', { name: '로그인', exact: true }).dispatchEvent('click');
      await page.waitForURL(`${origin}/login`);
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
      await expectRoomToScroll(page);

      // The route changes below are made as the router sees a history step (pushState + popstate),
      // so the page is scrolled exactly as far as the test says when the route changes.
      await scrollDown(page);
      await navigateInApp(page, '/forwarding/schedule');
      await page.getByRole('heading', { level: 1, name: '선박 스케줄' }).waitFor();
      await settle(page);
      expect(await scrollY(page)).toBe(SCROLLED);
      await expectRoomToScroll(page);
      await screenshot(page, 'spec-scroll-kept-on-schedule', size, false);

      await navigateInApp(page, '/forwarding/schedule/2026-01');
      await page.waitForURL(`${origin}/forwarding/schedule/2026-01`);
      await settle(page);
      expect(await scrollY(page)).toBe(SCROLLED);

      // The same kind of route change anywhere else does scroll to the top.
      await navigateInApp(page, '/forwarding/quote');
      await page.waitForURL(`${origin}/forwarding/quote`);
      // A lazy route: the router changes its location once the page's chunk is in.
      await page.getByRole('heading', { level: 1, name: '운송 견적' }).waitFor();
      await settle(page);
      expect(await scrollY(page)).toBe(0);
      await closeTabs();
    },
  );

  // 4. ------------------------------------------------------------------------------------------

  test('when the shell goes away with a full page load, its path is in session storage (1280 px)', async () => {
    const origin = appOrigin();
    const { page } = await openTab(DESKTOP);
    const documents = recordDocumentLoads(page);
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await previousPath(page)).toBeNull();

    // A route change inside the app: the shell stays, nothing is stored yet.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '풀필먼트' }).click();
    await page.waitForURL(`${origin}/fulfillment`);
    await page.getByRole('heading', { level: 1, name: '보관부터 택배 출고, 반품까지 맡겨 주세요' }).waitFor();
    await navigateInApp(page, '/fulfillment?tab=stock');
    await page.waitForURL(`${origin}/fulfillment?tab=stock`);
    expect(await previousPath(page)).toBeNull();

    // A full page load to another address of the app: the shell of the first document goes away.
    await page.goto(`${origin}/signup`);
    await page.getByRole('heading', { level: 1, name: '회원가입' }).waitFor();
    expect(documents).toEqual([`${origin}/`, `${origin}/signup`]);
    expect(await previousPath(page)).toBe('/fulfillment?tab=stock');

    // A reload is the shell going away too.
    await navigateInApp(page, '/login');
    await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    expect(await previousPath(page)).toBe('/login');
    await closeTabs();
  });

  // 5. ------------------------------------------------------------------------------------------
});
